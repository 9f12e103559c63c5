// `npm run bench`: every benchmark, one after another (each prints its own table).
// Firestore reads per page need the running web app: run `npm start` first and pass WEB_URL, or run
// bench/src/web-reads.ts on its own later.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const benches = ['web-bundle.ts', 'storage-emulator.ts', 'stack.ts', 'api-load.ts', 'page-load.ts', 'orders-race.ts', 'chat-delivery.ts', 'lighthouse.ts', ...(process.env.WEB_URL ? ['web-reads.ts'] : [])];

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', `${benchDir}${bench}`], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
if (!process.env.WEB_URL) console.log('\nweb-reads.ts skipped: start the app (`npm start`) and run `WEB_URL=http://127.0.0.1:5173 npm run bench`.');
process.exit(failed === 0 ? 0 : 1);
