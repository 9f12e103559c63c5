/** Conversations between a buyer and a seller about one item: ids, sides and Storage paths of photos. */
import type { Conversation, DealSide } from './model';

/** One conversation per buyer and item: its id names both. */
export const conversationId = (productId: string, buyerId: string): string => `${productId}_${buyerId}`;

/** The blocks/ document of two users, the same whichever of them blocks. */
export const blockPairId = (first: string, second: string): string => [first, second].sort().join('_');

export function sideOf(conversation: Pick<Conversation, 'buyerId' | 'sellerId'>, uid: string): DealSide | null {
  if (uid === conversation.buyerId) return 'buyer';
  if (uid === conversation.sellerId) return 'seller';
  return null;
}

export const otherParticipant = (conversation: Pick<Conversation, 'buyerId' | 'sellerId'>, uid: string): string =>
  uid === conversation.buyerId ? conversation.sellerId : conversation.buyerId;

/**
 * The Storage folder of a sender's photos in a conversation. It names both participants, so storage.rules
 * can let exactly the two of them read it without looking the conversation up.
 */
export const chatImageFolder = (conversation: Pick<Conversation, 'buyerId' | 'sellerId' | 'productId'>, senderId: string): string =>
  `chats/${conversation.buyerId}/${conversation.sellerId}/${conversation.productId}/${senderId}`;
