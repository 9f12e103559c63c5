import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LISTING_STATES } from '@campus/common/listing-state';
import type { AdminDashboard, AdminWeek } from '@campus/common/model';
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

const lastWeek = (dashboard: AdminDashboard): AdminWeek => {
  const week = dashboard.weeks.at(-1);
  if (!week) throw new Error('No weeks in the dashboard');
  return week;
};

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
    const before = await getAdminDashboard();
    const [seller, buyer] = await Promise.all([createTestUser(), createTestUser()]);
    const threeWeeksAgo = new Date(Date.now() - 3 * WEEK_MS).toISOString();
    const [kept, cancelled] = await Promise.all([createTestProduct({ seller, price: 1000 }), createTestProduct({ seller, price: 400 })]);
    await createTestProduct({ seller, price: 700, createdAt: threeWeeksAgo });
    await placeOrder(buyer.uid, directOrder(kept.productId));
    const toCancel = await placeOrder(buyer.uid, directOrder(cancelled.productId));
    await cancelOrder(buyer.uid, toCancel._id);

    const after = await getAdminDashboard();
    expect(after.weeks.map((week) => week.weekStart)).toEqual(before.weeks.map((week) => week.weekStart));
    expect(lastWeek(after)).toEqual({
      weekStart: lastWeek(before).weekStart,
      listingsApproved: lastWeek(before).listingsApproved + 2,
      ordersPlaced: lastWeek(before).ordersPlaced + 2,
      // 1000 plus 5% tax; the cancelled order adds nothing.
      revenue: lastWeek(before).revenue + 1050,
    });
    const fourthFromLast = (dashboard: AdminDashboard) => dashboard.weeks.at(-4)?.listingsApproved ?? Number.NaN;
    expect(fourthFromLast(after) - fourthFromLast(before)).toBe(1);
  });

  it('counts the requests in every state, and its figures match the stat cards', async () => {
    const dashboard = await getAdminDashboard();
    expect(dashboard.requestsByState.map(({ state }) => state)).toEqual(LISTING_STATES);
    const countOf = (state: string) => dashboard.requestsByState.find((entry) => entry.state === state)?.count;
    expect(countOf('sellrequest')).toBe(dashboard.pendingRequests);
    expect(countOf('cancelrequest')).toBe(dashboard.pendingCancelRequests);
  });
});
