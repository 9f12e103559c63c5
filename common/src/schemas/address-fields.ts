/** Field builders shared by the three address forms, so their common messages cannot drift apart. */
import { boolean, string } from 'yup';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits';

export const ADDRESS_LABELS = {
  fullName: 'Full name',
  phone: 'Phone number',
  pincode: 'Pincode',
  locality: 'Locality',
  address: 'Address',
  city: 'City',
  state: 'State',
} as const;

export type AddressTextField = keyof typeof ADDRESS_LABELS;

/** The same bounds as firestore.rules' address check: a longer value would pass the form and be refused on save. */
const MAX_LENGTHS: Record<AddressTextField, number> = {
  fullName: NAME_MAX_LENGTH,
  phone: ADDRESS_MAX_LENGTH,
  pincode: ADDRESS_MAX_LENGTH,
  locality: NAME_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
  city: NAME_MAX_LENGTH,
  state: NAME_MAX_LENGTH,
};

/** A trimmed required text field: '{Label} is required' unless another message is given. */
export const requiredText = (field: AddressTextField, requiredMessage = `${ADDRESS_LABELS[field]} is required`) =>
  string()
    .trim()
    .required(requiredMessage)
    .max(MAX_LENGTHS[field], `${ADDRESS_LABELS[field]} must be at most ${MAX_LENGTHS[field]} characters`);

/** Exactly `length` digits: fewer gives '{Label} must be exactly n digits'. */
export const exactDigits = (field: 'phone' | 'pincode', length: number, requiredMessage?: string) =>
  requiredText(field, requiredMessage).matches(new RegExp(`^\\d{${length}}$`), `${ADDRESS_LABELS[field]} must be exactly ${length} digits`);

export const addressType = (message: string) => string().oneOf(['home', 'work'] as const, message).default('home');

export const flag = () => boolean().default(false);
