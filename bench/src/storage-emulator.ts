import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStorageEmulator } from '@campus/storage-emulator/server';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getStorage, ref, uploadBytes, uploadBytesResumable } from 'firebase/storage';

/** One measured operation: the median of its runs, against its budget. */
export interface StorageBenchResult {
  name: string;
  medianMs: number;
  runsMs: number[];
  budgetMs: number;
  /** MB/s for transfers. */
  throughput?: number;
}

const PROJECT_ID = 'demo-bench';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const FILE_BYTES = 5 * 1024 * 1024;
const RUNS = 5;
const READY_BUDGET_MS = 1000;
const TRANSFER_BUDGET_MS = 1000;

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /bench/{uid}/{file} {
      allow read, write: if request.auth != null && request.auth.uid == uid && request.resource.size < 10 * 1024 * 1024 || resource != null;
    }
  }
}
`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(name: string, budgetMs: number, bytes: number | undefined, run: (i: number) => Promise<unknown>): Promise<StorageBenchResult> {
  const runsMs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run(i);
    runsMs.push(performance.now() - start);
  }
  const medianMs = median(runsMs);
  return { name, medianMs, runsMs, budgetMs, ...(bytes ? { throughput: bytes / (1024 * 1024) / (medianMs / 1000) } : {}) };
}

/** Starts the emulator in-process and times its start and 5 MB transfers through firebase-admin and firebase/storage. */
export async function runStorageEmulatorBench(): Promise<StorageBenchResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'storage-emulator-bench-'));
  const rulesPath = join(dir, 'storage.rules');
  await writeFile(rulesPath, RULES);
  const results: StorageBenchResult[] = [];

  results.push(
    await measure('ready (start to listening)', READY_BUDGET_MS, undefined, async () => {
      const emulator = await startStorageEmulator({ port: 0, projectId: PROJECT_ID, rulesPath, dataDir: join(dir, 'ready-data') });
      await emulator.close();
    }),
  );

  const emulator = await startStorageEmulator({ port: 0, projectId: PROJECT_ID, rulesPath });
  delete process.env['STORAGE_EMULATOR_HOST'];
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
  const adminApp = initializeAdminApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'bench-admin');
  const webApp = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'bench-web');
  try {
    const data = randomBytes(FILE_BYTES);
    const bucket = getAdminStorage(adminApp).bucket();
    results.push(await measure('admin file.save 5 MB (simple)', TRANSFER_BUDGET_MS, FILE_BYTES, (i) => bucket.file(`bench/admin/simple-${i}.bin`).save(data, { resumable: false })));
    results.push(await measure('admin file.save 5 MB (resumable)', TRANSFER_BUDGET_MS, FILE_BYTES, (i) => bucket.file(`bench/admin/resumable-${i}.bin`).save(data, { resumable: true })));
    results.push(await measure('admin file.download 5 MB (crc32c checked)', TRANSFER_BUDGET_MS, FILE_BYTES, (i) => bucket.file(`bench/admin/simple-${i}.bin`).download()));

    const storage = getStorage(webApp);
    connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: { sub: 'bencher' } });
    results.push(await measure('web uploadBytes 5 MB (multipart)', TRANSFER_BUDGET_MS, FILE_BYTES, (i) => uploadBytes(ref(storage, `bench/bencher/multipart-${i}.bin`), data)));
    results.push(
      await measure('web uploadBytesResumable 5 MB (chunked)', TRANSFER_BUDGET_MS, FILE_BYTES, async (i) => {
        await uploadBytesResumable(ref(storage, `bench/bencher/resumable-${i}.bin`), data);
      }),
    );
    results.push(await measure('web getBytes 5 MB', TRANSFER_BUDGET_MS, FILE_BYTES, (i) => getBytes(ref(storage, `bench/bencher/multipart-${i}.bin`))));
  } finally {
    await deleteApp(webApp);
    await deleteAdminApp(adminApp);
    await emulator.close();
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

export function formatStorageBench(results: StorageBenchResult[]): string {
  const lines = results.map((result) => {
    const verdict = result.medianMs < result.budgetMs ? 'ok' : 'OVER BUDGET';
    const throughput = result.throughput ? `${result.throughput.toFixed(1).padStart(7)} MB/s` : ''.padStart(12);
    const runs = result.runsMs.map((ms) => ms.toFixed(0)).join(', ');
    return `${result.name.padEnd(44)} ${result.medianMs.toFixed(1).padStart(8)} ms ${throughput}  budget < ${result.budgetMs} ms: ${verdict}  (runs: ${runs})`;
  });
  return ['Storage emulator (median of 5 runs)', ...lines].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatStorageBench(await runStorageEmulatorBench()));
}
