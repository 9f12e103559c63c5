import { expect, it } from 'vitest';
import { DEMO_BUYER_EMAIL, expectSignedIn, field, fillSignUpForm, newUser, submitSignIn } from './support/auth';
import { describeJourney, webUrl } from './support/browser';
import { expectUrl } from './support/page';

/** What the browser logs when the server refuses a request the test provokes on purpose. */
const refusedNonCampus = /status of 403 \(Forbidden\) \(http:[^)]*\/signUp\)$/;
const refusedDuplicate = /status of 409 \(Conflict\) \(http:[^)]*\/signUp\)$/;
const refusedPasswordSignIn = /status of 400 \(Bad Request\) \(http:[^)]*accounts:signInWithPassword[^)]*\)$/;
const registrationFailedLog = /^Registration failed\b/;

// Signed in, the top bar shows the avatar at 1280 px and the side menu the user at 375 px, and the sign-up page's
// side panel shows at 1280 px only: both widths.
describeJourney('sign-up', (session) => {
  it('signs up with a campus e-mail, is sent to /signin and signs in to see the avatar', async () => {
    const { page } = session();
    const user = newUser('signup');
    await page.goto(webUrl('/signup'));
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();

    await field(page, 'Password').fill('abc');
    const form = page.getByRole('main');
    // The live checklist lists what 'abc' still lacks, and not what it already has.
    for (const unmet of [/8 characters/i, /uppercase/i, /(digit|number)/i, /special/i]) {
      await form.getByText(unmet).first().waitFor();
    }
    expect(await form.getByText(/lowercase/i).count()).toBe(0);
    expect(await page.getByText('Password meets all requirements').count()).toBe(0);

    await fillSignUpForm(page, user);
    await page.getByText('Password meets all requirements').waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
    await page.getByText('Redirecting you to login...').waitFor();
    await expectUrl(page, (url) => url.pathname === '/signin', 10_000);

    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await submitSignIn(page, user.email, user.password);
    await expectUrl(page, (url) => url.pathname === '/');
    await expectSignedIn(session(), user);
    await session().screenshot();
  });
});

// A server message in the same form at either width.
describeJourney('sign-up', { viewports: ['mobile'] }, (session) => {
  it('refuses an e-mail address outside the campus domains', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(refusedNonCampus);
    allowConsoleError(registrationFailedLog);
    await page.goto(webUrl('/signup'));
    await fillSignUpForm(page, { ...newUser('outsider'), email: `outsider-${Date.now()}@gmail.com` });
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('alert').filter({ hasText: /campus/i }).filter({ hasText: '@campus.ac.in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Account Created!' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await session().screenshot('non-campus');
  });

  it('tells a registered e-mail to sign in instead', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(refusedDuplicate);
    allowConsoleError(registrationFailedLog);
    await page.goto(webUrl('/signup'));
    await fillSignUpForm(page, { ...newUser('duplicate'), email: DEMO_BUYER_EMAIL });
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('An account with this email already exists. Please sign in instead.').waitFor();
    await session().screenshot('duplicate');
    await page.getByRole('link', { name: 'Sign in instead' }).click();
    await expectUrl(page, (url) => url.pathname === '/signin');
  });

  it('shows "Invalid email or password" for a wrong password', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(refusedPasswordSignIn);
    await page.goto(webUrl('/signin'));
    await submitSignIn(page, DEMO_BUYER_EMAIL, 'Wrong@12345');

    const message = page.getByText('Invalid email or password');
    // Shown under both fields.
    await expect.poll(() => message.count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await session().screenshot('wrong-password');
  });
});
