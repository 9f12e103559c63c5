import { describe, expect, it } from 'vitest';
import { PURCHASE_OPTION_LABELS, toDeliveryMode } from '../src/purchase-options';

describe('purchase options', () => {
  it("are named as the spec names them: 'Buy Direct From Seller' and 'Premium delivery'", () => {
    expect(PURCHASE_OPTION_LABELS).toEqual({ direct: 'Buy Direct From Seller', doorstep: 'Premium delivery' });
  });

  it("read a stored deliveryMode, 'direct' when missing or unknown", () => {
    expect(toDeliveryMode('doorstep')).toBe('doorstep');
    for (const value of ['direct', undefined, '', 'drone']) expect(toDeliveryMode(value)).toBe('direct');
  });
});
