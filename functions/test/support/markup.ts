/**
 * Reading pages as a crawler does, without running them: the tags of an HTML <head>, the elements and text
 * of the server-rendered body, the query state it carries, entities decoded, and a well-formedness check of
 * XML. Small readers for the tests, not general parsers.
 */
import { PAGE_STATE_ELEMENT_ID } from '@campus/common/page-data';
import { asList, asNumber, asRecord, asText } from '@campus/common/values';

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text with its character references (&amp; &#39; &#x27; ...) replaced by the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
  });
}

export interface HeadTag {
  element: string;
  /** Attribute names lower-cased, values decoded. */
  attributes: Record<string, string>;
}

export interface Head {
  /** The decoded text of every <title>, in order. */
  titles: string[];
  tags: HeadTag[];
  /** The raw markup of the head, for counting. */
  markup: string;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name = '', double, single, bare] = match;
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The <head> of an HTML page: its titles and its <meta> and <link> tags (the contents of <style> and <script> skipped). */
export function readHead(html: string): Head {
  const end = html.search(/<\/head\s*>/i);
  const markup = end === -1 ? '' : html.slice(0, end);
  const withoutRawText = markup.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const titles = [...withoutRawText.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/gi)].map((match) => decodeEntities(match[1] ?? ''));
  const tags = [...withoutRawText.matchAll(/<(meta|link)\b([^>]*)>/gi)].map((match) => ({
    element: (match[1] ?? '').toLowerCase(),
    attributes: attributesOf((match[2] ?? '').replace(/\/$/, '')),
  }));
  return { titles, tags, markup };
}

/** The content of every <meta> whose property or name is `key`. */
export const metaContents = (head: Head, key: string): string[] =>
  head.tags
    .filter(({ element, attributes }) => element === 'meta' && (attributes.property === key || attributes.name === key))
    .map(({ attributes }) => attributes.content ?? '');

/** The href of every <link rel="{rel}">. */
export const linkHrefs = (head: Head, rel: string): string[] =>
  head.tags.filter(({ element, attributes }) => element === 'link' && attributes.rel === rel).map(({ attributes }) => attributes.href ?? '');

const RAW_TEXT = /<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

export interface MarkupElement {
  /** Attribute names lower-cased, values decoded. */
  attributes: Record<string, string>;
  /** The raw markup between the element's tags, with the contents of <style> and <script> left out. */
  inner: string;
}

/**
 * Every <name> element of `html` whose attributes pass `where`, in document order, each ended by the
 * </name> that balances it (elements of other names need not be well nested).
 */
export function readElements(html: string, name: string, where: (attributes: Record<string, string>) => boolean = () => true): MarkupElement[] {
  const markup = html.replace(RAW_TEXT, '');
  const found: { at: number; element: MarkupElement }[] = [];
  const open: { innerStart: number; attributes: Record<string, string> }[] = [];
  for (const match of markup.matchAll(new RegExp(`<(/?)${name}\\b([^>]*)>`, 'gi'))) {
    const [tag, closing, attributes = ''] = match;
    if (closing === '/') {
      const element = open.pop();
      if (element !== undefined && where(element.attributes)) {
        found.push({ at: element.innerStart, element: { attributes: element.attributes, inner: markup.slice(element.innerStart, match.index) } });
      }
      continue;
    }
    open.push({ innerStart: match.index + tag.length, attributes: attributesOf(attributes.replace(/\/$/, '')) });
  }
  return found.sort((a, b) => a.at - b.at).map(({ element }) => element);
}

/** The attributes of every <name> tag of `markup` (such as the void <img>), in document order. */
export const tagAttributes = (markup: string, name: string): Record<string, string>[] =>
  [...markup.replace(RAW_TEXT, '').matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) => attributesOf((match[1] ?? '').replace(/\/$/, '')));

/**
 * The text of `markup` as a reader sees it, one run per stretch between tags: entities decoded, white space
 * collapsed, the contents of <style> and <script> left out. Comments are dropped without a break, so the
 * text nodes React writes side by side ('No ratings yet<!-- --> ·') read as one run.
 */
export const textRuns = (markup: string): string[] =>
  markup
    .replace(RAW_TEXT, '<>')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/<[^>]*>/)
    .map((text) => decodeEntities(text).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');

export interface DehydratedQuery {
  queryKey: unknown[];
  /** 'success', 'error' or 'pending'. */
  status: string;
  data: unknown;
  /** When the data was read, in ms since the epoch; 0 for data the app is to read again once hydrated. */
  dataUpdatedAt: number;
}

/**
 * The queries of the dehydrated TanStack Query state in the page's <script type="application/json"
 * id="page-state">, as the browser hydrates them. Throws when there is no such script or its JSON does not parse.
 */
export function readPageState(html: string): DehydratedQuery[] {
  const script = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  if (script === null) throw new Error(`The page has no #${PAGE_STATE_ELEMENT_ID} script`);
  const state: unknown = JSON.parse(script[1] ?? '');
  return asList(asRecord(state).queries).map((query) => {
    const { queryKey, state: queryState } = asRecord(query);
    const { status, data, dataUpdatedAt } = asRecord(queryState);
    return { queryKey: asList(queryKey), status: asText(status), data, dataUpdatedAt: asNumber(dataUpdatedAt) };
  });
}

const XML_NAME = /^[A-Za-z_][\w.:-]*$/;
const XML_TOKEN = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<\/?[^<>]*>|[^<]+|</g;

/**
 * What keeps `xml` from being a well-formed document: unbalanced or crossed elements, a bare '<' or '&',
 * malformed tags, more or less than one root element. Empty when it is well-formed (for the constructs
 * a sitemap uses: declaration, comments, elements, attributes in double quotes, text).
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let roots = 0;
  for (const [token] of xml.matchAll(XML_TOKEN)) {
    if (token.startsWith('<?') || token.startsWith('<!--')) continue;
    if (!token.startsWith('<')) {
      if (open.length === 0 && token.trim() !== '') problems.push(`text outside the root: ${token.trim().slice(0, 40)}`);
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(token)) problems.push(`bare '&' in ${token.slice(0, 40)}`);
      continue;
    }
    if (token === '<') {
      problems.push("bare '<'");
      continue;
    }
    const closing = token.startsWith('</');
    const selfClosing = token.endsWith('/>');
    const [name = '', ...rest] = token.slice(closing ? 2 : 1, selfClosing ? -2 : -1).trim().split(/\s+/);
    if (!XML_NAME.test(name)) problems.push(`malformed tag ${token.slice(0, 40)}`);
    if (closing) {
      const expected = open.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected ?? 'nothing'}>`);
      continue;
    }
    if (!/^(?:\s*[\w.:-]+="[^"<]*")*\s*$/.test(rest.length === 0 ? '' : ` ${rest.join(' ')}`)) problems.push(`malformed attributes in ${token.slice(0, 60)}`);
    if (open.length === 0) roots += 1;
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** The text of every <name> element of a well-formed XML document, decoded. */
export const xmlTexts = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => decodeEntities(match[1] ?? ''));
