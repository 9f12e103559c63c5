/** Unique marketplace data for one test: products and listings written through the admin SDK. */
import { randomUUID } from 'node:crypto';
import { buildSearchKeywords } from '@campus/common/catalogue';
import type { Listing, Product, ShippingAddress } from '@campus/common/model';
import { listings, products } from '../../src/collections';

export interface TestProduct {
  productId: string;
  listingId: string;
  title: string;
  price: number;
}

/** An approved listing of `seller` and its available catalogue entry, with a unique title. */
export async function createTestProduct(sellerUid: string, price = 1000): Promise<TestProduct> {
  const title = `Test item ${randomUUID()}`;
  const now = new Date().toISOString();
  const listingRef = listings.doc();
  const productRef = products.doc();
  const listing: Listing = {
    sellerId: sellerUid,
    seller: { firstName: 'Seller', lastName: 'Test', email: `${sellerUid}@campus.ac.in` },
    productName: title,
    productDescription: 'A product made by a test',
    expectedPrice: price,
    images: [],
    address: [],
    category: { name: 'Electronic' },
    subcategory: 'Calculators',
    state: 'Request_Approved',
    createdAt: now,
    updatedAt: now,
    productId: productRef.id,
  };
  const product: Product = {
    title,
    price,
    originalPrice: price * 2,
    imageURL: '',
    images: [],
    description: 'A product made by a test',
    category: { name: 'Electronic' },
    subcategory: 'Calculators',
    sellerId: sellerUid,
    listingId: listingRef.id,
    status: 'available',
    createdAt: now,
    keywords: buildSearchKeywords(title, 'Electronic', 'Calculators'),
  };
  await Promise.all([listingRef.set(listing), productRef.set(product)]);
  return { productId: productRef.id, listingId: listingRef.id, title, price };
}

export const SHIPPING_ADDRESS: ShippingAddress = {
  fullName: 'Asha Rani',
  phone: '9876543210',
  pincode: '560001',
  locality: 'Koramangala',
  address: '12 Hostel Road',
  city: 'Bengaluru',
  state: 'Karnataka',
};

export const CARD_PAYMENT = {
  paymentMethod: 'CARD',
  paymentInfo: { cardHolder: 'Asha Rani', cardNumber: '4111111111111111', expiryMonth: '2030-12', cvc: '123' },
} as const;
