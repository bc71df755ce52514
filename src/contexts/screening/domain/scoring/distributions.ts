/**
 * Risk distributions: histograms of final_score in bins of 5 points ({x: bin start, y: companies}),
 * the position of one score among them, and the spec's distribution categories (0, 0.2, ..., 1).
 */

export const DISTRIBUTION_BIN_WIDTH = 5;
export const DISTRIBUTION_BINS = 100 / DISTRIBUTION_BIN_WIDTH;

export interface DistributionPoint {
  readonly x: number;
  readonly y: number;
}

export function binOf(score: number): number {
  return Math.min(DISTRIBUTION_BINS - 1, Math.max(0, Math.floor(score / DISTRIBUTION_BIN_WIDTH)));
}

/** All 20 bins, empty ones with y = 0, so area charts stay continuous. 100 falls in the last bin. */
export function histogram(scores: Iterable<number>): DistributionPoint[] {
  const counts = new Array<number>(DISTRIBUTION_BINS).fill(0);
  for (const score of scores) {
    const bin = binOf(score);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return counts.map((y, bin) => ({ x: bin * DISTRIBUTION_BIN_WIDTH, y }));
}

/** Percentile 0..100 of a score among scores: the share below it, plus half the share equal to it. */
export function percentileOfScore(score: number, scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  let below = 0;
  let equal = 0;
  for (const s of scores) {
    if (s < score) below++;
    else if (s === score) equal++;
  }
  return (100 * (below + equal / 2)) / scores.length;
}

/** Percentile of a score read from a histogram, interpolating linearly inside its bin. */
export function percentileFromHistogram(score: number, points: readonly DistributionPoint[]): number | null {
  let total = 0;
  for (const p of points) total += p.y;
  if (total === 0) return null;
  const bin = binOf(score);
  let below = 0;
  for (const p of points) if (p.x < bin * DISTRIBUTION_BIN_WIDTH) below += p.y;
  const inBin = points.find((p) => p.x === bin * DISTRIBUTION_BIN_WIDTH)?.y ?? 0;
  const fraction = Math.min(1, (score - bin * DISTRIBUTION_BIN_WIDTH) / DISTRIBUTION_BIN_WIDTH);
  return (100 * (below + inBin * fraction)) / total;
}

export type DistributionCategory = 0 | 0.2 | 0.4 | 0.6 | 0.8 | 1;

const CATEGORIES: readonly DistributionCategory[] = [0, 0.2, 0.4, 0.6, 0.8, 1];

/** The spec's categories 0.0, 0.2, ..., 1 by position: 0 for percentiles below 20, ..., 1 at 100. */
export function distributionCategory(percentile: number): DistributionCategory {
  const index = Math.min(5, Math.max(0, Math.floor(percentile / 20)));
  return CATEGORIES[index] as DistributionCategory;
}
