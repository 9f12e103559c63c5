/**
 * The templates the data pages are rendered into (common/site.ts PAGE_TEMPLATE_FILES: head, preloads and
 * slots, as the web build emits them), fetched from the site's own Hosting and kept in memory for ten seconds,
 * so a new web deploy shows up without redeploying the functions (Hosting's CDN drops its pages on a deploy).
 */
import { logger } from 'firebase-functions';
import { hasHead } from '@campus/common/html-head';
import { PAGE_HEAD_SLOT, PAGE_ROOT_SLOT } from '@campus/common/page-template';

const FRESH_MS = 10_000;
/** After a failed refresh an older template keeps serving this long, so a Hosting hiccup does not take the pages down. */
const STALE_MS = 60 * 60_000;
const TIMEOUT_MS = 5_000;
const MAX_LENGTH = 2_000_000;

/** The template could not be had: the caller answers 503 and the visitor retries. */
export class TemplateUnavailableError extends Error {
  override name = 'TemplateUnavailableError';
}

interface CachedTemplate {
  html: string;
  fetchedAt: number;
}

/** By URL: the origin and the file. */
const cached = new Map<string, CachedTemplate>();
/** The fetches under way, shared by the requests that arrive meanwhile. */
const refreshing = new Map<string, Promise<string>>();

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function fetchTemplate(url: string): Promise<string> {
  let html: string;
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    html = await response.text();
  } catch (error) {
    throw new TemplateUnavailableError(`${url}: ${describe(error)}`);
  }
  if (html.length > MAX_LENGTH || !hasHead(html) || !html.includes(PAGE_HEAD_SLOT) || !html.includes(PAGE_ROOT_SLOT)) {
    throw new TemplateUnavailableError(`${url} is not a page template`);
  }
  return html;
}

function refresh(url: string): Promise<string> {
  const under = refreshing.get(url);
  if (under !== undefined) return under;
  const html = fetchTemplate(url).then((text) => {
    cached.set(url, { html: text, fetchedAt: Date.now() });
    return text;
  });
  refreshing.set(url, html);
  const done = () => {
    if (refreshing.get(url) === html) refreshing.delete(url);
  };
  html.then(done, done);
  return html;
}

/**
 * `origin`'s template `file`; throws TemplateUnavailableError when neither a fresh one nor, after a failed
 * refresh, a recent one can be had. A template is never served past its ten seconds while Hosting answers:
 * after a web deploy, an old one would point the page at assets that are gone.
 */
export async function pageTemplate(origin: string, file: string): Promise<string> {
  const url = `${origin}/${file}`;
  const now = Date.now();
  const known = cached.get(url);
  if (known !== undefined && now - known.fetchedAt < FRESH_MS) return known.html;
  try {
    return await refresh(url);
  } catch (error) {
    if (known === undefined || now - known.fetchedAt >= STALE_MS) throw error;
    logger.warn(`Page template ${url} not refreshed, serving the one from ${new Date(known.fetchedAt).toISOString()}`, { reason: describe(error) });
    return known.html;
  }
}
