/** The order life cycle of spec section 4: PLACED -> CONFIRMED -> SHIPPED -> DELIVERED, or CANCELLED. */
import type { Badge } from './badge';
import { LIST_SORTS } from './list-sort';
import type { OrderStatus } from './model';

export const ORDER_STATUSES: readonly OrderStatus[] = ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];

export function isOrderStatus(value: string): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

const FORWARD: Partial<Record<OrderStatus, OrderStatus>> = {
  PLACED: 'CONFIRMED',
  CONFIRMED: 'SHIPPED',
  SHIPPED: 'DELIVERED',
};

const CANCELLABLE: readonly string[] = ['PLACED', 'CONFIRMED'];

/** The next step forward, or null from DELIVERED, CANCELLED or an unknown status. */
export function nextOrderStatus(status: string): OrderStatus | null {
  return isOrderStatus(status) ? (FORWARD[status] ?? null) : null;
}

/** Cancelling is allowed only before shipping, and cannot be undone. */
export function canCancelOrder(status: string): boolean {
  return CANCELLABLE.includes(status);
}

/** Whether `from -> to` is one step forward or an allowed cancellation. */
export function canChangeOrderStatus(from: string, to: OrderStatus): boolean {
  return to === 'CANCELLED' ? canCancelOrder(from) : nextOrderStatus(from) === to;
}

export const TRACKER_STEPS = ['Order Placed', 'Order Confirmed', 'Out For Delivery', 'Delivered'] as const;

const TRACKER_STATUSES: readonly string[] = ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'];

/** The tracker step (0-3) of a status; unknown statuses (and CANCELLED) show step 0. */
export function trackerStep(status: string | undefined): number {
  const step = status === undefined ? -1 : TRACKER_STATUSES.indexOf(status);
  return Math.max(step, 0);
}

const BADGES: Record<OrderStatus, Badge> = {
  PLACED: { label: 'Placed', colour: 'blue' },
  CONFIRMED: { label: 'Confirmed', colour: 'purple' },
  SHIPPED: { label: 'Shipped', colour: 'orange' },
  DELIVERED: { label: 'Delivered', colour: 'green' },
  CANCELLED: { label: 'Cancelled', colour: 'red' },
};

const PROCESSING: Badge = { label: 'Processing', colour: 'gray' };

/** The status badge of an order; an unknown status shows 'Processing'. */
export function orderStatusBadge(status: string | undefined): Badge {
  return status !== undefined && isOrderStatus(status) ? BADGES[status] : PROCESSING;
}

export const ORDER_STATUS_FILTERS = [
  { value: 'ALL', label: 'All Orders' },
  { value: 'PLACED', label: 'Placed' },
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'SHIPPED', label: 'Shipped' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'CANCELLED', label: 'Cancelled' },
] as const satisfies readonly { value: OrderStatus | 'ALL'; label: string }[];

export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number]['value'];

export function matchesOrderStatusFilter(filter: OrderStatusFilter, status: string | undefined): boolean {
  return filter === 'ALL' || filter === status;
}

export const ORDER_SORTS = LIST_SORTS;
