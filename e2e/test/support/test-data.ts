import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './cleanup';

/**
 * What the journeys put in place on the server side, as the functions would: catalogue products of their
 * own (so that buying one never takes a demo product away from another journey), and callable requests
 * made as a given user. Products are removed after the journey file with the users it signed up.
 */
const createdProducts = new Map<string, { title: string; sellerUid: string }>();

export interface TestProduct {
  id: string;
  title: string;
  price: number;
}

let productCounter = 0;

/**
 * A live catalogue product sold by `sellerUid` (default: the demo seller), with its approved listing under
 * the same id, as an admin's approval makes them. The title holds a unique word for searching it.
 */
export async function createTestProduct(options: { title: string; price: number; sellerUid?: string }): Promise<TestProduct> {
  const db = getFirestore(adminApp());
  const sellerUid = options.sellerUid ?? (await getAuth(adminApp()).getUserByEmail('seller@campus.ac.in')).uid;
  productCounter += 1;
  const title = `${options.title} ${Date.now().toString(36)}${productCounter}`;
  const ref = db.collection('products').doc();
  const now = new Date().toISOString();
  const words = title.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 1);
  await ref.set({
    title,
    price: options.price,
    originalPrice: Math.round(options.price * 1.5),
    imageURL: '',
    images: [],
    description: `${title}: used for one semester, works perfectly.`,
    category: { name: 'Electronic' },
    subcategory: 'Mobile Phones & Tablets',
    sellerId: sellerUid,
    listingId: ref.id,
    status: 'available',
    createdAt: now,
    keywords: words.flatMap((word) => Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2))),
  });
  await db.collection('listings').doc(ref.id).set({
    sellerId: sellerUid,
    seller: { firstName: 'Test', lastName: 'Seller', email: 'seller@campus.ac.in' },
    productName: title,
    productDescription: `${title}: used for one semester, works perfectly.`,
    expectedPrice: options.price,
    images: [],
    address: [{ fullName: 'Test Seller', phone: '9876543210', address: 'Hostel 4', locality: 'North Campus', city: 'Pune', state: 'Maharashtra', pincode: '411007', addressType: 'home' }],
    category: { name: 'Electronic' },
    subcategory: 'Mobile Phones & Tablets',
    state: 'Request_Approved',
    createdAt: now,
    updatedAt: now,
    productId: ref.id,
  });
  createdProducts.set(ref.id, { title, sellerUid });
  return { id: ref.id, title, price: options.price };
}

/**
 * Removes the products and their listings the journeys created, and the notifications their orders left their
 * sellers (a demo seller's 'New order' names the product's unique title; a journey's own sellers are removed whole).
 */
export async function removeTestProducts(): Promise<void> {
  const db = getFirestore(adminApp());
  const products = [...createdProducts];
  createdProducts.clear();
  for (const [id] of products) {
    await db.collection('products').doc(id).delete();
    await db.collection('listings').doc(id).delete();
  }
  for (const sellerUid of new Set(products.map(([, product]) => product.sellerUid))) {
    const titles = products.filter(([, product]) => product.sellerUid === sellerUid).map(([, product]) => product.title);
    const notifications = await db.collection(`users/${sellerUid}/notifications`).get();
    const left = notifications.docs.filter((doc) => titles.some((title) => String(doc.get('text') ?? '').includes(title)));
    await Promise.all(left.map((doc) => doc.ref.delete()));
  }
}

/** The user's ID token from the Auth emulator (signInWithPassword), for calling the functions as them. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`signing ${email} in failed: ${response.status}`);
  return body.idToken;
}

/** Calls a callable function (e.g. 'placeOrder', 'updateOrderStatus') as the signed-in user; resolves to its result or throws its error message. */
export async function callAs<T>(idToken: string, name: string, data: unknown): Promise<T> {
  const response = await fetch(`${process.env.FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (!response.ok || body.result === undefined) throw new Error(`${name} failed: ${response.status} ${body.error?.message ?? ''}`);
  return body.result;
}

/** The text fields of the address forms (My Addresses, checkout, the sell form). */
export interface AddressInput {
  fullName: string;
  phone: string;
  pincode: string;
  locality: string;
  address: string;
  city: string;
  state: string;
}

/** The delivery address the journeys order to and sell from. */
export const TEST_ADDRESS: AddressInput = {
  fullName: 'Zara Tester',
  phone: '9876543210',
  pincode: '411007',
  locality: 'North Campus',
  address: 'Room 12, Hostel 4',
  city: 'Pune',
  state: 'Maharashtra',
};

/** Places a cash-on-delivery direct-buy order of `product` as the user, on the server (the placeOrder callable); returns the order id. */
export async function placeOrder(idToken: string, product: TestProduct, deliveryMode: 'direct' | 'doorstep' = 'direct'): Promise<string> {
  const order = await callAs<{ _id: string }>(idToken, 'placeOrder', {
    shippingAddress: TEST_ADDRESS,
    products: [{ productId: product.id, quantity: 1 }],
    isDirect: true,
    deliveryMode,
    paymentMethod: 'COD',
    idempotencyKey: randomUUID(),
  });
  return order._id;
}
