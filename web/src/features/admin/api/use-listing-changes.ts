import { useEffect, useRef } from 'react';
import { collection, limit, orderBy, query, type DocumentData, type Firestore } from 'firebase/firestore';
import { useQueryClient } from '@tanstack/react-query';
import { COLLECTIONS } from '@campus/common/model';
import { asText } from '@campus/common/values';
import { useLiveQuery } from '../../../lib/live-query';
import { adminDashboardKey } from './get-admin-dashboard';

// Every change of a listing (a new request, a decision, a sale) stamps its updatedAt, so the most
// recently updated listing changes whenever any listing does: one document read per change.
const lastChanged = (db: Firestore) => query(collection(db, COLLECTIONS.listings), orderBy('updatedAt', 'desc'), limit(1));
const stamp = (id: string, data: DocumentData) => `${id}@${asText(data.updatedAt)}`;

/** Refetches the dashboard's figures (stat cards, badges, charts) whenever any listing changes, by anyone (inside <LiveFirestore>). */
export function useListingChanges(): void {
  const queryClient = useQueryClient();
  const changes = useLiveQuery('admin-listing-changes', lastChanged, stamp);
  const latest = changes.status === 'ready' ? changes.items[0] : undefined;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (latest === undefined) return;
    if (seen.current !== undefined && seen.current !== latest) void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    seen.current = latest;
  }, [latest, queryClient]);
}
