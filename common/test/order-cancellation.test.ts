import { describe, expect, it } from 'vitest';
import { orderCancelledBySeller } from '../src/messages';
import { ORDER_STATUSES } from '../src/order-state';
import { canSellerCancelOrder, toOrderCancellation } from '../src/order-cancellation';

describe('seller cancellation', () => {
  it('is allowed only before the seller confirms the order', () => {
    expect(ORDER_STATUSES.filter(canSellerCancelOrder)).toEqual(['PLACED']);
    expect(canSellerCancelOrder('placed')).toBe(false);
  });

  it('reads the stored cancellation: the seller with a reason, the buyer, or none', () => {
    expect(toOrderCancellation({ by: 'seller', reason: 'Out of stock' })).toEqual({ by: 'seller', reason: 'Out of stock' });
    expect(toOrderCancellation({ by: 'seller' })).toEqual({ by: 'seller' });
    expect(toOrderCancellation({ by: 'buyer', reason: 'ignored' })).toEqual({ by: 'buyer' });
    for (const value of [undefined, null, 'seller', { by: 'admin' }, []]) expect(toOrderCancellation(value)).toBeNull();
  });

  it("tells the buyer the seller's reason", () => {
    expect(orderCancelledBySeller('Out of stock')).toBe('Cancelled by the seller: Out of stock');
    expect(orderCancelledBySeller('')).toBe('Cancelled by the seller');
  });
});
