import type { PersonKey } from './people-data';

/** Reviews on a dozen catalogue products by several people; titles name catalogue rows. */
export type ReviewRow = readonly [title: string, reviewer: PersonKey, rating: number, comment: string, daysAgo: number];

export const REVIEWS: readonly ReviewRow[] = [
  ['Engineering Mathematics by B.S. Grewal (44th Edition)', 'buyer', 5, 'Exactly as described, the pencil marks are very light. Saved me a lot of money this semester.', 15],
  ['Engineering Mathematics by B.S. Grewal (44th Edition)', 'sneha', 4, 'Good condition for a used copy, the seller was quick to reply.', 30],
  ['Wildcraft Laptop Backpack 35L', 'buyer', 4, 'Sturdy bag and the rain cover is a bonus. The scuff is barely visible.', 14],
  ['Dell Inspiron 15 Laptop (i5 11th Gen, 8GB, 512GB SSD)', 'seller', 5, 'Checked it in person before buying, battery and screen are fine. Honest seller.', 10],
  ['Dell Inspiron 15 Laptop (i5 11th Gen, 8GB, 512GB SSD)', 'admin', 4, 'Runs MATLAB and VS Code smoothly. Fan gets a bit loud under load.', 8],
  ['Apple MacBook Air M1 (8GB, 256GB)', 'karthik', 5, 'Battery health was exactly as mentioned. Great deal for an M1.', 6],
  ['Hero Sprint Geared Cycle (26T)', 'buyer', 3, 'Rides fine but the gears needed a small adjustment after a week.', 9],
  ['Hero Sprint Geared Cycle (26T)', 'arjun', 4, 'Good value for getting around campus quickly.', 6],
  ['Canon EOS 1500D DSLR with 18-55mm Lens', 'karthik', 5, 'Perfect starter camera, all accessories included as listed.', 12],
  ['Sony PlayStation 4 Slim 1TB with 2 Controllers', 'seller', 4, 'Both controllers work, one has a slightly loose analog stick.', 7],
  ['Ergonomic Study Chair with Armrests', 'karthik', 2, 'The squeaky wheel is louder than described and the armrest wobbles.', 4],
  ['Monopoly Classic Board Game', 'admin', 5, 'Complete set, our hostel floor plays it every Friday now.', 11],
  ['Introduction to Algorithms (CLRS, 3rd Edition)', 'buyer', 5, 'Clean copy, very useful for interview preparation.', 13],
  ['Samsung Galaxy M32 (6GB, 128GB)', 'karthik', 1, 'The phone heats up a lot while charging and the seller did not mention it.', 2],
  ['Acoustic Guitar - Yamaha F280', 'sneha', 5, 'Lovely sound and the low action really helps as a beginner.', 16],
  ['Casio FX-991EX Scientific Calculator', 'arjun', 4, '', 19],
  ['Foldable Study Table', 'admin', 3, 'Does the job, though the top is a little smaller than I expected.', 5],
];
