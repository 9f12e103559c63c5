import { useMutation } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';

export interface CancelOrderRequest {
  orderId: string;
  /** Required when a seller cancels (3-300 characters); the buyer gives none. */
  reason?: string;
}

/**
 * Calls the cancelOrder callable, shared by the buyer's My Orders and the seller's My Sales: the server
 * lets the buyer cancel a PLACED or CONFIRMED order, and a seller of one of its items a PLACED one with a
 * reason, and puts its products back on sale. The live order lists show the result.
 */
export async function cancelOrder(functions: Functions, request: CancelOrderRequest): Promise<void> {
  await httpsCallable<CancelOrderRequest, unknown>(functions, 'cancelOrder')(request);
}

/** The cancelOrder callable as a mutation (inside reactfire's FunctionsProvider). */
export function useCancelOrder() {
  const functions = useFunctions();
  return useMutation({ mutationFn: (request: CancelOrderRequest) => cancelOrder(functions, request) });
}
