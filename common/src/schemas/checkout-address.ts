import { object, type InferType } from 'yup';
import { PHONE_LENGTH, PINCODE_LENGTH } from '../limits';
import { addressType, exactDigits, flag, requiredText } from './address-fields';

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

/**
 * The checkout form's rules: checkoutAddressSchema, and the phone and pincode exactly 10 and 6 digits,
 * because the saved address lands in users/{uid}/addresses, whose rules refuse any other length.
 */
export const checkoutAddressFormSchema = checkoutAddressSchema.shape({
  phone: exactDigits('phone', PHONE_LENGTH, REQUIRED),
  pincode: exactDigits('pincode', PINCODE_LENGTH, REQUIRED),
});
