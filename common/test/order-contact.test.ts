import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '../src/model';
import { separateBuyerContact } from '../src/order-contact';

const address: ShippingAddress = { fullName: 'Asha Verma', phone: '9876543210', pincode: '411007', locality: 'North Campus', address: 'Room 12', city: 'Pune', state: 'Maharashtra' };

describe("the buyer's contact, apart from what sellers read", () => {
  it('gives the order the address only when a seller delivers to it; the e-mail and phone never', () => {
    for (const [mode, sellers, delivered] of [['doorstep', ['s1'], true], ['direct', ['s1', 's2'], true], ['direct', ['s1'], false]] as const) {
      const { order: stored, contact } = separateBuyerContact({ deliveryMode: mode, sellerIds: [...sellers], user: { firstName: 'Asha', lastName: 'Verma' } }, 'asha@campus.ac.in', address);
      expect(stored.shippingAddress).toEqual(delivered ? address : undefined);
      expect(JSON.stringify(stored)).not.toContain('asha@campus.ac.in');
      expect(contact).toEqual({ email: 'asha@campus.ac.in', phone: '9876543210', shippingAddress: address });
    }
  });
});
