import { describe, expect, it } from 'vitest';
import {
  ORDER_SORTS,
  ORDER_STATUSES,
  ORDER_STATUS_FILTERS,
  TRACKER_STEPS,
  canCancelOrder,
  canChangeOrderStatus,
  matchesOrderStatusFilter,
  nextOrderStatus,
  orderStatusBadge,
  trackerStep,
} from '../src/order-state';

describe('order transitions', () => {
  it('move forward PLACED -> CONFIRMED -> SHIPPED -> DELIVERED and stop there', () => {
    expect(nextOrderStatus('PLACED')).toBe('CONFIRMED');
    expect(nextOrderStatus('CONFIRMED')).toBe('SHIPPED');
    expect(nextOrderStatus('SHIPPED')).toBe('DELIVERED');
    expect(nextOrderStatus('DELIVERED')).toBeNull();
    expect(nextOrderStatus('CANCELLED')).toBeNull();
    expect(nextOrderStatus('LOST')).toBeNull();
  });

  it('allow cancelling only from PLACED or CONFIRMED', () => {
    expect(ORDER_STATUSES.filter(canCancelOrder)).toEqual(['PLACED', 'CONFIRMED']);
    expect(canCancelOrder('placed')).toBe(false);
  });

  it('check a requested change: one step forward or an allowed cancel', () => {
    expect(canChangeOrderStatus('PLACED', 'CONFIRMED')).toBe(true);
    expect(canChangeOrderStatus('PLACED', 'SHIPPED')).toBe(false);
    expect(canChangeOrderStatus('SHIPPED', 'CANCELLED')).toBe(false);
    expect(canChangeOrderStatus('CONFIRMED', 'CANCELLED')).toBe(true);
    expect(canChangeOrderStatus('CANCELLED', 'PLACED')).toBe(false);
    expect(canChangeOrderStatus('DELIVERED', 'DELIVERED')).toBe(false);
  });
});

describe('order display', () => {
  it('tracks four steps, unknown statuses at step 0', () => {
    expect(TRACKER_STEPS).toEqual(['Order Placed', 'Order Confirmed', 'Out For Delivery', 'Delivered']);
    expect(['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'].map(trackerStep)).toEqual([0, 1, 2, 3]);
    expect(trackerStep('CANCELLED')).toBe(0);
    expect(trackerStep('weird')).toBe(0);
    expect(trackerStep(undefined)).toBe(0);
  });

  it('badges every status and shows Processing for an unknown one', () => {
    expect(ORDER_STATUSES.map((status) => orderStatusBadge(status).label)).toEqual(['Placed', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']);
    expect(orderStatusBadge('CANCELLED').colour).toBe('red');
    expect(orderStatusBadge('DELIVERED').colour).toBe('green');
    expect(orderStatusBadge('ON_HOLD')).toEqual({ label: 'Processing', colour: 'gray' });
    expect(orderStatusBadge(undefined).label).toBe('Processing');
  });

  it('filters and sorts with the spec labels', () => {
    expect(ORDER_STATUS_FILTERS.map((filter) => filter.label)).toEqual(['All Orders', 'Placed', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']);
    expect(matchesOrderStatusFilter('ALL', 'SHIPPED')).toBe(true);
    expect(matchesOrderStatusFilter('SHIPPED', 'SHIPPED')).toBe(true);
    expect(matchesOrderStatusFilter('SHIPPED', 'PLACED')).toBe(false);
    expect(ORDER_SORTS.map((sort) => sort.label)).toEqual(['Newest First', 'Oldest First', 'Price: High to Low', 'Price: Low to High']);
  });
});
