import { test } from 'vitest';
import { adminViewOfFilter, describeAdminQueueQuery, ADMIN_PAGE_SIZE } from '@campus/common/admin-queue';
import { ADMIN_STATUS_FILTERS } from '@campus/common/listing-state';
import { LIST_SORTS, type ListSort } from '@campus/common/list-sort';
import { SEED, orders } from './fixtures';
import { allow, deny, useRulesEnv, type RuleCase, type TestFirestore } from './rules-env';

const check = useRulesEnv(SEED);

// listings/alice-books is alice's sell request, listings/bob-chair is bob's.
const listings: RuleCase[] = [
  allow('a seller can read their own listing', 'alice', (db) => db.doc('listings/alice-books').get()),
  allow('a seller can list their own listings', 'alice', (db) =>
    db.collection('listings').where('sellerId', '==', 'alice').orderBy('createdAt', 'desc').get()),
  allow('an admin can read any listing', 'admin', (db) => db.doc('listings/bob-chair').get()),
  allow('an admin can list the pending sell requests', 'admin', (db) =>
    db.collection('listings').where('state', '==', 'sellrequest').orderBy('createdAt', 'desc').get()),
  deny("a student cannot read another student's listing", 'alice', (db) => db.doc('listings/bob-chair').get()),
  deny('a student cannot list every listing', 'alice', (db) => db.collection('listings').get()),
  deny("a student cannot list another seller's listings", 'alice', (db) => db.collection('listings').where('sellerId', '==', 'bob').get()),
  deny('a visitor cannot read a listing', 'visitor', (db) => db.doc('listings/alice-books').get()),
  deny('a seller cannot create a listing from a client', 'alice', (db) =>
    db.doc('listings/new').set({ sellerId: 'alice', productName: 'Lamp', state: 'sellrequest' })),
  deny('a seller cannot approve their own listing', 'alice', (db) => db.doc('listings/alice-books').update({ state: 'Request_Approved' })),
  deny('a seller cannot cancel their listing from a client', 'alice', (db) => db.doc('listings/alice-books').update({ state: 'cancelrequest' })),
  deny('a seller cannot change the price of their listing', 'alice', (db) => db.doc('listings/alice-books').update({ expectedPrice: 1 })),
  deny('a seller cannot delete their listing', 'alice', (db) => db.doc('listings/alice-books').delete()),
  deny('an admin cannot approve a listing from a client', 'admin', (db) => db.doc('listings/bob-chair').update({ state: 'Request_Approved' })),
];

/** The admin dashboard's queue query (the description the web app turns into its live query), one page of it. */
function adminQueue(db: TestFirestore, filter: (typeof ADMIN_STATUS_FILTERS)[number]['key'], sort: ListSort, search: string) {
  const { where, orderBy } = describeAdminQueueQuery(adminViewOfFilter(filter), sort, search);
  let query = db.collection('listings').orderBy(orderBy.field, orderBy.direction).limit(ADMIN_PAGE_SIZE);
  for (const condition of where) query = query.where(condition.field, condition.op, condition.value);
  return query.get();
}

// Every view of the dashboard, in every order, with and without a search: an admin gets it, a student is refused.
const adminQueues: RuleCase[] = ADMIN_STATUS_FILTERS.flatMap(({ key, label }) =>
  LIST_SORTS.flatMap(({ value: sort }) =>
    ['', 'seller desk'].flatMap((search) => {
      const name = `the admin queue ${label}, ${sort}${search ? `, searching '${search}'` : ''}`;
      return [
        allow(`an admin can read ${name}`, 'admin', (db) => adminQueue(db, key, sort, search)),
        deny(`a student cannot read ${name}`, 'alice', (db) => adminQueue(db, key, sort, search)),
      ];
    }),
  ),
);

// orders/alice-from-bob: alice bought from bob. orders/erin-from-dave: neither alice nor bob is part of it.
const ordersMatrix: RuleCase[] = [
  allow('a buyer can read their order', 'alice', (db) => db.doc('orders/alice-from-bob').get()),
  allow('a buyer with an unverified e-mail can still read their order', 'unverified alice', (db) => db.doc('orders/alice-from-bob').get()),
  allow('a buyer can list their orders', 'alice', (db) =>
    db.collection('orders').where('userId', '==', 'alice').orderBy('createdAt', 'desc').get()),
  allow('a seller can read an order for their item', 'bob', (db) => db.doc('orders/alice-from-bob').get()),
  allow('a seller can list the orders for their items', 'bob', (db) =>
    db.collection('orders').where('sellerIds', 'array-contains', 'bob').orderBy('createdAt', 'desc').get()),
  allow('an admin can read any order', 'admin', (db) => db.doc('orders/erin-from-dave').get()),
  allow('an admin can list every order', 'admin', (db) => db.collection('orders').get()),
  deny("a student cannot read another student's order", 'alice', (db) => db.doc('orders/erin-from-dave').get()),
  deny("a student cannot list another student's orders", 'alice', (db) => db.collection('orders').where('userId', '==', 'erin').get()),
  deny('a student cannot list every order', 'bob', (db) => db.collection('orders').get()),
  deny("a student cannot list another seller's orders", 'bob', (db) => db.collection('orders').where('sellerIds', 'array-contains', 'dave').get()),
  deny('a visitor cannot read an order', 'visitor', (db) => db.doc('orders/alice-from-bob').get()),
  deny('a buyer cannot place an order from a client', 'alice', (db) => db.doc('orders/new').set({ ...orders.aliceFromBob, totalAmount: 1 })),
  deny('a buyer cannot cancel their order from a client', 'alice', (db) => db.doc('orders/alice-from-bob').update({ orderStatus: 'CANCELLED' })),
  deny('a buyer cannot mark their order paid', 'alice', (db) => db.doc('orders/alice-from-bob').update({ 'paymentDetails.paymentStatus': 'PAID' })),
  deny('a buyer cannot delete their order', 'alice', (db) => db.doc('orders/alice-from-bob').delete()),
  deny('a seller cannot ship an order from a client', 'bob', (db) => db.doc('orders/alice-from-bob').update({ orderStatus: 'SHIPPED' })),
  deny('an admin cannot change an order from a client', 'admin', (db) => db.doc('orders/alice-from-bob').update({ orderStatus: 'DELIVERED' })),
];

test.each(listings)('$name', check);
test.each(adminQueues)('$name', check);
test.each(ordersMatrix)('$name', check);
