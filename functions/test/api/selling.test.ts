/** POST /api/user/sell-product/ (multipart), GET /api/user/sell-product, POST /api/user/sell-product/id/{id}. */
import { beforeAll, describe, expect, test } from 'vitest';
import { api, findById, idsAt, pickString } from '../support/api-client';
import { PNG_BYTES, sellForm, uniqueTag, validAddress, validSellFields, type SellFields } from '../support/fixtures';
import { signUpUser, type TestUser } from '../support/users';
import { requestCancel, submitListing, submitListingId } from '../support/listings';

let seller: TestUser;
let other: TestUser;
const tag = uniqueTag();

beforeAll(async () => {
  seller = await signUpUser('Meera', 'Seller');
  other = await signUpUser('Ravi', 'Other');
});

describe('POST /api/user/sell-product/', () => {
  test('a valid multipart request creates a pending listing', async () => {
    const response = await api.post('/api/user/sell-product/', {
      token: seller.token,
      form: sellForm({ ...validSellFields(`Phone ${tag}`), expectedPrice: '2499.50' }, 2),
    });
    expect(response.status, response.text).toBeLessThan(300);
    expect(response.body).toMatchObject({
      success: true,
      data: {
        _id: expect.any(String),
        productName: `Phone ${tag}`,
        productDescription: 'Barely used, with charger and box',
        expectedPrice: 2499.5,
        state: 'sellrequest',
        category: { name: 'Electronic' },
        images: [{ imageUrl: expect.any(String) }, { imageUrl: expect.any(String) }],
        address: [{ city: 'Bengaluru', state: 'Karnataka', pincode: '560001', address: '12 Hostel Road' }],
        user: { _id: seller.uid, firstName: 'Meera', lastName: 'Seller', email: seller.email },
      },
    });
  });

  test('the uploaded photo is stored and downloadable from its imageUrl', async () => {
    const response = await submitListing(seller, `Camera ${tag}`);
    const download = await fetch(pickString(response.body, 'data', 'images', 0, 'imageUrl'));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG_BYTES);
  });

  test.each<[string, Partial<SellFields>, number, string]>([
    ['no product name', { productName: '' }, 1, 'Product name is required'],
    ['no description', { productDescription: '' }, 1, 'Product description is required'],
    ['no expected price', { expectedPrice: '' }, 1, 'Expected price is required'],
    ['a price that is not a number', { expectedPrice: 'twelve' }, 1, 'Expected price must be a valid number'],
    ['no image', {}, 0, 'Please upload at least one product image'],
  ])('%s is 400 with the spec message', async (_case, change, images, message) => {
    const response = await api.post('/api/user/sell-product/', {
      token: seller.token,
      form: sellForm({ ...validSellFields(`Invalid ${tag}`), ...change }, images),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: message });
  });

  test('an address with a 9-digit phone is 400', async () => {
    const address = JSON.stringify(validAddress({ phone: '987654321' }));
    const response = await api.post('/api/user/sell-product/', { token: seller.token, form: sellForm({ ...validSellFields(`Bad ${tag}`), address }) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: expect.any(String) });
  });

  test('without a token it is 401 and nothing is stored', async () => {
    const name = `Anonymous ${tag}`;
    const response = await api.post('/api/user/sell-product/', { form: sellForm(validSellFields(name)) });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: expect.any(String) });
    const own = await api.get('/api/user/sell-product', { token: seller.token });
    expect(JSON.stringify(own.body)).not.toContain(name);
  });
});

describe('GET /api/user/sell-product', () => {
  test("lists the caller's own listings and nobody else's", async () => {
    const mine = await submitListingId(seller, `Mine ${tag}`);
    const theirs = await submitListingId(other, `Theirs ${tag}`);
    const sellerList = await api.get('/api/user/sell-product', { token: seller.token });
    expect(sellerList.status).toBe(200);
    expect(idsAt(sellerList.body)).toContain(mine);
    expect(idsAt(sellerList.body)).not.toContain(theirs);
    const otherList = await api.get('/api/user/sell-product', { token: other.token });
    expect(idsAt(otherList.body)).toEqual([theirs]);
  });

  test('401 without a token', async () => {
    const response = await api.get('/api/user/sell-product');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/user/sell-product/id/{id}', () => {
  test('the owner cancels a pending request: state cancelrequest', async () => {
    const id = await submitListingId(seller, `Cancel me ${tag}`);
    const response = await requestCancel(seller, id);
    expect(response.body).toMatchObject({ _id: id, state: 'cancelrequest' });
    const list = await api.get('/api/user/sell-product', { token: seller.token });
    expect(findById(list.body, id)).toMatchObject({ state: 'cancelrequest' });
  });

  test("another user's listing is 403 and stays pending", async () => {
    const id = await submitListingId(seller, `Not yours ${tag}`);
    const response = await api.post(`/api/user/sell-product/id/${id}`, { token: other.token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: expect.any(String) });
    const list = await api.get('/api/user/sell-product', { token: seller.token });
    expect(findById(list.body, id)).toMatchObject({ state: 'sellrequest' });
  });

  test('a request already cancelled cannot be cancelled again: 409', async () => {
    const id = await submitListingId(seller, `Twice ${tag}`);
    await requestCancel(seller, id);
    const response = await api.post(`/api/user/sell-product/id/${id}`, { token: seller.token });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: expect.any(String) });
  });

  test('an unknown id is 404', async () => {
    const response = await api.post(`/api/user/sell-product/id/no-such-listing-${tag}`, { token: seller.token });
    expect(response.status).toBe(404);
  });

  test('401 without a token', async () => {
    const response = await api.post(`/api/user/sell-product/id/any-${tag}`);
    expect(response.status).toBe(401);
  });
});
