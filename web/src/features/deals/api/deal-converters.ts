/** Conversations and messages turned into typed values once, in the data layer. */
import type { ChatMessage, Conversation, DealSide, MessageKind, Offer, OfferStatus, StoredImage, WithId } from '@campus/common/model';
import { asList, asNumber, asRecord, asText, asTextList } from '@campus/common/values';

export type ConversationView = WithId<Conversation>;
export type MessageView = WithId<ChatMessage>;

const OFFER_STATUSES: readonly OfferStatus[] = ['open', 'accepted', 'declined', 'withdrawn', 'lapsed', 'used'];
const SIDES: readonly DealSide[] = ['buyer', 'seller'];
const KINDS: readonly MessageKind[] = ['text', 'offer', 'notice'];

const oneOf = <T extends string>(known: readonly T[], value: unknown, fallback: T): T => known.find((item) => item === value) ?? fallback;

const personName = (value: unknown) => {
  const person = asRecord(value);
  return { firstName: asText(person.firstName), lastName: asText(person.lastName) };
};

function toOffer(value: unknown): Offer | null {
  if (value === null || value === undefined) return null;
  const offer = asRecord(value);
  return {
    amount: asNumber(offer.amount),
    by: oneOf(SIDES, offer.by, 'buyer'),
    status: oneOf(OFFER_STATUSES, offer.status, 'declined'),
    updatedAt: asText(offer.updatedAt),
    ...(typeof offer.reservedUntil === 'string' ? { reservedUntil: offer.reservedUntil } : {}),
  };
}

export function toConversation(id: string, data: Record<string, unknown>): ConversationView {
  const product = asRecord(data.product);
  const last = data.lastMessage === null || data.lastMessage === undefined ? null : asRecord(data.lastMessage);
  const unread = asRecord(data.unread);
  return {
    id,
    productId: asText(data.productId),
    product: { title: asText(product.title), imageURL: asText(product.imageURL), price: asNumber(product.price) },
    buyerId: asText(data.buyerId),
    sellerId: asText(data.sellerId),
    participants: asTextList(data.participants),
    buyer: personName(data.buyer),
    seller: personName(data.seller),
    lastMessage: last ? { text: asText(last.text), senderId: asText(last.senderId), sentAt: asText(last.sentAt) } : null,
    lastMessageAt: asText(data.lastMessageAt),
    unread: Object.fromEntries(Object.entries(unread).map(([uid, count]) => [uid, asNumber(count)])),
    unreadBy: asTextList(data.unreadBy),
    blockedBy: typeof data.blockedBy === 'string' ? data.blockedBy : null,
    offer: toOffer(data.offer),
    createdAt: asText(data.createdAt),
  };
}

export function toMessage(id: string, data: Record<string, unknown>): MessageView {
  return {
    id,
    senderId: asText(data.senderId),
    kind: oneOf(KINDS, data.kind, 'text'),
    text: asText(data.text),
    images: asList(data.images)
      .map((image): StoredImage => ({ imageUrl: asText(asRecord(image).imageUrl), path: asText(asRecord(image).path) }))
      .filter((image) => image.imageUrl !== ''),
    sentAt: asText(data.sentAt),
  };
}
