/** Who may cancel an order besides its buyer, and how a cancellation is read back from a stored order. */
import type { OrderCancellation } from './model';
import { asText, isRecord } from './values';

/** Bounds of a seller's cancellation reason, after trimming. */
export const CANCEL_REASON_MIN_LENGTH = 3;
export const CANCEL_REASON_MAX_LENGTH = 300;

/**
 * A seller may cancel only an order they have not confirmed yet (PLACED); the buyer's own rule is
 * canCancelOrder (PLACED or CONFIRMED).
 */
export function canSellerCancelOrder(status: string): boolean {
  return status === 'PLACED';
}

/** The `cancellation` of a stored order, or null when there is none (never cancelled, or cancelled automatically). */
export function toOrderCancellation(value: unknown): OrderCancellation | null {
  if (!isRecord(value)) return null;
  const reason = asText(value.reason);
  if (value.by === 'seller') return reason === '' ? { by: 'seller' } : { by: 'seller', reason };
  if (value.by === 'buyer') return { by: 'buyer' };
  return null;
}
