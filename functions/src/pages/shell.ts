/**
 * The page the link previews are written into: the web app's product page as the build emits it
 * (product.html, generic title and description), fetched from the site's own Hosting and kept in memory
 * for a minute, so a new web deploy shows up without redeploying the functions.
 */
import { logger } from 'firebase-functions';
import { hasHead } from '@campus/common/html-head';
import { PRODUCT_SHELL_FILE } from '@campus/common/site';

const SHELL_PATH = `/${PRODUCT_SHELL_FILE}`;

const FRESH_MS = 60_000;
/** After a failed refresh an older shell keeps serving this long, so a Hosting hiccup does not take product pages down. */
const STALE_MS = 60 * 60_000;
const TIMEOUT_MS = 5_000;
const MAX_LENGTH = 2_000_000;

/** The shell could not be had: the caller answers 503 and the visitor retries. */
export class ShellUnavailableError extends Error {
  override name = 'ShellUnavailableError';
}

interface CachedShell {
  origin: string;
  html: string;
  fetchedAt: number;
}

let cached: CachedShell | undefined;
/** The fetch under way, shared by the requests that arrive meanwhile. */
let refreshing: { origin: string; html: Promise<string> } | undefined;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function fetchShell(origin: string): Promise<string> {
  const url = `${origin}${SHELL_PATH}`;
  let html: string;
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    html = await response.text();
  } catch (error) {
    throw new ShellUnavailableError(`${url}: ${describe(error)}`);
  }
  if (html.length > MAX_LENGTH || !hasHead(html)) throw new ShellUnavailableError(`${url} is not an HTML page with a <head>`);
  return html;
}

function refresh(origin: string): Promise<string> {
  if (refreshing?.origin === origin) return refreshing.html;
  const html = fetchShell(origin).then((text) => {
    cached = { origin, html: text, fetchedAt: Date.now() };
    return text;
  });
  const entry = { origin, html };
  refreshing = entry;
  const done = () => {
    if (refreshing === entry) refreshing = undefined;
  };
  html.then(done, done);
  return html;
}

/** The shell of `origin`'s product page; throws ShellUnavailableError when neither a fresh nor a recent one can be had. */
export async function productShell(origin: string): Promise<string> {
  const now = Date.now();
  const known = cached?.origin === origin ? cached : undefined;
  if (known !== undefined && now - known.fetchedAt < FRESH_MS) return known.html;
  try {
    return await refresh(origin);
  } catch (error) {
    if (known === undefined || now - known.fetchedAt >= STALE_MS) throw error;
    logger.warn(`Product page shell not refreshed, serving the one from ${new Date(known.fetchedAt).toISOString()}`, { reason: describe(error) });
    return known.html;
  }
}
