import { useCallback } from 'react';
import { doc, increment, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore, useUser } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';
import { announceItemAdded } from '../item-added-signal';

/**
 * Puts a product in the user's cart (users/{uid}/cart/{productId}); adding it again raises the
 * quantity. The rules accept it only while the product is available.
 */
export async function addToCart(db: Firestore, uid: string, productId: string): Promise<void> {
  await setDoc(
    doc(db, COLLECTIONS.users, uid, COLLECTIONS.cart, productId),
    { quantity: increment(1), addedAt: new Date().toISOString() },
    { merge: true },
  );
}

/** addToCart for the signed-in user (inside <LiveFirestore>); announces the add to the badge. */
export function useAddToCart(): (productId: string) => Promise<void> {
  const db = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid;
  return useCallback(
    async (productId: string) => {
      if (!uid) throw new Error('Sign in to add items to your cart.');
      await addToCart(db, uid, productId);
      announceItemAdded();
    },
    [db, uid],
  );
}
