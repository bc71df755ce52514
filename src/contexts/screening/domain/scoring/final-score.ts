/**
 * final_score 0..100 (higher is riskier): a logit-linear pool of three signals, smoothed over the
 * company's consecutive years (issue 28),
 *
 *   z_M = clamp(M - (-1.78), -4, 4)          Beneish M-score, distance to its flag threshold
 *   z_F = clamp(ln(F-score), -3, 3)          Dechow F-score, log of the risk relative to normal
 *   C   = sum_k w_k g(p_k) / sum_k w_k       red-flag share over the available clusters, where p_k is
 *                                            the cluster's mid-rank position among its peers (0 safest,
 *                                            1 riskiest) and g(p) = max(0, (p - 0.7) / 0.3)^3: nothing
 *                                            below the 70th percentile, then rising smoothly to 1 (a
 *                                            continuous form of Montier's red flags, with no step a
 *                                            cluster can cross)
 *
 *   E   = sum of the weights of the year's filing events (late filing, auditor change, non-reliance)
 *
 *   L_t = a + b_M z_M + b_F z_F + b_C (C - C_0) + E       the year's own evidence
 *   S_t = L_t                                             the first scored year (or after a gap)
 *   S_t = w S_(t-1) + (1 - w) L_t                         else, w = 0.73
 *   final_score = 100 / (1 + exp(-S_t))
 *
 * The smoothing keeps the score where the accounts keep it: one year's noisy M-score or cluster rank
 * moves it a little, evidence that persists moves it all the way, as real misstatements persist (58% of
 * the enforcement releases' misstatement years are followed by another). It is null (not scored) when
 * the M-score or the F-score cannot be computed or fewer than MIN_CLUSTERS of the 14 clusters have a
 * position among enough peers. docs/risk-model.md explains the weights and docs/benchmarks.md what each
 * part does to the AUC and the stability.
 */

import { M_SCORE_THRESHOLD } from './beneish.js';
import { logistic } from './dechow-f-score.js';
import type { YearEventKind } from '../year-filing-events.js';
import { CLUSTER_CODES, type ClusterCode } from '../reference/clusters.js';

export const MIN_CLUSTERS = 8;

export const FINAL_SCORE_MODEL = {
  intercept: 0,
  mScore: 0.6,
  fScore: 0.3,
  clusters: 16,
  mScoreClamp: 4,
  fScoreLogClamp: 3,
  /** g(p) = max(0, (p - flagFrom) / (1 - flagFrom))^flagPower. */
  flagFrom: 0.7,
  flagPower: 3,
  /** w: the weight of last year's smoothed logit. */
  keep: 0.73,
} as const;

/** C_0: the mean of g over uniform positions, (1 - flagFrom) / (flagPower + 1), so an average company's C term is 0. */
export const CLUSTER_CENTRE = (1 - FINAL_SCORE_MODEL.flagFrom) / (FINAL_SCORE_MODEL.flagPower + 1);

/** Flag strength g(p) of a cluster at mid-rank position p in (0, 1) among its peers. */
export function flagStrength(position: number): number {
  const { flagFrom, flagPower } = FINAL_SCORE_MODEL;
  const above = (position - flagFrom) / (1 - flagFrom);
  return above <= 0 ? 0 : Math.pow(Math.min(1, above), flagPower);
}

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

/** Positions in CLUSTER_CODES order: a number in (0, 1), or null for N/A. */
export type ClusterPositions = readonly (number | null)[];

/** Weighted red-flag share over the available clusters (positions in CLUSTER_CODES order); null if none. */
export function clusterComposite(positions: ClusterPositions): number | null {
  let total = 0;
  let weights = 0;
  CLUSTER_CODES.forEach((code, i) => {
    const p = positions[i];
    if (p === null || p === undefined) return;
    const w = CLUSTER_WEIGHTS[code];
    total += w * flagStrength(p);
    weights += w;
  });
  return weights > 0 ? total / weights : null;
}

export interface FinalScoreInput {
  readonly mScore: number | null;
  readonly fScore: number | null;
  /** Positions among the peers in CLUSTER_CODES order, null for N/A. */
  readonly positions: ClusterPositions;
  /** The year's filing events (year-filing-events.ts). */
  readonly events?: readonly YearEventKind[];
}

/**
 * The filing events' red flags (issue 31): each kind the year has adds its weight to the year's logit L_t,
 * whatever the accounts say. The weights are log odds ratios from the research (docs/risk-model.md,
 * "Filing events"): an auditor change (Burks and Stevens 2021: about 40% higher odds of a restatement,
 * ln 1.4), a late annual report (Bartov and Konchitchki 2017), a non-reliance notice (the company says its
 * published statements cannot be relied on). A restatement by itself adds nothing: it is known only once a
 * later report revised the year, and the warnings show it.
 */
export const EVENT_WEIGHTS: Readonly<Partial<Record<YearEventKind, number>>> = {
  'late-filing': 0.3,
  'auditor-change': 0.35,
  'non-reliance': 0.4,
};

/** The kinds of a year's events that enter the score, with their weights, in YEAR_EVENT_KINDS order. */
export function scoredEvents(
  events: readonly YearEventKind[] = [],
): { kind: YearEventKind; weight: number }[] {
  return events.flatMap((kind) => {
    const weight = EVENT_WEIGHTS[kind];
    return weight === undefined ? [] : [{ kind, weight }];
  });
}

/** E_t: the sum of the weights of the year's scored filing events (0 for none). */
export function eventTerm(events: readonly YearEventKind[] = []): number {
  return scoredEvents(events).reduce((total, event) => total + event.weight, 0);
}

export function countAvailable(positions: ClusterPositions): number {
  let n = 0;
  for (const p of positions) if (p !== null && p !== undefined) n++;
  return n;
}

/** L_t, the year's own logit before the smoothing, or null when the model's minimum does not hold (not-scored.ts says why). */
export function finalScoreLogit({ mScore, fScore, positions, events }: FinalScoreInput): number | null {
  if (mScore === null || fScore === null || !(fScore > 0)) return null;
  if (countAvailable(positions) < MIN_CLUSTERS) return null;
  const composite = clusterComposite(positions);
  if (composite === null) return null;
  const m = FINAL_SCORE_MODEL;
  const zM = clamp(mScore - M_SCORE_THRESHOLD, m.mScoreClamp);
  const zF = clamp(Math.log(fScore), m.fScoreLogClamp);
  return (
    m.intercept +
    m.mScore * zM +
    m.fScore * zF +
    m.clusters * (composite - CLUSTER_CENTRE) +
    eventTerm(events)
  );
}

/** S_t from L_t and S_(t-1) (null: the year before has no score, so S_t = L_t). */
export function smoothedLogit(logit: number, previous: number | null): number {
  if (previous === null) return logit;
  const w = FINAL_SCORE_MODEL.keep;
  return w * previous + (1 - w) * logit;
}

/** final_score in [0, 100] of a smoothed logit. */
export function scoreOfLogit(logit: number): number {
  return 100 * logistic(logit);
}
