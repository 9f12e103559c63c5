import { expect, it } from 'vitest';
import { expectSignedIn, field, newUser, signUpViaUi, submitSignIn } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { idTokenOf } from './support/test-data';
import { expectUrl } from './support/page';

const NEUTRAL_MESSAGE = "If an account exists for that e-mail, we've sent a link to reset your password. Check your inbox.";
/** The browser's log of the Auth emulator refusing a reset for an unknown e-mail, which the page answers neutrally. */
const refusedUnknownEmail = /status of 400 \(Bad Request\) \(http:[^)]*accounts:sendOobCode[^)]*\)$/;

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The reset links the Auth emulator has "e-mailed" to `email`, oldest first. */
async function resetLinksOf(email: string): Promise<OobCode[]> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.GCLOUD_PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

// The same form at both widths: the reset at 1280 px, the unknown e-mail at 375 px.
describeJourney('forgot-password', { viewports: ['desktop'] }, (session) => {
  it('resets a forgotten password through the e-mailed link and signs in with the new one', async () => {
    const { page } = session();
    const user = newUser('reset');
    await signUpViaUi(page, user);

    await page.goto(webUrl('/signin'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectUrl(page, (url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is required').waitFor();
    await field(page, 'Email address').fill(user.email);
    await session().screenshot('form');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(NEUTRAL_MESSAGE).waitFor();
    await session().screenshot('sent');

    const [link] = await resetLinksOf(user.email);
    if (!link) throw new Error(`no reset link was sent to ${user.email}`);
    // The emulator's handler takes the new password in the link and then continues to the app's /signin.
    const newPassword = 'Fresh@2468';
    await page.goto(`${link.oobLink}&newPassword=${encodeURIComponent(newPassword)}`);
    await expectUrl(page, (url) => url.href.startsWith(webUrl('/signin')));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await submitSignIn(page, user.email, newPassword);
    await expectUrl(page, (url) => url.pathname !== '/signin');
    await expectSignedIn(session(), user);

    // Auth now holds the new password only.
    await expect(idTokenOf(user.email, newPassword)).resolves.toEqual(expect.any(String));
    await expect(idTokenOf(user.email, user.password)).rejects.toThrow(/signing .* in failed: 400/);
  });
});

describeJourney('forgot-password', { viewports: ['mobile'] }, (session) => {
  it('answers an unknown e-mail with the same neutral message', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(refusedUnknownEmail);
    const stranger = newUser('nobody');
    await page.goto(webUrl('/forgot-password'));
    await field(page, 'Email address').fill(stranger.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(NEUTRAL_MESSAGE).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await resetLinksOf(stranger.email)).toEqual([]);
    await session().screenshot('unknown');

    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expectUrl(page, (url) => url.pathname === '/signin');
  });
});
