import { describe, expect, it } from 'vitest';
import {
  CATEGORY_NAMES,
  HOME_CATEGORIES,
  MEGA_MENU_COLUMNS,
  SELL_CATEGORIES,
  canonicalCategory,
  isSellCategory,
  isSubcategoryOf,
  subcategoriesOf,
} from '../src/categories';

describe('categories', () => {
  it('lists the nine fixed categories in spec order', () => {
    expect(CATEGORY_NAMES).toEqual([
      'Books & Study Materials',
      'Electronic',
      'Photography & Videography',
      'Clothing & Accessories',
      'Furniture & Home Essentials',
      'Gaming & Accessories',
      'Sports & Fitness',
      'Toy',
      'Miscellaneous',
    ]);
  });

  it('gives Books 5, Electronic 10 and Toy 3 subcategories including the spec examples', () => {
    expect(subcategoriesOf('Books & Study Materials')).toHaveLength(5);
    expect(subcategoriesOf('Books & Study Materials')).toEqual(expect.arrayContaining(['Fiction', 'Textbooks & Reference Books']));
    expect(subcategoriesOf('Electronic')).toHaveLength(10);
    expect(subcategoriesOf('Electronic')).toEqual(expect.arrayContaining(['Mobile Phones & Tablets', 'Laptops & Accessories']));
    expect(subcategoriesOf('Toy')).toHaveLength(3);
    expect(subcategoriesOf('Toy')).toEqual(expect.arrayContaining(['Board Games', 'Puzzles']));
    expect(subcategoriesOf('Furniture & Home Essentials')).toContain('Desks & Chairs');
  });

  it('gives every category a non-empty list of unique subcategories', () => {
    for (const category of SELL_CATEGORIES) {
      expect(category.subcategories.length, category.name).toBeGreaterThan(0);
      expect(new Set(category.subcategories).size, category.name).toBe(category.subcategories.length);
    }
  });

  it('knows which names are categories and which subcategories belong to them', () => {
    expect(isSellCategory('Electronic')).toBe(true);
    expect(isSellCategory('electronic')).toBe(false);
    expect(isSellCategory('Cars')).toBe(false);
    expect(subcategoriesOf('Cars')).toEqual([]);
    expect(isSubcategoryOf('Toy', 'Puzzles')).toBe(true);
    expect(isSubcategoryOf('Electronic', 'Puzzles')).toBe(false);
  });

  it('canonicalises category names typed in any case', () => {
    expect(canonicalCategory(' electronic ')).toBe('Electronic');
    expect(canonicalCategory('BOOKS & STUDY MATERIALS')).toBe('Books & Study Materials');
    expect(canonicalCategory('Cars')).toBeUndefined();
  });

  it('has the six home cards with their labels, each a real category', () => {
    expect(HOME_CATEGORIES.map(({ title, label }) => `${title} / ${label}`)).toEqual([
      'Books & Study Materials / Academic',
      'Electronic / Gadgets',
      'Photography & Videography / Equipment',
      'Gaming & Accessories / Entertainment',
      'Sports & Fitness / Fitness',
      'Furniture & Home Essentials / Home',
    ]);
    for (const card of HOME_CATEGORIES) expect(isSellCategory(card.title)).toBe(true);
  });

  it('splits the mega-menu into three columns holding all nine categories in order', () => {
    expect(MEGA_MENU_COLUMNS).toHaveLength(3);
    expect(MEGA_MENU_COLUMNS.map((column) => column.length)).toEqual([3, 3, 3]);
    expect(MEGA_MENU_COLUMNS.flat().map((category) => category.name)).toEqual(CATEGORY_NAMES);
  });
});
