import { useMutation } from '@tanstack/react-query';
import { httpsCallable, type Functions } from 'firebase/functions';
import { useFunctions } from 'reactfire';
import type { OrderStatus } from '@campus/common/model';

export interface UpdateOrderStatusRequest {
  orderId: string;
  /** The next step: CONFIRMED, SHIPPED or DELIVERED. */
  status: OrderStatus;
}

/**
 * Calls the updateOrderStatus callable: the server lets a seller of one of the order's items (or an admin)
 * move it one step forward, and refuses anything else. The live sales list shows the result.
 */
export async function updateOrderStatus(functions: Functions, request: UpdateOrderStatusRequest): Promise<void> {
  await httpsCallable<UpdateOrderStatusRequest, unknown>(functions, 'updateOrderStatus')(request);
}

/** The updateOrderStatus callable as a mutation (inside reactfire's FunctionsProvider). */
export function useUpdateOrderStatus() {
  const functions = useFunctions();
  return useMutation({ mutationFn: (request: UpdateOrderStatusRequest) => updateOrderStatus(functions, request) });
}
