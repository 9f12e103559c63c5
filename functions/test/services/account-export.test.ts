import { describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { AUTH_REQUIRED, SESSION_REVOKED } from '@campus/common/messages';
import { asRecord, asText } from '@campus/common/values';
import type { AccountExport } from '../../src/services/account-export';
import { createAccountHistory } from '../support/account-history';
import { allowSessionsSince, callWithToken, signedInAgo } from '../support/id-tokens';
import { createTestUser, idTokenFor } from '../support/users';
import { testClient } from '../support/web-client';

// The Functions emulator starts one worker per function on its first call: several seconds each here.
const COLD_START = { timeout: 90_000 };

const EXPORT_KEYS = [
  'exportedAt',
  'account',
  'profile',
  'addresses',
  'cart',
  'wishlist',
  'notifications',
  'ordersBought',
  'ordersSold',
  'listings',
  'products',
  'reviews',
  'conversations',
  'offers',
  'messagesSent',
  'ratingsGiven',
  'ratingsReceived',
  'reputation',
  'reportsFiled',
  'blocked',
];

describe('exportMyData', COLD_START, () => {
  it("holds every part of a student's history, and nothing private of the students they dealt with", async () => {
    const { student, buyer, seller, sold, bought, onSale, pendingListing, buyerPhone } = await createAccountHistory();
    const client = await testClient(student);

    const data = await client.call<AccountExport>('exportMyData');

    expect(Object.keys(data).sort()).toEqual([...EXPORT_KEYS].sort());
    expect(data.account).toMatchObject({ uid: student.uid, email: student.email, emailVerified: true, providers: ['password'] });
    expect(data.profile).toMatchObject({ firstName: student.firstName, lastName: student.lastName, email: student.email });
    expect(data.addresses).toEqual([expect.objectContaining({ phone: '9222222222', isDefault: true })]);
    expect([data.cart.length, data.wishlist.length]).toEqual([1, 1]);
    expect(data.ordersBought).toEqual([
      expect.objectContaining({ id: bought.orderId, orderStatus: 'DELIVERED', buyerContact: expect.objectContaining({ email: student.email, phone: '9222222222' }) }),
    ]);
    expect(data.ordersSold).toEqual([expect.objectContaining({ id: sold.orderId, userId: buyer.uid, orderStatus: 'DELIVERED' })]);
    expect(data.listings.map((listing) => listing.id).sort()).toEqual([sold.product.listingId, onSale.product.listingId, pendingListing.listingId].sort());
    expect(data.listings.every((listing) => !('keywords' in listing))).toBe(true);
    expect(data.products.map((product) => product.id).sort()).toEqual([sold.product.productId, onSale.product.productId].sort());
    expect(data.reviews).toEqual([expect.objectContaining({ productId: bought.product.productId, rating: 4, comment: 'Works like new' })]);
    expect(data.conversations.map((conversation) => conversation.id).sort()).toEqual([sold.conversationId, bought.conversationId, onSale.conversationId].sort());
    expect(data.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ conversationId: bought.conversationId, amount: 900, direction: 'made', status: 'used' }),
        expect.objectContaining({ conversationId: onSale.conversationId, amount: 700, direction: 'received', status: 'open' }),
      ]),
    );
    expect(data.messagesSent.every((message) => message.senderId === student.uid)).toBe(true);
    expect(data.messagesSent.map((message) => message.text)).toEqual(expect.arrayContaining(['Yes, come by the library.', 'Here is where I live', 'Offered ₹900']));
    expect(data.messagesSent.find((message) => message.text === 'Here is where I live')).toMatchObject({
      conversationId: bought.conversationId,
      productId: bought.product.productId,
      productTitle: bought.product.title,
      images: [expect.objectContaining({ path: bought.photoPath })],
    });
    expect(data.ratingsGiven).toEqual([expect.objectContaining({ orderId: sold.orderId, stars: 4 })]);
    expect(data.ratingsReceived).toEqual([expect.objectContaining({ orderId: sold.orderId, stars: 5 })]);
    expect(data.notifications.map((notification) => notification.kind)).toEqual(expect.arrayContaining(['orderPlaced', 'message', 'offer', 'offerAccepted']));
    expect(data.reportsFiled).toEqual([expect.objectContaining({ reason: 'Asked for my phone number', subjectId: buyer.uid })]);
    expect(data.reportsFiled.every((report) => !('decidedBy' in report))).toBe(true);

    const text = JSON.stringify(data);
    // The other students' e-mails and the buyer's address, and who reported the student and why.
    for (const secret of [buyer.email, seller.email, buyerPhone, 'Was late to the meet-up']) expect(text).not.toContain(secret);
  });

  it('is refused without a signed-in caller', async () => {
    const visitor = await testClient();
    const refusal = await visitor.call('exportMyData').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FunctionsError);
    expect(refusal).toMatchObject({ code: 'functions/unauthenticated', message: AUTH_REQUIRED });
  });
});

describe('signOutEverywhere', COLD_START, () => {
  it('revokes every session: the token that asked is refused afterwards, a new sign-in is not', async () => {
    const user = await createTestUser();
    // A session from a minute ago, so that it predates the revocation by more than Auth's one-second grain.
    await allowSessionsSince(user.uid, 3_600);
    const earlier = signedInAgo(user.token, 60);

    const answer = await callWithToken('signOutEverywhere', earlier);

    expect(answer.ok).toBe(true);
    const revokedAt = answer.ok ? asText(asRecord(answer.result).revokedAt) : '';
    expect(Math.abs(Date.parse(revokedAt) - Date.now())).toBeLessThan(60_000);
    expect(await callWithToken('exportMyData', earlier)).toEqual({ ok: false, status: 'UNAUTHENTICATED', message: SESSION_REVOKED });
    expect(await callWithToken('exportMyData', await idTokenFor(user.email))).toMatchObject({ ok: true });
  });
});
