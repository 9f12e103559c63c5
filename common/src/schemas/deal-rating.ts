import { number, object, string, type InferType } from 'yup';
import { RATING_COMMENT_MAX_LENGTH } from '../limits';
import { RATING_COMMENT_TOO_LONG, STARS_REQUIRED } from '../deal-messages';

/** One side's rating of the other after a handover: 1 to 5 stars and a short comment. */
export const dealRatingSchema = object({
  stars: number().typeError(STARS_REQUIRED).required(STARS_REQUIRED).integer(STARS_REQUIRED).min(1, STARS_REQUIRED).max(5, STARS_REQUIRED),
  comment: string().trim().max(RATING_COMMENT_MAX_LENGTH, RATING_COMMENT_TOO_LONG).default(''),
});

export type DealRatingValues = InferType<typeof dealRatingSchema>;
