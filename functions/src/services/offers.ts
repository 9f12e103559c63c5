/**
 * Bargaining in a conversation: the buyer offers, the other side accepts, declines or counters, the maker may
 * withdraw. Acceptance reserves the item for the buyer for 24 hours at the agreed price (placeOrder charges
 * it); a reservation nobody uses lapses. Each step is one transaction with its chat message and notification.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { conversationId, sideOf } from '@campus/common/chat';
import { formatRupees } from '@campus/common/format';
import { PRODUCT_NOT_FOUND } from '@campus/common/messages';
import { ITEM_NOT_ON_SALE, ITEM_RESERVED, NO_OPEN_OFFER, NOT_YOUR_TURN, OFFER_ACTION_INVALID, OFFER_ALREADY_OPEN, OFFER_OWN_ONLY, CONVERSATION_BLOCKED } from '@campus/common/deal-messages';
import type { Conversation, Offer, Product } from '@campus/common/model';
import { isReservationActive, isReservedForAnother, offerHoldsItem, respondingSide } from '@campus/common/offers';
import { offerSchema } from '@campus/common/schemas/offer';
import { conversationPath } from '@campus/common/site';
import { RESERVATION_MS } from '@campus/common/timers';
import { asRecord } from '@campus/common/values';
import { conversations, products, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { runTransaction } from '../transaction';
import { nowIso, validated } from '../validation';
import { appendMessage, buyerConversation, participantConversation, type ConversationRef } from './conversations';
import { notify, type NotificationContent } from './notifications';

type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw';
const OFFER_ACTIONS: readonly string[] = ['accept', 'decline', 'counter', 'withdraw'] satisfies OfferAction[];
const isOfferAction = (value: unknown): value is OfferAction => typeof value === 'string' && OFFER_ACTIONS.includes(value);

/** Whether the conversation's offer still binds: open, or accepted and holding the item. */
function isLive(offer: Offer | null, now: string): boolean {
  if (!offer) return false;
  return offer.status === 'open' || offerHoldsItem(offer, now);
}

const amountFor = (input: Record<string, unknown>, price: number): number => validated(offerSchema(price), { amount: input.amount }).amount;

/** Tells the other side of `conversation` about an offer event, in `tx`. */
function tellOther(tx: Transaction, ref: ConversationRef, conversation: Conversation, fromUid: string, content: Omit<NotificationContent, 'link'>): void {
  const recipient = fromUid === conversation.buyerId ? conversation.sellerId : conversation.buyerId;
  notify(tx, recipient, { ...content, link: conversationPath(ref.id) });
}

/** The buyer offers `amount` for a product ({productId, amount}): half the price to the price; opens the conversation if needed. */
export async function makeOffer(uid: string, input: unknown): Promise<ApiEntity<Conversation>> {
  const body = asRecord(input);
  return runTransaction(async (tx) => {
    const { ref, conversation, product } = await buyerConversation(tx, uid, body.productId);
    const amount = amountFor(body, product.price);
    const now = nowIso();
    if (product.status !== 'available') throw new AppError('failed-precondition', ITEM_NOT_ON_SALE);
    if (isReservedForAnother(product, uid)) throw new AppError('failed-precondition', ITEM_RESERVED);
    if (conversation.blockedBy !== null) throw new AppError('failed-precondition', CONVERSATION_BLOCKED);
    if (isLive(conversation.offer, now)) throw new AppError('failed-precondition', OFFER_ALREADY_OPEN);
    const offer: Offer = { amount, by: 'buyer', status: 'open', updatedAt: now };
    appendMessage(tx, ref, conversation, { senderId: uid, kind: 'offer', text: `Offered ${formatRupees(amount)}` }, { offer });
    tellOther(tx, ref, conversation, uid, {
      kind: 'offer',
      title: 'New offer',
      text: `${conversation.buyer.firstName} offered ${formatRupees(amount)} for ${conversation.product.title}`,
    });
    return withApiId(ref.id, { ...conversation, offer });
  });
}

/**
 * Answers the conversation's open offer ({conversationId, action, amount}): the side that did not name the
 * amount accepts, declines or counters it; its maker may withdraw it. Accepting reserves the item for the
 * buyer; two acceptances at once reserve it once, since both read the product in their transactions.
 */
