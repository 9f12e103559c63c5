/** The chat's callables, as mutations (inside reactfire's FunctionsProvider). The server decides everything. */
import type { ReportKind } from '@campus/common/model';
import { useCallable } from '../../../lib/use-callable';

export interface SendMessageRequest {
  conversationId: string;
  /** Chosen here, so that a retried send is written once. */
  messageId: string;
  text: string;
  imagePaths: string[];
}

export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw';

export interface ReportRequest {
  kind: ReportKind;
  reason: string;
  productId?: string;
  conversationId?: string;
  messageId?: string;
}

/** What the callables answer that the pages use: the document's id. */
interface Created {
  _id: string;
}

export const useOpenConversation = () => useCallable<{ productId: string }, Created>('openConversation');
export const useSendMessage = () => useCallable<SendMessageRequest, Created>('sendMessage');
export const useMakeOffer = () => useCallable<{ productId: string; amount: number }, Created>('makeOffer');
export const useRespondToOffer = () => useCallable<{ conversationId: string; action: OfferAction; amount?: number }>('respondToOffer');
export const useBlockUser = () => useCallable<{ conversationId: string }>('blockUser');
export const useUnblockUser = () => useCallable<{ conversationId: string }>('unblockUser');
export const useReport = () => useCallable<ReportRequest, Created>('report');
