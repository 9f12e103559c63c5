import { afterEach, describe, expect, it, vi } from 'vitest';
import { doc, getDoc } from 'firebase/firestore';
import { CONVERSATION_BLOCKED } from '@campus/common/deal-messages';
import { DELETED_ACCOUNT, DELETE_REFUSED_OPEN_ORDERS, DELETE_REFUSED_RESERVED_OFFER, FORMER_STUDENT, RECENT_SIGN_IN_REQUIRED } from '@campus/common/messages';
import { conversationId } from '@campus/common/chat';
import { asRecord } from '@campus/common/values';
import { buyerContactOf, conversations, dealRatings, listings, messagesOf, orders, products, reports, reviews, users } from '../../src/collections';
import { AppError } from '../../src/errors';
import { auth, bucket, db } from '../../src/firebase';
import { deleteAccount } from '../../src/services/account-deletion';
import { sendMessage } from '../../src/services/conversations';
import { dealRatingId } from '../../src/services/deal-ratings';
import { makeOffer, respondToOffer } from '../../src/services/offers';
import { cancelOrder, placeOrder } from '../../src/services/orders';
import { createAccountHistory, personOf, type AccountHistory } from '../support/account-history';
import { directBuy } from '../support/deals';
import { allowSessionsSince, callWithToken, signedInAgo } from '../support/id-tokens';
import { personalDataLeft } from '../support/personal-data';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';
import { testClient } from '../support/web-client';

// The Functions emulator starts one worker per function on its first call: several seconds each here.
const COLD_START = { timeout: 90_000 };

const services = { db, bucket, auth };
const justNow = (): number => Math.floor(Date.now() / 1000);

afterEach(async () => {
  vi.restoreAllMocks();
});

const hasAccount = (uid: string) =>
  auth.getUser(uid).then(
    () => true,
    (error: unknown) => (asRecord(error).code === 'auth/user-not-found' ? false : Promise.reject(error)),
  );

describe('deleteMyAccount refusals', COLD_START, () => {
  it('needs a sign-in within the last 5 minutes', async () => {
    const student = await createTestUser();
    const refused = new AppError('failed-precondition', RECENT_SIGN_IN_REQUIRED);
    await expect(deleteAccount(student.uid, justNow() - 5 * 60 - 1)).rejects.toEqual(refused);
    await expect(deleteAccount(student.uid, undefined)).rejects.toEqual(refused);

    // The callable reads auth_time from the caller's ID token: one signed in 6 minutes ago is refused.
    await allowSessionsSince(student.uid, 3_600);
    expect(await callWithToken('deleteMyAccount', signedInAgo(student.token, 6 * 60))).toEqual({ ok: false, status: 'FAILED_PRECONDITION', message: RECENT_SIGN_IN_REQUIRED });
    expect((await users.doc(student.uid).get()).exists).toBe(true);
    expect(await hasAccount(student.uid)).toBe(true);
  });

  it('is refused while an order is open, as buyer or as seller, and goes ahead once they are cancelled', async () => {
    const [student, buyer, seller] = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
    const [theirs, own] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller: student })]);

    const bought = await placeOrder(student.uid, directBuy(theirs.productId));
    await expect(deleteAccount(student.uid, justNow())).rejects.toEqual(new AppError('failed-precondition', DELETE_REFUSED_OPEN_ORDERS(1)));
    const sold = await placeOrder(buyer.uid, directBuy(own.productId));
    await expect(deleteAccount(student.uid, justNow())).rejects.toEqual(new AppError('failed-precondition', 'You have 2 open orders. Finish or cancel them before deleting your account.'));
    expect((await users.doc(student.uid).get()).exists).toBe(true);

    await cancelOrder(student.uid, bought._id);
    await cancelOrder(buyer.uid, sold._id);
    await deleteAccount(student.uid, justNow());
    expect(await hasAccount(student.uid)).toBe(false);
  });

  it('is refused while an accepted offer holds an item for them, or holds their item for a buyer', async () => {
    const [student, other] = await Promise.all([createTestUser(), createTestUser()]);
    const [theirs, own] = await Promise.all([createTestProduct({ seller: other }), createTestProduct({ seller: student })]);
    const refused = new AppError('failed-precondition', DELETE_REFUSED_RESERVED_OFFER);

    await makeOffer(student.uid, { productId: theirs.productId, amount: 1000 });
    await respondToOffer(other.uid, { conversationId: conversationId(theirs.productId, student.uid), action: 'accept' });
    await expect(deleteAccount(student.uid, justNow())).rejects.toEqual(refused);

    await makeOffer(other.uid, { productId: own.productId, amount: 1000 });
    await respondToOffer(student.uid, { conversationId: conversationId(own.productId, other.uid), action: 'accept' });
    await expect(deleteAccount(other.uid, justNow())).rejects.toEqual(refused);
    // The seller's side: their held item stays on sale and reserved.
    await expect(deleteAccount(student.uid, justNow())).rejects.toEqual(refused);
    expect((await products.doc(own.productId).get()).data()).toMatchObject({ status: 'available', reservedBy: other.uid });
  });
});

