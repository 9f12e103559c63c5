import { test } from 'vitest';
import { LATER, SEED, cartEntry, homeAddress, wishlistEntry } from './fixtures';
import { allow, deny, useRulesEnv, type RuleCase, type TestFirestore } from './rules-env';

const check = useRulesEnv(SEED);

// alice owns every document here; bob is the other student.
const write =
  (path: string, base: object) =>
  (changes: Record<string, unknown> = {}) =>
  (db: TestFirestore) =>
    db.doc(path).set({ ...base, ...changes });

const workAddress = { ...homeAddress, addressType: 'work', isDefault: false, openSaturday: true, openSunday: false };
const newAddress = write('users/alice/addresses/hostel', workAddress);
const editHome = write('users/alice/addresses/home', homeAddress);

const addresses: RuleCase[] = [
  allow('a student can read their address', 'alice', (db) => db.doc('users/alice/addresses/home').get()),
  allow('a student can list their addresses', 'alice', (db) => db.collection('users/alice/addresses').get()),
  deny("a student cannot read another student's address", 'bob', (db) => db.doc('users/alice/addresses/home').get()),
  deny("a student cannot list another student's addresses", 'bob', (db) => db.collection('users/alice/addresses').get()),
  deny("an admin cannot read a student's addresses", 'admin', (db) => db.collection('users/alice/addresses').get()),
  deny('a visitor cannot read an address', 'visitor', (db) => db.doc('users/alice/addresses/home').get()),
  allow('a student can add a work address open on Saturday', 'alice', newAddress()),
  allow('a student with an unverified e-mail can add an address', 'unverified alice', newAddress()),
  deny("a student cannot add an address to another student's book", 'bob', newAddress()),
  deny('a visitor cannot add an address', 'visitor', newAddress()),
  ...['987654321', '98765432101', '98765-4321'].map((phone) => deny(`a student cannot save the phone ${phone}`, 'alice', newAddress({ phone }))),
  ...['56000', '5600011', '56OOO1'].map((pincode) => deny(`a student cannot save the pincode ${pincode}`, 'alice', newAddress({ pincode }))),
  ...['fullName', 'locality', 'address', 'city', 'state'].map((field) =>
    deny(`a student cannot save an address with an empty ${field}`, 'alice', newAddress({ [field]: '' }))),
  deny("a student cannot save the address type 'office'", 'alice', newAddress({ addressType: 'office' })),
  ...['isDefault', 'openSaturday', 'openSunday'].map((field) =>
    deny(`a student cannot save ${field} as text`, 'alice', newAddress({ [field]: 'yes' }))),
  deny('a student cannot add keys to an address', 'alice', newAddress({ landmark: 'Near the gate' })),
  deny('a student cannot leave a key out of an address', 'alice', (db) => {
    const { openSunday: _dropped, ...address } = workAddress;
    return db.doc('users/alice/addresses/hostel').set(address);
  }),
  allow('a student can unset the default flag of their address', 'alice', (db) => db.doc('users/alice/addresses/home').update({ isDefault: false })),
  allow('a student can edit their address', 'alice', editHome({ city: 'Mysuru', pincode: '570001' })),
  deny('a student cannot edit their address into a 5-digit pincode', 'alice', editHome({ pincode: '57000' })),
  deny("a student cannot edit another student's address", 'bob', editHome({ city: 'Mysuru' })),
  allow('a student can delete their address', 'alice', (db) => db.doc('users/alice/addresses/home').delete()),
  deny("a student cannot delete another student's address", 'bob', (db) => db.doc('users/alice/addresses/home').delete()),
  deny("an admin cannot delete a student's address", 'admin', (db) => db.doc('users/alice/addresses/home').delete()),
];

const addToCart = (productId: string, changes: Record<string, unknown> = {}) => write(`users/alice/cart/${productId}`, cartEntry)(changes);

