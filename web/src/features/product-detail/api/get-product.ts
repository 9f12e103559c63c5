import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { catalogueDb } from '../../../lib/firebase';
import { productConverter, type CatalogueProduct } from '../../../lib/product-converter';
import { useAsync, type AsyncState } from '../../../lib/use-async';

/** products/{id} through the Lite SDK (one read); null when there is no such product. */
export async function getProduct(db: Firestore, productId: string): Promise<CatalogueProduct | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.products, productId).withConverter(productConverter));
  return snapshot.data() ?? null;
}

/** The product page's product. */
export function useProduct(productId: string): AsyncState<CatalogueProduct | null> {
  return useAsync(`product:${productId}`, () => getProduct(catalogueDb, productId));
}
