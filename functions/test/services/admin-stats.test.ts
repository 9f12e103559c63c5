import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LISTING_STATES } from '@campus/common/listing-state';
import { orders } from '../../src/collections';
import { getAdminDashboard, weekStarts } from '../../src/services/admin-stats';
import { cancelOrder, placeOrder } from '../../src/services/orders';
import { SHIPPING_ADDRESS } from '../support/fixtures';
import { createTestProduct } from '../support/products';
import { createTestUser } from '../support/users';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const directOrder = (productId: string) => ({
  shippingAddress: SHIPPING_ADDRESS,
  products: [{ productId, quantity: 1 }],
  isDirect: true,
  paymentMethod: 'COD',
  idempotencyKey: randomUUID(),
});

/**
 * The dashboard's "now" for this file: a random moment of the 22nd century, so that the 12 weeks it charts hold
 * only what this file dates there. Other files, running at the same time, create products and orders dated
 * now; and no automatic cancellation reaches an order placed in the future.
 */
const NOW = new Date(Date.UTC(2100, 0, 1) + randomInt(5_000) * WEEK_MS + randomInt(WEEK_MS));

describe('weekStarts', () => {
  it('gives the Mondays of the last 12 weeks, oldest first, the current week last', () => {
    const mondays = weekStarts(new Date('2024-04-06T23:30:00.000Z')).map((day) => day.toISOString());
    expect(mondays).toHaveLength(12);
    expect(mondays.at(-1)).toBe('2024-04-01T00:00:00.000Z');
    expect(mondays[0]).toBe('2024-01-15T00:00:00.000Z');
    expect(weekStarts(new Date('2024-04-01T00:00:00.000Z')).at(-1)?.toISOString()).toBe('2024-04-01T00:00:00.000Z');
  });
});

describe('getAdminDashboard', () => {
  it('counts per week the listings approved, the orders placed and their revenue without cancelled orders', async () => {
    const [seller, buyer] = await Promise.all([createTestUser(), createTestUser()]);
    const thisWeek = NOW.toISOString();
    const threeWeeksEarlier = new Date(NOW.getTime() - 3 * WEEK_MS).toISOString();
    const [kept, cancelled] = await Promise.all([
      createTestProduct({ seller, price: 1000, createdAt: thisWeek }),
      createTestProduct({ seller, price: 400, createdAt: thisWeek }),
    ]);
    await createTestProduct({ seller, price: 700, createdAt: threeWeeksEarlier });
    const placed = await placeOrder(buyer.uid, directOrder(kept.productId));
    const toCancel = await placeOrder(buyer.uid, directOrder(cancelled.productId));
    await cancelOrder(buyer.uid, toCancel._id);
    // Placed now; moved into the dashboard's last week.
    await Promise.all([placed._id, toCancel._id].map((id) => orders.doc(id).update({ createdAt: thisWeek })));

    const dashboard = await getAdminDashboard(NOW);

    const empty = weekStarts(NOW).map((start) => ({ weekStart: start.toISOString().slice(0, 10), listingsApproved: 0, ordersPlaced: 0, revenue: 0 }));
    const last = empty.length - 1;
    expect(dashboard.weeks).toEqual(
      empty.map((week, index) => {
        // 1000 plus 5% tax; the cancelled order adds nothing.
        if (index === last) return { ...week, listingsApproved: 2, ordersPlaced: 2, revenue: 1050 };
        if (index === last - 3) return { ...week, listingsApproved: 1 };
        return week;
      }),
    );
  });

  it('counts the requests in every state, and its figures match the stat cards', async () => {
    const dashboard = await getAdminDashboard();
    expect(dashboard.requestsByState.map(({ state }) => state)).toEqual(LISTING_STATES);
    const countOf = (state: string) => dashboard.requestsByState.find((entry) => entry.state === state)?.count;
    expect(countOf('sellrequest')).toBe(dashboard.pendingRequests);
    expect(countOf('cancelrequest')).toBe(dashboard.pendingCancelRequests);
  });
});
