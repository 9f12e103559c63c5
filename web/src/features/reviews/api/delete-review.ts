import { useCallback } from 'react';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { catalogueDb } from '../../../lib/firebase';

/** Deletes the user's own review. */
export async function deleteReview(db: Firestore, id: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.reviews, id));
}

export function useDeleteReview(): (id: string) => Promise<void> {
  return useCallback((id: string) => deleteReview(catalogueDb, id), []);
}
