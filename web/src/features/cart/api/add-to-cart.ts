import { useMutation } from '@tanstack/react-query';
import { doc, increment, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';
import { announceItemAdded } from '../item-added-signal';
import { useSession } from '../../../lib/session';

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

/**
 * addToCart for the signed-in user (inside <LiveFirestore>), as a mutation whose variable is the product
 * id; announces each add to the top bar's badge. The live cart shows the new line.
 */
export function useAddToCart() {
  const db = useFirestore();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (productId: string) => {
      if (!user) throw new Error('Sign in to add items to your cart.');
      await addToCart(db, user.uid, productId);
    },
    onSuccess: announceItemAdded,
  });
}
