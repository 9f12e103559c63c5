/** The deals' callables, as mutations (inside reactfire's FunctionsProvider). The server decides everything. */
import { useMutation } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import type { ReportKind } from '@campus/common/model';

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

function useCall<Request, Response = Created>(name: string) {
  const functions = useFunctions();
  return useMutation({
    mutationFn: async (request: Request) => (await httpsCallable<Request, Response>(functions, name)(request)).data,
  });
}

export const useOpenConversation = () => useCall<{ productId: string }>('openConversation');
export const useSendMessage = () => useCall<SendMessageRequest>('sendMessage');
export const useMakeOffer = () => useCall<{ productId: string; amount: number }>('makeOffer');
export const useRespondToOffer = () => useCall<{ conversationId: string; action: OfferAction; amount?: number }>('respondToOffer');
export const useBlockUser = () => useCall<{ conversationId: string }>('blockUser');
export const useUnblockUser = () => useCall<{ conversationId: string }>('unblockUser');
export const useReport = () => useCall<ReportRequest>('report');
