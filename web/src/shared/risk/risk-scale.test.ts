import { describe, expect, it } from 'vitest';

import { RATINGS, riskFills, stepOfQuantile, stepOfRating, stepOfScore } from './risk-scale';

describe('risk scale', () => {
  it('puts scores on five steps of 20 points, 100 on the last', () => {
    expect([0, 19.99, 20, 59.5, 80, 100].map(stepOfScore)).toEqual([0, 0, 1, 2, 4, 4]);
    expect(stepOfScore(null)).toBeUndefined();
    expect(stepOfScore(Number.NaN)).toBeUndefined();
  });

  it('maps every rating in the spec order onto a non-decreasing step', () => {
    const steps = RATINGS.map((rating) => stepOfRating(rating));
    expect(steps).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4]);
    expect(stepOfRating('N/A')).toBeUndefined();
  });

  it('maps quantile n/5 to step n-1 and anything else to N/A', () => {
    expect([1, 2, 3, 4, 5].map(stepOfQuantile)).toEqual([0, 1, 2, 3, 4]);
    expect(stepOfQuantile(0)).toBeUndefined();
    expect(stepOfQuantile(null)).toBeUndefined();
  });

  it('has five distinct colours per theme', () => {
    expect(new Set(riskFills('dark')).size).toBe(5);
    expect(new Set(riskFills('light')).size).toBe(5);
  });
});
