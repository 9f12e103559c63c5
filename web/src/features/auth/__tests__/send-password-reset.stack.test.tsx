import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { auth } from '../../../lib/auth';
import { removeTestUser, signUpAndSignIn, type TestUser } from '../../../testing/emulator-user';
import { sendPasswordReset } from '../api/send-password-reset';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The reset links the Auth emulator has "sent" to `email`. */
async function resetLinksOf(email: string): Promise<OobCode[]> {
  const response = await fetch(`http://${env.emulatorHost}:${env.authPort}/emulator/v1/projects/${env.projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

const CONTINUE_URL = 'http://127.0.0.1:5173/signin';
let account: TestUser;

beforeAll(async () => {
  account = await signUpAndSignIn();
});

afterAll(async () => {
  await removeTestUser(account);
});

describe('the password reset request (Auth emulator)', { timeout: 60_000 }, () => {
  it('sends a reset link that continues to the sign-in page', async () => {
    await sendPasswordReset(auth, `  ${account.email} `, CONTINUE_URL);
    const [link] = await resetLinksOf(account.email);
    expect(new URL(link?.oobLink ?? 'http://missing').searchParams.get('continueUrl')).toBe(CONTINUE_URL);
  });

  it('answers an unknown e-mail the same way, sending nothing', async () => {
    const stranger = `nobody-${Date.now().toString(36)}@campus.ac.in`;
    await expect(sendPasswordReset(auth, stranger, CONTINUE_URL)).resolves.toBeUndefined();
    expect(await resetLinksOf(stranger)).toEqual([]);
  });
});
