import { describe, expect, it } from 'vitest';
import { reviewSchema } from '../../src/schemas/review';
import { errorsOf, valueOf } from './expect-errors';

describe('reviewSchema', () => {
  it("asks to 'Please select a rating' for a missing or out-of-range rating", () => {
    for (const rating of [undefined, null, '', 0, 6, 3.5, 'five']) {
      expect(errorsOf(reviewSchema, { rating, comment: 'ok' }), String(rating)).toEqual({ rating: 'Please select a rating' });
    }
  });

  it('accepts ratings 1 to 5 with an optional comment', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(valueOf(reviewSchema, { rating }).rating).toBe(rating);
    expect(valueOf(reviewSchema, { rating: '4' })).toEqual({ rating: 4, comment: '' });
    expect(valueOf(reviewSchema, { rating: 5, comment: '  Great seller  ' })).toEqual({ rating: 5, comment: 'Great seller' });
  });

  it('caps the comment length', () => {
    expect(errorsOf(reviewSchema, { rating: 5, comment: 'x'.repeat(1001) })).toEqual({ comment: 'Comment must be at most 1000 characters' });
  });
});
