import { number, object, string, type InferType } from 'yup';
import { REVIEW_COMMENT_MAX_LENGTH } from '../limits';

const NO_RATING = 'Please select a rating';

/** The write-review panel, POST /api/reviews/create and PUT /api/reviews/{id}: rating 1-5, comment optional. */
export const reviewSchema = object({
  rating: number().typeError(NO_RATING).required(NO_RATING).integer(NO_RATING).min(1, NO_RATING).max(5, NO_RATING),
  comment: string()
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
    .default(''),
});

export type ReviewValues = InferType<typeof reviewSchema>;
