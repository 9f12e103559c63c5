/** Test data of our own: catalogue products written with firebase-admin, sell forms, addresses, a tiny PNG. */
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { buildSearchKeywords } from '@campus/common/catalogue';
import { subcategoriesOf } from '@campus/common/categories';
import { COLLECTIONS, type Address, type Product } from '@campus/common/model';
import { adminDb } from './admin-sdk';

/** A short unique token for names, e-mails and search words. */
export const uniqueTag = (): string => randomUUID().replace(/-/g, '').slice(0, 10);

const PRODUCT_ID_PREFIX = 'api-test-';
// A picture that loads without a network: the browser journeys share this catalogue and fail on console errors.
const TEST_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'/>")}`;

/** Every product this test file wrote, removed after the file: other suites and the journeys share the catalogue. */
const createdProductIds = new Set<string>();
afterAll(async () => {
  const batch = adminDb().batch();
  for (const id of createdProductIds) batch.delete(adminDb().collection(COLLECTIONS.products).doc(id));
  await batch.commit();
  createdProductIds.clear();
});

export interface ProductFixture {
  title?: string;
  price?: number;
  category?: string;
  status?: Product['status'];
  createdAt?: string;
}

/**
 * An available catalogue product written straight to products/{id}, in the shape of the model's
 * Product, with a unique id. Returns the id.
 */
export async function createProduct(fixture: ProductFixture = {}): Promise<string> {
  const id = `${PRODUCT_ID_PREFIX}${uniqueTag()}`;
  const title = fixture.title ?? `Test product ${id}`;
  const category = fixture.category ?? 'Electronic';
  const price = fixture.price ?? 1500;
  const subcategory = subcategoriesOf(category)[0] ?? '';
  const imageURL = TEST_IMAGE_URL;
  const product: Product = {
    title,
    price,
    originalPrice: price * 2,
    imageURL,
    images: [{ imageUrl: imageURL }],
    description: `Description of ${title}`,
    category: { name: category },
    subcategory,
    sellerId: `api-test-seller-${uniqueTag()}`,
    listingId: '',
    status: fixture.status ?? 'available',
    createdAt: fixture.createdAt ?? new Date().toISOString(),
    keywords: buildSearchKeywords(title, category, subcategory),
  };
  await adminDb().collection(COLLECTIONS.products).doc(id).create(product);
  createdProductIds.add(id);
  return id;
}

/** The stored document, for checks the API does not show (e.g. what an order keeps of a card). */
export async function readDocument(collection: string, id: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().collection(collection).doc(id).get()).data();
}

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
