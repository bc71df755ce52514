/**
 * final_score 0..100 (higher is riskier): a logit-linear pool of three signals,
 *
 *   z_M = clamp(M - (-1.78), -4, 4)          Beneish M-score, distance to its flag threshold
 *   z_F = clamp(ln(F-score), -3, 3)          Dechow F-score, log of the risk relative to normal
 *   C   = sum_k w_k g(q_k) / sum_k w_k       red-flag share over the available clusters, where
 *                                            g(5) = 1, g(4) = 0.2, g(1..3) = 0 (a cluster in its
 *                                            riskiest quintile raises a flag, as in Montier's C-score)
 *
 *   final_score = 100 / (1 + exp(-(a + b_M z_M + b_F z_F + b_C (C - C_0))))
 *
 * It is null (inconclusive) when the M-score or the F-score cannot be computed or fewer than
 * MIN_CLUSTERS of the 14 clusters are available. docs/risk-model.md explains the weights.
 */

import { M_SCORE_THRESHOLD } from './beneish.js';
import { logistic } from './dechow-f-score.js';
import type { Quantile } from './ranks.js';
import { CLUSTER_CODES, type ClusterCode } from '../reference/clusters.js';

export const MIN_CLUSTERS = 8;

export const FINAL_SCORE_MODEL = {
  intercept: 0,
  mScore: 0.5,
  fScore: 0.15,
  clusters: 6,
  clusterCentre: 0.2,
  mScoreClamp: 4,
  fScoreLogClamp: 3,
} as const;

/** Flag strength g(q) of quantile q = 1..5. */
export const FLAG_STRENGTH: readonly number[] = [0, 0, 0, 0.2, 1];

/**
 * Weight of each cluster in C. Accruals, working capital, capitalised costs, receivables, inventory and
 * cash conversion carry the patterns of the manipulation literature; the level and context clusters
 * (asset valuation, smoothing, margins, gearing, goodwill, revenue quality) are shown but weigh little.
 */
export const CLUSTER_WEIGHTS: Readonly<Record<ClusterCode, number>> = {
  ac: 3,
  wo: 3,
  va: 0.25,
  sm: 0.25,
  ma: 0.25,
  iv: 2,
  ic: 3,
  gr: 1,
  ge: 0.25,
  cr: 2,
  go: 0.25,
  ca: 2,
  re: 0.25,
  as: 1.5,
};

const clamp = (x: number, limit: number): number => (x < -limit ? -limit : x > limit ? limit : x);

/** Weighted red-flag share over the available clusters (quantiles in CLUSTER_CODES order); null if none. */
export function clusterComposite(quantiles: readonly (Quantile | null)[]): number | null {
  let total = 0;
  let weights = 0;
  CLUSTER_CODES.forEach((code, i) => {
    const q = quantiles[i];
    if (q === null || q === undefined) return;
    const w = CLUSTER_WEIGHTS[code];
    total += w * (FLAG_STRENGTH[q - 1] as number);
    weights += w;
  });
  return weights > 0 ? total / weights : null;
}

export interface FinalScoreInput {
  readonly mScore: number | null;
  readonly fScore: number | null;
  /** Quantiles in CLUSTER_CODES order, null for N/A. */
  readonly quantiles: readonly (Quantile | null)[];
}

export function countAvailable(quantiles: readonly (Quantile | null)[]): number {
  let n = 0;
  for (const q of quantiles) if (q !== null) n++;
  return n;
}

/** The logit behind final_score, or null when inconclusive. */
export function finalScoreLogit({ mScore, fScore, quantiles }: FinalScoreInput): number | null {
  if (mScore === null || fScore === null || !(fScore > 0)) return null;
  if (countAvailable(quantiles) < MIN_CLUSTERS) return null;
  const composite = clusterComposite(quantiles);
  if (composite === null) return null;
  const m = FINAL_SCORE_MODEL;
  const zM = clamp(mScore - M_SCORE_THRESHOLD, m.mScoreClamp);
  const zF = clamp(Math.log(fScore), m.fScoreLogClamp);
  return m.intercept + m.mScore * zM + m.fScore * zF + m.clusters * (composite - m.clusterCentre);
}

/** final_score in [0, 100], or null when inconclusive. */
export function finalScore(input: FinalScoreInput): number | null {
  const logit = finalScoreLogit(input);
  return logit === null ? null : 100 * logistic(logit);
}
