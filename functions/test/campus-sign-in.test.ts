/**
 * Campus single sign-on on the server side, through the web SDK against the Auth emulator, which takes a fake
 * provider ID token (strict JSON claims) in place of Google's or Microsoft's: the beforeUserCreated function
 * lets only campus addresses in, whatever the provider, gives every account it lets in a users/{uid} profile
 * with the provider's names, and one address stays one account when a password student later uses Google.
 */
import { randomUUID } from 'node:crypto';
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  linkWithCredential,
  OAuthProvider,
  signInWithCredential,
  signInWithEmailAndPassword,
  type AuthCredential,
  type UserCredential,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { CAMPUS_EMAIL_REFUSAL } from '@campus/common/messages';
import { users } from '../src/collections';
import { auth } from '../src/firebase';
import { trackTestUser } from './support/test-data';
import { TEST_PASSWORD, createTestUser, uniqueCampusEmail } from './support/users';
import { testClient } from './support/web-client';

// The Functions emulator starts the blocking function's worker on its first call: several seconds here.
const COLD_START = { timeout: 90_000 };

/** What a provider says about the student in its ID token; the emulator reads it as strict JSON. */
const providerClaims = (email: string, claims: Record<string, unknown> = {}) =>
  JSON.stringify({ sub: randomUUID(), email, email_verified: true, given_name: 'Asha', family_name: 'Verma', name: 'Asha Verma', ...claims });

const google = (email: string, claims?: Record<string, unknown>): AuthCredential => GoogleAuthProvider.credential(providerClaims(email, claims));
const microsoft = (email: string, claims?: Record<string, unknown>): AuthCredential =>
  new OAuthProvider('microsoft.com').credential({ idToken: providerClaims(email, claims) });

/** Signs in with the provider's credential on a fresh client; the account it makes is removed after the file. */
async function signInWith(credential: AuthCredential): Promise<UserCredential> {
  const signedIn = await signInWithCredential((await testClient()).auth, credential);
  trackTestUser(signedIn.user.uid);
  return signedIn;
}

/** The providers linked to the account, sorted. */
async function providersOf(uid: string): Promise<string[]> {
  return (await auth.getUser(uid)).providerData.map((provider) => provider.providerId).sort();
}

/** Every account holding the address, read from the whole user list (not the by-e-mail lookup, which finds one at most). */
async function accountsWith(email: string): Promise<string[]> {
  const found: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    found.push(...page.users.filter((user) => user.email === email).map((user) => user.uid));
    pageToken = page.pageToken;
  } while (pageToken !== undefined);
  return found;
}

async function profileOf(uid: string) {
  return (await users.doc(uid).get()).data();
}

describe('only campus addresses get in, whatever the provider', COLD_START, () => {
  it.each([
    ['Google', google],
    ['Microsoft', microsoft],
  ])('%s with a gmail.com address is refused with the sign-up page message, and no account is made', async (_provider, credential) => {
    const email = `${randomUUID().slice(0, 8)}@gmail.com`;
    const client = await testClient();
    await expect(signInWithCredential(client.auth, credential(email))).rejects.toThrow(CAMPUS_EMAIL_REFUSAL);
    expect(await accountsWith(email)).toEqual([]);
  });
});

describe('every account gets its profile, however it was created', COLD_START, () => {
  it("Google: the provider's given and family names, the e-mail lower-cased", async () => {
    const email = uniqueCampusEmail();
    const { user } = await signInWith(google(email.toUpperCase()));
    expect(user.email).toBe(email);
    expect(await profileOf(user.uid)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email,
      mobileNumber: '',
      gender: '',
      birthDate: '',
      createdAt: expect.any(String),
    });
  });

  it("Microsoft: its profile's givenName and surname", async () => {
    const email = uniqueCampusEmail();
    const { user } = await signInWith(microsoft(email, { given_name: undefined, family_name: undefined, givenName: 'Rohan', surname: 'Iyer Das' }));
    expect(await profileOf(user.uid)).toMatchObject({ firstName: 'Rohan', lastName: 'Iyer Das', email });
  });

  it('a provider that sends only a full name: the name split at its first space', async () => {
    const email = uniqueCampusEmail();
    const { user } = await signInWith(google(email, { given_name: undefined, family_name: undefined, name: 'Meera Rani Nair' }));
    expect(await profileOf(user.uid)).toMatchObject({ firstName: 'Meera', lastName: 'Rani Nair', email });
  });

  it('a password account made straight through the Auth API: a profile with the e-mail and no names yet', async () => {
    const email = uniqueCampusEmail();
    const { user } = await createUserWithEmailAndPassword((await testClient()).auth, email, TEST_PASSWORD);
    trackTestUser(user.uid);
    expect(await profileOf(user.uid)).toMatchObject({ firstName: '', lastName: '', email });
  });
});

describe('one address, one account', COLD_START, () => {
  it('a verified password student who then uses Google keeps one account, with both ways in linked', async () => {
    const student = await createTestUser();
    const profile = await profileOf(student.uid);

    const { user } = await signInWith(google(student.email));

    expect(user.uid).toBe(student.uid);
    expect(await providersOf(student.uid)).toEqual(['google.com', 'password']);
    expect(await accountsWith(student.email)).toEqual([student.uid]);
    // The sign-up's names stay: no second profile, no overwrite.
    expect(await profileOf(student.uid)).toEqual(profile);
    await signInWithEmailAndPassword((await testClient()).auth, student.email, TEST_PASSWORD);
  });

  it("an unverified password account gives way to Google, which proves the address: same account, the unproven password dropped", async () => {
    const student = await createTestUser({ verified: false });

    const { user } = await signInWith(google(student.email));

    expect(user.uid).toBe(student.uid);
    expect(user.emailVerified).toBe(true);
    expect(await providersOf(student.uid)).toEqual(['google.com']);
    expect(await accountsWith(student.email)).toEqual([student.uid]);
  });

  it('a provider that does not vouch for the address is refused until the student signs in with the password and links it', async () => {
    const student = await createTestUser();
    const client = await testClient();

    const refusal: unknown = await signInWithCredential(client.auth, microsoft(student.email, { email_verified: false })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FirebaseError);
    expect(refusal).toMatchObject({ code: 'auth/account-exists-with-different-credential', customData: { email: student.email } });
    expect(await accountsWith(student.email)).toEqual([student.uid]);

    // What the sign-in page does next: the password for that address, then the provider's credential linked.
    const pending = refusal instanceof FirebaseError ? OAuthProvider.credentialFromError(refusal) : null;
    expect(pending).not.toBeNull();
    const { user } = await signInWithEmailAndPassword(client.auth, student.email, TEST_PASSWORD);
    if (pending) await linkWithCredential(user, pending);

    expect(await providersOf(student.uid)).toEqual(['microsoft.com', 'password']);
    expect(await accountsWith(student.email)).toEqual([student.uid]);
  });
});
