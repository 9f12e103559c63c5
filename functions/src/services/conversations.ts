/**
 * Chat between a buyer and a seller about one item: opening a conversation, sending messages, blocking.
 * Every message is written in one transaction with the conversation's summary (last message, unread counts)
 * and the recipient's notification. The seller's phone and e-mail are never copied here.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { blockPairId, chatImageFolder, conversationId, otherParticipant, sideOf } from '@campus/common/chat';
import { formatCount } from '@campus/common/format';
import { PRODUCT_NOT_FOUND } from '@campus/common/messages';
import { ALREADY_BLOCKED, CONVERSATION_BLOCKED, CONVERSATION_NOT_FOUND, IMAGES_OUTSIDE_CHAT_FOLDER, ITEM_NOT_ON_SALE, MESSAGE_NOT_FOUND, NOT_A_PARTICIPANT, NOT_BLOCKED_BY_YOU, OWN_ITEM_CHAT } from '@campus/common/deal-messages';
import type { ChatMessage, Conversation, MessageKind, Product, StoredImage } from '@campus/common/model';
import { chatMessageSchema } from '@campus/common/schemas/chat-message';
import { conversationPath } from '@campus/common/site';
import { asRecord } from '@campus/common/values';
import { blocks, conversations, messagesOf, products, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { documentId, nowIso, validated } from '../validation';
import { messageNotificationId, notify } from './notifications';
import { uploadedImage } from './storage-images';
import { userSummary } from './users';

export type ConversationRef = DocumentReference<Conversation, Conversation>;

/** How much of a message the inbox and the notification repeat. */
const PREVIEW_LENGTH = 120;

const preview = (text: string): string => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text);

/** A conversation the caller takes part in, read in `tx`. */
export async function participantConversation(tx: Transaction, uid: string, id: unknown): Promise<{ ref: ConversationRef; conversation: Conversation }> {
  const ref = conversations.doc(documentId(id, CONVERSATION_NOT_FOUND));
  const conversation = (await tx.get(ref)).data();
  if (!conversation) throw new AppError('not-found', CONVERSATION_NOT_FOUND);
  if (sideOf(conversation, uid) === null) throw new AppError('permission-denied', NOT_A_PARTICIPANT);
  return { ref, conversation };
}

export interface NewMessage {
  id?: string;
  senderId: string;
  kind: MessageKind;
  text: string;
  images?: StoredImage[];
}

/**
 * Writes `message` into the conversation in `tx` with the summary it changes, and refreshes the recipient's
 * one 'new message' notification of this conversation (offer steps notify on their own). `changes` are further conversation fields (an offer).
 */
export function appendMessage(
  tx: Transaction,
  ref: ConversationRef,
  conversation: Conversation,
  message: NewMessage,
  changes: Partial<Conversation> = {},
): ApiEntity<ChatMessage> {
  const sentAt = nowIso();
  const messageRef = messagesOf(ref.id).doc(message.id ?? randomUUID());
  const stored: ChatMessage = { senderId: message.senderId, kind: message.kind, text: message.text, images: message.images ?? [], sentAt };
  tx.create(messageRef, stored);
  const recipient = otherParticipant(conversation, message.senderId);
  const summary = stored.text !== '' ? preview(stored.text) : `📷 ${stored.images.length === 1 ? 'Photo' : formatCount(stored.images.length, 'photo')}`;
  tx.update(ref, {
    ...changes,
    lastMessage: { text: summary, senderId: message.senderId, sentAt },
    lastMessageAt: sentAt,
    [`unread.${recipient}`]: FieldValue.increment(1),
    unreadBy: FieldValue.arrayUnion(recipient),
  });
  // An offer step sends its own notification (offers.ts); a text or a notice refreshes the conversation's one.
  if (message.kind === 'offer') return withApiId(messageRef.id, stored);
  const sender = message.senderId === conversation.buyerId ? conversation.buyer : conversation.seller;
  notify(
    tx,
    recipient,
    { kind: 'message', title: `${sender.firstName} ${sender.lastName}`.trim(), text: `${conversation.product.title}: ${summary}`, link: conversationPath(ref.id) },
    messageNotificationId(ref.id),
  );
  return withApiId(messageRef.id, stored);
}

/** Whether either of two users has blocked the other. */
async function isBlockedPair(tx: Transaction, first: string, second: string): Promise<boolean> {
  return (await tx.get(blocks.doc(blockPairId(first, second)))).exists;
}

/**
 * The buyer's conversation about a product, read in `tx`, and its data for a new one when there is none yet:
 * the item must be on sale and someone else's, and neither side may have blocked the other.
 */
