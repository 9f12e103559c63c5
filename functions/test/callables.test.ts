import { randomUUID } from 'node:crypto';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  CAMPUS_EMAIL_REFUSAL,
  CANCEL_REASON_REQUIRED,
  ITEM_SOLD,
  ORDER_CANCEL_BUYER_OR_SELLER_ONLY,
  ORDER_SELLER_CANCEL_PLACED_ONLY,
  USER_EXISTS,
} from '@campus/common/messages';
import type { AdminDashboard, Order } from '@campus/common/model';
import { cartOf, orders, products } from '../src/collections';
import { request } from './support/api-client';
import { expectNoCardSecrets } from './support/card-secrets';
import { CARD_PAYMENT, SHIPPING_ADDRESS, directCardOrder } from './support/fixtures';
import { createTestProduct } from './support/products';
import { trackTestUser } from './support/test-data';
import { TEST_PASSWORD, createTestUser } from './support/users';
import { testClient } from './support/web-client';

type ApiOrder = Order & { _id: string };

// The Functions emulator starts one worker per function on its first call: several seconds each here.
const COLD_START = { timeout: 90_000 };

async function callError(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FunctionsError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('The call succeeded');
}

describe('placeOrder callable', COLD_START, () => {
  it('reads the cart entry a client wrote under the security rules and orders it', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller, price: 999 });
    const client = await testClient(buyer);
    await setDoc(doc(client.db, 'users', buyer.uid, 'cart', item.productId), { quantity: 1, addedAt: new Date().toISOString() });

    const order = await client.call<ApiOrder>('placeOrder', { shippingAddress: SHIPPING_ADDRESS, isDirect: false, paymentMethod: 'COD', idempotencyKey: randomUUID() });

    expect(order).toMatchObject({ userId: buyer.uid, totalPrice: 999, tax: 50, totalAmount: 1049, orderItems: [{ productId: item.productId }] });
    expect((await cartOf(buyer.uid).get()).empty).toBe(true);
  });

  it('sells a single item once when two orders for it arrive together', async () => {
    const [first, second, seller] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const [a, b] = await Promise.all([testClient(first), testClient(second)]);

    const results = await Promise.allSettled([a.call<ApiOrder>('placeOrder', directCardOrder(item.productId)), b.call<ApiOrder>('placeOrder', directCardOrder(item.productId))]);

    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(FunctionsError);
    expect(refused[0]).toMatchObject({ code: 'functions/failed-precondition', message: ITEM_SOLD });
    const ordersForItem = (await orders.where('userId', 'in', [first.uid, second.uid]).get()).docs.filter((snap) =>
      snap.data().orderItems.some((line) => line.productId === item.productId),
    );
    expect(ordersForItem).toHaveLength(1);
    expect((await products.doc(item.productId).get()).data()?.status).toBe('sold');
  });

  it('stores no full card number or CVC in any order it writes', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const client = await testClient(buyer);
    const order = await client.call<ApiOrder>('placeOrder', directCardOrder(item.productId));
    const stored = (await orders.doc(order._id).get()).data();
    expect(JSON.stringify(stored)).toContain('"cardLast4":"1111"');
    expectNoCardSecrets(stored, CARD_PAYMENT.paymentInfo);
  });

  it('refuses a signed-out caller', async () => {
    const client = await testClient();
    expect(await callError(client.call('placeOrder', directCardOrder('any')))).toMatchObject({ code: 'functions/unauthenticated' });
  });
});

