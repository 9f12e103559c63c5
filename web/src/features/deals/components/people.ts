import type { ConversationView } from '../api/deal-converters';

const fullName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim() || 'Campus student';

/** The name of the conversation's other participant, as `uid` sees it. */
export const otherName = (conversation: ConversationView, uid: string): string =>
  fullName(uid === conversation.buyerId ? conversation.seller : conversation.buyer);

/** The name of a participant. */
export const nameOf = (conversation: ConversationView, participantId: string): string =>
  fullName(participantId === conversation.buyerId ? conversation.buyer : conversation.seller);
