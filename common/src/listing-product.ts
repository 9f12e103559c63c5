import { buildSearchKeywords } from './catalogue';
import type { Listing, Product } from './model';

/**
 * The catalogue entry an approved listing becomes: its name, asking price, photos (and the first one's card
 * copy for the grids), description, category and seller, available, with the search keywords of its name,
 * category and subcategory.
 */
export function productFromListing(listingId: string, listing: Listing, createdAt: string): Product {
  const cardImageURL = listing.images[0]?.cardUrl;
  return {
    title: listing.productName,
    price: listing.expectedPrice,
    // Listings carry no original (new) price, so the catalogue shows the asking price as both.
    originalPrice: listing.expectedPrice,
    imageURL: listing.images[0]?.imageUrl ?? '',
    ...(cardImageURL ? { cardImageURL } : {}),
    images: listing.images.map(({ imageUrl }) => ({ imageUrl })),
    description: listing.productDescription,
    category: listing.category,
    subcategory: listing.subcategory,
    sellerId: listing.sellerId,
    listingId,
    status: 'available',
    createdAt,
    keywords: buildSearchKeywords(listing.productName, listing.category.name, listing.subcategory),
  };
}
