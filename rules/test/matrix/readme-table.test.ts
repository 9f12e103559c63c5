import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { FIRESTORE_ROWS } from './firestore-rows';
import { matrixTable } from './matrix';
import { STORAGE_ROWS } from './storage-rows';

/** The lines of the first table after `heading`. */
function tableAfter(markdown: string, heading: string): string {
  const lines = markdown.slice(markdown.indexOf(`\n${heading}\n`)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end).join('\n');
}

// On a failure, the expected side of the diff is the table to paste into README.md.
test("README's security section shows the matrix that the rules tests run", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const expected = matrixTable([
    { prefix: '', rows: FIRESTORE_ROWS },
    { prefix: 'Storage ', rows: STORAGE_ROWS },
  ]);
  expect(tableAfter(readme, '## Security')).toBe(expected);
});
