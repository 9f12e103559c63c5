/** The four checkout steps of spec section 2 and which of them the user may be on. */
export const CHECKOUT_STEPS = ['Details', 'Address', 'Order Summary', 'Payment'] as const;

export const DETAILS_STEP = 0;
export const ADDRESS_STEP = 1;
export const SUMMARY_STEP = 2;
export const PAYMENT_STEP = 3;

/** The id of the current step's title. */
export const STEP_TITLE_ID = 'checkout-step-title';

export interface StepPrerequisites {
  signedIn: boolean;
  /** A delivery address is saved or selected. */
  hasAddress: boolean;
  /** Every line of the order can still be bought. */
  orderable: boolean;
}

/** The step ?step= asks for: Details when it is missing or not a whole number, Payment when beyond it. */
export function requestedStep(param: string | null): number {
  if (param === null || !/^\d+$/.test(param)) return DETAILS_STEP;
  return Math.min(Number(param), PAYMENT_STEP);
}

/**
 * The last step whose prerequisites hold: Address needs a signed-in user, Order Summary an address,
 * Payment an order whose every item is still available.
 */
export function furthestStep({ signedIn, hasAddress, orderable }: StepPrerequisites): number {
  if (!signedIn) return DETAILS_STEP;
  if (!hasAddress) return ADDRESS_STEP;
  if (!orderable) return SUMMARY_STEP;
  return PAYMENT_STEP;
}

/** The step to show for ?step=`param`: the one asked for, or the furthest reachable one before it. */
export const checkoutStep = (param: string | null, prerequisites: StepPrerequisites): number =>
  Math.min(requestedStep(param), furthestStep(prerequisites));
