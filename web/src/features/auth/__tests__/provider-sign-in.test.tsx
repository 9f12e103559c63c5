import { screen, waitFor, within } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { GoogleAuthProvider, linkWithCredential, OAuthProvider, signInWithEmailAndPassword, signInWithPopup, type UserCredential } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPUS_EMAIL_REFUSAL } from '@campus/common/messages';
import { RETURN_URL_KEY } from '../../../lib/return-url';
import { fakeUser } from '../../../testing/fake-user';
import { renderApp } from '../../../testing/render-app';
import { blockingFunctionMessage, POPUP_BLOCKED } from '../api/sign-in-with-provider';
import { WRONG_PASSWORD } from '../components/link-account-dialog';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

// Only the calls that reach the Auth server (or open a popup) are replaced.
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signInWithPopup: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  linkWithCredential: vi.fn(),
}));
const popup = vi.mocked(signInWithPopup);
const passwordSignIn = vi.mocked(signInWithEmailAndPassword);
const link = vi.mocked(linkWithCredential);

const credentialOf = (providerId: string): UserCredential => ({ user: fakeUser(), providerId, operationType: 'signIn' });
const authError = (code: string, message = `Firebase: Error (${code}).`, customData: Record<string, unknown> = { appName: '[DEFAULT]' }) =>
  new FirebaseError(code, message, customData);
/** What the Auth emulator answers when the blocking function refuses the address. */
const EMULATOR_REFUSAL = `Firebase: ((HTTP request to http://127.0.0.1:5001/demo-campus-market/us-central1/checkCampusEmail returned HTTP error 403: {"error":{"message":"${CAMPUS_EMAIL_REFUSAL}","status":"PERMISSION_DENIED"}})) (auth/internal-error).`;

const renderSignIn = () => renderApp(<SignInForm />, { route: '/signin' });
const googleButton = () => screen.getByRole('button', { name: 'Continue with Google' });
const microsoftButton = () => screen.getByRole('button', { name: 'Continue with Microsoft' });

describe('campus single sign-on', { timeout: 20_000 }, () => {
  beforeEach(() => {
    popup.mockReset();
    passwordSignIn.mockReset();
    link.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('offers Google and Microsoft on the sign-up page too', () => {
    renderApp(<SignUpForm />, { route: '/signup' });
    expect(googleButton()).toBeEnabled();
    expect(microsoftButton()).toBeEnabled();
  });

  it('signs in with Google, campus accounts first (hd), and continues to the page that asked', async () => {
    popup.mockResolvedValue(credentialOf('google.com'));
    localStorage.setItem(RETURN_URL_KEY, '/cart');
    const { user, location } = renderSignIn();
    await user.click(googleButton());
    await waitFor(() => expect(location()).toBe('/cart'));
    const provider = popup.mock.calls[0]?.[1];
    expect(provider?.providerId).toBe('google.com');
    expect(provider instanceof GoogleAuthProvider && provider.getCustomParameters()).toMatchObject({ hd: 'campus.ac.in', prompt: 'select_account' });
  });

  it('signs in with Microsoft, hinting the campus domain', async () => {
    popup.mockResolvedValue(credentialOf('microsoft.com'));
    const { user, location } = renderSignIn();
    await user.click(microsoftButton());
    await waitFor(() => expect(location()).toBe('/'));
    const provider = popup.mock.calls[0]?.[1];
    expect(provider?.providerId).toBe('microsoft.com');
    expect(provider instanceof OAuthProvider && provider.getCustomParameters()).toMatchObject({ domain_hint: 'campus.ac.in' });
  });

  it('says nothing when the student closes the popup', async () => {
    popup.mockRejectedValue(authError('auth/popup-closed-by-user'));
    const { user, location } = renderSignIn();
    await user.click(googleButton());
    await waitFor(() => expect(googleButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/signin');
  });

  it("shows a non-campus address the sign-up page's domain message, from the blocking function", async () => {
    popup.mockRejectedValue(authError('auth/internal-error', EMULATOR_REFUSAL));
    const { user } = renderSignIn();
    await user.click(microsoftButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMPUS_EMAIL_REFUSAL);
  });

  it('reads the refusal as production Auth words it too, and nothing from other errors', () => {
    const production = authError(
      'auth/internal-error',
      `Firebase: HTTP Cloud Function returned an error: {"error":{"code":403,"message":"${CAMPUS_EMAIL_REFUSAL}","status":"PERMISSION_DENIED"}} (auth/internal-error).`,
    );
    expect(blockingFunctionMessage(production)).toBe(CAMPUS_EMAIL_REFUSAL);
    expect(blockingFunctionMessage(authError('auth/internal-error'))).toBeNull();
    expect(blockingFunctionMessage(authError('auth/network-request-failed', 'Firebase: {"error":{"message":"x"}}'))).toBeNull();
  });

  it('asks to allow pop-ups when the browser blocked the window', async () => {
    popup.mockRejectedValue(authError('auth/popup-blocked'));
    const { user } = renderSignIn();
    await user.click(googleButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(POPUP_BLOCKED);
  });

  it('links the provider to the password account of the same address, after its password', async () => {
    const signedIn = fakeUser();
    popup.mockRejectedValue(
      authError('auth/account-exists-with-different-credential', undefined, {
        appName: '[DEFAULT]',
        email: 'asha@campus.ac.in',
        _tokenResponse: { providerId: 'microsoft.com', oauthIdToken: '{"sub":"42"}', oauthAccessToken: 'access' },
      }),
    );
    passwordSignIn.mockRejectedValueOnce(authError('auth/invalid-credential')).mockResolvedValue({ user: signedIn, providerId: null, operationType: 'signIn' });
    link.mockResolvedValue(credentialOf('microsoft.com'));
    const { user, location } = renderSignIn();
    await user.click(microsoftButton());

    const dialog = await screen.findByRole('dialog', { name: 'Link Microsoft to your account' });
    expect(dialog).toHaveTextContent('asha@campus.ac.in already has a Campus Marketplace account with a password.');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'Wrong@123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and link Microsoft' }));
    expect(await within(dialog).findByText(WRONG_PASSWORD)).toBeVisible();
    expect(link).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'Campus@123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and link Microsoft' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(passwordSignIn.mock.calls.at(-1)?.slice(1)).toEqual(['asha@campus.ac.in', 'Campus@123']);
    expect(link.mock.calls[0]?.[0]).toBe(signedIn);
    expect(link.mock.calls[0]?.[1]).toMatchObject({ providerId: 'microsoft.com' });
  });
});
