/** The admin dashboard: /api/admin/product_request/... (stats, list, accept, reject, accept and reject cancel). */
import { beforeAll, describe, expect, test } from 'vitest';
import { api, findById, idsAt, pick, type ApiResponse } from '../support/api-client';
import { uniqueTag } from '../support/fixtures';
import { signUpAdmin, signUpUser, type TestUser } from '../support/users';
import { acceptListing, requestCancel, submitListingId } from '../support/listings';

let admin: TestUser;
let seller: TestUser;
const tag = uniqueTag();

beforeAll(async () => {
  admin = await signUpAdmin();
  seller = await signUpUser('Kiran', 'Seller');
});

type Call = [string, string, (id: string) => string];

const ACTIONS: Call[] = [
  ['accept', 'POST', (id) => `/api/admin/product_request/${id}`],
  ['reject', 'DELETE', (id) => `/api/admin/product_request/id/${id}`],
  ['accept cancel', 'POST', (id) => `/api/admin/product_request/cancel/${id}`],
  ['reject cancel', 'DELETE', (id) => `/api/admin/product_request/cancel/id/${id}`],
];

const ENDPOINTS: Call[] = [
  ['stats', 'GET', () => '/api/admin/product_request/stats'],
  ['list', 'GET', () => '/api/admin/product_request'],
  ...ACTIONS,
];

const call = (method: string, path: string, token?: string): Promise<ApiResponse> =>
  method === 'GET' ? api.get(path, { token }) : method === 'POST' ? api.post(path, { token }) : api.delete(path, { token });

const stateOf = async (listingId: string): Promise<unknown> => {
  const list = await api.get('/api/user/sell-product', { token: seller.token });
  return pick(findById(list.body, listingId), 'state');
};

describe('who may call the admin endpoints', () => {
  test.each(ENDPOINTS)('%s without a token is 401', async (_name, method, path) => {
    const response = await call(method, path(`unknown-${tag}`));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: expect.any(String) });
  });

  test.each(ENDPOINTS)('%s by a signed-in non-admin is 403', async (_name, method, path) => {
    const response = await call(method, path(`unknown-${tag}`), seller.token);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: expect.any(String) });
  });

  test("a non-admin's accept leaves the request pending", async () => {
    const id = await submitListingId(seller, `Guarded ${tag}`);
    expect((await api.post(`/api/admin/product_request/${id}`, { token: seller.token })).status).toBe(403);
    expect(await stateOf(id)).toBe('sellrequest');
  });
});

describe('GET /api/admin/product_request/stats', () => {
  test('answers the four figures as non-negative whole numbers that count our own requests', async () => {
    await submitListingId(seller, `Stats pending ${tag}`);
    await requestCancel(seller, await submitListingId(seller, `Stats cancel ${tag}`));
    const response = await api.get('/api/admin/product_request/stats', { token: admin.token });
    expect(response.status).toBe(200);
    const atLeast = (min: number) => expect.toSatisfy((value: number) => Number.isInteger(value) && value >= min);
    // Other suites share the stack, so only lower bounds are certain: our own pending and cancel requests.
    expect(response.body).toEqual({
      totalProducts: atLeast(0),
      activeSellers: atLeast(1),
      pendingRequests: atLeast(1),
      pendingCancelRequests: atLeast(1),
    });
  });
});

describe('GET /api/admin/product_request', () => {
  test("lists every seller's requests in content", async () => {
    const id = await submitListingId(seller, `Listed ${tag}`);
    const response = await api.get('/api/admin/product_request', { token: admin.token });
    expect(response.status).toBe(200);
    expect(idsAt(response.body, 'content')).toContain(id);
    expect(findById(response.body, id, 'content')).toMatchObject({
      productName: `Listed ${tag}`,
      state: 'sellrequest',
      user: { _id: seller.uid, email: seller.email },
    });
  });
});

