import { RATINGS } from '../reference/ratings.js';
import { RATING_LOWER_BOUNDS, ratingFromRankPercent } from './rating.js';

describe('ratingFromRankPercent', () => {
  it('maps the boundaries: each lower bound opens the next rating', () => {
    const expected: [number, string][] = [
      [0, 'A+'],
      [4.99, 'A+'],
      [5, 'A'],
      [11.99, 'A'],
      [12, 'A-'],
      [20, 'B+'],
      [28, 'B'],
      [36, 'B-'],
      [44, 'C+'],
      [52, 'C'],
      [60, 'C-'],
      [68, 'D+'],
      [76, 'D'],
      [84, 'D-'],
      [90.99, 'D-'],
      [91, 'E'],
      [96.99, 'E'],
      [97, 'F'],
      [100, 'F'],
    ];
    for (const [rank, rating] of expected)
      expect([rank, ratingFromRankPercent(rank)]).toEqual([rank, rating]);
  });

  it('has one lower bound per rating, increasing, and is monotonic', () => {
    expect(RATING_LOWER_BOUNDS).toHaveLength(RATINGS.length);
    for (let i = 1; i < RATING_LOWER_BOUNDS.length; i++) {
      expect(RATING_LOWER_BOUNDS[i] as number).toBeGreaterThan(RATING_LOWER_BOUNDS[i - 1] as number);
    }
    let last = 0;
    for (let p = 0; p <= 100; p += 0.25) {
      const index = RATINGS.indexOf(ratingFromRankPercent(p));
      expect(index).toBeGreaterThanOrEqual(last);
      last = index;
    }
  });
});
