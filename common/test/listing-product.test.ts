import { describe, expect, it } from 'vitest';
import { normaliseSearchTerm } from '../src/catalogue';
import { productFromListing } from '../src/listing-product';
import type { Listing } from '../src/model';

const listing: Listing = {
  sellerId: 'seller-1',
  seller: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@campus.ac.in' },
  productName: 'Casio FX-991EX Calculator',
  productDescription: 'Works perfectly',
  expectedPrice: 750,
  images: [
    { imageUrl: 'https://storage.test/front.png', path: 'listings/seller-1/l1/front.png' },
    { imageUrl: 'https://storage.test/back.png', path: 'listings/seller-1/l1/back.png' },
  ],
  address: [],
  category: { name: 'Electronic' },
  subcategory: 'Calculators',
  state: 'Request_Approved',
  createdAt: '2024-04-01T10:00:00.000Z',
  updatedAt: '2024-04-02T10:00:00.000Z',
  keywords: [],
  firstOfSeller: true,
};

describe('the catalogue entry of an approved listing', () => {
  it('copies name, asking price, photos (without their Storage paths), description, category and seller, available', () => {
    expect(productFromListing('l1', listing, '2024-04-03T09:00:00.000Z')).toEqual({
      title: 'Casio FX-991EX Calculator',
      price: 750,
      originalPrice: 750,
      imageURL: 'https://storage.test/front.png',
      images: [{ imageUrl: 'https://storage.test/front.png' }, { imageUrl: 'https://storage.test/back.png' }],
      description: 'Works perfectly',
      category: { name: 'Electronic' },
      subcategory: 'Calculators',
      sellerId: 'seller-1',
      listingId: 'l1',
      status: 'available',
      createdAt: '2024-04-03T09:00:00.000Z',
      keywords: expect.any(Array),
    });
  });

  it('is found by a typed prefix of its name, category or subcategory', () => {
    const { keywords } = productFromListing('l1', listing, listing.createdAt);
    for (const typed of ['cas', 'FX', 'calc', 'electr', 'Calculators']) expect(keywords).toContain(normaliseSearchTerm(typed));
  });

  it("shows the first photo's card copy in the grids when the seller's browser made one", () => {
    const withCard = { ...listing, images: listing.images.map((image, index) => ({ ...image, cardUrl: `https://storage.test/card-${index}.png` })) };
    const product = productFromListing('l1', withCard, listing.createdAt);
    expect(product.cardImageURL).toBe('https://storage.test/card-0.png');
    expect(product.images).toEqual([{ imageUrl: 'https://storage.test/front.png' }, { imageUrl: 'https://storage.test/back.png' }]);
  });

  it('has no picture when the listing has none', () => {
    expect(productFromListing('l1', { ...listing, images: [] }, listing.createdAt)).toMatchObject({ imageURL: '', images: [] });
  });
});
