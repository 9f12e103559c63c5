import { randomBytes } from 'node:crypto';
import { crc32c as reference } from '@aws-crypto/crc32c';
import { describe, expect, it } from 'vitest';
import { crc32c } from '../src/crc32c';
import { crc32cBase64 } from '../src/object-store';

describe('crc32c', () => {
  it('gives the standard check value and the base64 form Cloud Storage reports', () => {
    expect(crc32c(new TextEncoder().encode('123456789'))).toBe(0xe3069283);
    expect(crc32cBase64(new TextEncoder().encode('123456789'))).toBe('4waSgw==');
    expect(crc32c(new Uint8Array(0))).toBe(0);
  });

  it('agrees with @aws-crypto/crc32c on every length around the 8-byte stride and on a large buffer', () => {
    for (let length = 0; length < 40; length += 1) {
      const data = randomBytes(length);
      expect(crc32c(data)).toBe(reference(data));
    }
    const large = randomBytes(1024 * 1024 + 3);
    expect(crc32c(large)).toBe(reference(large));
  });
});
