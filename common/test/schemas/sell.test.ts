import { describe, expect, it } from 'vitest';
import { sellSchema } from '../../src/schemas/sell';
import { errorsOf, valueOf } from './expect-errors';

const valid = {
  productName: 'Casio FX-991EX',
  productDescription: 'Scientific calculator, one year old',
  expectedPrice: '850',
  mainCategory: 'Electronic',
  subcategory: 'Calculators',
  images: [{ name: 'front.jpg' }],
};

describe('sellSchema', () => {
  it('requires name, description, price and an image with the spec messages', () => {
    expect(errorsOf(sellSchema, { mainCategory: 'Electronic', subcategory: 'Calculators' })).toEqual({
      productName: 'Product name is required',
      productDescription: 'Product description is required',
      expectedPrice: 'Expected price is required',
      images: 'Please upload at least one product image',
    });
    expect(errorsOf(sellSchema, { ...valid, productName: ' ', productDescription: '', expectedPrice: '', images: [] })).toEqual({
      productName: 'Product name is required',
      productDescription: 'Product description is required',
      expectedPrice: 'Expected price is required',
      images: 'Please upload at least one product image',
    });
  });

  it('needs a numeric expected price', () => {
    for (const expectedPrice of ['abc', '12a', '1.2.3', '0x10', '1e3', 'NaN']) {
      expect(errorsOf(sellSchema, { ...valid, expectedPrice }), expectedPrice).toEqual({ expectedPrice: 'Expected price must be a valid number' });
    }
    expect(errorsOf(sellSchema, { ...valid, expectedPrice: '0' })).toEqual({ expectedPrice: 'Expected price must be greater than 0' });
    expect(errorsOf(sellSchema, { ...valid, expectedPrice: 2_000_000 })).toEqual({ expectedPrice: 'Expected price must not exceed ₹10,00,000' });
  });

  it('accepts the price as text or as a number, giving a number', () => {
    expect(valueOf(sellSchema, valid).expectedPrice).toBe(850);
    expect(valueOf(sellSchema, { ...valid, expectedPrice: ' 849.50 ' }).expectedPrice).toBe(849.5);
    expect(valueOf(sellSchema, { ...valid, expectedPrice: 1200 }).expectedPrice).toBe(1200);
  });

  it('needs a known category and one of its subcategories', () => {
    expect(errorsOf(sellSchema, { ...valid, mainCategory: 'Cars' })).toEqual({ mainCategory: 'Please choose a valid category' });
    expect(errorsOf(sellSchema, { ...valid, subcategory: 'Puzzles' })).toEqual({ subcategory: 'Please choose a valid subcategory' });
    expect(errorsOf(sellSchema, { ...valid, mainCategory: '', subcategory: '' })).toEqual({
      mainCategory: 'Category is required',
      subcategory: 'Subcategory is required',
    });
  });

  it('caps the number of images', () => {
    expect(errorsOf(sellSchema, { ...valid, images: Array.from({ length: 11 }, (_, index) => ({ index })) })).toEqual({
      images: 'Please upload at most 10 images',
    });
  });
});
