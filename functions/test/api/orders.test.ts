/** POST /api/user/orders/create, GET /api/user/orders, PUT /api/user/orders/cancel/{orderId}. */
import { beforeAll, describe, expect, test } from 'vitest';
import { orders } from '../../src/collections';
import { api, findById, idsAt, pickString, type ApiResponse } from '../support/api-client';
import { expectNoCardSecrets } from '../support/card-secrets';
import { uniqueTag, validAddress } from '../support/fixtures';
import { createTestProduct } from '../support/products';
import { signUpUser, type TestUser } from '../support/users';

const CARD_NUMBER = '4000056655665556';
const CVC = '987';

let buyer: TestUser;
let other: TestUser;
const tag = uniqueTag();

beforeAll(async () => {
  buyer = await signUpUser('Isha', 'Buyer');
  other = await signUpUser('Vikram', 'Other');
});

interface OrderOptions {
  products?: { productId?: string; _id?: string; quantity: number }[];
  paymentMethod?: 'CARD' | 'COD';
  isDirect?: boolean;
  shippingAddress?: unknown;
}

/** The checkout payload of spec section 3, with client totals of 1 that the server must ignore. */
function orderPayload(user: TestUser, options: OrderOptions) {
  const { fullName, address, locality, city, state, pincode, phone } = validAddress();
  const paymentMethod = options.paymentMethod ?? 'CARD';
  return {
    user: { userId: user.uid, firstName: user.firstName, lastName: user.lastName, email: user.email, phone },
    shippingAddress: 'shippingAddress' in options ? options.shippingAddress : { fullName, address, locality, city, state, pincode, phone },
    products: options.products ?? [],
    totalPrice: 1,
    tax: 0,
    totalAmount: 1,
    paymentMethod,
    paymentInfo: paymentMethod === 'CARD' ? { cardHolder: 'Isha Buyer', cardNumber: CARD_NUMBER, expiryMonth: '2030-12', cvc: CVC } : {},
    isDirect: options.isDirect ?? true,
  };
}

const placeOrder = (user: TestUser, options: OrderOptions): Promise<ApiResponse> =>
  api.post('/api/user/orders/create', { token: user.token, json: orderPayload(user, options) });

async function placeDirectOrder(user: TestUser, productId: string): Promise<string> {
  const response = await placeOrder(user, { products: [{ productId, quantity: 1 }] });
  expect(response.status, response.text).toBe(201);
  return pickString(response.body, '_id');
}

const ordersOf = (user: TestUser) => api.get('/api/user/orders', { token: user.token });

