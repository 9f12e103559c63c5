import { useMutation } from '@tanstack/react-query';
import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@campus/common/model';
import { useSession } from '../../../lib/session';

export interface WishlistChange {
  productId: string;
  /** True to add the product to the wishlist, false to remove it. */
  wanted: boolean;
}

/** Adds the product to the user's wishlist or removes it. */
export async function setWishlisted(db: Firestore, uid: string, { productId, wanted }: WishlistChange): Promise<void> {
  const ref = doc(db, COLLECTIONS.users, uid, COLLECTIONS.wishlist, productId);
  if (wanted) await setDoc(ref, { addedAt: new Date().toISOString() });
  else await deleteDoc(ref);
}

/** setWishlisted for the signed-in user (inside <LiveFirestore>); the live wishlist follows the write. */
export function useSetWishlisted() {
  const db = useFirestore();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (change: WishlistChange) => {
      if (!user) throw new Error('Sign in to change your wishlist.');
      await setWishlisted(db, user.uid, change);
    },
  });
}
