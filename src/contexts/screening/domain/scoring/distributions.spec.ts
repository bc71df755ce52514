import {
  binOf,
  distributionCategory,
  histogram,
  percentileFromHistogram,
  percentileOfScore,
} from './distributions.js';

describe('distributions', () => {
  it('bins final scores by 5 points, 100 in the last bin', () => {
    expect(binOf(0)).toBe(0);
    expect(binOf(4.99)).toBe(0);
    expect(binOf(5)).toBe(1);
    expect(binOf(99.99)).toBe(19);
    expect(binOf(100)).toBe(19);
  });

  it('returns all 20 bins with x the bin start', () => {
    const points = histogram([1, 2, 7, 51, 100]);
    expect(points).toHaveLength(20);
    expect(points[0]).toEqual({ x: 0, y: 2 });
    expect(points[1]).toEqual({ x: 5, y: 1 });
    expect(points[10]).toEqual({ x: 50, y: 1 });
    expect(points[19]).toEqual({ x: 95, y: 1 });
    expect(points.reduce((s, p) => s + p.y, 0)).toBe(5);
  });

  it('places a score as a percentile: share below plus half the ties', () => {
    expect(percentileOfScore(50, [10, 20, 50, 60])).toBeCloseTo(62.5, 12);
    expect(percentileOfScore(5, [10, 20])).toBe(0);
    expect(percentileOfScore(99, [10, 20])).toBe(100);
    expect(percentileOfScore(1, [])).toBeNull();
  });

  it('reads a percentile off a histogram, interpolating inside the bin', () => {
    const points = histogram([1, 2, 7, 8]);
    // Two scores in [0, 5), two in [5, 10): 7.5 is halfway through the second bin -> (2 + 1) / 4.
    expect(percentileFromHistogram(7.5, points)).toBeCloseTo(75, 12);
    expect(percentileFromHistogram(50, histogram([]))).toBeNull();
  });

  it('maps a percentile onto the categories 0, 0.2, ..., 1', () => {
    expect(distributionCategory(0)).toBe(0);
    expect(distributionCategory(19.9)).toBe(0);
    expect(distributionCategory(20)).toBe(0.2);
    expect(distributionCategory(59)).toBe(0.4);
    expect(distributionCategory(80)).toBe(0.8);
    expect(distributionCategory(99.9)).toBe(0.8);
    expect(distributionCategory(100)).toBe(1);
  });
});
