/** Request payloads and small values of the tests: unique tags, a tiny PNG, addresses, payment details, sell forms. */
import { randomUUID } from 'node:crypto';
import type { Address, ShippingAddress } from '@campus/common/model';

/** A short unique token for names, e-mails and search words. */
export const uniqueTag = (): string => randomUUID().replace(/-/g, '').slice(0, 10);

/** A valid 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const pngBlob = (): Blob => new Blob([PNG_BYTES], { type: 'image/png' });

/** A complete delivery address in the spec's Address shape. */
export const validAddress = (overrides: Partial<Address> = {}): Address => ({
  fullName: 'Asha Verma',
  phone: '9876543210',
  pincode: '560001',
  locality: 'Koramangala',
  address: '12 Hostel Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
  isDefault: false,
  openSaturday: false,
  openSunday: false,
  ...overrides,
});

const { fullName, phone, pincode, locality, address, city, state } = validAddress();
/** The same address as an order keeps it. */
export const SHIPPING_ADDRESS: ShippingAddress = { fullName, phone, pincode, locality, address, city, state };

export const CARD_PAYMENT = {
  paymentMethod: 'CARD',
  paymentInfo: { cardHolder: 'Asha Rani', cardNumber: '4111111111111111', expiryMonth: '2030-12', cvc: '123' },
} as const;

/** The placeOrder callable's input for one `productId`, handed over directly and paid by card. */
export const directCardOrder = (productId: string) => ({
  shippingAddress: SHIPPING_ADDRESS,
  products: [{ productId, quantity: 1 }],
  isDirect: true,
  idempotencyKey: randomUUID(),
  ...CARD_PAYMENT,
});

export interface SellFields {
  productName: string;
  productDescription: string;
  expectedPrice: string;
  mainCategory: string;
  subcategory: string;
  address: string;
}

export const validSellFields = (productName: string): SellFields => ({
  productName,
  productDescription: 'Barely used, with charger and box',
  expectedPrice: '2499',
  mainCategory: 'Electronic',
  subcategory: 'Mobile Phones & Tablets',
  address: JSON.stringify(validAddress({ isDefault: true })),
});

/** The multipart body of POST /api/user/sell-product/: the given text fields and `images` PNG files. */
export function sellForm(fields: Partial<SellFields>, images = 1): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (let index = 0; index < images; index += 1) form.append('productimages', pngBlob(), `photo-${index}.png`);
  return form;
}
