/** The purchase options of spec section 9, as stored on an order (deliveryMode) and as the screens name them. */
import type { DeliveryMode } from './model';

export const PURCHASE_OPTION_LABELS: Readonly<Record<DeliveryMode, string>> = {
  direct: 'Buy Direct From Seller',
  doorstep: 'Premium delivery',
};

/** A stored deliveryMode; anything but 'doorstep' is the default, 'direct'. */
export const toDeliveryMode = (value: unknown): DeliveryMode => (value === 'doorstep' ? 'doorstep' : 'direct');
