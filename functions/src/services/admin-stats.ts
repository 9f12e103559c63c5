import { AggregateField, type Query } from 'firebase-admin/firestore';
import { LISTING_STATES } from '@campus/common/listing-state';
import type { AdminDashboard, AdminStats, AdminWeek, ListingState } from '@campus/common/model';
import { listings, orders, products } from '../collections';

/*
 * The dashboard's figures, from aggregation queries only: each costs one read per 1,000 index entries it
 * counts, so the dashboard stays cheap however many requests wait, and there are no counters to keep in step.
 */

const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;

const inState = (state: ListingState) => count(listings.where('state', '==', state));

/** Every catalogue entry, and the sellers (one flagged listing each). */
async function catalogueTotals(): Promise<Pick<AdminStats, 'totalProducts' | 'activeSellers'>> {
  const [totalProducts, activeSellers] = await Promise.all([count(products), count(listings.where('firstOfSeller', '==', true))]);
  return { totalProducts, activeSellers };
}

/** Every catalogue entry, the sellers (one flagged listing each), and the requests awaiting a decision (the /api figures). */
export async function getAdminStats(): Promise<AdminStats> {
  const [totals, pendingRequests, pendingCancelRequests] = await Promise.all([catalogueTotals(), inState('sellrequest'), inState('cancelrequest')]);
  return { ...totals, pendingRequests, pendingCancelRequests };
}

export const CHART_WEEKS = 12;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Mondays (00:00 UTC) of the last `weeks` weeks, oldest first, the one of `now`'s week last. */
export function weekStarts(now: Date, weeks = CHART_WEEKS): Date[] {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: weeks }, (_, index) => new Date(monday.getTime() - (weeks - 1 - index) * WEEK_MS));
}

const totalAmount = AggregateField.sum('totalAmount');

async function weekFigures(start: Date): Promise<AdminWeek> {
  const from = start.toISOString();
  const to = new Date(start.getTime() + WEEK_MS).toISOString();
  const placed = orders.where('createdAt', '>=', from).where('createdAt', '<', to);
  // A product is created when its listing is first approved, with that moment as its createdAt.
  const [listingsApproved, all, cancelled] = await Promise.all([
    count(products.where('createdAt', '>=', from).where('createdAt', '<', to)),
    placed.aggregate({ count: AggregateField.count(), total: totalAmount }).get(),
    placed.where('orderStatus', '==', 'CANCELLED').aggregate({ total: totalAmount }).get(),
  ]);
  return {
    weekStart: from.slice(0, 10),
    listingsApproved,
    ordersPlaced: all.data().count,
    revenue: all.data().total - cancelled.data().total,
  };
}

/**
 * The stat cards and the charts' data: requests by state, and per week approvals, orders and revenue. The
 * cards' pending figures are the chart's own counts, not two more queries that a decision taken in between
 * would set apart from it.
 */
export async function getAdminDashboard(now = new Date()): Promise<AdminDashboard> {
  const [totals, byState, weeks] = await Promise.all([
    catalogueTotals(),
    Promise.all(LISTING_STATES.map(async (state) => ({ state, count: await inState(state) }))),
    Promise.all(weekStarts(now).map(weekFigures)),
  ]);
  const countOf = (state: ListingState) => byState.find((entry) => entry.state === state)?.count ?? 0;
  return { ...totals, pendingRequests: countOf('sellrequest'), pendingCancelRequests: countOf('cancelrequest'), requestsByState: byState, weeks };
}
