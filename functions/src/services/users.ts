/**
 * Who a user is: the users/{uid} profile every account gets however it was created (the signUp service, a
 * client's password sign-up, Google or Microsoft), and the name and e-mail other documents copy from it.
 */
import type { AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { AUTH_REQUIRED } from '@campus/common/messages';
import type { PersonName, SellerSummary, UserProfile } from '@campus/common/model';
import { NAME_MAX_LENGTH } from '@campus/common/limits';
import { splitFullName } from '@campus/common/sanitize';
import { asRecord, asText } from '@campus/common/values';
import { auth } from '../firebase';
import { users } from '../collections';
import { AppError } from '../errors';
import { nowIso } from '../validation';

const ALREADY_EXISTS = 6;

const nameField = (value: string): string => value.trim().slice(0, NAME_MAX_LENGTH);

/** The one way to build a new profile: the names (trimmed, empty when unknown) and the e-mail lower-cased. */
export function newProfile({ firstName, lastName }: PersonName, email: string): UserProfile {
  return {
    firstName: nameField(firstName),
    lastName: nameField(lastName),
    email: email.trim().toLowerCase(),
    mobileNumber: '',
    gender: '',
    birthDate: '',
    createdAt: nowIso(),
  };
}

/** 'Asha Rani Verma' -> Asha, Rani Verma, as the signUp service's display name `${firstName} ${lastName}` splits back. */
export const namesOfDisplayName = (displayName: string | undefined): PersonName => splitFullName(displayName ?? '');

/**
 * The names a provider gave at sign-in: Google and OpenID Connect send given_name and family_name, Microsoft
 * (its Graph profile) givenName and surname; otherwise the account's display name, split.
 */
export function namesFromProvider(profile: unknown, displayName: string | undefined): PersonName {
  const claims = asRecord(profile);
  const firstName = asText(claims.given_name) || asText(claims.givenName);
  const lastName = asText(claims.family_name) || asText(claims.surname);
  if (firstName.trim() !== '' || lastName.trim() !== '') return { firstName, lastName };
  return namesOfDisplayName(displayName);
}

/** Writes the profile unless one exists (two first reads of the same account race); answers the stored one. */
async function createProfile(uid: string, profile: UserProfile): Promise<UserProfile> {
  try {
    await users.doc(uid).create(profile);
    return profile;
  } catch (error) {
    if (asRecord(error).code !== ALREADY_EXISTS) throw error;
    return (await users.doc(uid).get()).data() ?? profile;
  }
}

/**
 * Part of the beforeUserCreated blocking function, after the campus check: an account a client creates (a
 * password sign-up through the Auth API, Google, Microsoft) gets its profile with the provider's names. The
 * Admin SDK's accounts (the signUp service, the seed) skip blocking functions and write their own.
 */
export async function createProfileOfNewAccount(event: AuthBlockingEvent): Promise<void> {
  const { uid, email, displayName } = event.data ?? {};
  if (uid === undefined) return;
  await createProfile(uid, newProfile(namesFromProvider(event.additionalUserInfo?.profile, displayName), email ?? ''));
}

/**
 * Name and e-mail of a user as stored on orders, listings and reviews: from users/{uid}, never from the client.
 * An account without one (made by the Admin SDK without it, or before every account got one) gets it now, named
 * from its Auth record's display name. unauthenticated when the account is gone: its ID token stays valid for up to an hour after a deletion.
 */
export async function userSummary(uid: string): Promise<SellerSummary> {
  const { firstName, lastName, email } = (await users.doc(uid).get()).data() ?? (await profileFromAuthRecord(uid));
  return { firstName, lastName, email };
}

async function profileFromAuthRecord(uid: string): Promise<UserProfile> {
  try {
    const record = await auth.getUser(uid);
    return await createProfile(uid, newProfile(namesOfDisplayName(record.displayName), record.email ?? ''));
  } catch (error) {
    if (asRecord(error).code === 'auth/user-not-found') throw new AppError('unauthenticated', AUTH_REQUIRED);
    throw error;
  }
}
