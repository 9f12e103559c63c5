import { test } from 'vitest';
import { reviewId } from '@campus/common/model';
import { LATER, SEED, reviewOf } from './fixtures';
import { ACCOUNTS, allow, deny, useRulesEnv, type RuleCase, type TestFirestore } from './rules-env';

const check = useRulesEnv(SEED);

const { alice, bob } = ACCOUNTS;
const bobsReview = `reviews/${reviewId('p1', bob.uid)}`;

/** alice writes `review` (by default her own valid review of p1) under `id` (by default p1_alice). */
const aliceReviews =
  (changes: Record<string, unknown> = {}, id = reviewId('p1', alice.uid)) =>
  (db: TestFirestore) =>
    db.doc(`reviews/${id}`).set({ ...reviewOf(alice.uid), ...changes });

const p1Copy = reviewOf(alice.uid).product;

const reading: RuleCase[] = [
  allow('a visitor can read a review', 'visitor', (db) => db.doc(bobsReview).get()),
  allow("a visitor can list a product's reviews", 'visitor', (db) =>
    db.collection('reviews').where('productId', '==', 'p1').orderBy('createdAt', 'desc').get()),
  allow("a student can list their own reviews", 'bob', (db) => db.collection('reviews').where('userId', '==', bob.uid).get()),
  allow('a student with an unverified e-mail can read a review', 'unverified alice', (db) => db.doc(bobsReview).get()),
];

const creating: RuleCase[] = [
  allow('a student can review an existing product under {productId}_{uid}', 'alice', aliceReviews()),
  allow('a student can review without a comment', 'alice', aliceReviews({ comment: '' })),
  allow('a student can review a sold product', 'alice', aliceReviews({ productId: 'p2', product: reviewOf(alice.uid, 'p2').product }, reviewId('p2', alice.uid))),
  allow('a student can write a comment of 1000 characters', 'alice', aliceReviews({ comment: 'x'.repeat(1000) })),
  deny('a visitor cannot write a review', 'visitor', aliceReviews()),
  deny('a student with an unverified e-mail cannot review a product', 'unverified alice', aliceReviews()),
  deny("a student cannot write a review under another user's id", 'alice', aliceReviews({}, reviewId('p1', 'dave'))),
  deny('a student cannot write a review in the name of another user', 'alice', aliceReviews({ userId: 'dave' }, reviewId('p1', 'dave'))),
  deny('a student cannot set another userId on their own review id', 'alice', aliceReviews({ userId: bob.uid })),
  deny('a student cannot file a second review of the same product under another id', 'bob', (db) =>
    db.doc(`reviews/p1_${bob.uid}_2`).set(reviewOf(bob.uid))),
  deny('a student cannot review a product that does not exist', 'alice', aliceReviews({ productId: 'ghost' }, reviewId('ghost', alice.uid))),
  deny('a student cannot point productId at another product than the review id', 'alice', aliceReviews({ productId: 'p3' })),
  ...[0, 6, 4.5, '5', null].map((rating) =>
    deny(`a student cannot give a rating of ${JSON.stringify(rating)}`, 'alice', aliceReviews({ rating }))),
  deny('a student cannot write a comment over 1000 characters', 'alice', aliceReviews({ comment: 'x'.repeat(1001) })),
  deny('a student cannot write a comment that is not a string', 'alice', aliceReviews({ comment: 42 })),
  deny("a student cannot change the product's price in the review", 'alice', aliceReviews({ product: { ...p1Copy, price: 1 } })),
  deny("a student cannot change the product's title in the review", 'alice', aliceReviews({ product: { ...p1Copy, title: 'Free laptop' } })),
  deny("a student cannot change the product's image in the review", 'alice', aliceReviews({ product: { ...p1Copy, imageURL: 'https://evil.test/x.jpg' } })),
  deny('a student cannot add keys to the product copy', 'alice', aliceReviews({ product: { ...p1Copy, sellerId: bob.uid } })),
  deny('a student cannot add keys to a review', 'alice', aliceReviews({ verified: true })),
  deny('a student cannot leave out the timestamps', 'alice', (db) => {
    const { updatedAt: _dropped, ...review } = reviewOf(alice.uid);
    return db.doc(`reviews/${reviewId('p1', alice.uid)}`).set(review);
  }),
  deny('a student cannot write a review without a first name', 'alice', aliceReviews({ user: { firstName: '', lastName: 'Rao' } })),
  deny('a student cannot add keys to the author name', 'alice', aliceReviews({ user: { firstName: 'Alice', lastName: 'Rao', role: 'admin' } })),
  deny('a student cannot date a review with something else than an ISO time', 'alice', aliceReviews({ createdAt: 'yesterday' })),
];

const updating: RuleCase[] = [
  allow('the author can change the rating and the comment', 'bob', (db) =>
    db.doc(bobsReview).update({ rating: 5, comment: 'Even better after a month.', updatedAt: LATER })),
  deny('the author with an unverified e-mail cannot change the rating or the comment', 'unverified bob', (db) =>
    db.doc(bobsReview).update({ rating: 5, comment: 'Even better after a month.', updatedAt: LATER })),
  deny('the author cannot set a rating of 6', 'bob', (db) => db.doc(bobsReview).update({ rating: 6, updatedAt: LATER })),
  deny('the author cannot set a rating of 4.5', 'bob', (db) => db.doc(bobsReview).update({ rating: 4.5, updatedAt: LATER })),
  deny("the author cannot change the product's price in the review", 'bob', (db) =>
    db.doc(bobsReview).update({ 'product.price': 1, updatedAt: LATER })),
  deny('the author cannot hand the review to another user', 'bob', (db) => db.doc(bobsReview).update({ userId: alice.uid })),
  deny('the author cannot move the review to another product', 'bob', (db) => db.doc(bobsReview).update({ productId: 'p3' })),
  deny('the author cannot backdate the review', 'bob', (db) => db.doc(bobsReview).update({ createdAt: '2020-01-01T00:00:00.000Z' })),
  deny("a student cannot edit another student's review", 'alice', (db) => db.doc(bobsReview).update({ rating: 1, updatedAt: LATER })),
  deny("an admin cannot edit a student's review", 'admin', (db) => db.doc(bobsReview).update({ rating: 1, updatedAt: LATER })),
  deny('a visitor cannot edit a review', 'visitor', (db) => db.doc(bobsReview).update({ rating: 1, updatedAt: LATER })),
];

const deleting: RuleCase[] = [
  allow('the author can delete their review', 'bob', (db) => db.doc(bobsReview).delete()),
  allow('an admin can delete a review', 'admin', (db) => db.doc(bobsReview).delete()),
  allow('the author with an unverified e-mail can still delete their review', 'unverified bob', (db) => db.doc(bobsReview).delete()),
  deny("a student with an unverified e-mail cannot delete another student's review", 'unverified alice', (db) => db.doc(bobsReview).delete()),
  deny("a student cannot delete another student's review", 'alice', (db) => db.doc(bobsReview).delete()),
  deny('a visitor cannot delete a review', 'visitor', (db) => db.doc(bobsReview).delete()),
];

test.each(reading)('$name', check);
test.each(creating)('$name', check);
test.each(updating)('$name', check);
test.each(deleting)('$name', check);
