/** Rewriting the <head> of the web app's page shell: its title, its description and the link-preview tags. */
import { escapeMarkup } from './markup';

export interface HeadTag {
  element: 'meta' | 'link';
  /** Written in this order, each value escaped. */
  attributes: ReadonlyArray<readonly [name: string, value: string]>;
}

export const metaName = (name: string, content: string): HeadTag => ({ element: 'meta', attributes: [['name', name], ['content', content]] });
export const metaProperty = (property: string, content: string): HeadTag => ({
  element: 'meta',
  attributes: [['property', property], ['content', content]],
});
export const linkTo = (rel: string, href: string): HeadTag => ({ element: 'link', attributes: [['rel', rel], ['href', href]] });

export interface HeadChanges {
  /** Replaces the shell's <title> when given. */
  title?: string;
  /** Replaces the shell's <meta name="description"> when given. */
  description?: string;
  /** Added at the end of <head>, after any preview tags of the shell are taken out. */
  tags: readonly HeadTag[];
}

const HEAD_END = /<\/head\s*>/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']?description(?=["'\s/>])[^>]*>/i;
// Tags this rewrite owns: a shell that carries generic ones must not end up with two og:title.
const OWNED_TAGS = [
  /\s*<meta\b[^>]*\b(?:property|name)\s*=\s*["']?(?:og:|twitter:|product:|robots(?=["'\s/>]))[^>]*>/gi,
  /\s*<link\b[^>]*\brel\s*=\s*["']?canonical(?=["'\s/>])[^>]*>/gi,
];

const renderTag = ({ element, attributes }: HeadTag): string =>
  `<${element}${attributes.map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`).join('')}>`;

/** True when the HTML has a <head> this module can rewrite. */
export const hasHead = (html: string): boolean => HEAD_END.test(html);

// A function replacement, so that '$&' or '$1' in a product name stays literal text.
const replaceOrAppend = (head: string, pattern: RegExp, replacement: string): string =>
  pattern.test(head) ? head.replace(pattern, () => replacement) : `${head}\n    ${replacement}`;

/** The shell with its head changed as asked; the body is left exactly as it was. */
export function rewriteHead(shell: string, changes: HeadChanges): string {
  const end = shell.search(HEAD_END);
  if (end === -1) throw new Error('The page shell has no </head>');
  let head = OWNED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), shell.slice(0, end));
  if (changes.title !== undefined) head = replaceOrAppend(head, TITLE, `<title>${escapeMarkup(changes.title)}</title>`);
  if (changes.description !== undefined) head = replaceOrAppend(head, DESCRIPTION, renderTag(metaName('description', changes.description)));
  const added = changes.tags.map((tag) => `\n    ${renderTag(tag)}`).join('');
  return `${head.trimEnd()}${added}\n  ${shell.slice(end)}`;
}
