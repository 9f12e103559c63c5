/** Sign-up, sign-in and the user's own profile. */
import { logger } from 'firebase-functions';
import { EMAIL_IMMUTABLE, INVALID_CREDENTIALS, PROFILE_NOT_FOUND, USER_EXISTS } from '@campus/common/messages';
import type { UserProfile } from '@campus/common/model';
import { profileUpdateSchema } from '@campus/common/schemas/profile';
import { signInSchema, type SignInValues } from '@campus/common/schemas/sign-in';
import { signUpSchema, type SignUpValues } from '@campus/common/schemas/sign-up';
import { asRecord } from '@campus/common/values';
import { requireCampusEmail } from '../campus-email-gate';
import { WEB_API_KEY } from '../config';
import { auth } from '../firebase';
import { users, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { validated } from '../validation';
import { newProfile } from './users';

const hasCode = (error: unknown, code: string): boolean => asRecord(error).code === code;

/** The registration form, or invalid-argument with the sign-up schema's message. */
export const readSignUp = (input: unknown): SignUpValues => validated(signUpSchema, input);

/** The sign-in form, or invalid-argument with the sign-in schema's message. */
export const readSignIn = (input: unknown): SignInValues => validated(signInSchema, input);

/**
 * Creates a campus account and its users/{uid} profile, and sends the verification e-mail. Throws
 * invalid-argument with the sign-up schema's message, permission-denied with the campus refusal,
 * already-exists with USER_EXISTS.
 */
export async function signUp(input: unknown): Promise<{ uid: string; email: string }> {
  const { uid, email } = await signUpAndSignIn(readSignUp(input));
  return { uid, email };
}

/**
 * POST /api/auth/signup, and the signUp callable: creates the account of a read registration, signs it in and,
 * with its ID token, asks Auth to send the verification e-mail. Until its link is opened the account may
 * browse but not trade.
 */
export async function signUpAndSignIn(registration: SignUpValues): Promise<{ uid: string; email: string; idToken: string }> {
  const { email } = await createAccount(registration);
  const { uid, idToken } = await signIn({ email, password: registration.password });
  await sendVerificationEmail(idToken);
  return { uid, email, idToken };
}

async function createAccount({ firstName, lastName, email, password }: SignUpValues): Promise<{ uid: string; email: string }> {
  requireCampusEmail(email);
  const normalisedEmail = email.toLowerCase();
  let uid: string;
  try {
    ({ uid } = await auth.createUser({ email: normalisedEmail, password, displayName: `${firstName} ${lastName}` }));
  } catch (error) {
    if (hasCode(error, 'auth/email-already-exists')) throw new AppError('already-exists', USER_EXISTS);
    throw error;
  }
  try {
    await users.doc(uid).create(newProfile({ firstName, lastName }, normalisedEmail));
  } catch (error) {
    await auth.deleteUser(uid);
    throw error;
  }
  return { uid, email: normalisedEmail };
}

/** A method of the Auth REST API, on the Auth emulator when there is one. */
function authEndpoint(method: 'signInWithPassword' | 'sendOobCode'): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-key`;
  const key = WEB_API_KEY.value();
  if (!key) throw new Error('The WEB_API_KEY parameter is not set');
  return `https://identitytoolkit.googleapis.com/v1/accounts:${method}?key=${encodeURIComponent(key)}`;
}

const postJson = (url: string, body: unknown): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Auth sends the account of `idToken` its verification e-mail (the Auth emulator keeps it: GET
 * /emulator/v1/projects/{project}/oobCodes lists the link). A failure is logged, not thrown: the account
 * exists by now, and the page's 'Resend e-mail' sends another.
 */
async function sendVerificationEmail(idToken: string): Promise<void> {
  const response = await postJson(authEndpoint('sendOobCode'), { requestType: 'VERIFY_EMAIL', idToken });
  if (response.ok) return;
  const { message } = asRecord(asRecord(await response.json().catch(() => null)).error);
  logger.error(`Auth sendOobCode answered ${response.status}`, { message });
}

/** Signs in through the Auth REST API and returns the Firebase ID token; unauthenticated with INVALID_CREDENTIALS on bad credentials. */
export async function signIn({ email, password }: SignInValues): Promise<{ idToken: string; uid: string }> {
  const response = await postJson(authEndpoint('signInWithPassword'), { email, password, returnSecureToken: true });
  const { idToken, localId } = asRecord(await response.json());
  if (response.ok && typeof idToken === 'string' && typeof localId === 'string') return { idToken, uid: localId };
  if (response.status === 400) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
  throw new Error(`Auth sign-in answered ${response.status}`);
}

export type ApiProfile = ApiEntity<Omit<UserProfile, 'createdAt'> & { role?: 'admin' }>;

/** The user's profile as GET /api/users/profile shows it; role 'admin' comes from the custom claim. */
export async function getProfile(uid: string, isAdmin: boolean): Promise<ApiProfile> {
  const profile = (await users.doc(uid).get()).data();
  if (!profile) throw new AppError('not-found', PROFILE_NOT_FOUND);
  const { firstName, lastName, email, mobileNumber, gender, birthDate } = profile;
  return withApiId(uid, { firstName, lastName, email, mobileNumber, gender, birthDate, ...(isAdmin ? { role: 'admin' as const } : {}) });
}

/** Updates names, mobile, gender and birth date; the e-mail is the account's and cannot change here. */
export async function updateProfile(uid: string, isAdmin: boolean, input: unknown): Promise<ApiProfile> {
  const values = validated(profileUpdateSchema, input);
  const ref = users.doc(uid);
  const current = (await ref.get()).data();
  if (!current) throw new AppError('not-found', PROFILE_NOT_FOUND);
  if (values.email.toLowerCase() !== current.email.toLowerCase()) throw new AppError('invalid-argument', EMAIL_IMMUTABLE);
  const { firstName, lastName, mobileNumber, gender, birthDate } = values;
  await ref.update({ firstName, lastName, mobileNumber, gender, birthDate });
  return getProfile(uid, isAdmin);
}
