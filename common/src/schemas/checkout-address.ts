import { object, type InferType } from 'yup';
import { addressType, flag, requiredText } from './address-fields';

const REQUIRED = 'This field is required';

/** The address saved inside checkout: every field but id and isDefault must be non-empty. */
export const checkoutAddressSchema = object({
  fullName: requiredText('fullName', REQUIRED),
  phone: requiredText('phone', REQUIRED),
  pincode: requiredText('pincode', REQUIRED),
  locality: requiredText('locality', REQUIRED),
  address: requiredText('address', REQUIRED),
  city: requiredText('city', REQUIRED),
  state: requiredText('state', REQUIRED),
  addressType: addressType(REQUIRED).required(REQUIRED),
  isDefault: flag(),
  openSaturday: flag(),
  openSunday: flag(),
});

export type CheckoutAddressValues = InferType<typeof checkoutAddressSchema>;
