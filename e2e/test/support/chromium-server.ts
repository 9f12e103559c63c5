/**
 * The e2e project's global setup: one Chromium for the whole run. Every journey file connects to it
 * (browser.ts) and opens a fresh context per test, so files running side by side share one browser process
 * instead of starting one each.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

/** The system browser, headless, without background traffic. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export default async function startChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, host: '127.0.0.1' });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
