/**
 * Rating from rank_percent (0 safest .. 100 riskiest within the exchange country and year).
 * Narrow bands at both ends, so A+ and F single out the extremes:
 *
 *   A+ [0, 5)  A [5, 12)  A- [12, 20)  B+ [20, 28)  B [28, 36)  B- [36, 44)  C+ [44, 52)
 *   C [52, 60)  C- [60, 68)  D+ [68, 76)  D [76, 84)  D- [84, 91)  E [91, 97)  F [97, 100]
 */

import { RATINGS, type Rating } from '../reference/ratings.js';

/** Lower bound of rank_percent for each rating, in RATINGS order. */
export const RATING_LOWER_BOUNDS: readonly number[] = [0, 5, 12, 20, 28, 36, 44, 52, 60, 68, 76, 84, 91, 97];

export function ratingFromRankPercent(rankPercent: number): Rating {
  let index = 0;
  for (let i = 1; i < RATING_LOWER_BOUNDS.length; i++) {
    if (rankPercent >= (RATING_LOWER_BOUNDS[i] as number)) index = i;
  }
  return RATINGS[index] as Rating;
}
