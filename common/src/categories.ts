/** The nine fixed sell categories of spec section 3, in spec order, with their subcategories. */
export const SELL_CATEGORIES = [
  {
    name: 'Books & Study Materials',
    subcategories: ['Textbooks & Reference Books', 'Fiction', 'Non-Fiction', 'Notes & Study Guides', 'Competitive Exam Preparation'],
  },
  {
    name: 'Electronic',
    subcategories: [
      'Mobile Phones & Tablets',
      'Laptops & Accessories',
      'Desktops & Monitors',
      'Headphones & Earphones',
      'Speakers & Audio',
      'Smart Watches & Wearables',
      'Calculators',
      'Chargers & Power Banks',
      'Storage Devices',
      'Printers & Scanners',
    ],
  },
  {
    name: 'Photography & Videography',
    subcategories: ['Cameras', 'Lenses', 'Tripods & Stabilisers', 'Lighting Equipment', 'Drones', 'Camera Bags & Accessories'],
  },
  {
    name: 'Clothing & Accessories',
    subcategories: ["Men's Clothing", "Women's Clothing", 'Footwear', 'Bags & Backpacks', 'Watches', 'Jewellery & Accessories'],
  },
  {
    name: 'Furniture & Home Essentials',
    subcategories: ['Desks & Chairs', 'Beds & Mattresses', 'Storage & Shelves', 'Lamps & Lighting', 'Kitchen Appliances', 'Home Decor'],
  },
  {
    name: 'Gaming & Accessories',
    subcategories: ['Gaming Consoles', 'Video Games', 'Controllers', 'Gaming Headsets', 'PC Gaming Accessories'],
  },
  {
    name: 'Sports & Fitness',
    subcategories: ['Cricket', 'Football', 'Badminton & Racket Sports', 'Gym & Fitness Equipment', 'Bicycles', 'Yoga & Outdoor'],
  },
  {
    name: 'Toy',
    subcategories: ['Board Games', 'Puzzles', 'Soft Toys & Action Figures'],
  },
  {
    name: 'Miscellaneous',
    subcategories: ['Stationery', 'Art & Craft Supplies', 'Musical Instruments', 'Lab Equipment', 'Others'],
  },
] as const satisfies readonly { name: string; subcategories: readonly string[] }[];

export type SellCategory = (typeof SELL_CATEGORIES)[number];
export type CategoryName = SellCategory['name'];

export const CATEGORY_NAMES: readonly CategoryName[] = SELL_CATEGORIES.map((category) => category.name);

export function isSellCategory(name: string): name is CategoryName {
  return SELL_CATEGORIES.some((category) => category.name === name);
}

/** The subcategories of a category; empty for an unknown name. */
export function subcategoriesOf(name: string): readonly string[] {
  return SELL_CATEGORIES.find((category) => category.name === name)?.subcategories ?? [];
}

export function isSubcategoryOf(categoryName: string, subcategory: string): boolean {
  return subcategoriesOf(categoryName).includes(subcategory);
}

/** The canonical spelling of a category name given in any letter case, or undefined. */
export function canonicalCategory(name: string): CategoryName | undefined {
  const wanted = name.trim().toLowerCase();
  return CATEGORY_NAMES.find((known) => known.toLowerCase() === wanted);
}

/** The six Popular Categories cards of the home page (spec 'Home'): title and label. */
export const HOME_CATEGORIES: readonly { title: CategoryName; label: string }[] = [
  { title: 'Books & Study Materials', label: 'Academic' },
  { title: 'Electronic', label: 'Gadgets' },
  { title: 'Photography & Videography', label: 'Equipment' },
  { title: 'Gaming & Accessories', label: 'Entertainment' },
  { title: 'Sports & Fitness', label: 'Fitness' },
  { title: 'Furniture & Home Essentials', label: 'Home' },
];

const MEGA_MENU_COLUMN_COUNT = 3;

/** The categories mega-menu: the nine categories in spec order, three to a column. */
export const MEGA_MENU_COLUMNS: readonly (readonly SellCategory[])[] = Array.from({ length: MEGA_MENU_COLUMN_COUNT }, (_, column) => {
  const perColumn = Math.ceil(SELL_CATEGORIES.length / MEGA_MENU_COLUMN_COUNT);
  return SELL_CATEGORIES.slice(column * perColumn, (column + 1) * perColumn);
});