export async function respondToOffer(uid: string, input: unknown): Promise<ApiEntity<Conversation>> {
  const body = asRecord(input);
  const { action } = body;
  if (!isOfferAction(action)) throw new AppError('invalid-argument', OFFER_ACTION_INVALID);
  return runTransaction(async (tx) => {
    const { ref, conversation } = await participantConversation(tx, uid, body.conversationId);
    const side = sideOf(conversation, uid);
    const { offer } = conversation;
    if (!offer || offer.status !== 'open') throw new AppError('failed-precondition', NO_OPEN_OFFER);
    if (action === 'withdraw' ? side !== offer.by : side !== respondingSide(offer)) {
      throw new AppError('failed-precondition', action === 'withdraw' ? OFFER_OWN_ONLY : NOT_YOUR_TURN);
    }
    if (conversation.blockedBy !== null && action !== 'withdraw' && action !== 'decline') throw new AppError('failed-precondition', CONVERSATION_BLOCKED);
    const productRef = products.doc(conversation.productId);
    const product = (await tx.get(productRef)).data();
    if (!product) throw new AppError('not-found', PRODUCT_NOT_FOUND);
    const now = nowIso();
    const price = formatRupees(offer.amount);
    const name = side === 'buyer' ? conversation.buyer.firstName : conversation.seller.firstName;
    let next: Offer;
    if (action === 'accept') {
      if (product.status !== 'available') throw new AppError('failed-precondition', ITEM_NOT_ON_SALE);
      if (isReservedForAnother(product, conversation.buyerId)) throw new AppError('failed-precondition', ITEM_RESERVED);
      const reservedUntil = new Date(Date.now() + RESERVATION_MS).toISOString();
      await endEarlierReservation(tx, product, conversation.productId, conversation.buyerId);
      tx.update(productRef, { reservedBy: conversation.buyerId, reservedUntil });
      next = { ...offer, status: 'accepted', updatedAt: now, reservedUntil };
      appendMessage(tx, ref, conversation, { senderId: uid, kind: 'offer', text: `Accepted ${price}. The item is reserved for ${conversation.buyer.firstName} for 24 hours.` }, { offer: next });
      tellOther(tx, ref, conversation, uid, { kind: 'offerAccepted', title: 'Offer accepted', text: `${name} accepted ${price} for ${conversation.product.title}` });
    } else if (action === 'counter') {
      if (product.status !== 'available') throw new AppError('failed-precondition', ITEM_NOT_ON_SALE);
      const amount = amountFor(body, product.price);
      next = { amount, by: side ?? 'seller', status: 'open', updatedAt: now };
      appendMessage(tx, ref, conversation, { senderId: uid, kind: 'offer', text: `Countered with ${formatRupees(amount)}` }, { offer: next });
      tellOther(tx, ref, conversation, uid, { kind: 'counter', title: 'Counter-offer', text: `${name} countered with ${formatRupees(amount)} for ${conversation.product.title}` });
    } else if (action === 'decline') {
      next = { ...offer, status: 'declined', updatedAt: now };
      appendMessage(tx, ref, conversation, { senderId: uid, kind: 'offer', text: `Declined the offer of ${price}` }, { offer: next });
      tellOther(tx, ref, conversation, uid, { kind: 'offerDeclined', title: 'Offer declined', text: `${name} declined ${price} for ${conversation.product.title}` });
    } else {
      next = { ...offer, status: 'withdrawn', updatedAt: now };
      appendMessage(tx, ref, conversation, { senderId: uid, kind: 'offer', text: `Withdrew the offer of ${price}` }, { offer: next });
    }
    return withApiId(ref.id, { ...conversation, offer: next });
  });
}

/** A reservation of `product` for another buyer that has run out: its offer is marked lapsed, in `tx`. Reads first. */
async function endEarlierReservation(tx: Transaction, product: Product, productId: string, nextBuyer: string): Promise<void> {
  if (product.reservedBy === undefined || product.reservedBy === nextBuyer) return;
  const ref = conversations.doc(conversationId(productId, product.reservedBy));
  const earlier = (await tx.get(ref)).data();
  if (earlier?.offer?.status === 'accepted') tx.update(ref, { offer: { ...earlier.offer, status: 'lapsed', updatedAt: nowIso() } });
}

/**
 * Clears the reservation of `ref` if it ran out before `now`, puts the item back for everyone and marks its offer
 * lapsed, with a line in the conversation; re-checked in a transaction. Whether it released one.
 */
export function releaseLapsedReservation(ref: DocumentReference<Product, Product>, now: Date): Promise<boolean> {
  return runTransaction(async (tx) => {
    const product = (await tx.get(ref)).data();
    if (!product || product.reservedBy === undefined || isReservationActive(product, now)) return false;
    const conversationRef = conversations.doc(conversationId(ref.id, product.reservedBy));
    const conversation = (await tx.get(conversationRef)).data();
    tx.update(ref, { reservedBy: FieldValue.delete(), reservedUntil: FieldValue.delete() });
    if (conversation?.offer?.status === 'accepted') {
      const offer: Offer = { ...conversation.offer, status: 'lapsed', updatedAt: nowIso() };
      appendMessage(tx, conversationRef, conversation, { senderId: conversation.sellerId, kind: 'notice', text: 'The reservation lapsed: the item is on sale again.' }, { offer });
    }
    return true;
  });
}

/** Releases every reservation that ran out before `now` (releaseLapsedReservation). Returns the product ids. */
export async function releaseLapsedReservations(now: Date = new Date()): Promise<string[]> {
  const lapsed = await products.where('reservedUntil', '<', now.toISOString()).get();
  const released: string[] = [];
  for (const doc of lapsed.docs) {
    if (await releaseLapsedReservation(doc.ref, now)) released.push(doc.id);
  }
  return released;
}
