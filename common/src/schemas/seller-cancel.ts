import { object, string, type InferType } from 'yup';
import { CANCEL_REASON_REQUIRED, CANCEL_REASON_TOO_LONG, CANCEL_REASON_TOO_SHORT } from '../messages';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_MIN_LENGTH } from '../order-cancellation';

/** A seller cancelling an order (My Sales' dialog and the cancelOrder callable): a reason of 3 to 300 characters, trimmed. */
export const sellerCancelSchema = object({
  reason: string()
    .trim()
    .required(CANCEL_REASON_REQUIRED)
    .min(CANCEL_REASON_MIN_LENGTH, CANCEL_REASON_TOO_SHORT)
    .max(CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_TOO_LONG),
});

export type SellerCancelValues = InferType<typeof sellerCancelSchema>;
