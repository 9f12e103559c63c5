import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blockPairId, chatImageFolder, conversationId } from '@campus/common/chat';
import { ALREADY_BLOCKED, CONVERSATION_BLOCKED, CONVERSATION_NOT_FOUND, IMAGES_OUTSIDE_CHAT_FOLDER, ITEM_NOT_ON_SALE, MESSAGE_EMPTY, MESSAGE_TOO_LONG, NOT_A_PARTICIPANT, NOT_BLOCKED_BY_YOU, OWN_ITEM_CHAT, TOO_MANY_MESSAGE_IMAGES } from '@campus/common/deal-messages';
import { blocks, conversations, messagesOf, notificationsOf } from '../../src/collections';
import { AppError } from '../../src/errors';
import { blockParticipant, openConversation, sendMessage, unblockParticipant } from '../../src/services/conversations';
import { makeOffer } from '../../src/services/offers';
import { notificationsFor, uploadPhoto } from '../support/deals';
import { createTestProduct } from '../support/products';
import { createTestUser, type TestUser } from '../support/users';

/** A buyer, a seller and the buyer's open conversation about one of the seller's items. */
async function chat() {
  const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
  const item = await createTestProduct({ seller, price: 1000 });
  const conversation = await openConversation(buyer.uid, item.productId);
  return { buyer, seller, item, id: conversation._id, conversation };
}

const send = (sender: TestUser, id: string, text: string, extra: Record<string, unknown> = {}) =>
  sendMessage(sender.uid, { conversationId: id, messageId: randomUUID(), text, ...extra });

describe('openConversation', () => {
  it("opens one conversation per buyer and item, with both names and never the seller's contact details", async () => {
    const { buyer, seller, item, id, conversation } = await chat();

    expect(id).toBe(conversationId(item.productId, buyer.uid));
    expect(conversation).toMatchObject({
      productId: item.productId,
      product: { title: item.title, price: 1000 },
      buyerId: buyer.uid,
      sellerId: seller.uid,
      participants: [buyer.uid, seller.uid],
      buyer: { firstName: buyer.firstName, lastName: buyer.lastName },
      seller: { firstName: seller.firstName, lastName: seller.lastName },
      lastMessage: null,
      unread: { [buyer.uid]: 0, [seller.uid]: 0 },
      unreadBy: [],
      blockedBy: null,
      offer: null,
    });
    expect(JSON.stringify((await conversations.doc(id).get()).data())).not.toContain(seller.email);

    const again = await openConversation(buyer.uid, item.productId);
    expect(again._id).toBe(id);
    expect(again.createdAt).toBe(conversation.createdAt);
    expect((await conversations.where('buyerId', '==', buyer.uid).get()).size).toBe(1);
  });

  it("refuses the seller's own item and an item off sale, writing nothing", async () => {
    const [buyer, seller] = await Promise.all([createTestUser(), createTestUser()]);
    const [item, sold] = await Promise.all([createTestProduct({ seller }), createTestProduct({ seller, status: 'sold' })]);

    await expect(openConversation(seller.uid, item.productId)).rejects.toEqual(new AppError('failed-precondition', OWN_ITEM_CHAT));
    await expect(openConversation(buyer.uid, sold.productId)).rejects.toEqual(new AppError('failed-precondition', ITEM_NOT_ON_SALE));
    expect((await conversations.where('sellerId', '==', seller.uid).get()).size).toBe(0);
  });
});

