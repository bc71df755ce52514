/**
 * A bootstrap confidence interval of the ROC AUC (rocAuc): the scored pairs are resampled with
 * replacement, positives among the positives and negatives among the negatives (a stratified bootstrap,
 * as pROC's `ci.auc` does by default, so every resample has both classes), the AUC taken on each
 * resample, and the interval read off their percentiles. Seeded: the same input and seed give the same
 * interval. Null and non-finite scores are skipped, as rocAuc skips them.
 */

import { Prng } from '../../../../shared/domain/prng.js';
import { rocAuc } from './roc-auc.js';

export interface AucInterval {
  /** The AUC of the sample itself (rocAuc). */
  auc: number;
  /** The interval's bounds: the (1 - level) / 2 and (1 + level) / 2 percentiles of the resampled AUCs. */
  low: number;
  high: number;
  level: number;
  resamples: number;
  positives: number;
  negatives: number;
}

export interface BootstrapOptions {
  /** How many resamples; 1,000 unless told. */
  resamples?: number;
  /** The PRNG's seed; 1 unless told. */
  seed?: number;
  /** The interval's coverage, in (0, 1); 0.95 unless told. */
  level?: number;
}

/** Linear interpolation between order statistics (R's type 7) of an ascending array. */
function percentileOfSorted(sorted: Float64Array, p: number): number {
  const at = p * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  const lowValue = sorted[below] as number;
  return lowValue + (at - below) * ((sorted[above] as number) - lowValue);
}

/**
 * The AUC with its bootstrap interval, or null when the scored pairs lack a positive or a negative.
 *
 * Each resample costs O(positives + negatives): the negatives are sorted once, and for each positive the
 * number of negatives strictly below it and tied with it is found once; a resample then only counts how
 * often it drew each negative.
 */
export function bootstrapRocAuc(
  scores: readonly (number | null)[],
  labels: readonly boolean[],
  options: BootstrapOptions = {},
): AucInterval | null {
  const resamples = options.resamples ?? 1_000;
  const level = options.level ?? 0.95;
  if (!Number.isInteger(resamples) || resamples < 1) throw new Error('resamples must be a positive integer');
  if (!(level > 0 && level < 1)) throw new Error('level must lie strictly between 0 and 1');
  const auc = rocAuc(scores, labels);
  if (auc === null) return null;

  const positiveScores: number[] = [];
  const negativeScores: number[] = [];
  scores.forEach((score, i) => {
    if (score === null || !Number.isFinite(score)) return;
    (labels[i] === true ? positiveScores : negativeScores).push(score);
  });
  const negatives = Float64Array.from(negativeScores).sort();
  const p = positiveScores.length;
  const n = negatives.length;
  // For each positive: how many negatives score below it (lt) and how many up to it, ties included (le).
  const lt = new Uint32Array(p);
  const le = new Uint32Array(p);
  const firstAtLeast = (value: number, strict: boolean): number => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = negatives[mid] as number;
      if (strict ? v <= value : v < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  positiveScores.forEach((score, i) => {
    lt[i] = firstAtLeast(score, false);
    le[i] = firstAtLeast(score, true);
  });

  const prng = new Prng(options.seed ?? 1, 0x0a0c);
  const drawn = new Uint32Array(n);
  const below = new Float64Array(n + 1); // below[k]: draws among the k lowest negatives
  const aucs = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    drawn.fill(0);
    for (let k = 0; k < n; k++) {
      const j = prng.int(0, n - 1);
      drawn[j] = (drawn[j] as number) + 1;
    }
    for (let k = 0; k < n; k++) below[k + 1] = (below[k] as number) + (drawn[k] as number);
    let wins = 0;
    for (let k = 0; k < p; k++) {
      const i = prng.int(0, p - 1);
      const less = below[lt[i] as number] as number;
      wins += less + ((below[le[i] as number] as number) - less) / 2;
    }
    aucs[r] = wins / (p * n);
  }
  aucs.sort();
  return {
    auc,
    low: percentileOfSorted(aucs, (1 - level) / 2),
    high: percentileOfSorted(aucs, (1 + level) / 2),
    level,
    resamples,
    positives: p,
    negatives: n,
  };
}
