import { describe, expect, it } from 'vitest';
import {
  averageRating,
  formatAverageRating,
  formatCount,
  formatDate,
  formatDateTime,
  formatOrderId,
  formatRupees,
  ratingDistribution,
} from '../src/format';

describe('formatCount', () => {
  it('makes the noun agree with the count, irregular plurals included', () => {
    expect(formatCount(1, 'item')).toBe('1 item');
    expect(formatCount(0, 'item')).toBe('0 items');
    expect(formatCount(3, 'review')).toBe('3 reviews');
    expect(formatCount(2, 'try', 'tries')).toBe('2 tries');
  });
});

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(1000000)).toBe('₹10,00,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
  });

  it("says 'N/A' when there is no amount", () => {
    expect(formatRupees(undefined)).toBe('N/A');
    expect(formatRupees(null)).toBe('N/A');
    expect(formatRupees(Number.NaN)).toBe('N/A');
  });
});

describe('formatOrderId', () => {
  it('shows the last 8 characters upper-cased', () => {
    expect(formatOrderId('x9Kq2mZp7abcdef1')).toBe('7ABCDEF1');
    expect(formatOrderId('abc')).toBe('ABC');
  });
});

describe('dates', () => {
  const noon = '2026-11-22T12:00:00Z';

  it('read like 22 Nov 2026', () => {
    expect(formatDate(noon)).toBe('22 Nov 2026');
    expect(formatDate(new Date(noon))).toBe('22 Nov 2026');
    expect(formatDate(Date.parse(noon))).toBe('22 Nov 2026');
  });

  it('add the time for date-times', () => {
    expect(formatDateTime(noon)).toMatch(/^22 Nov 2026, \d{1,2}:\d{2}\s?(am|pm)$/i);
  });

  it("say 'N/A' when missing and 'Invalid Date' when unreadable", () => {
    for (const format of [formatDate, formatDateTime]) {
      expect(format(undefined)).toBe('N/A');
      expect(format(null)).toBe('N/A');
      expect(format('')).toBe('N/A');
      expect(format('yesterday-ish')).toBe('Invalid Date');
      expect(format(new Date(Number.NaN))).toBe('Invalid Date');
    }
  });
});

describe('ratings', () => {
  it('average to one decimal, 0.0 when there are none', () => {
    expect(formatAverageRating([5, 4, 4])).toBe('4.3');
    expect(formatAverageRating([])).toBe('0.0');
    expect(formatAverageRating(3.96)).toBe('4.0');
    expect(formatAverageRating(Number.NaN)).toBe('0.0');
    expect(averageRating([5, 3])).toBe(4);
  });

  it('ignore values outside 1-5', () => {
    expect(averageRating([5, 0, 7, 2.5])).toBe(5);
  });

  it('count each star value from 5 down to 1', () => {
    expect(ratingDistribution([5, 5, 4, 1])).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
    expect(ratingDistribution([]).map((bar) => bar.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
