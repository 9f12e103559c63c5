import { useCallback } from 'react';
import { collection, documentId, endBefore, limit, orderBy, query, startAt, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { ADMIN_PAGE_SIZE, describeAdminQueueQuery, type AdminView } from '@campus/common/admin-queue';
import type { ListSort } from '@campus/common/list-sort';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveQuery, type LiveList } from '../../../lib/live-query';
import { toAdminRequest, type AdminRequest } from './admin-request';

/** A place in a queue's order: the sort field's value and the document id that breaks ties. */
export interface QueueCursor {
  value: string | number;
  id: string;
}

export interface QueueParams {
  view: AdminView;
  sort: ListSort;
  search: string;
}

/** One page of a queue: from its start cursor (the top when null) up to the next page's start, or PAGE_SIZE + 1 rows for the last page. */
export interface QueuePageRange {
  start: QueueCursor | null;
  end: QueueCursor | null;
}

function pageQuery(db: Firestore, { view, sort, search }: QueueParams, { start, end }: QueuePageRange) {
  const description = describeAdminQueueQuery(view, sort, search);
  const { field, direction } = description.orderBy;
  const constraints: QueryConstraint[] = description.where.map((condition) => where(condition.field, condition.op, condition.value));
  constraints.push(orderBy(field, direction), orderBy(documentId(), direction));
  if (start) constraints.push(startAt(start.value, start.id));
  // The last page reads one row more than it shows: that row, if any, is where a next page would start.
  constraints.push(end ? endBefore(end.value, end.id) : limit(ADMIN_PAGE_SIZE + 1));
  return query(collection(db, COLLECTIONS.listings), ...constraints);
}

export const cursorOf = (request: AdminRequest, sort: ListSort): QueueCursor => ({
  value: sort === 'priceAsc' || sort === 'priceDesc' ? (request.expectedPrice ?? 0) : request.createdAt,
  id: request.id,
});

/**
 * One cursor page of an admin queue, live (inside <LiveFirestore>): the pages split the queue's order
 * between fixed cursors, so a request that changes state leaves its page and a new one joins the page
 * it sorts into, with no row shown twice or skipped. The rules refuse this query to anyone but an admin.
 */
export function useQueuePage(params: QueueParams, range: QueuePageRange): LiveList<AdminRequest> {
  const name = `admin-queue:${JSON.stringify([params, range])}`;
  // The name spells out params and range, so the query is built anew exactly when one of them changes.
  const build = useCallback((db: Firestore) => pageQuery(db, params, range), [name]);
  return useLiveQuery(name, build, toAdminRequest);
}
