import { useCallback } from 'react';
import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore, useUser } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';

/** Adds the product to the user's wishlist (wanted) or removes it (not wanted). */
export async function setWishlisted(db: Firestore, uid: string, productId: string, wanted: boolean): Promise<void> {
  const ref = doc(db, COLLECTIONS.users, uid, COLLECTIONS.wishlist, productId);
  if (wanted) await setDoc(ref, { addedAt: new Date().toISOString() });
  else await deleteDoc(ref);
}

/** setWishlisted for the signed-in user (inside <LiveFirestore>). */
export function useSetWishlisted(): (productId: string, wanted: boolean) => Promise<void> {
  const db = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid;
  return useCallback(
    async (productId: string, wanted: boolean) => {
      if (!uid) throw new Error('Sign in to change your wishlist.');
      await setWishlisted(db, uid, productId, wanted);
    },
    [db, uid],
  );
}
