// `npm run build:renderer -w web -- --outDir DIR`: the page renderer alone (scripts/page-renderer.ts), for the
// functions build, which bundles it so that the `pages` function renders the data pages (common/page-data.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRenderer } from './page-renderer';

const args = process.argv.slice(2);
const outDir = args[args.indexOf('--outDir') + 1];
if (!args.includes('--outDir') || outDir === undefined) throw new Error('Usage: build-renderer.ts --outDir DIR');
await buildRenderer(fileURLToPath(new URL('..', import.meta.url)), resolve(outDir));
