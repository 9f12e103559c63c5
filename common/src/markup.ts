/** Turning user text (product names and descriptions) into safe HTML and XML. */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text as HTML or XML character data, safe in element content and in quoted attribute values alike. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * One line of at most `max` characters (code points, so no emoji is cut in half): whitespace collapsed, and
 * a longer text cut at a word boundary when one is near the end, with an ellipsis.
 */
export function summarise(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  const head = characters.slice(0, max - 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace >= head.length * 0.7 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}