/** What the deletion must leave: the other parties' records, without the student's name. */
async function expectOthersKeepTheirRecords({ student, buyer, seller, sold, bought, onSale, pendingListing }: AccountHistory): Promise<void> {
  // The buyer still reads the order they bought from the student, through the security rules.
  const buyerClient = await testClient(buyer);
  const soldOrder = (await getDoc(doc(buyerClient.db, 'orders', sold.orderId))).data();
  expect(soldOrder).toMatchObject({ orderStatus: 'DELIVERED', sellerIds: [student.uid], orderItems: [expect.objectContaining({ productId: sold.product.productId })] });

  // The seller still reads the order the student bought: item, price and status, bought by 'Former student'.
  const sellerClient = await testClient(seller);
  const boughtOrder = (await getDoc(doc(sellerClient.db, 'orders', bought.orderId))).data();
  expect(boughtOrder).toMatchObject({ orderStatus: 'DELIVERED', user: { firstName: FORMER_STUDENT, lastName: '' }, orderItems: [expect.objectContaining({ productId: bought.product.productId })] });
  expect(boughtOrder).not.toHaveProperty('shippingAddress');
  expect(asRecord(asRecord(boughtOrder).paymentDetails)).toEqual({ paymentMethod: 'COD', paymentStatus: 'PENDING' });
  expect((await buyerContactOf(bought.orderId).get()).exists).toBe(false);

  // The conversation shows 'Deleted account', keeps the student's messages, and takes no new one.
  const talk = (await getDoc(doc(sellerClient.db, 'conversations', bought.conversationId))).data();
  expect(talk).toMatchObject({ buyer: { firstName: DELETED_ACCOUNT, lastName: '' }, blockedBy: student.uid });
  const messages = (await messagesOf(bought.conversationId).orderBy('sentAt').get()).docs.map((entry) => entry.data());
  expect(messages).toEqual(expect.arrayContaining([expect.objectContaining({ senderId: student.uid, text: 'Here is where I live', images: [] })]));
  expect(messages.find((message) => message.text.startsWith('Accepted'))?.text).toContain(`reserved for ${DELETED_ACCOUNT}`);
  await expect(sendMessage(seller.uid, { conversationId: bought.conversationId, text: 'Are you there?' })).rejects.toEqual(new AppError('failed-precondition', CONVERSATION_BLOCKED));

  // Reviews, ratings and reports keep their words, by 'Former student'.
  expect((await reviews.where('productId', '==', bought.product.productId).get()).docs.map((entry) => entry.data())).toEqual([
    expect.objectContaining({ rating: 4, comment: 'Works like new', user: { firstName: FORMER_STUDENT, lastName: '' } }),
  ]);
  expect((await dealRatings.doc(dealRatingId(sold.orderId, student.uid)).get()).data()).toMatchObject({ stars: 4, rater: { firstName: FORMER_STUDENT, lastName: '' } });
  const reported = (await reports.where('subjectId', '==', student.uid).get()).docs.map((entry) => entry.data());
  expect(reported).toEqual([expect.objectContaining({ reason: 'Was late to the meet-up', subject: { firstName: FORMER_STUDENT, lastName: '' } })]);

  // Their item on sale is withdrawn and the open offer on it declined; the waiting sell request is cancelled.
  expect((await products.doc(onSale.product.productId).get()).data()?.status).toBe('withdrawn');
  expect((await conversations.doc(onSale.conversationId).get()).data()?.offer).toMatchObject({ amount: 700, status: 'declined' });
  expect((await listings.doc(pendingListing.listingId).get()).data()).toMatchObject({ state: 'Cancel_Approved', seller: { firstName: FORMER_STUDENT, lastName: '', email: '' } });

  // Their photos are gone from Storage.
  const [chatPhoto] = await bucket.file(bought.photoPath).exists();
  const [listingPhoto] = await bucket.file(pendingListing.photoPath).exists();
  expect([chatPhoto, listingPhoto]).toEqual([false, false]);
}

describe('deleting an account that sold and bought', COLD_START, () => {
  it('keeps what the other parties rely on without a name, and leaves nothing personal behind', async () => {
    const history = await createAccountHistory();
    const { student } = history;
    expect((await personalDataLeft(services, personOf(student))).length).toBeGreaterThan(10);

    const client = await testClient(student);
    const answer = await client.call<{ deleted: true; deletedAt: string }>('deleteMyAccount');

    expect(answer).toEqual({ deleted: true, deletedAt: expect.any(String) });
    expect(Date.parse(answer.deletedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await hasAccount(student.uid)).toBe(false);
    expect(await personalDataLeft(services, personOf(student))).toEqual([]);
    await expectOthersKeepTheirRecords(history);
  });

  it('finishes the job when run again after a failure half-way', async () => {
    const history = await createAccountHistory();
    const { student } = history;
    vi.spyOn(bucket, 'deleteFiles').mockImplementationOnce(() => Promise.reject(new Error('Storage is unavailable')));

    await expect(deleteAccount(student.uid, justNow())).rejects.toThrow('Storage is unavailable');
    expect(await hasAccount(student.uid)).toBe(true);
    await deleteAccount(student.uid, justNow());

    expect(await personalDataLeft(services, personOf(student))).toEqual([]);
    await expectOthersKeepTheirRecords(history);
    expect((await orders.doc(history.bought.orderId).get()).data()?.user).toEqual({ firstName: FORMER_STUDENT, lastName: '' });
  });
});