describe('order and listing callables', COLD_START, () => {
  it('lets the buyer cancel and the seller confirm through callables', async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const [kept, dropped] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller })]);
    const [buyerClient, sellerClient] = await Promise.all([testClient(buyer), testClient(seller)]);
    const keptOrder = await buyerClient.call<ApiOrder>('placeOrder', directCardOrder(kept.productId));
    const droppedOrder = await buyerClient.call<ApiOrder>('placeOrder', directCardOrder(dropped.productId));

    expect((await sellerClient.call<ApiOrder>('updateOrderStatus', { orderId: keptOrder._id, status: 'CONFIRMED' })).orderStatus).toBe('CONFIRMED');
    expect(await buyerClient.call<ApiOrder>('cancelOrder', { orderId: droppedOrder._id })).toMatchObject({ orderStatus: 'CANCELLED', cancellation: { by: 'buyer' } });
    expect(await callError(sellerClient.call('cancelOrder', { orderId: keptOrder._id, reason: 'Out of stock' }))).toEqual({
      code: 'functions/failed-precondition',
      message: ORDER_SELLER_CANCEL_PLACED_ONLY,
    });
  });

  it("lets a seller cancel a PLACED order through the callable with a reason, and tells a seller without one what's missing", async () => {
    const [buyer, seller, stranger] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const item = await createTestProduct({ seller });
    const [buyerClient, sellerClient, strangerClient] = await Promise.all([testClient(buyer), testClient(seller), testClient(stranger)]);
    const order = await buyerClient.call<ApiOrder>('placeOrder', directCardOrder(item.productId));

    expect(await callError(sellerClient.call('cancelOrder', { orderId: order._id }))).toEqual({ code: 'functions/invalid-argument', message: CANCEL_REASON_REQUIRED });
    expect(await callError(strangerClient.call('cancelOrder', { orderId: order._id, reason: 'Out of stock' }))).toEqual({
      code: 'functions/permission-denied',
      message: ORDER_CANCEL_BUYER_OR_SELLER_ONLY,
    });
    const cancelled = await sellerClient.call<ApiOrder>('cancelOrder', { orderId: order._id, reason: ' Out of stock ' });
    expect(cancelled).toMatchObject({ orderStatus: 'CANCELLED', cancellation: { by: 'seller', reason: 'Out of stock' } });
    expect((await orders.doc(order._id).get()).data()?.cancellation).toEqual({ by: 'seller', reason: 'Out of stock' });
  });

  it('keeps the admin callables to admins', async () => {
    const [user, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
    const [userClient, adminClient] = await Promise.all([testClient(user), testClient(admin)]);
    expect(await callError(userClient.call('getAdminStats'))).toEqual({ code: 'functions/permission-denied', message: ADMIN_ONLY });
    expect(await callError(userClient.call('acceptListing', { listingId: 'x' }))).toEqual({ code: 'functions/permission-denied', message: ADMIN_ONLY });
    const stats = await adminClient.call<AdminDashboard>('getAdminStats');
    expect(Object.keys(stats).sort()).toEqual(['activeSellers', 'pendingCancelRequests', 'pendingRequests', 'requestsByState', 'totalProducts', 'weeks']);
    expect(stats.weeks).toHaveLength(12);
    expect(await callError(adminClient.call('acceptListing', { listingId: `missing-${randomUUID()}` }))).toMatchObject({ code: 'functions/not-found' });
  });
});

describe('accounts', COLD_START, () => {
  it('signUp creates a campus account and refuses a second one with the same e-mail', async () => {
    const client = await testClient();
    const email = `${randomUUID()}@campus.ac.in`;
    const registration = { firstName: 'Kiran', lastName: 'Rao', email, password: TEST_PASSWORD };
    const account = await client.call<{ uid: string; email: string }>('signUp', registration);
    trackTestUser(account.uid);
    expect(account.email).toBe(email);
    expect(await callError(client.call('signUp', registration))).toEqual({ code: 'functions/already-exists', message: USER_EXISTS });
  });

  it('the beforeUserCreated gate refuses a non-campus e-mail signing up with the web SDK', async () => {
    const client = await testClient();
    await expect(createUserWithEmailAndPassword(client.auth, `${randomUUID()}@gmail.com`, TEST_PASSWORD)).rejects.toThrow(CAMPUS_EMAIL_REFUSAL);
    const created = await createUserWithEmailAndPassword(client.auth, `${randomUUID()}@campus.ac.in`, TEST_PASSWORD);
    trackTestUser(created.user.uid);
    expect(created.user.email).toMatch(/@campus\.ac\.in$/);
  });

  it('refuses a non-campus e-mail with permission-denied on every way in: the callable, /api and a direct Auth sign-up', async () => {
    const client = await testClient();
    const outsider = () => ({ firstName: 'Kiran', lastName: 'Rao', email: `${randomUUID()}@gmail.com`, password: TEST_PASSWORD });
    expect(await callError(client.call('signUp', outsider()))).toEqual({ code: 'functions/permission-denied', message: CAMPUS_EMAIL_REFUSAL });
    expect(await request('POST', '/api/auth/signup', { json: outsider() })).toMatchObject({ status: 403, body: { error: CAMPUS_EMAIL_REFUSAL } });
    // The Auth SDK reports any blocking-function refusal as auth/internal-error, quoting the function's answer.
    const direct = createUserWithEmailAndPassword(client.auth, outsider().email, TEST_PASSWORD);
    await expect(direct).rejects.toThrow(CAMPUS_EMAIL_REFUSAL);
    await expect(direct).rejects.toThrow('"status":"PERMISSION_DENIED"');
  });
});