describe('sell request decisions', () => {
  test('accept: Request_Approved, and the product is in the catalogue, found by search', async () => {
    const word = `ac${tag}`;
    const id = await submitListingId(seller, `Accepted ${word} phone`);
    const response = await api.post(`/api/admin/product_request/${id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, state: 'Request_Approved', productId: expect.any(String) });
    expect(await stateOf(id)).toBe('Request_Approved');

    const productId = String(pick(response.body, 'productId'));
    const product = await api.get(`/api/products/id/${productId}`);
    expect(product.status).toBe(200);
    expect(product.body).toMatchObject({
      _id: productId,
      title: `Accepted ${word} phone`,
      price: 2499,
      category: { name: 'Electronic' },
      imageURL: expect.any(String),
      images: [{ imageUrl: expect.any(String) }],
    });
    const search = await api.get('/api/products/search', { query: { q: word } });
    expect(idsAt(search.body, 'content')).toEqual([productId]);
  });

  test('reject: Request_Rejected, and nothing goes on sale', async () => {
    const word = `rj${tag}`;
    const id = await submitListingId(seller, `Rejected ${word}`);
    const response = await api.delete(`/api/admin/product_request/id/${id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, state: 'Request_Rejected' });
    expect(await stateOf(id)).toBe('Request_Rejected');
    expect((await api.get('/api/products/search', { query: { q: word } })).body).toEqual({ content: [] });
  });

  test('accept cancel: Cancel_Approved, and nothing is on sale', async () => {
    const word = `cx${tag}`;
    const id = await submitListingId(seller, `Withdrawn ${word}`);
    await requestCancel(seller, id);
    const response = await api.post(`/api/admin/product_request/cancel/${id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, state: 'Cancel_Approved' });
    expect(await stateOf(id)).toBe('Cancel_Approved');
    expect((await api.get('/api/products/search', { query: { q: word } })).body).toEqual({ content: [] });
  });

  test('reject cancel: back to sellrequest, and it can still be accepted', async () => {
    const id = await submitListingId(seller, `Kept ${tag}`);
    await requestCancel(seller, id);
    const response = await api.delete(`/api/admin/product_request/cancel/id/${id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: id, state: 'sellrequest' });
    expect(await stateOf(id)).toBe('sellrequest');
    await acceptListing(admin, id);
  });

  test.each(ACTIONS)('%s of an unknown id is 404', async (_name, method, path) => {
    const response = await call(method, path(`no-such-listing-${tag}`), admin.token);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: expect.any(String) });
  });

  describe('wrong state is 409 and changes nothing', () => {
    const listingIn: Record<string, string> = {};

    beforeAll(async () => {
      listingIn.sellrequest = await submitListingId(seller, `Pending ${tag}`);
      listingIn.Request_Approved = await submitListingId(seller, `Approved ${tag}`);
      await acceptListing(admin, listingIn.Request_Approved);
      listingIn.cancelrequest = await submitListingId(seller, `Cancel requested ${tag}`);
      await requestCancel(seller, listingIn.cancelrequest);
    });

    test.each([
      { action: 'accept', state: 'Request_Approved' },
      { action: 'reject', state: 'Request_Approved' },
      { action: 'accept', state: 'cancelrequest' },
      { action: 'reject', state: 'cancelrequest' },
      { action: 'accept cancel', state: 'sellrequest' },
      { action: 'reject cancel', state: 'sellrequest' },
      { action: 'accept cancel', state: 'Request_Approved' },
    ])('$action of a $state listing', async ({ action, state }) => {
      const [, method, path] = ACTIONS.find(([name]) => name === action) ?? [];
      const listingId = listingIn[state];
      if (!method || !path || !listingId) throw new Error(`no ${action} or no ${state} listing`);
      const response = await call(method, path(listingId), admin.token);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: expect.any(String) });
      expect(await stateOf(listingId)).toBe(state);
    });
  });
});