describe('sendMessage', () => {
  it('always names the caller as the sender, whatever senderId the input carries', async () => {
    const { buyer, seller, id } = await chat();

    const message = await sendMessage(buyer.uid, { conversationId: id, messageId: randomUUID(), text: 'Is it still available?', senderId: seller.uid, kind: 'notice' });

    expect(message).toMatchObject({ senderId: buyer.uid, kind: 'text', text: 'Is it still available?', images: [] });
    expect((await messagesOf(id).doc(message._id).get()).data()).toMatchObject({ senderId: buyer.uid, kind: 'text' });
    expect((await conversations.doc(id).get()).data()?.lastMessage).toMatchObject({ senderId: buyer.uid, text: 'Is it still available?' });
  });

  it('takes up to 1,000 characters and 4 photos from the sender\'s own folder, and refuses more or photos elsewhere', async () => {
    const { buyer, seller, id, conversation } = await chat();
    const own = chatImageFolder(conversation, buyer.uid);
    const photos = await Promise.all([1, 2, 3, 4, 5].map((index) => uploadPhoto(`${own}/${index}.png`)));
    const sellers = await uploadPhoto(`${chatImageFolder(conversation, seller.uid)}/s.png`);

    expect((await send(buyer, id, 'x'.repeat(1000))).text).toHaveLength(1000);
    await expect(send(buyer, id, 'x'.repeat(1001))).rejects.toEqual(new AppError('invalid-argument', MESSAGE_TOO_LONG));
    await expect(send(buyer, id, '   ')).rejects.toEqual(new AppError('invalid-argument', MESSAGE_EMPTY));
    await expect(send(buyer, id, '', { imagePaths: photos })).rejects.toEqual(new AppError('invalid-argument', TOO_MANY_MESSAGE_IMAGES));
    await expect(send(buyer, id, 'Mine', { imagePaths: [sellers] })).rejects.toEqual(new AppError('permission-denied', IMAGES_OUTSIDE_CHAT_FOLDER));
    await expect(send(buyer, id, 'Mine', { imagePaths: [`${own}/../${seller.uid}/s.png`] })).rejects.toEqual(
      new AppError('permission-denied', IMAGES_OUTSIDE_CHAT_FOLDER),
    );
    await expect(send(buyer, id, 'Mine', { imagePaths: [`listings/${buyer.uid}/x/photo.png`] })).rejects.toEqual(
      new AppError('permission-denied', IMAGES_OUTSIDE_CHAT_FOLDER),
    );

    const withPhotos = await send(buyer, id, '', { imagePaths: photos.slice(0, 4) });
    expect(withPhotos.images.map((image) => image.path)).toEqual(photos.slice(0, 4));
    expect(withPhotos.images[0]?.imageUrl).toContain(encodeURIComponent(photos[0] ?? ''));
    expect((await conversations.doc(id).get()).data()?.lastMessage?.text).toBe('📷 4 photos');
    expect((await messagesOf(id).get()).size).toBe(2);
  });

  it('writes a retried message once: the same messageId returns the first message', async () => {
    const { buyer, seller, id } = await chat();
    const request = { conversationId: id, messageId: randomUUID(), text: 'Can we meet at 5?' };

    const first = await sendMessage(buyer.uid, request);
    const again = await sendMessage(buyer.uid, { ...request, text: 'Something else' });

    expect(again).toEqual(first);
    expect((await messagesOf(id).get()).size).toBe(1);
    expect((await conversations.doc(id).get()).data()?.unread[seller.uid]).toBe(1);
  });

  it("counts each side's unread messages and keeps one 'new message' notification per conversation, refreshed", async () => {
    const { buyer, seller, item, id } = await chat();

    await send(buyer, id, 'Hello');
    await send(buyer, id, 'Still there?');

    let stored = (await conversations.doc(id).get()).data();
    expect(stored?.unread).toEqual({ [buyer.uid]: 0, [seller.uid]: 2 });
    expect(stored?.unreadBy).toEqual([seller.uid]);
    const toSeller = await notificationsFor(seller.uid);
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]).toMatchObject({
      id: `message_${id}`,
      kind: 'message',
      title: `${buyer.firstName} ${buyer.lastName}`,
      text: `${item.title}: Still there?`,
      read: false,
    });

    await notificationsOf(seller.uid).doc(`message_${id}`).update({ read: true });
    await send(seller, id, 'Yes, it is');

    stored = (await conversations.doc(id).get()).data();
    expect(stored?.unread).toEqual({ [buyer.uid]: 1, [seller.uid]: 2 });
    expect(stored?.unreadBy).toEqual(expect.arrayContaining([buyer.uid, seller.uid]));
    expect(await notificationsFor(buyer.uid)).toEqual([expect.objectContaining({ id: `message_${id}`, text: `${item.title}: Yes, it is` })]);

    await send(buyer, id, 'Great');
    expect(await notificationsFor(seller.uid)).toEqual([expect.objectContaining({ id: `message_${id}`, text: `${item.title}: Great`, read: false })]);
  });

  it('refuses someone who is not a participant, and an unknown conversation', async () => {
    const { id } = await chat();
    const stranger = await createTestUser();
    await expect(send(stranger, id, 'Hi')).rejects.toEqual(new AppError('not-found', CONVERSATION_NOT_FOUND));
    await expect(send(stranger, `missing-${randomUUID()}`, 'Hi')).rejects.toEqual(new AppError('not-found', CONVERSATION_NOT_FOUND));
    expect((await messagesOf(id).get()).size).toBe(0);
  });
});

