/** Cart: POST /api/cart/add, GET /api/cart/, DELETE /api/cart_items/delete/{id}. Wishlist: add (toggle), get, delete. */
import { beforeAll, describe, expect, test } from 'vitest';
import { api, findById, idsAt, type ApiResponse } from '../support/api-client';
import { uniqueTag } from '../support/fixtures';
import { createTestProduct } from '../support/products';
import { signUpUser, type TestUser } from '../support/users';

let buyer: TestUser;
let other: TestUser;
const tag = uniqueTag();

beforeAll(async () => {
  buyer = await signUpUser('Neha', 'Buyer');
  other = await signUpUser('Arjun', 'Other');
});

const cartOf = (user: TestUser) => api.get('/api/cart/', { token: user.token });
const wishlistOf = (user: TestUser) => api.get('/api/wishlist/', { token: user.token });

describe('cart', () => {
  test('adding a product puts it in the cart with its price and the totals', async () => {
    const { productId } = await createTestProduct({ price: 1250 });
    const add = await api.post('/api/cart/add', { token: buyer.token, json: { productId } });
    expect(add.status).toBe(200);
    const cart = await cartOf(buyer);
    expect(cart.status).toBe(200);
    expect(findById(cart.body, productId, 'cartItems')).toMatchObject({ _id: productId, quantity: 1, price: 1250, product: { _id: productId } });
    expect(cart.body).toMatchObject({ totalItems: expect.any(Number), totalPrice: expect.any(Number) });
  });

  test('totals add up over the items; adding the same product again raises its quantity', async () => {
    const user = await signUpUser('Cart', 'Totals');
    const first = (await createTestProduct({ price: 400 })).productId;
    const second = (await createTestProduct({ price: 250 })).productId;
    for (const productId of [first, second, first]) {
      expect((await api.post('/api/cart/add', { token: user.token, json: { productId } })).status).toBe(200);
    }
    const cart = await cartOf(user);
    expect(cart.body).toMatchObject({ totalItems: 3, totalPrice: 400 * 2 + 250 });
    expect(findById(cart.body, first, 'cartItems')).toMatchObject({ quantity: 2 });
    expect(findById(cart.body, second, 'cartItems')).toMatchObject({ quantity: 1, price: 250 });
  });

  test('deleting an item removes it', async () => {
    const { productId } = await createTestProduct();
    await api.post('/api/cart/add', { token: buyer.token, json: { productId } });
    const removed = await api.delete(`/api/cart_items/delete/${productId}`, { token: buyer.token });
    expect(removed.status).toBe(200);
    expect(idsAt((await cartOf(buyer)).body, 'cartItems')).not.toContain(productId);
  });

  test("a cart is private: another user's cart does not show it, and their delete does not touch it", async () => {
    const { productId } = await createTestProduct();
    await api.post('/api/cart/add', { token: buyer.token, json: { productId } });
    expect(idsAt((await cartOf(other)).body, 'cartItems')).not.toContain(productId);
    const foreignDelete = await api.delete(`/api/cart_items/delete/${productId}`, { token: other.token });
    expect(foreignDelete.status).toBe(404);
    expect(idsAt((await cartOf(buyer)).body, 'cartItems')).toContain(productId);
  });

  test('a new user has an empty cart', async () => {
    const user = await signUpUser('Empty', 'Cart');
    expect((await cartOf(user)).body).toEqual({ totalItems: 0, totalPrice: 0, cartItems: [] });
  });

  test.each([
    ['an unknown product', { productId: `no-such-product-${tag}` }, 404],
    ['no productId', {}, 400],
    ['a productId that is not a string', { productId: 42 }, 400],
  ])('adding %s is %i with an error', async (_case, json, status) => {
    const response = await api.post('/api/cart/add', { token: buyer.token, json });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('wishlist', () => {
  test('add toggles: the first call adds, the second removes', async () => {
    const { productId } = await createTestProduct();
    const added = await api.post('/api/wishlist/add', { token: buyer.token, json: { productId } });
    expect(added.status).toBe(200);
    const list = await wishlistOf(buyer);
    expect(list.status).toBe(200);
    expect(findById(list.body, productId, 'wishlistItems')).toMatchObject({ _id: productId, product: { _id: productId } });

    expect((await api.post('/api/wishlist/add', { token: buyer.token, json: { productId } })).status).toBe(200);
    expect(idsAt((await wishlistOf(buyer)).body, 'wishlistItems')).not.toContain(productId);
  });

  test('deleting an item removes it', async () => {
    const { productId } = await createTestProduct();
    await api.post('/api/wishlist/add', { token: buyer.token, json: { productId } });
    const removed = await api.delete(`/api/wishlist/wishlist_items/delete/${productId}`, { token: buyer.token });
    expect(removed.status).toBe(200);
    expect(idsAt((await wishlistOf(buyer)).body, 'wishlistItems')).not.toContain(productId);
  });

  test("a wishlist is private: another user's wishlist does not show it", async () => {
    const { productId } = await createTestProduct();
    await api.post('/api/wishlist/add', { token: buyer.token, json: { productId } });
    expect(idsAt((await wishlistOf(other)).body, 'wishlistItems')).not.toContain(productId);
    expect((await api.delete(`/api/wishlist/wishlist_items/delete/${productId}`, { token: other.token })).status).toBe(404);
    expect(idsAt((await wishlistOf(buyer)).body, 'wishlistItems')).toContain(productId);
  });

  test.each([
    ['an unknown product', { productId: `no-such-product-${tag}` }, 404],
    ['no productId', {}, 400],
  ])('adding %s is %i with an error', async (_case, json, status) => {
    const response = await api.post('/api/wishlist/add', { token: buyer.token, json });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('without a token every cart and wishlist endpoint is 401', () => {
  test.each<[string, () => Promise<ApiResponse>]>([
    ['POST /api/cart/add', () => api.post('/api/cart/add', { json: { productId: 'x' } })],
    ['GET /api/cart/', () => api.get('/api/cart/')],
    ['DELETE /api/cart_items/delete/{id}', () => api.delete('/api/cart_items/delete/x')],
    ['POST /api/wishlist/add', () => api.post('/api/wishlist/add', { json: { productId: 'x' } })],
    ['GET /api/wishlist/', () => api.get('/api/wishlist/')],
    ['DELETE /api/wishlist/wishlist_items/delete/{id}', () => api.delete('/api/wishlist/wishlist_items/delete/x')],
  ])('%s', async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});