const cart: RuleCase[] = [
  allow('a student can read their cart', 'alice', (db) => db.collection('users/alice/cart').get()),
  deny("a student cannot read another student's cart", 'bob', (db) => db.collection('users/alice/cart').get()),
  deny("an admin cannot read a student's cart", 'admin', (db) => db.doc('users/alice/cart/p1').get()),
  deny('a visitor cannot read a cart', 'visitor', (db) => db.doc('users/alice/cart/p1').get()),
  allow('a student can add an available product to their cart', 'alice', addToCart('p3', { quantity: 2 })),
  allow('a student with an unverified e-mail can keep a cart', 'unverified alice', addToCart('p3')),
  deny('a student with an unverified e-mail cannot add a sold product to their cart', 'unverified alice', addToCart('p2')),
  deny('a student cannot add a sold product to their cart', 'alice', addToCart('p2')),
  deny('a student cannot add a product that does not exist to their cart', 'alice', addToCart('ghost')),
  deny("a student cannot add to another student's cart", 'bob', addToCart('p3')),
  ...[0, 11, 1.5, '2'].map((quantity) =>
    deny(`a student cannot put a quantity of ${JSON.stringify(quantity)} in their cart`, 'alice', addToCart('p3', { quantity }))),
  deny('a student cannot put a price in their cart', 'alice', addToCart('p3', { price: 1 })),
  deny('a student cannot add to their cart without addedAt', 'alice', (db) => db.doc('users/alice/cart/p3').set({ quantity: 1 })),
  allow('a student can change the quantity in their cart', 'alice', (db) => db.doc('users/alice/cart/p1').update({ quantity: 10 })),
  deny('a student cannot raise the quantity in their cart above 10', 'alice', (db) => db.doc('users/alice/cart/p1').update({ quantity: 11 })),
  deny("a student cannot change another student's cart", 'bob', (db) => db.doc('users/alice/cart/p1').update({ quantity: 2 })),
  allow('a student can remove a product from their cart', 'alice', (db) => db.doc('users/alice/cart/p1').delete()),
  deny("a student cannot remove from another student's cart", 'bob', (db) => db.doc('users/alice/cart/p1').delete()),
];

const addToWishlist = (productId: string, changes: Record<string, unknown> = {}) =>
  write(`users/alice/wishlist/${productId}`, wishlistEntry)(changes);

const wishlist: RuleCase[] = [
  allow('a student can read their wishlist', 'alice', (db) => db.collection('users/alice/wishlist').get()),
  deny("a student cannot read another student's wishlist", 'bob', (db) => db.collection('users/alice/wishlist').get()),
  deny("an admin cannot read a student's wishlist", 'admin', (db) => db.doc('users/alice/wishlist/p1').get()),
  deny('a visitor cannot read a wishlist', 'visitor', (db) => db.doc('users/alice/wishlist/p1').get()),
  allow('a student can wish for a sold product', 'alice', addToWishlist('p2')),
  allow('a student with an unverified e-mail can keep a wishlist', 'unverified alice', addToWishlist('p3')),
  allow('a student can update when they wished for a product', 'alice', addToWishlist('p1', { addedAt: LATER })),
  deny('a student cannot wish for a product that does not exist', 'alice', addToWishlist('ghost')),
  deny("a student cannot add to another student's wishlist", 'bob', addToWishlist('p3')),
  deny('a student cannot add keys to a wishlist entry', 'alice', addToWishlist('p3', { note: 'for later' })),
  deny('a student cannot date a wishlist entry with a number', 'alice', addToWishlist('p3', { addedAt: 1712397600000 })),
  allow('a student can remove a product from their wishlist', 'alice', (db) => db.doc('users/alice/wishlist/p1').delete()),
  deny("a student cannot remove from another student's wishlist", 'bob', (db) => db.doc('users/alice/wishlist/p1').delete()),
];

test.each(addresses)('$name', check);
test.each(cart)('$name', check);
test.each(wishlist)('$name', check);
