/**
 * The verification e-mail as a student meets it on the emulators: the Auth emulator keeps every e-mail it
 * would send (GET /emulator/v1/projects/{project}/oobCodes), and opening the link verifies the address.
 */
import { asList, asRecord, asText } from '@campus/common/values';
import { AUTH_HOST, PROJECT_ID } from './env';

/** The link of the last verification e-mail the emulator kept for `email`; fails when none was sent. */
export async function verificationLink(email: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const links = asList(asRecord(await response.json()).oobCodes)
    .map(asRecord)
    .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
  const link = asText(links.at(-1)?.oobLink);
  if (link === '') throw new Error(`No verification e-mail was sent to ${email}`);
  return link;
}

/** Opens a link of the emulator's e-mails as the student would; fails unless the emulator applied it. */
export async function openLink(link: string): Promise<void> {
  const response = await fetch(link);
  if (!response.ok) throw new Error(`${link} answered ${response.status}: ${await response.text()}`);
}

/** The claims of an ID token (its middle part), e.g. email_verified. */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return asRecord(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
}
