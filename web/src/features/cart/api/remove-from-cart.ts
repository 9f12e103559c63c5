import { useMutation } from '@tanstack/react-query';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';
import { useSession } from '../../../lib/session';

/** Removes a product's line from the user's cart. */
export async function removeFromCart(db: Firestore, uid: string, productId: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.users, uid, COLLECTIONS.cart, productId));
}

/** removeFromCart for the signed-in user (inside <LiveFirestore>); the live cart drops the line. */
export function useRemoveFromCart() {
  const db = useFirestore();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (productId: string) => {
      if (!user) throw new Error('Sign in to change your cart.');
      await removeFromCart(db, user.uid, productId);
    },
  });
}
