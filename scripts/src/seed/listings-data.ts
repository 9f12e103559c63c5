import type { CategoryName } from '@campus/common/categories';
import type { ListingState } from '@campus/common/model';
import type { PersonKey } from './people-data';

/** Sell requests that never reached the catalogue, so every listing state has examples. */
export type ListingRow = readonly [
  productName: string,
  category: CategoryName,
  subcategory: string,
  expectedPrice: number,
  description: string,
  seller: PersonKey,
  state: Exclude<ListingState, 'Request_Approved' | 'Sold'>,
  daysAgo: number,
];

export const PENDING_AND_CLOSED_LISTINGS: readonly ListingRow[] = [
  ['HP 15s Laptop (i3, 8GB, 256GB SSD)', 'Electronic', 'Laptops & Accessories', 24000, 'Bought in 2023, selling because I upgraded. Original charger included, battery lasts around 3 hours.', 'seller', 'sellrequest', 1],
  ['Operating System Concepts (Galvin, 9th Edition)', 'Books & Study Materials', 'Textbooks & Reference Books', 400, 'The dinosaur book, clean copy with a few bookmarks.', 'seller', 'Request_Rejected', 9],
  ['Mi Smart Band 6', 'Electronic', 'Smart Watches & Wearables', 1200, 'Fitness band with the charger; strap slightly faded.', 'seller', 'cancelrequest', 3],
  ['Study Table Lamp with Clock', 'Furniture & Home Essentials', 'Lamps & Lighting', 500, 'LED lamp with a small digital clock and pen stand.', 'seller', 'Cancel_Approved', 14],
  ['Carrom Board Full Size', 'Toy', 'Board Games', 1800, 'Tournament-size carrom board with coins and striker, powder included.', 'karthik', 'sellrequest', 2],
  ['Cricket Helmet (Size M)', 'Sports & Fitness', 'Cricket', 900, 'Used for one season, grille intact and padding clean.', 'sneha', 'sellrequest', 0],
  ['Photocopied Question Bank (All Semesters)', 'Books & Study Materials', 'Competitive Exam Preparation', 150, 'Photocopies of previous question papers.', 'arjun', 'Request_Rejected', 20],
  ['Induction Cooktop', 'Furniture & Home Essentials', 'Kitchen Appliances', 1300, 'Pigeon induction cooktop, 1800W, works fine.', 'sneha', 'cancelrequest', 5],
];
