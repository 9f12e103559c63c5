import { useCallback } from 'react';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useUser } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';

/** Removes a product's line from the user's cart. */
export async function removeFromCart(db: Firestore, uid: string, productId: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.users, uid, COLLECTIONS.cart, productId));
}

/** removeFromCart for the signed-in user (inside <LiveFirestore>). */
export function useRemoveFromCart(): (productId: string) => Promise<void> {
  const db = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid;
  return useCallback(
    async (productId: string) => {
      if (!uid) throw new Error('Sign in to change your cart.');
      await removeFromCart(db, uid, productId);
    },
    [db, uid],
  );
}