describe('blockParticipant and unblockParticipant', () => {
  it('stops messages and offers both ways, tells both sides, and lets only the blocker unblock', async () => {
    const { buyer, seller, item, id } = await chat();
    const other = await createTestProduct({ seller, price: 400 });

    const blocked = await blockParticipant(seller.uid, id);

    expect(blocked.blockedBy).toBe(seller.uid);
    expect((await blocks.doc(blockPairId(buyer.uid, seller.uid)).get()).data()).toMatchObject({ by: seller.uid });
    const stored = (await conversations.doc(id).get()).data();
    expect(stored).toMatchObject({ blockedBy: seller.uid, lastMessage: { senderId: seller.uid, text: `${seller.firstName} blocked this conversation. No more messages can be sent.` } });
    const notice = (await messagesOf(id).get()).docs.map((doc) => doc.data());
    expect(notice).toEqual([expect.objectContaining({ kind: 'notice', senderId: seller.uid })]);
    expect(await notificationsFor(buyer.uid)).toEqual([expect.objectContaining({ id: `message_${id}`, text: expect.stringContaining('blocked this conversation') })]);

    await expect(send(buyer, id, 'Why?')).rejects.toEqual(new AppError('failed-precondition', CONVERSATION_BLOCKED));
    await expect(send(seller, id, 'Bye')).rejects.toEqual(new AppError('failed-precondition', CONVERSATION_BLOCKED));
    await expect(makeOffer(buyer.uid, { productId: item.productId, amount: 800 })).rejects.toEqual(new AppError('failed-precondition', CONVERSATION_BLOCKED));
    await expect(openConversation(buyer.uid, other.productId)).rejects.toEqual(new AppError('failed-precondition', CONVERSATION_BLOCKED));
    await expect(blockParticipant(buyer.uid, id)).rejects.toEqual(new AppError('failed-precondition', ALREADY_BLOCKED));
    await expect(unblockParticipant(buyer.uid, id)).rejects.toEqual(new AppError('permission-denied', NOT_BLOCKED_BY_YOU));
    expect((await messagesOf(id).get()).size).toBe(1);

    const unblocked = await unblockParticipant(seller.uid, id);

    expect(unblocked.blockedBy).toBeNull();
    expect((await blocks.doc(blockPairId(buyer.uid, seller.uid)).get()).exists).toBe(false);
    expect((await send(buyer, id, 'Thanks')).senderId).toBe(buyer.uid);
    expect((await openConversation(buyer.uid, other.productId)).blockedBy).toBeNull();
  });

  it("blocks the pair's other conversations too, and refuses a stranger", async () => {
    const { buyer, seller, id } = await chat();
    const second = await createTestProduct({ seller });
    const secondId = (await openConversation(buyer.uid, second.productId))._id;
    const stranger = await createTestUser();

    await expect(blockParticipant(stranger.uid, id)).rejects.toEqual(new AppError('permission-denied', NOT_A_PARTICIPANT));
    await blockParticipant(buyer.uid, id);

    expect((await conversations.doc(secondId).get()).data()?.blockedBy).toBe(buyer.uid);
    await expect(send(seller, secondId, 'Hello?')).rejects.toEqual(new AppError('failed-precondition', CONVERSATION_BLOCKED));

    await unblockParticipant(buyer.uid, id);
    expect((await conversations.doc(secondId).get()).data()?.blockedBy).toBeNull();
  });
});
