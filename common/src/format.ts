/** Display formatting shared by every screen: rupees, order ids, dates and ratings. */

export const LOCALE = 'en-IN';

/**
 * An Intl format made on first use, not when the module loads: the first one a page makes loads the
 * locale's data, some 20 ms of a phone's main thread, which pages that show no price or date never spend.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const rupeeFormats = onFirstUse(() => ({
  whole: new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  fractional: new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
}));

/** '₹1,23,456' (Indian digit grouping); paise only when the amount has them; 'N/A' when there is no amount. */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'N/A';
  const formats = rupeeFormats();
  return (Number.isInteger(amount) ? formats.whole : formats.fractional).format(amount);
}

/** '1 item', '3 items', '0 items': the count and the noun agreeing with it (`plural` for irregular nouns). */
export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** The short order number the UI shows: the last 8 characters of the id, upper-cased. */
export function formatOrderId(id: string): string {
  return id.slice(-8).toUpperCase();
}

export type DateInput = string | number | Date | null | undefined;

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }));
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

export function formatWith(format: Intl.DateTimeFormat, value: DateInput): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : format.format(date);
}

/** '22 Nov 2026'; 'N/A' when missing, 'Invalid Date' when unreadable (spec section 8). */
export function formatDate(value: DateInput): string {
  return formatWith(dateFormat(), value);
}

/** '22 Nov 2026, 3:45 pm'; 'N/A' when missing, 'Invalid Date' when unreadable. */
export function formatDateTime(value: DateInput): string {
  return formatWith(dateTimeFormat(), value);
}

const STAR_VALUES = [5, 4, 3, 2, 1] as const;

const validRatings = (ratings: readonly number[]): number[] =>
  ratings.filter((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5);

/** The mean of the valid 1-5 ratings; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  const valid = validRatings(ratings);
  return valid.length === 0 ? 0 : valid.reduce((sum, rating) => sum + rating, 0) / valid.length;
}

/** One decimal, '0.0' when there is nothing to average. Takes the ratings or an average already computed. */
export function formatAverageRating(ratingsOrAverage: readonly number[] | number): string {
  const average = typeof ratingsOrAverage === 'number' ? ratingsOrAverage : averageRating(ratingsOrAverage);
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

export interface RatingBar {
  stars: 5 | 4 | 3 | 2 | 1;
  count: number;
  /** Share of all valid ratings, 0-100, rounded. */
  percent: number;
}

/** Counts for 5 down to 1 stars, for the distribution bars. */
export function ratingDistribution(ratings: readonly number[]): RatingBar[] {
  const valid = validRatings(ratings);
  return STAR_VALUES.map((stars) => {
    const count = valid.filter((rating) => rating === stars).length;
    return { stars, count, percent: valid.length === 0 ? 0 : Math.round((count / valid.length) * 100) };
  });
}
