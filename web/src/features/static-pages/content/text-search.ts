/** The words of a search, lower-cased; empty for a blank search. */
export function searchWords(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter((word) => word !== '');
}

/** True when every word of the search appears somewhere in `texts` (case-insensitive); a blank search matches everything. */
export function matchesSearch(words: readonly string[], ...texts: string[]): boolean {
  const haystack = texts.join(' ').toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}
