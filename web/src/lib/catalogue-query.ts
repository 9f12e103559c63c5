import { collection, limit, orderBy, query, where, type Query } from 'firebase/firestore/lite';
import { describeCatalogueQuery, type CatalogueFilter } from '@campus/common/catalogue';
import { COLLECTIONS } from '@campus/common/model';
import { liteFirestore } from './lite-firestore';
import { productConverter, type CatalogueProduct } from './product-converter';

/**
 * The catalogue query every product list runs (home, /items, search suggestions), built from common's
 * description so the functions' /api runs the same one. Without a limit, so callers can page or count it.
 */
export function catalogueQuery(filter: CatalogueFilter): Query<CatalogueProduct> {
  const description = describeCatalogueQuery(filter);
  return query(
    collection(liteFirestore, COLLECTIONS.products),
    ...description.where.map((condition) => where(condition.field, condition.op, condition.value)),
    orderBy(description.orderBy.field, description.orderBy.direction),
  ).withConverter(productConverter);
}

/** catalogueQuery with a limit. */
export function limitedCatalogueQuery(filter: CatalogueFilter, count: number): Query<CatalogueProduct> {
  return query(catalogueQuery(filter), limit(count));
}
