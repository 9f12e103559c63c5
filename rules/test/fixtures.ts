import {
  reviewId,
  type Address,
  type CartEntry,
  type Listing,
  type Order,
  type Product,
  type Review,
  type UserProfile,
  type WishlistEntry,
} from '@campus/common/model';
import { ACCOUNTS } from './rules-env';

/** The seeded world of every rules test: bob sells p1 (available), p2 (sold) and p3 (available) to alice. */

export const NOW = '2024-04-06T10:00:00.000Z';
export const LATER = '2024-04-07T08:30:00.000Z';

const product = (id: string, title: string, price: number, status: Product['status']): Product => ({
  title,
  price,
  originalPrice: price * 2,
  imageURL: `https://example.test/${id}.jpg`,
  images: [{ imageUrl: `https://example.test/${id}.jpg` }],
  description: `${title}, lightly used.`,
  category: { name: 'Electronic' },
  subcategory: 'Laptops & Accessories',
  sellerId: ACCOUNTS.bob.uid,
  listingId: `listing-${id}`,
  status,
  createdAt: NOW,
  keywords: title.toLowerCase().split(' '),
});

export const products = {
  p1: product('p1', 'Dell Latitude laptop', 18000, 'available'),
  p2: product('p2', 'Canon camera', 9000, 'sold'),
  p3: product('p3', 'Study desk', 1500, 'available'),
};

export const aliceProfile: UserProfile = {
  firstName: 'Alice',
  lastName: 'Rao',
  email: ACCOUNTS.alice.email,
  mobileNumber: '9876543210',
  gender: 'female',
  birthDate: '2003-05-14',
  createdAt: NOW,
};

export const homeAddress: Address = {
  fullName: 'Alice Rao',
  phone: '9876543210',
  pincode: '560001',
  locality: 'Hostel Block C',
  address: 'Room 214, Campus Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  addressType: 'home',
  isDefault: true,
  openSaturday: false,
  openSunday: false,
};

export const cartEntry: CartEntry = { quantity: 1, addedAt: NOW };
export const wishlistEntry: WishlistEntry = { addedAt: NOW };

/** A review by `uid` of product p1 (or `productId`), copying the product as the rules require. */
export const reviewOf = (uid: string, productId: keyof typeof products = 'p1'): Review => ({
  productId,
  userId: uid,
  rating: 4,
  comment: 'Works well, battery holds three hours.',
  user: { firstName: uid, lastName: 'Student' },
  product: { title: products[productId].title, imageURL: products[productId].imageURL, price: products[productId].price },
  createdAt: NOW,
  updatedAt: NOW,
});

const listing = (sellerId: string, productName: string): Listing => ({
  sellerId,
  seller: { firstName: 'Seller', lastName: sellerId, email: `${sellerId}@campus.ac.in` },
  productName,
  productDescription: `${productName} in good condition.`,
  expectedPrice: 2500,
  images: [{ imageUrl: `https://example.test/${sellerId}.jpg`, path: `listings/${sellerId}/l/photo.jpg` }],
  address: [{ ...homeAddress, fullName: sellerId }],
  category: { name: 'Books & Study Materials' },
  subcategory: 'Textbooks & Reference Books',
  state: 'sellrequest',
  createdAt: NOW,
  updatedAt: NOW,
});

const order = (userId: string, sellerId: string): Order => ({
  userId,
  sellerIds: [sellerId],
  user: { firstName: 'Buyer', lastName: userId, email: `${userId}@campus.ac.in`, phone: '9876543210' },
  orderItems: [
    {
      productId: 'p2',
      sellerId,
      product: { title: products.p2.title, description: products.p2.description, imageURL: products.p2.imageURL },
      price: products.p2.price,
      quantity: 1,
    },
  ],
  shippingAddress: homeAddress,
  totalPrice: 9000,
  tax: 450,
  totalAmount: 9450,
  paymentDetails: { paymentMethod: 'COD', paymentStatus: 'PENDING' },
  orderStatus: 'PLACED',
  isDirect: true,
  deliveryMode: 'direct',
  idempotencyKey: `key-${userId}`,
  createdAt: NOW,
  updatedAt: NOW,
});

export const orders = {
  aliceFromBob: order(ACCOUNTS.alice.uid, ACCOUNTS.bob.uid),
  erinFromDave: order('erin', 'dave'),
};

/** Every seeded document by path. */
export const SEED: Record<string, object> = {
  'products/p1': products.p1,
  'products/p2': products.p2,
  'products/p3': products.p3,
  'users/alice': aliceProfile,
  'users/alice/addresses/home': homeAddress,
  'users/alice/cart/p1': cartEntry,
  'users/alice/wishlist/p1': wishlistEntry,
  [`reviews/${reviewId('p1', ACCOUNTS.bob.uid)}`]: reviewOf(ACCOUNTS.bob.uid),
  'listings/alice-books': listing(ACCOUNTS.alice.uid, 'Physics textbook'),
  'listings/bob-chair': listing(ACCOUNTS.bob.uid, 'Study chair'),
  'orders/alice-from-bob': orders.aliceFromBob,
  'orders/erin-from-dave': orders.erinFromDave,
};