export async function buyerConversation(
  tx: Transaction,
  buyerId: string,
  productId: unknown,
): Promise<{ ref: ConversationRef; conversation: Conversation; product: Product; isNew: boolean }> {
  const productRef = products.doc(documentId(productId, PRODUCT_NOT_FOUND));
  const ref = conversations.doc(conversationId(productRef.id, buyerId));
  const [productSnap, existingSnap] = await Promise.all([tx.get(productRef), tx.get(ref)]);
  const product = productSnap.data();
  if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
  if (product.sellerId === buyerId) throw new AppError('failed-precondition', OWN_ITEM_CHAT);
  const existing = existingSnap.data();
  if (existing) return { ref, conversation: existing, product, isNew: false };
  if (product.status !== 'available') throw new AppError('failed-precondition', ITEM_NOT_ON_SALE);
  if (await isBlockedPair(tx, buyerId, product.sellerId)) throw new AppError('failed-precondition', CONVERSATION_BLOCKED);
  const [buyer, seller] = await Promise.all([userSummary(buyerId), userSummary(product.sellerId)]);
  const now = nowIso();
  const conversation: Conversation = {
    productId: productRef.id,
    product: { title: product.title, imageURL: product.imageURL, price: product.price },
    buyerId,
    sellerId: product.sellerId,
    participants: [buyerId, product.sellerId],
    buyer: { firstName: buyer.firstName, lastName: buyer.lastName },
    seller: { firstName: seller.firstName, lastName: seller.lastName },
    lastMessage: null,
    lastMessageAt: now,
    unread: { [buyerId]: 0, [product.sellerId]: 0 },
    unreadBy: [],
    blockedBy: null,
    offer: null,
    createdAt: now,
  };
  tx.create(ref, conversation);
  return { ref, conversation, product, isNew: true };
}

/** 'Message seller': the buyer's one conversation about the item, opened if there is none. */
export async function openConversation(uid: string, productId: unknown): Promise<ApiEntity<Conversation>> {
  return runTransaction(async (tx) => {
    const { ref, conversation } = await buyerConversation(tx, uid, productId);
    return withApiId(ref.id, conversation);
  });
}

/**
 * Sends the caller's message: {conversationId, messageId (the client's, so a retry writes once), text,
 * imagePaths}. The sender is always the caller; a blocked conversation takes no message.
 */
export async function sendMessage(uid: string, input: unknown): Promise<ApiEntity<ChatMessage>> {
  const body = asRecord(input);
  const { text, imagePaths } = validated(chatMessageSchema, body);
  const messageId = body.messageId === undefined ? randomUUID() : documentId(body.messageId, MESSAGE_NOT_FOUND, 'invalid-argument');
  const id = documentId(body.conversationId, CONVERSATION_NOT_FOUND);
  const known = (await conversations.doc(id).get()).data();
  if (!known || sideOf(known, uid) === null) throw new AppError('not-found', CONVERSATION_NOT_FOUND);
  const folder = `${chatImageFolder(known, uid)}/`;
  const images = await Promise.all(imagePaths.map((path) => uploadedImage(folder, path, IMAGES_OUTSIDE_CHAT_FOLDER)));
  return runTransaction(async (tx) => {
    const { ref, conversation } = await participantConversation(tx, uid, id);
    const previous = await tx.get(messagesOf(ref.id).doc(messageId));
    const sent = previous.data();
    if (sent) {
      if (sent.senderId !== uid) throw new AppError('already-exists', MESSAGE_NOT_FOUND);
      return withApiId(previous.id, sent);
    }
    if (conversation.blockedBy !== null) throw new AppError('failed-precondition', CONVERSATION_BLOCKED);
    return appendMessage(tx, ref, conversation, { id: messageId, senderId: uid, kind: 'text', text, images });
  });
}

/** Every conversation between two users, in `tx`: either may be the buyer. */
async function conversationsBetween(tx: Transaction, first: string, second: string) {
  const [asBuyer, asSeller] = await Promise.all([
    tx.get(conversations.where('buyerId', '==', first).where('sellerId', '==', second)),
    tx.get(conversations.where('buyerId', '==', second).where('sellerId', '==', first)),
  ]);
  return [...asBuyer.docs, ...asSeller.docs];
}

/**
 * The caller blocks the other participant: no more messages or offers between them, in this conversation
 * or any other; both are told, in the conversation and by a notification.
 */
export async function blockParticipant(uid: string, id: unknown): Promise<ApiEntity<Conversation>> {
  return runTransaction(async (tx) => {
    const { ref, conversation } = await participantConversation(tx, uid, id);
    if (conversation.blockedBy !== null) throw new AppError('failed-precondition', ALREADY_BLOCKED);
    const other = otherParticipant(conversation, uid);
    const between = await conversationsBetween(tx, uid, other);
    const at = nowIso();
    tx.set(blocks.doc(blockPairId(uid, other)), { by: uid, at });
    for (const snap of between) if (snap.id !== ref.id) tx.update(snap.ref, { blockedBy: uid });
    const name = uid === conversation.buyerId ? conversation.buyer.firstName : conversation.seller.firstName;
    appendMessage(tx, ref, conversation, { senderId: uid, kind: 'notice', text: `${name} blocked this conversation. No more messages can be sent.` }, { blockedBy: uid });
    return withApiId(ref.id, { ...conversation, blockedBy: uid });
  });
}

/** The one who blocked lifts the block. */
export async function unblockParticipant(uid: string, id: unknown): Promise<ApiEntity<Conversation>> {
  return runTransaction(async (tx) => {
    const { ref, conversation } = await participantConversation(tx, uid, id);
    if (conversation.blockedBy !== uid) throw new AppError('permission-denied', NOT_BLOCKED_BY_YOU);
    const other = otherParticipant(conversation, uid);
    const between = await conversationsBetween(tx, uid, other);
    tx.delete(blocks.doc(blockPairId(uid, other)));
    for (const snap of between) if (snap.id !== ref.id) tx.update(snap.ref, { blockedBy: null });
    const name = uid === conversation.buyerId ? conversation.buyer.firstName : conversation.seller.firstName;
    appendMessage(tx, ref, conversation, { senderId: uid, kind: 'notice', text: `${name} unblocked this conversation.` }, { blockedBy: null });
    return withApiId(ref.id, { ...conversation, blockedBy: null });
  });
}
