import { useMutation, useMutationState } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import { ADMIN_ACCEPT_CANCEL_FAILED, ADMIN_ACCEPT_SELL_FAILED, ADMIN_REJECT_CANCEL_FAILED, ADMIN_REJECT_SELL_FAILED } from '@campus/common/messages';

/** The admin's four decisions, each a callable that moves the listing one step of the state machine. */
export const DECISIONS = {
  accept: { callable: 'acceptListing', label: 'Accept', question: 'Accept this sell request? The product goes live in the catalogue.', failure: ADMIN_ACCEPT_SELL_FAILED },
  reject: { callable: 'rejectListing', label: 'Reject', question: 'Reject this sell request? The seller sees it as rejected.', failure: ADMIN_REJECT_SELL_FAILED },
  acceptCancel: {
    callable: 'acceptListingCancel',
    label: 'Accept Cancel',
    question: 'Accept this cancellation? The listing is withdrawn from the catalogue.',
    failure: ADMIN_ACCEPT_CANCEL_FAILED,
  },
  rejectCancel: {
    callable: 'rejectListingCancel',
    label: 'Reject Cancel',
    question: 'Reject this cancellation? The request goes back to pending review.',
    failure: ADMIN_REJECT_CANCEL_FAILED,
  },
} as const;

export type Decision = keyof typeof DECISIONS;

export interface DecisionInput {
  listingId: string;
  decision: Decision;
}

export async function decideRequest(functions: Functions, { listingId, decision }: DecisionInput): Promise<void> {
  await httpsCallable<{ listingId: string }, unknown>(functions, DECISIONS[decision].callable)({ listingId });
}

const DECIDE_KEY = ['admin', 'decide'] as const;

/**
 * A decision as a mutation (inside reactfire's FunctionsProvider). The queues follow through their live
 * listeners, and the figures through useListingChanges: a decision stamps the listing's updatedAt.
 */
export function useDecideRequest() {
  const functions = useFunctions();
  return useMutation({
    mutationKey: DECIDE_KEY,
    mutationFn: (input: DecisionInput) => decideRequest(functions, input),
    onError: (error, { decision }) => console.error(DECISIONS[decision].failure, error),
  });
}

/** The listings with a decision on its way, for their busy buttons. */
export function useRequestsBeingDecided(): ReadonlySet<string> {
  const inputs = useMutationState({ filters: { mutationKey: DECIDE_KEY, status: 'pending' }, select: (mutation) => mutation.state.variables });
  return new Set(inputs.flatMap((input) => (input && typeof input === 'object' && 'listingId' in input && typeof input.listingId === 'string' ? [input.listingId] : [])));
}
