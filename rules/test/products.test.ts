import { test } from 'vitest';
import { SEED, products } from './fixtures';
import { allow, deny, useRulesEnv, type RuleCase } from './rules-env';

const check = useRulesEnv(SEED);

const catalogue: RuleCase[] = [
  allow('a visitor can get a product', 'visitor', (db) => db.doc('products/p1').get()),
  allow('a visitor can list the available products', 'visitor', (db) =>
    db.collection('products').where('status', '==', 'available').orderBy('createdAt', 'desc').get()),
  allow('a student can get a sold product', 'alice', (db) => db.doc('products/p2').get()),
  allow('an admin can list every product', 'admin', (db) => db.collection('products').get()),
  deny('a visitor cannot create a product', 'visitor', (db) => db.doc('products/new').set(products.p1)),
  deny('a student cannot create a product', 'alice', (db) => db.doc('products/new').set({ ...products.p1, sellerId: 'alice' })),
  deny('a seller cannot change the price of their product', 'bob', (db) => db.doc('products/p1').update({ price: 1 })),
  deny('a seller cannot mark their sold product available again', 'bob', (db) =>
    db.doc('products/p2').update({ status: 'available' })),
  deny('a seller cannot delete their product', 'bob', (db) => db.doc('products/p1').delete()),
  deny('an admin cannot write a product from a client', 'admin', (db) => db.doc('products/p1').update({ title: 'Renamed' })),
  deny('an admin cannot delete a product from a client', 'admin', (db) => db.doc('products/p1').delete()),
];

const elsewhere: RuleCase[] = [
  deny('a visitor cannot read an unknown collection', 'visitor', (db) => db.doc('settings/campus').get()),
  deny('a student cannot write an unknown collection', 'alice', (db) => db.doc('settings/campus').set({ domains: ['x.in'] })),
  deny('an admin cannot read an unknown collection', 'admin', (db) => db.collection('settings').get()),
  deny('a student cannot write an unknown subcollection of their profile', 'alice', (db) =>
    db.doc('users/alice/notes/n1').set({ text: 'hi' })),
];

test.each(catalogue)('$name', check);
test.each(elsewhere)('$name', check);
