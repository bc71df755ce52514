/**
 * Rank statistics shared by quantiles, percentiles, deciles and ROC AUC: sort once, ties share their
 * average rank.
 */

import type { RiskyTail } from '../reference/clusters.js';

export type Quantile = 1 | 2 | 3 | 4 | 5;

/** 0-based average ranks in ascending order of value (ties get the mean of the ranks they span). */
export function averageRanks(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => (values[a] as number) - (values[b] as number));
  const ranks = new Float64Array(n);
  let i = 0;
  while (i < n) {
    const v = values[order[i] as number] as number;
    let j = i;
    while (j + 1 < n && values[order[j + 1] as number] === v) j++;
    const average = (i + j) / 2;
    for (let k = i; k <= j; k++) ranks[order[k] as number] = average;
    i = j + 1;
  }
  return ranks;
}

/** Mid-rank position in (0, 1): (rank + 0.5) / n. A lone value sits at 0.5. */
export function midRankPosition(rank: number, n: number): number {
  return (rank + 0.5) / n;
}

/** Bucket 1..buckets of a mid-rank position (equal-count buckets). */
export function bucketOfPosition(position: number, buckets: number): number {
  return Math.min(buckets, Math.floor(position * buckets) + 1);
}

/**
 * Quantile 1..5 of each value within its universe, 5 for the riskiest fifth; null stays null (N/A).
 * `riskyWhen` says whether high or low values are risky.
 */
export function riskQuantiles(values: readonly (number | null)[], riskyWhen: RiskyTail): (Quantile | null)[] {
  const present: number[] = [];
  const at: number[] = [];
  values.forEach((value, index) => {
    if (value !== null && Number.isFinite(value)) {
      present.push(riskyWhen === 'high' ? value : -value);
      at.push(index);
    }
  });
  const ranks = averageRanks(present);
  const out: (Quantile | null)[] = values.map(() => null);
  for (let k = 0; k < at.length; k++) {
    out[at[k] as number] = bucketOfPosition(
      midRankPosition(ranks[k] as number, present.length),
      5,
    ) as Quantile;
  }
  return out;
}

/**
 * Percentile 0..100 of each value within its group, higher value higher percentile: the lowest is 0,
 * the highest 100, ties share their average; a lone value is 50.
 */
export function rankPercent(rank: number, n: number): number {
  return n > 1 ? (100 * rank) / (n - 1) : 50;
}

export function rankPercents(values: readonly number[]): number[] {
  const ranks = averageRanks(values);
  return values.map((_, i) => rankPercent(ranks[i] as number, values.length));
}

/** Decile 1..10 of each value (10 for the largest tenth). */
export function deciles(values: readonly number[]): number[] {
  const ranks = averageRanks(values);
  return values.map((_, i) => bucketOfPosition(midRankPosition(ranks[i] as number, values.length), 10));
}
