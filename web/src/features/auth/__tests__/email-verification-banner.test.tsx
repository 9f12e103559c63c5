import { act, screen, waitFor } from '@testing-library/react';
import { sendEmailVerification } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../testing/fake-user';
import { renderApp } from '../../../testing/render-app';
import { EmailVerificationBanner, RESEND_INTERVAL_MS, TOO_MANY_RESENDS, VERIFY_TITLE } from '../components/email-verification-banner';

// Only the network call is replaced: the banner, its query and its mutation are the app's own.
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<typeof import('firebase/auth')>()), sendEmailVerification: vi.fn() }));
const sendVerification = vi.mocked(sendEmailVerification);
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const banner = () => screen.queryByRole('region', { name: VERIFY_TITLE });
const resendButton = () => screen.getByRole('button', { name: 'Resend e-mail' });

describe('the e-mail verification banner', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sendVerification.mockReset();
    sendVerification.mockResolvedValue(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells an unverified student what waits for the verification, and where the link went', async () => {
    renderApp(<EmailVerificationBanner user={fakeUser({ emailVerified: false })} />);
    expect(banner()).toBeVisible();
    expect(banner()).toHaveTextContent('You need to verify it before buying, selling, making offers, messaging or reviewing.');
    expect(banner()).toHaveTextContent('Open the link we sent to asha@campus.ac.in.');
    expect(resendButton()).toBeEnabled();
  });

  it("'Resend e-mail' sends a link, then waits a minute before it may send another", async () => {
    const user = fakeUser({ emailVerified: false });
    const { user: clicker } = renderApp(<EmailVerificationBanner user={user} />);
    const start = Date.now();
    await clicker.click(resendButton());
    await waitFor(() => expect(sendVerification).toHaveBeenCalledOnce());
    expect(sendVerification.mock.calls[0]?.[0]).toBe(user);
    expect(sendVerification.mock.calls[0]?.[1]).toEqual({ url: `${window.location.origin}/` });
    expect(await screen.findByText('We sent a new link to asha@campus.ac.in. Check your inbox and spam folder.')).toBeVisible();
    await waitFor(() => expect(resendButton()).toBeDisabled());
    expect(screen.getByText(/You can ask again in (60|59) s/)).toBeVisible();

    // A minute later (the countdown ticks each second) it may send again.
    vi.spyOn(Date, 'now').mockReturnValue(start + RESEND_INTERVAL_MS + 1000);
    await waitFor(() => expect(resendButton()).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByText(/You can ask again/)).not.toBeInTheDocument();
  });

  it('keeps the minute across a reload of the page', async () => {
    localStorage.setItem('verificationEmailSentAt', String(Date.now() - 20_000));
    renderApp(<EmailVerificationBanner user={fakeUser({ emailVerified: false })} />);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText(/You can ask again in 4\d s/)).toBeVisible();
  });

  it("says clearly when Auth refuses to send more e-mails (auth/too-many-requests)", async () => {
    sendVerification.mockRejectedValueOnce(authError('auth/too-many-requests'));
    const { user: clicker } = renderApp(<EmailVerificationBanner user={fakeUser({ emailVerified: false })} />);
    await clicker.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_RESENDS);
    expect(resendButton()).toBeEnabled();
  });

  it('goes once the address is verified elsewhere, after a new ID token', async () => {
    let verifiedOnServer = false;
    const user = fakeUser({ emailVerified: false, verifiedOnReload: () => verifiedOnServer });
    renderApp(<EmailVerificationBanner user={user} />);
    // Checked once as it appears: not yet.
    await waitFor(() => expect(user.reload).toHaveBeenCalledOnce());
    expect(banner()).toBeVisible();
    expect(user.getIdToken).not.toHaveBeenCalled();

    // The link is opened on the phone; this tab comes back into focus.
    verifiedOnServer = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });
});
