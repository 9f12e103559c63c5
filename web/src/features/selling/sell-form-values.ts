import { object, string, ValidationError } from 'yup';
import type { ListingAddress } from '@campus/common/model';
import { sellAddressSchema } from '@campus/common/schemas/sell-address';
import { sellSchema } from '@campus/common/schemas/sell';
import type { SavedAddress } from '../../lib/addresses';

/** The category step's choice. */
export interface SellCategoryChoice {
  mainCategory: string;
  subcategory: string;
}

export const categorySchema = sellSchema.pick(['mainCategory', 'subcategory']);

export type NewAddressValues = ListingAddress;

export type NewAddressField = Exclude<keyof NewAddressValues, 'addressType'>;

export const EMPTY_NEW_ADDRESS: NewAddressValues = {
  fullName: '',
  phone: '',
  address: '',
  locality: '',
  city: '',
  state: '',
  pincode: '',
  addressType: 'home',
};

/** The address radio's value for 'enter a new address' (saved addresses use their ids). */
export const NEW_ADDRESS = 'new';

/** Step 2's values; the category comes from step 1. */
export interface SellFormValues {
  productName: string;
  productDescription: string;
  /** As typed: digits and at most one decimal point (priceInput). */
  expectedPrice: string;
  /** The ids of the chosen photos; the photos themselves live in the photo queue. */
  images: string[];
  /** A saved address id, NEW_ADDRESS, or '' until the saved addresses are known. */
  addressChoice: string;
  address: NewAddressValues;
}

/** Step 2: common's sell schema, and the sell form's own address rules when a new address is entered. */
export const sellFormSchema = sellSchema.omit(['mainCategory', 'subcategory']).shape({
  addressChoice: string().required('Please choose an address'),
  address: object().when('addressChoice', {
    is: NEW_ADDRESS,
    then: () => sellAddressSchema,
  }),
});

/** Rules the user can break while typing (characters, length limits): their messages show at once, before the field is left. */
const TYPING_RULES = new Set(['matches', 'max']);

/** The new-address field's message when `value` breaks a typing rule, else undefined. */
export function typingError(field: NewAddressField, values: NewAddressValues): string | undefined {
  try {
    sellAddressSchema.validateSyncAt(field, values);
    return undefined;
  } catch (error) {
    return error instanceof ValidationError && error.type !== undefined && TYPING_RULES.has(error.type) ? error.message : undefined;
  }
}

/** The listing's address: the chosen saved address or the new one, trimmed, with only the listing's fields. */
export function chosenAddress(values: SellFormValues, saved: readonly SavedAddress[]): ListingAddress | null {
  const source = values.addressChoice === NEW_ADDRESS ? values.address : saved.find((address) => address.id === values.addressChoice);
  if (!source) return null;
  return {
    fullName: source.fullName.trim(),
    phone: source.phone.trim(),
    address: source.address.trim(),
    locality: source.locality.trim(),
    city: source.city.trim(),
    state: source.state.trim(),
    pincode: source.pincode.trim(),
    addressType: source.addressType,
  };
}
