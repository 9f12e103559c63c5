/** Where the public site lives, for the link previews and the sitemap. */
import { projectID } from 'firebase-functions/params';
import { defaultWebOrigin } from '@campus/common/site';

/**
 * The site's origin, e.g. https://demo-campus-market.web.app: WEB_ORIGIN when set (the local stack sets the
 * Hosting emulator's URL; a custom domain goes in functions/.env.<projectId>), else the project's default
 * Hosting site. Deliberately an environment variable and not a defineString parameter: the Functions emulator
 * gives functions/.env values precedence over its own environment, so a parameter would pin every local stack
 * of a checkout to one Hosting port. Never taken from a request header: the page shell is fetched from here.
 */
export function webOrigin(): string {
  const configured = process.env.WEB_ORIGIN?.trim();
  if (configured) {
    const url = URL.canParse(configured) ? new URL(configured) : undefined;
    if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`WEB_ORIGIN must be an http(s) origin such as https://example.com, got ${JSON.stringify(configured)}`);
    }
    return url.origin;
  }
  const projectId = projectID.value();
  if (projectId === '') throw new Error('Neither WEB_ORIGIN nor the project id (FIREBASE_CONFIG) is set');
  return defaultWebOrigin(projectId);
}
