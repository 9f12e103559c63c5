import { sortList, type ListSort } from '@campus/common/list-sort';
import { matchesOrderStatusFilter, type OrderStatusFilter } from '@campus/common/order-state';
import type { MyOrder } from './api/order';

export interface OrderListFilters {
  search: string;
  status: OrderStatusFilter;
  sort: ListSort;
}

export const NO_ORDER_FILTERS: OrderListFilters = { search: '', status: 'ALL', sort: 'newest' };

/** Whether the search or the status filter narrows the list (the sort does not). */
export function isFiltered(filters: OrderListFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'ALL';
}

function matchesSearch(order: MyOrder, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return order.id.toLowerCase().includes(term) || order.items.some((item) => item.title.toLowerCase().includes(term));
}

/** The orders the search (order id or product titles, case-insensitive) and status filter keep, sorted. */
export function filterOrders(orders: readonly MyOrder[], filters: OrderListFilters): MyOrder[] {
  const kept = orders.filter((order) => matchesOrderStatusFilter(filters.status, order.orderStatus) && matchesSearch(order, filters.search));
  return sortList(kept, filters.sort, { date: (order) => order.createdAt, price: (order) => order.totalAmount });
}
