import { object, type InferType } from 'yup';
import { PHONE_LENGTH, PINCODE_LENGTH } from '../limits';
import { ADDRESS_LABELS, addressType, flag, requiredText } from './address-fields';

export const SELL_ADDRESS_FAILURE = 'Please correct the errors in the address form';

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

const lettersAndSpaces = (field: 'fullName' | 'locality' | 'city' | 'state') =>
  requiredText(field).matches(LETTERS_AND_SPACES, {
    message: `${ADDRESS_LABELS[field]} should contain only alphabets and spaces`,
    excludeEmptyString: true,
  });

/** Digits only, at most `length` while typing and exactly `length` on submit. */
const digits = (field: 'phone' | 'pincode', length: number) => {
  const label = ADDRESS_LABELS[field];
  return requiredText(field)
    .matches(/^\d+$/, { message: `${label} should contain only digits`, excludeEmptyString: true })
    .max(length, `${label} should not exceed ${length} digits`)
    .min(length, `${label} must be exactly ${length} digits`);
};

/** The new-address step of the sell form (its address travels as JSON in the multipart body). */
export const sellAddressSchema = object({
  fullName: lettersAndSpaces('fullName'),
  phone: digits('phone', PHONE_LENGTH),
  address: requiredText('address'),
  locality: lettersAndSpaces('locality'),
  city: lettersAndSpaces('city'),
  state: lettersAndSpaces('state'),
  pincode: digits('pincode', PINCODE_LENGTH),
  addressType: addressType('Address type must be home or work').required('Address type is required'),
  isDefault: flag(),
});

export type SellAddressValues = InferType<typeof sellAddressSchema>;

