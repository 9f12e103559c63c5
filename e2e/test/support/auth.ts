import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueCampusEmail, webUrl, type Session } from './browser';
import { adminApp, trackSignUp } from './cleanup';
import { expectUrl } from './page';
import { TEST_ADDRESS, type AddressInput } from './test-data';

export const DEMO_BUYER_EMAIL = 'buyer@campus.ac.in';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const randomLetters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * A user nobody has registered yet; names are letters only, as the sign-up form requires. Whatever
 * the journey does with it, the account is removed after the journey file.
 */
export function newUser(prefix: string): NewUser {
  const email = uniqueCampusEmail(prefix);
  trackSignUp(email);
  return { firstName: 'Zara', lastName: `Tester${randomLetters(5)}`, email, password: 'Campus@123' };
}

/** The exact-label field of a form (exact, so 'Password' does not also match 'Show password'). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the text fields of an address form on the page. */
export async function fillAddress(page: Page, values: AddressInput): Promise<void> {
  await field(page, 'Full Name').fill(values.fullName);
  await field(page, 'Mobile Number').fill(values.phone);
  await field(page, 'Pincode').fill(values.pincode);
  await field(page, 'Locality/Town').fill(values.locality);
  await field(page, 'Address (House No, Building, Area, Street)').fill(values.address);
  await field(page, 'City').fill(values.city);
  await field(page, 'State').fill(values.state);
}

/** Checkout's Address step with no saved address: fills the 'New delivery address' form with `values` and saves it. */
export async function addCheckoutAddress(page: Page, values: AddressInput = TEST_ADDRESS): Promise<void> {
  const form = page.getByRole('form', { name: 'New delivery address' });
  for (const [label, value] of [
    ['Full Name', values.fullName],
    ['Phone Number', values.phone],
    ['Pincode', values.pincode],
    ['Locality', values.locality],
    ['Address', values.address],
    ['City', values.city],
    ['State', values.state],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Save Address' }).click();
  await form.waitFor({ state: 'hidden' });
}

/** Fills the /signup form (First Name, Last Name, Email address, Password) without submitting. */
export async function fillSignUpForm(page: Page, user: NewUser): Promise<void> {
  await field(page, 'First Name').fill(user.firstName);
  await field(page, 'Last Name').fill(user.lastName);
  await field(page, 'Email address').fill(user.email);
  await field(page, 'Password').fill(user.password);
}

/**
 * Registers `user` through /signup and waits for the 'Account Created!' screen. Then, unless `verified: false`
 * keeps the address waiting (as a journey of the verification banner does), opens the link of the verification
 * e-mail as the student would, so the next sign-in may trade.
 */
export async function signUpViaUi(page: Page, user: NewUser, { verified = true }: { verified?: boolean } = {}): Promise<void> {
  await page.goto(webUrl('/signup'));
  await fillSignUpForm(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
  if (verified) await openVerificationLink(page, user.email);
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

const isOobCode = (value: unknown): value is OobCode =>
  typeof value === 'object' && value !== null && 'email' in value && 'requestType' in value && 'oobLink' in value && typeof value.oobLink === 'string';

/** The link of the last verification e-mail the Auth emulator kept ("sent") for `email`. */
export async function verificationLinkOf(email: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.GCLOUD_PROJECT}/oobCodes`);
  const body: unknown = await response.json();
  const codes = typeof body === 'object' && body !== null && 'oobCodes' in body && Array.isArray(body.oobCodes) ? body.oobCodes.filter(isOobCode) : [];
  const link = codes.filter((code) => code.email === email.toLowerCase() && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  if (link === undefined) throw new Error(`No verification e-mail was sent to ${email}`);
  return link;
}

/**
 * Opens the verification e-mail's link in a new tab of the student's browser, as from their inbox, and closes
 * the tab: the Auth emulator marks the address verified. The app's tab is left where it was.
 */
export async function openVerificationLink(page: Page, email: string): Promise<void> {
  const link = await verificationLinkOf(email);
  const inbox = await page.context().newPage();
  try {
    const response = await inbox.goto(link);
    expect(response?.ok(), `opening ${link}`).toBe(true);
  } finally {
    await inbox.close();
  }
}

/** Fills and submits the /signin form on the current page. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Asserts the top bar shows a signed-in user: on desktop the avatar (first letter of the first name)
 * instead of the Login link; on mobile the side menu with the user's name and e-mail.
 */
export async function expectSignedIn({ page, isMobile }: Session, user: NewUser): Promise<void> {
  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await menu.getByText(`${user.firstName} ${user.lastName}`).waitFor();
    await menu.getByText(user.email).waitFor();
    expect(await menu.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    return;
  }
  await header.getByText(user.firstName.charAt(0).toUpperCase(), { exact: true }).waitFor();
  expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0);
}

/** Signs `user` in from /signin and waits until the app has left the sign-in page. */
export async function signInViaUi(page: Page, user: Pick<NewUser, 'email' | 'password'>): Promise<void> {
  await page.goto(webUrl('/signin'));
  await submitSignIn(page, user.email, user.password);
  await expectUrl(page, (url) => url.pathname !== '/signin');
}

/**
 * Registers `user` on the server side (Auth account, verified as the demo accounts are, and profile), faster than
 * the UI when sign-up is not what a journey tests.
 */
export async function createAccount(user: NewUser): Promise<string> {
  const { uid } = await getAuth(adminApp()).createUser({
    email: user.email,
    emailVerified: true,
    password: user.password,
    displayName: `${user.firstName} ${user.lastName}`,
  });
  await getFirestore(adminApp())
    .collection('users')
    .doc(uid)
    .set({ firstName: user.firstName, lastName: user.lastName, email: user.email, mobileNumber: '', gender: '', birthDate: '', createdAt: new Date().toISOString() });
  return uid;
}
