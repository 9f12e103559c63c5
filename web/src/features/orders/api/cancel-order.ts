import { useMutation } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';

/**
 * Calls the cancelOrder callable: the server refuses unless the caller is the buyer and the order is
 * still PLACED or CONFIRMED, and puts its products back on sale. The live order list shows the result.
 */
export async function cancelOrder(functions: Functions, orderId: string): Promise<void> {
  await httpsCallable<{ orderId: string }, unknown>(functions, 'cancelOrder')({ orderId });
}

/** The cancelOrder callable as a mutation (inside reactfire's FunctionsProvider). */
export function useCancelOrder() {
  const functions = useFunctions();
  return useMutation({ mutationFn: (orderId: string) => cancelOrder(functions, orderId) });
}
