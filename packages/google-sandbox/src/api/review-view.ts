import { cloneJson } from '../http/json-object';
import type { Review, StarRating } from '../v4-types';

/** The stars of each StarRating value. */
export const STARS: Record<StarRating, number> = {
  STAR_RATING_UNSPECIFIED: 0,
  ONE: 1,
  TWO: 2,
  THREE: 3,
  FOUR: 4,
  FIVE: 5,
};

/** A stored review as answered under an account's path: its full resource name filled in. */
export function reviewView(review: Review, accountId: string, locationId: string): Review {
  return {
    name: `accounts/${accountId}/locations/${locationId}/reviews/${review.reviewId}`,
    ...cloneJson(review),
  };
}
