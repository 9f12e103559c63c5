import { useEffect, useMemo, useState } from 'react';
import { collection, documentId, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@campus/common/model';
import { catalogueDb } from './firebase';
import { productConverter, type CatalogueProduct } from './product-converter';

// Firestore's `in` filter takes at most 30 values.
const IN_LIMIT = 30;

/** The products with these ids, one query per 30 ids; ids with no product are left out. */
export async function getProductsByIds(db: Firestore, ids: readonly string[]): Promise<CatalogueProduct[]> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += IN_LIMIT) chunks.push(unique.slice(start, start + IN_LIMIT));
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      getDocs(query(collection(db, COLLECTIONS.products), where(documentId(), 'in', chunk)).withConverter(productConverter)),
    ),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data()));
}

export interface ProductsByIds {
  status: 'loading' | 'ready' | 'error';
  products: ReadonlyMap<string, CatalogueProduct>;
  error?: Error;
}

/**
 * The catalogue entries for a changing set of ids (the cart's or wishlist's lines): only ids not
 * fetched before are read, so removing a line or changing a quantity costs no reads.
 */
export function useProductsByIds(ids: readonly string[]): ProductsByIds {
  const [products, setProducts] = useState<ReadonlyMap<string, CatalogueProduct>>(new Map());
  const [missingIds, setMissingIds] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<Error | undefined>();
  const wanted = useMemo(() => [...new Set(ids)].sort(), [ids]);
  const toFetch = wanted.filter((id) => !products.has(id) && !missingIds.has(id));
  const fetchKey = toFetch.join('/');

  useEffect(() => {
    if (fetchKey === '') return;
    const requested = fetchKey.split('/');
    let current = true;
    getProductsByIds(catalogueDb, requested).then(
      (found) => {
        if (!current) return;
        setProducts((previous) => {
          const next = new Map(previous);
          for (const product of found) next.set(product.id, product);
          return next;
        });
        const foundIds = new Set(found.map((product) => product.id));
        setMissingIds((previous) => new Set([...previous, ...requested.filter((id) => !foundIds.has(id))]));
        setError(undefined);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    return () => {
      current = false;
    };
  }, [fetchKey]);

  if (error && toFetch.length > 0) return { status: 'error', products, error };
  return { status: toFetch.length > 0 ? 'loading' : 'ready', products };
}
