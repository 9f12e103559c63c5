import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** firebase-tools' own runtime table and deploy check (CommonJS, read the way `firebase deploy` reads it). */
interface RuntimeSupport {
  RUNTIMES: Record<string, { friendly: string; status: string; deprecationDate: string; decommissionDate: string }>;
  guardVersionSupport: (runtime: string, now?: Date) => void;
}
const support = createRequire(import.meta.url)('firebase-tools/lib/deploy/functions/runtimes/supported') as RuntimeSupport;

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'));

const DAY_MS = 24 * 60 * 60 * 1000;
const WARNING_DAYS = 90;

/** The runtime `firebase deploy` picks: firebase.json's `runtime`, else `nodejs` + functions/package.json's engines.node. */
function configuredRuntime(): string {
  const [codebase] = (readJson('firebase.json') as { functions: { runtime?: string }[] }).functions;
  if (codebase?.runtime) return codebase.runtime;
  const { engines } = readJson('functions/package.json') as { engines: { node: string } };
  return `nodejs${engines.node}`;
}

describe('the Cloud Functions runtime (firebase-tools runtime table)', () => {
  const runtime = configuredRuntime();
  const now = new Date();

  it('is one firebase-tools knows as GA, and deploys today', () => {
    const entry = support.RUNTIMES[runtime];
    expect(entry, `firebase-tools has no runtime ${runtime}`).toBeDefined();
    expect(entry?.status).toBe('GA');
    expect(() => support.guardVersionSupport(runtime, now)).not.toThrow();
  });

  it(`is not deprecated within ${WARNING_DAYS} days`, () => {
    const { friendly, deprecationDate, decommissionDate } = support.RUNTIMES[runtime] ?? { friendly: runtime, deprecationDate: '', decommissionDate: '' };
    const daysLeft = Math.floor((new Date(deprecationDate).getTime() - now.getTime()) / DAY_MS);
    console.info(`${runtime} (${friendly}): deprecated ${deprecationDate} (in ${daysLeft} days), decommissioned ${decommissionDate}`);
    expect(daysLeft, `${friendly} is deprecated on ${deprecationDate}: move functions/package.json's engines.node on`).toBeGreaterThan(WARNING_DAYS);
  });

  it('is the Node.js major that runs the tests, so they prove what is deployed', () => {
    expect(`nodejs${process.versions.node.split('.')[0]}`).toBe(runtime);
  });
});
