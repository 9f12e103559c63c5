import { object, type InferType } from 'yup';
import { PHONE_LENGTH, PINCODE_LENGTH } from '../limits';
import { addressType, exactDigits, flag, requiredText } from './address-fields';

/** The Add/Edit Address form, POST /api/address/create and PUT /api/address/{id}. */
export const addressSchema = object({
  fullName: requiredText('fullName'),
  phone: exactDigits('phone', PHONE_LENGTH),
  pincode: exactDigits('pincode', PINCODE_LENGTH),
  locality: requiredText('locality'),
  address: requiredText('address'),
  city: requiredText('city'),
  state: requiredText('state'),
  addressType: addressType('Address type must be home or work'),
  isDefault: flag(),
  openSaturday: flag(),
  openSunday: flag(),
});

export type AddressValues = InferType<typeof addressSchema>;