describe('POST /api/user/orders/create', () => {
  test('201 with an order re-priced from the product: client totals are ignored, tax is 5% rounded', async () => {
    const { productId } = await createTestProduct({ title: `Ordered ${tag}`, price: 2010 });
    const response = await placeOrder(buyer, { products: [{ productId, quantity: 1 }] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      _id: expect.any(String),
      orderStatus: 'PLACED',
      createdAt: expect.any(String),
      totalPrice: 2010,
      tax: 101,
      totalAmount: 2111,
      orderItems: [{ product: { title: `Ordered ${tag}`, description: expect.any(String), imageURL: expect.any(String) }, price: 2010, quantity: 1 }],
      shippingAddress: { fullName: 'Asha Verma', pincode: '560001', phone: '9876543210' },
      paymentDetails: { paymentMethod: 'CARD', paymentStatus: expect.any(String) },
    });
  });

  test('the card is kept as its last 4 digits only: no full number and no CVC in the answer or the stored order', async () => {
    const response = await placeOrder(buyer, { products: [{ productId: (await createTestProduct()).productId, quantity: 1 }] });
    expect(response.status).toBe(201);
    expect(response.text).not.toContain(CARD_NUMBER);
    expect(response.text).toContain('5556');
    const stored = (await orders.doc(pickString(response.body, '_id')).get()).data();
    expect(stored).toBeDefined();
    expectNoCardSecrets(stored, { cardNumber: CARD_NUMBER, cvc: CVC });
    expect(JSON.stringify(stored)).toContain('5556');
  });

  test('cash on delivery needs no card', async () => {
    const response = await placeOrder(buyer, { products: [{ _id: (await createTestProduct()).productId, quantity: 1 }], paymentMethod: 'COD' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ paymentDetails: { paymentMethod: 'COD' } });
  });

  test('from the cart: every cart line is ordered and re-priced, and the cart is emptied', async () => {
    const user = await signUpUser('Cart', 'Checkout');
    const first = (await createTestProduct({ price: 1234 })).productId;
    const second = (await createTestProduct({ price: 766 })).productId;
    for (const productId of [first, second]) await api.post('/api/cart/add', { token: user.token, json: { productId } });
    const response = await placeOrder(user, {
      isDirect: false,
      products: [
        { _id: first, quantity: 1 },
        { _id: second, quantity: 1 },
      ],
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ totalPrice: 2000, tax: 100, totalAmount: 2100 });
    const cart = await api.get('/api/cart/', { token: user.token });
    expect(cart.body).toMatchObject({ totalItems: 0, cartItems: [] });
  });

  test('ordering a product that is already sold is 409', async () => {
    const { productId } = await createTestProduct();
    await placeDirectOrder(buyer, productId);
    const response = await placeOrder(other, { products: [{ productId, quantity: 1 }] });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  test('an unknown product is 404', async () => {
    const response = await placeOrder(buyer, { products: [{ productId: `no-such-product-${tag}`, quantity: 1 }] });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  test.each<[string, OrderOptions]>([
    ['no shipping address', { shippingAddress: undefined }],
    ['a shipping address without a pincode', { shippingAddress: { ...validAddress(), pincode: '' } }],
    ['no products in a direct order', { products: [] }],
  ])('%s is 400', async (_case, options) => {
    const { productId } = await createTestProduct();
    const response = await placeOrder(buyer, { products: [{ productId, quantity: 1 }], ...options });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});

describe('GET /api/user/orders', () => {
  test("lists the caller's orders, and nobody else's", async () => {
    const orderId = await placeDirectOrder(buyer, (await createTestProduct()).productId);
    const mine = await ordersOf(buyer);
    expect(mine.status).toBe(200);
    expect(findById(mine.body, orderId)).toMatchObject({ orderStatus: 'PLACED' });
    expect(idsAt((await ordersOf(other)).body)).not.toContain(orderId);
  });
});

describe('PUT /api/user/orders/cancel/{orderId}', () => {
  test('cancels the own order and puts the product back on sale', async () => {
    const { productId } = await createTestProduct();
    const orderId = await placeDirectOrder(buyer, productId);
    const response = await api.put(`/api/user/orders/cancel/${orderId}`, { token: buyer.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: orderId, orderStatus: 'CANCELLED' });
    expect(findById((await ordersOf(buyer)).body, orderId)).toMatchObject({ orderStatus: 'CANCELLED' });
    // Available again: someone else can now buy it.
    await placeDirectOrder(other, productId);
  });

  test("another user's order is refused (403 or 404) and stays PLACED", async () => {
    const orderId = await placeDirectOrder(buyer, (await createTestProduct()).productId);
    const response = await api.put(`/api/user/orders/cancel/${orderId}`, { token: other.token });
    expect([403, 404]).toContain(response.status);
    expect(response.body).toEqual({ error: expect.any(String) });
    expect(findById((await ordersOf(buyer)).body, orderId)).toMatchObject({ orderStatus: 'PLACED' });
  });

  test('cancelling twice is 409', async () => {
    const orderId = await placeDirectOrder(buyer, (await createTestProduct()).productId);
    expect((await api.put(`/api/user/orders/cancel/${orderId}`, { token: buyer.token })).status).toBe(200);
    const again = await api.put(`/api/user/orders/cancel/${orderId}`, { token: buyer.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: expect.any(String) });
  });

  test('an unknown order is 404', async () => {
    expect((await api.put(`/api/user/orders/cancel/no-such-order-${tag}`, { token: buyer.token })).status).toBe(404);
  });
});

describe('without a token every order endpoint is 401', () => {
  test.each([
    ['POST /api/user/orders/create', () => api.post('/api/user/orders/create', { json: orderPayload(buyer, {}) })],
    ['GET /api/user/orders', () => api.get('/api/user/orders')],
    ['PUT /api/user/orders/cancel/{orderId}', () => api.put(`/api/user/orders/cancel/any-${tag}`)],
  ])('%s', async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});
