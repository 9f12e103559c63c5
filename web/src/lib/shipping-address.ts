/** Delivery addresses as orders and forms hold them: read from an order, and written on one line. */
import type { ShippingAddress } from '@campus/common/model';
import { asRecord, asText } from '@campus/common/values';

/**
 * An order's delivery address as stored, or null when it has none: a meet-up order keeps its address in the
 * buyer's private part (orders/{id}/private/buyer), which its seller never reads.
 */
export function toShippingAddress(value: unknown): ShippingAddress | null {
  if (value === null || typeof value !== 'object') return null;
  const address = asRecord(value);
  return {
    fullName: asText(address.fullName),
    address: asText(address.address),
    locality: asText(address.locality),
    city: asText(address.city),
    state: asText(address.state),
    pincode: asText(address.pincode),
    phone: asText(address.phone),
  };
}

/** A one-line address for summaries: 'address, locality, city, state - pincode'. */
export const addressLine = (address: Pick<ShippingAddress, 'address' | 'locality' | 'city' | 'state' | 'pincode'>): string =>
  `${address.address}, ${address.locality}, ${address.city}, ${address.state} - ${address.pincode}`;
