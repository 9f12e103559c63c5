/**
 * A verified campus e-mail before trading: sign-up sends the verification e-mail, every trading callable and
 * /api route refuses the account until its link is opened, and browsing, the cart and the wishlist do not wait.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED } from '@campus/common/messages';
import { api } from './support/api-client';
import { directCardOrder, sellForm, validSellFields } from './support/fixtures';
import { callWithToken } from './support/id-tokens';
import { createTestProduct } from './support/products';
import { trackTestUser } from './support/test-data';
import { TEST_PASSWORD, createTestUser, idTokenFor, signUpUser, uniqueCampusEmail } from './support/users';
import { claimsOf, openLink, verificationLink } from './support/verification-email';
import { testClient } from './support/web-client';

// The Functions emulator starts one worker per function on its first call: several seconds each here.
const COLD_START = { timeout: 180_000 };

const NOT_VERIFIED = { ok: false, status: 'PERMISSION_DENIED', message: EMAIL_NOT_VERIFIED };

/** Every callable that trades; what they are sent does not matter, the check comes first. */
const TRADING_CALLABLES = [
  'placeOrder',
  'submitListing',
  'cancelListingRequest',
  'makeOffer',
  'respondToOffer',
  'openConversation',
  'sendMessage',
  'proposeMeetup',
  'confirmMeetup',
  'confirmHandover',
  'rateDeal',
  'report',
];

describe('verification e-mail at sign-up', COLD_START, () => {
  it('POST /api/auth/signup sends one to the new address, and its token says the address is not verified yet', async () => {
    const user = await signUpUser('Vera', 'Pending', { verified: false });
    expect(claimsOf(user.token).email_verified).toBe(false);
    expect(await verificationLink(user.email)).toContain('mode=verifyEmail');
  });

  it('the signUp callable sends one too', async () => {
    const email = uniqueCampusEmail();
    const client = await testClient();
    const { uid } = await client.call<{ uid: string }>('signUp', { firstName: 'Kiran', lastName: 'Rao', email, password: TEST_PASSWORD });
    trackTestUser(uid);
    expect(await verificationLink(email)).toContain('mode=verifyEmail');
  });
});

describe('trading waits for the verified address', COLD_START, () => {
  it('an order is refused through /api and the callable until the link is opened, then both go through', async () => {
    const seller = await createTestUser();
    const [viaApi, viaCallable] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller })]);
    const student = await signUpUser('Nisha', 'Pending', { verified: false });

    const refused = await api.post('/api/user/orders/create', { token: student.token, json: directCardOrder(viaApi.productId) });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: EMAIL_NOT_VERIFIED } });
    expect(await callWithToken('placeOrder', student.token, directCardOrder(viaCallable.productId))).toEqual(NOT_VERIFIED);

    await openLink(await verificationLink(student.email));
    const token = await idTokenFor(student.email);
    expect(claimsOf(token).email_verified).toBe(true);

    const ordered = await api.post('/api/user/orders/create', { token, json: directCardOrder(viaApi.productId) });
    expect(ordered.status, ordered.text).toBe(201);
    expect(await callWithToken('placeOrder', token, directCardOrder(viaCallable.productId))).toMatchObject({ ok: true });
  });

  it('every trading callable refuses an unverified caller with the one message', async () => {
    const student = await createTestUser({ verified: false });
    const answers = await Promise.all(TRADING_CALLABLES.map((name) => callWithToken(name, student.token, {})));
    expect(Object.fromEntries(TRADING_CALLABLES.map((name, index) => [name, answers[index]]))).toEqual(
      Object.fromEntries(TRADING_CALLABLES.map((name) => [name, NOT_VERIFIED])),
    );
  });

  it('every trading /api route refuses an unverified caller with 403 and the one message', async () => {
    const student = await createTestUser({ verified: false });
    const form = sellForm(validSellFields('Unverified lamp'));
    const answers = await Promise.all([
      api.post('/api/user/orders/create', { token: student.token, json: directCardOrder('any') }),
      api.post('/api/user/sell-product', { token: student.token, form }),
      api.post('/api/user/sell-product/id/any', { token: student.token }),
      api.post('/api/reviews/create', { token: student.token, json: { productId: 'any', rating: 5, comment: 'Great' } }),
      api.put('/api/reviews/any', { token: student.token, json: { rating: 4, comment: 'Good' } }),
    ]);
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: { error: EMAIL_NOT_VERIFIED } });
  });

  it('an unverified student browses, keeps a cart and a wishlist, blocks, and reads their own data', async () => {
    const [seller, student] = await Promise.all([createTestUser(), createTestUser({ verified: false })]);
    const { productId } = await createTestProduct({ seller });
    const token = student.token;

    expect((await api.post('/api/cart/add', { token, json: { productId } })).status).toBe(200);
    expect((await api.post('/api/wishlist/add', { token, json: { productId } })).status).toBe(200);
    for (const path of ['/api/cart', '/api/wishlist', '/api/users/profile', '/api/user/orders', '/api/user/sell-product', '/api/address']) {
      expect((await api.get(path, { token })).status, path).toBe(200);
    }
    // Not trading: refused for what they are, never for the address.
    expect(await callWithToken('blockUser', token, { conversationId: 'no-such-conversation' })).toMatchObject({ ok: false, status: 'NOT_FOUND' });
    expect(await callWithToken('cancelOrder', token, { orderId: 'no-such-order' })).toMatchObject({ ok: false, status: 'NOT_FOUND' });
  });
});
