/** Every address `npm start` prints answers, here on the shifted ports of the test stack (--port-offset). */
import { expect, it } from 'vitest';
import { stackAddresses } from '../src/stack/stack-addresses';
import { stackUrls } from '../src/stack/start-stack';
import { stackEnvFromProcess } from './stack-address';

it('answers every address npm start prints', { timeout: 90_000 }, async () => {
  const addresses = stackAddresses(stackUrls(stackEnvFromProcess(), { web: true, hosting: true }));
  expect(addresses.map(([label]) => label)).toHaveLength(6);
  for (const [label, url] of addresses) {
    const response = await fetch(url);
    expect(response.status, `${label}: ${url}`).toBe(200);
  }
});
