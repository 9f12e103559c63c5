/**
 * Who may keep an /api answer. Only the public catalogue may be cached, by browsers and by the Firebase
 * Hosting CDN; everything else (a user's own data, errors, sign-in) must never be stored anywhere.
 */
import type { RequestHandler, Response } from 'express';

export const NO_STORE = 'private, no-store';

/**
 * For the public catalogue. The CDN (s-maxage) absorbs the load: each edge asks the function for a hot URL
 * about once per 20 s, and answers from its copy meanwhile, refreshing it in the background for 10 s more
 * (stale-while-revalidate) so no client waits for the refresh. Browsers keep it 10 s, for back and
 * forth between pages. What this costs: a sold item can still be listed as available for about half a
 * minute (20 s + 10 s at the CDN, plus the function's own few-second cache); placing the order re-checks
 * availability in its transaction, so the worst outcome is a "sold" answer at checkout, never a double sale.
 */
export const PUBLIC_CATALOGUE = 'public, max-age=10, s-maxage=20, stale-while-revalidate=10';

/** Every answer starts as not storable; a catalogue route opts in with `sendCatalogue`. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', NO_STORE);
  next();
};

/**
 * Sends a public catalogue answer. Express's res.json adds the (weak) ETag and answers a matching
 * If-None-Match with 304 and no body.
 */
export function sendCatalogue(res: Response, body: object): void {
  res.set('Cache-Control', PUBLIC_CATALOGUE);
  res.json(body);
}
