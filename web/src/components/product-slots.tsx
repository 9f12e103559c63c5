import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogueProduct } from '../lib/product-converter';

/**
 * Controls that other features put on a product, filled by the app layer (app/product-slots-provider.tsx for
 * cards, app/routes/product-route.tsx for the product page):
 * the shared product card and the product page show the wishlist heart, the cart button, the reviews and
 * the deal controls without importing the wishlist, cart, reviews or deals features.
 */
export interface ProductSlots {
  /** Over the product image's top-right corner. */
  wishlistHeart: (product: CatalogueProduct) => ReactNode;
  /** The add-to-cart control: an icon on cards, a full-width button on the product page. */
  cartButton: (product: CatalogueProduct, size: 'icon' | 'full') => ReactNode;
  /** The average rating and review count under the product page's title. */
  ratingSummary: (product: CatalogueProduct) => ReactNode;
  /** The label of the product page's Reviews tab, 'Reviews (n)'. */
  reviewsTabLabel: (product: CatalogueProduct) => ReactNode;
  /** The product page's Customer Reviews block. */
  reviews: (product: CatalogueProduct) => ReactNode;
  /** The product page's seller reputation, 'Message seller' and 'Make an offer', or its reservation. */
  dealActions: (product: CatalogueProduct) => ReactNode;
}

const none = () => null;

/** Every slot empty (the tab label plain 'Reviews'): what a page without the app layer's providers shows. */
export const productSlotDefaults: ProductSlots = {
  wishlistHeart: none,
  cartButton: none,
  ratingSummary: none,
  reviewsTabLabel: () => 'Reviews',
  reviews: none,
  dealActions: none,
};

export const ProductSlotsContext = createContext<ProductSlots>(productSlotDefaults);

export const useProductSlots = (): ProductSlots => useContext(ProductSlotsContext);
