import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogueProduct } from '../lib/product-converter';

/**
 * Features add their controls to the shared product card through these slots (filled by the app
 * layer), so the card stays shared UI and the catalogue features never import the cart or wishlist.
 */
export interface ProductCardSlots {
  /** Over the image's top-right corner, e.g. the wishlist heart. */
  imageOverlay?: (product: CatalogueProduct) => ReactNode;
  /** Beside the price, e.g. the add-to-cart button. */
  actions?: (product: CatalogueProduct) => ReactNode;
}

export const ProductCardSlotsContext = createContext<ProductCardSlots>({});

export const useProductCardSlots = (): ProductCardSlots => useContext(ProductCardSlotsContext);
