/** A few requests through the running `api` function to prove its wiring; the full contract lives in test/api/. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTH_REQUIRED, INVALID_CREDENTIALS } from '@campus/common/messages';
import { request } from './support/api-client';
import { CARD_PAYMENT, SHIPPING_ADDRESS, pngBlob } from './support/fixtures';
import { createTestProduct } from './support/products';
import { TEST_PASSWORD, createTestUser } from './support/users';

const COLD_START = { timeout: 90_000 };

/** Status and parsed body of a JSON request. */
async function call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const { status, body } = await request(method, path, { token: options.token, json: options.body, headers: options.headers });
  return { status, body };
}

describe('the api function', COLD_START, () => {
  it('answers health, a products page and a 404 in JSON for an unknown route', async () => {
    expect(await call('GET', '/api/health')).toEqual({ status: 200, body: { ok: true } });
    const page = await call('GET', '/api/products?pageSize=2&sort=asc-price');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ content: expect.any(Array), totalPages: expect.any(Number) });
    expect(await call('GET', `/api/products/id/missing-${randomUUID()}`)).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    expect(await call('GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { error: expect.any(String) } });
  });

  it('signs up and in with {jwt}, and refuses a wrong password with 401', async () => {
    const email = `${randomUUID()}@campus.ac.in`;
    const signup = await call('POST', '/api/auth/signup', { body: { firstName: 'Nisha', lastName: 'Das', email, password: TEST_PASSWORD } });
    expect(signup).toMatchObject({ status: 201, body: { jwt: expect.any(String) } });
    expect(await call('POST', '/api/auth/signup', { body: { firstName: 'Nisha', lastName: 'Das', email, password: TEST_PASSWORD } })).toEqual({
      status: 409,
      body: { error: 'User already exists with the email' },
    });
    expect(await call('POST', '/api/auth/signin', { body: { email, password: 'Wrong@1234' } })).toEqual({ status: 401, body: { error: INVALID_CREDENTIALS } });
    const signin = await call('POST', '/api/auth/signin', { body: { email, password: TEST_PASSWORD } });
    expect(signin).toMatchObject({ status: 200, body: { jwt: expect.any(String) } });
  });

  it('requires a token (401), keeps admin routes to admins (403) and serves the cart with or without a trailing slash', async () => {
    const { token } = await createTestUser();
    expect(await call('GET', '/api/cart/')).toEqual({ status: 401, body: { error: AUTH_REQUIRED } });
    expect(await call('GET', '/api/cart/', { token: 'not-a-token' })).toEqual({ status: 401, body: { error: AUTH_REQUIRED } });
    expect(await call('GET', '/api/admin/product_request/stats', { token })).toEqual({ status: 403, body: { error: ADMIN_ONLY } });
    const empty = { totalItems: 0, totalPrice: 0, cartItems: [] };
    expect(await call('GET', '/api/cart/', { token })).toEqual({ status: 200, body: empty });
    expect(await call('GET', '/api/cart', { token })).toEqual({ status: 200, body: empty });
  });

  it('creates an order (201) once per Idempotency-Key and answers a second buyer of the item with 409', async () => {
    const [buyer, other, seller] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller, price: 400 });
    const [token, otherToken] = [buyer.token, other.token];
    const payload = { shippingAddress: SHIPPING_ADDRESS, products: [{ _id: item.productId, quantity: 1 }], isDirect: true, totalAmount: 1, ...CARD_PAYMENT };
    const headers = { 'idempotency-key': randomUUID() };

    const created = await call('POST', '/api/user/orders/create', { token, body: payload, headers });
    expect(created).toMatchObject({ status: 201, body: { _id: expect.any(String), totalPrice: 400, tax: 20, totalAmount: 420, orderStatus: 'PLACED' } });
    const repeated = await call('POST', '/api/user/orders/create', { token, body: payload, headers });
    expect(repeated.body).toEqual(created.body);
    expect(await call('POST', '/api/user/orders/create', { token: otherToken, body: payload })).toEqual({ status: 409, body: { error: 'This item has just been sold' } });
  });

  it('takes a multipart sell request with photos and lists it among the seller own listings', async () => {
    const seller = await createTestUser();
    const { token } = seller;
    const form = new FormData();
    form.append('productName', `Study lamp ${randomUUID()}`);
    form.append('productDescription', 'Warm light, USB powered');
    form.append('expectedPrice', '350');
    form.append('mainCategory', 'Furniture & Home Essentials');
    form.append('subcategory', 'Lamps & Lighting');
    form.append(
      'address',
      JSON.stringify({ fullName: 'Ravi Kumar', phone: '9876543210', address: 'Hostel 4', locality: 'North Campus', city: 'Delhi', state: 'Delhi', pincode: '110007', addressType: 'home', isDefault: false }),
    );
    form.append('productimages', pngBlob(), 'lamp.png');

    const response = await request('POST', '/api/user/sell-product/', { token, form });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, data: { state: 'sellrequest', expectedPrice: 350, user: { _id: seller.uid, email: seller.email } } });

    const invalid = new FormData();
    invalid.append('productName', 'No photo');
    const refused = await request('POST', '/api/user/sell-product/', { token, form: invalid });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, error: 'Product description is required' });

    const own = await call('GET', '/api/user/sell-product', { token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([expect.objectContaining({ images: [expect.objectContaining({ imageUrl: expect.any(String) })], category: { name: 'Furniture & Home Essentials' } })]);
  });
});
