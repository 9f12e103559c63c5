import { test } from 'vitest';
import type { UserProfile } from '@campus/common/model';
import { NOW, SEED, aliceProfile } from './fixtures';
import { ACCOUNTS, allow, deny, useRulesEnv, type RuleCase, type TestFirestore } from './rules-env';

const check = useRulesEnv(SEED);

const { alice, bob } = ACCOUNTS;

// bob has no profile yet: his creates are the sign-up path; alice's updates edit a seeded profile.
const bobsProfile: UserProfile = { ...aliceProfile, firstName: 'Bob', lastName: 'Iyer', email: bob.email, gender: 'male', createdAt: NOW };

const bobCreates =
  (changes: Record<string, unknown> = {}, uid: string = bob.uid) =>
  (db: TestFirestore) =>
    db.doc(`users/${uid}`).set({ ...bobsProfile, ...changes });

const aliceUpdates = (changes: Record<string, unknown>) => (db: TestFirestore) => db.doc(`users/${alice.uid}`).update(changes);

const reading: RuleCase[] = [
  allow('a student can read their own profile', 'alice', (db) => db.doc('users/alice').get()),
  allow('a student with an unverified e-mail can read their own profile', 'unverified alice', (db) => db.doc('users/alice').get()),
  allow('an admin can read any profile', 'admin', (db) => db.doc('users/alice').get()),
  allow('an admin can list profiles', 'admin', (db) => db.collection('users').get()),
  deny("a student cannot read another student's profile", 'bob', (db) => db.doc('users/alice').get()),
  deny('a student cannot list profiles', 'bob', (db) => db.collection('users').get()),
  deny('a visitor cannot read a profile', 'visitor', (db) => db.doc('users/alice').get()),
];

const creating: RuleCase[] = [
  allow('a student can create their own profile', 'bob', bobCreates()),
  allow('a student with an unverified e-mail can create their own profile', 'unverified bob', bobCreates()),
  deny("a student with an unverified e-mail cannot create another user's profile", 'unverified bob', bobCreates({}, 'erin')),
  allow('a student can create a profile with no mobile number, gender or birth date', 'bob',
    bobCreates({ mobileNumber: '', gender: '', birthDate: '' })),
  deny('a visitor cannot create a profile', 'visitor', bobCreates()),
  deny("a student cannot create another user's profile", 'bob', bobCreates({}, 'erin')),
  deny('a student cannot create a profile with another email than their sign-in email', 'bob', bobCreates({ email: 'boss@campus.ac.in' })),
  deny('a student cannot give themselves a role', 'bob', bobCreates({ role: 'admin' })),
  deny('a student cannot leave a key out of the profile', 'bob', (db) => {
    const { birthDate: _dropped, ...profile } = bobsProfile;
    return db.doc(`users/${bob.uid}`).set(profile);
  }),
  ...['987654321', '98765432100', '98765abcde'].map((mobileNumber) =>
    deny(`a student cannot save the mobile number ${mobileNumber}`, 'bob', bobCreates({ mobileNumber }))),
  deny("a student cannot set gender 'other'", 'bob', bobCreates({ gender: 'other' })),
  deny('a student cannot save an empty first name', 'bob', bobCreates({ firstName: '' })),
  deny('a student cannot save a first name over 100 characters', 'bob', bobCreates({ firstName: 'B'.repeat(101) })),
  deny('a student cannot save a birth date that is not a short string', 'bob', bobCreates({ birthDate: 20030514 })),
];

const updating: RuleCase[] = [
  allow('a student can update their name, mobile number, gender and birth date', 'alice',
    aliceUpdates({ firstName: 'Alicia', lastName: 'R', mobileNumber: '9123456780', gender: '', birthDate: '2003-06-01' })),
  allow('a student with an unverified e-mail can update their name', 'unverified alice', aliceUpdates({ firstName: 'Alicia' })),
  deny('a student cannot change their email', 'alice', aliceUpdates({ email: 'alice@elsewhere.com' })),
  deny('a student cannot change when their profile was created', 'alice', aliceUpdates({ createdAt: '2020-01-01T00:00:00.000Z' })),
  deny('a student cannot make themselves admin through their profile', 'alice', aliceUpdates({ role: 'admin' })),
  deny('a student cannot save a 9-digit mobile number', 'alice', aliceUpdates({ mobileNumber: '987654321' })),
  deny("a student cannot update another student's profile", 'bob', aliceUpdates({ firstName: 'Mallory' })),
  deny("an admin cannot update a student's profile", 'admin', aliceUpdates({ firstName: 'Mallory' })),
];

const deleting: RuleCase[] = [
  deny('a student cannot delete their own profile', 'alice', (db) => db.doc('users/alice').delete()),
  deny('an admin cannot delete a profile from a client', 'admin', (db) => db.doc('users/alice').delete()),
];

test.each(reading)('$name', check);
test.each(creating)('$name', check);
test.each(updating)('$name', check);
test.each(deleting)('$name', check);
