/**
 * The web build's page templates (web/scripts/build.ts) and how a rendered page goes into one: at build time
 * for the static pages, in the `pages` function for the pages rendered with their data.
 */
import { escapeMarkup } from './markup';
import { PAGE_STATE_ELEMENT_ID, RENDERED_URL_ATTRIBUTE } from './page-data';

/** Where the page's style tags go: just before </head>. */
export const PAGE_HEAD_SLOT = '<!--page-head-->';
/** Where #root with the page's HTML goes, in place of index.html's empty <div id="root"></div>. */
export const PAGE_ROOT_SLOT = '<!--page-root-->';

export interface PageFill {
  html: string;
  styles: string;
  /** The URL (path and query) the HTML was rendered for; none for HTML the browser renders over (the shell). */
  url?: string;
  /** The dehydrated query state (JSON) the browser hydrates with. */
  state?: string;
}

/** JSON inside a <script> element: '<' escaped, so no '</script>' or '<!--' in the data can end or bend it. */
const scriptJson = (json: string): string => json.replace(/</g, '\\u003c');

/** `template` with the page filled into its two slots. Throws when the template lacks them. */
export function fillPageTemplate(template: string, page: PageFill): string {
  if (!template.includes(PAGE_HEAD_SLOT) || !template.includes(PAGE_ROOT_SLOT)) throw new Error('Not a page template: its slots are missing.');
  const attribute = page.url === undefined ? '' : ` ${RENDERED_URL_ATTRIBUTE}="${escapeMarkup(page.url)}"`;
  const state = page.state === undefined ? '' : `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`;
  // Functions as replacements: a '$' in the page must not be read as a replacement pattern.
  return template.replace(PAGE_HEAD_SLOT, () => page.styles).replace(PAGE_ROOT_SLOT, () => `<div id="root"${attribute}>${page.html}</div>${state}`);
}
