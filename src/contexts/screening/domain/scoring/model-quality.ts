/**
 * How the risk model behaves over a scored universe, beside its power to separate (ROC AUC): whether a
 * company's score moves only when its accounts move (stability), whether it rises when a manipulation
 * starts (response), and whether what is presented as a probability has the level of the real rate
 * (calibration). `npm run bench:engine` prints these; docs/benchmarks.md keeps them before and after.
 */

import { M_SCORE_THRESHOLD } from './beneish.js';
import { logistic } from './dechow-f-score.js';
import { averageRanks } from './ranks.js';
import { RATINGS, type Rating } from '../reference/ratings.js';

/** One scored company-year, in company then year order. */
export interface QualityRow {
  readonly company: string;
  readonly year: number;
  readonly score: number | null;
  readonly rating: Rating | null;
  readonly mScore: number | null;
  readonly fScore: number | null;
  /** Whether the accounts of this year are manipulated (the generator's label). */
  readonly manipulated: boolean;
  /** The probability of a manipulation event presented for the year (null when not scored). */
  readonly probability: number | null;
  readonly equityLoss: number | null;
  readonly marketValue: number | null;
}

export interface ModelQuality {
  /** Consecutive years of one company, both scored. */
  readonly pairs: number;
  /** Spearman correlation of the score between consecutive years, per year pair, weighted by pairs. */
  readonly rankCorrelation: number | null;
  /** Mean |score(t+1) - score(t)|. */
  readonly meanAbsoluteChange: number | null;
  /** Share of pairs whose rating moves six or more of the 14 notches. */
  readonly notchJumps: number | null;
  /** Share of pairs that jump six or more notches while M and F stay put (see STAYS_PUT). */
  readonly notchJumpsStill: number | null;
  /** Manipulation onsets (manipulated this year, not the year before, both scored). */
  readonly onsets: number;
  /** Share of onsets whose score rises by ONSET_RISE points or more. */
  readonly onsetResponse: number | null;
  /** Mean probability over scored company-years, and over the riskiest tenth by score. */
  readonly meanProbability: number | null;
  readonly topDecileProbability: number | null;
  /** Mean of expected equity loss / market value over company-years with both. */
  readonly meanEquityLossShare: number | null;
}

export const JUMP_NOTCHES = 6;
export const ONSET_RISE = 10;
/** M and F "stay put": M on the same side of its threshold, and M and F each move less than this. */
export const STAYS_PUT = 0.5;

const ratingIndex = (rating: Rating | null): number | null => {
  if (rating === null) return null;
  const index = RATINGS.indexOf(rating);
  return index < 0 ? null : index;
};

function mean(values: ArrayLike<number>): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] as number;
  return sum / values.length;
}

/** Spearman's rank correlation (Pearson over average ranks); null under 3 pairs or no spread. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new Error('xs and ys differ in length');
  if (xs.length < 3) return null;
  const rx = averageRanks(xs);
  const ry = averageRanks(ys);
  const mx = mean(rx) as number;
  const my = mean(ry) as number;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < rx.length; i++) {
    const dx = (rx[i] as number) - mx;
    const dy = (ry[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

export function modelQuality(rows: readonly QualityRow[]): ModelQuality {
  const byYearPair = new Map<number, { xs: number[]; ys: number[] }>();
  const changes: number[] = [];
  let rated = 0;
  let jumps = 0;
  let jumpsStill = 0;
  let onsets = 0;
  let onsetRises = 0;
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1] as QualityRow;
    const now = rows[i] as QualityRow;
    if (before.company !== now.company || now.year !== before.year + 1) continue;
    if (before.score === null || now.score === null) continue;
    const change = now.score - before.score;
    changes.push(Math.abs(change));
    const pair = byYearPair.get(before.year) ?? { xs: [], ys: [] };
    pair.xs.push(before.score);
    pair.ys.push(now.score);
    byYearPair.set(before.year, pair);
    if (now.manipulated && !before.manipulated) {
      onsets++;
      if (change >= ONSET_RISE) onsetRises++;
    }
    const from = ratingIndex(before.rating);
    const to = ratingIndex(now.rating);
    if (from === null || to === null) continue;
    rated++;
    if (Math.abs(to - from) < JUMP_NOTCHES) continue;
    jumps++;
    const stays =
      before.mScore !== null &&
      now.mScore !== null &&
      before.fScore !== null &&
      now.fScore !== null &&
      before.mScore > M_SCORE_THRESHOLD === now.mScore > M_SCORE_THRESHOLD &&
      Math.abs(now.mScore - before.mScore) < STAYS_PUT &&
      Math.abs(now.fScore - before.fScore) < STAYS_PUT;
    if (stays) jumpsStill++;
  }
  let weighted = 0;
  let weights = 0;
  for (const { xs, ys } of byYearPair.values()) {
    const rho = spearman(xs, ys);
    if (rho === null) continue;
    weighted += rho * xs.length;
    weights += xs.length;
  }
  const scored = rows.filter((row) => row.score !== null && row.probability !== null);
  const riskiest = [...scored]
    .sort((a, b) => (b.score as number) - (a.score as number))
    .slice(0, Math.ceil(scored.length / 10));
  const lossShares = rows.flatMap((row) =>
    row.equityLoss !== null && row.marketValue !== null && row.marketValue > 0
      ? [row.equityLoss / row.marketValue]
      : [],
  );
  return {
    pairs: changes.length,
    rankCorrelation: weights === 0 ? null : weighted / weights,
    meanAbsoluteChange: mean(changes),
    notchJumps: rated === 0 ? null : jumps / rated,
    notchJumpsStill: rated === 0 ? null : jumpsStill / rated,
    onsets,
    onsetResponse: onsets === 0 ? null : onsetRises / onsets,
    meanProbability: mean(scored.map((row) => row.probability as number)),
    topDecileProbability: mean(riskiest.map((row) => row.probability as number)),
    meanEquityLossShare: mean(lossShares),
  };
}

/** A logistic curve p = 1 / (1 + e^-(intercept + slope x)). */
export interface LogisticFit {
  readonly intercept: number;
  readonly slope: number;
}

/**
 * The logistic regression of `labels` on one feature `xs` (Newton-Raphson, maximum likelihood); null when
 * the labels are all one class or it does not converge.
 */
export function fitLogistic(xs: readonly number[], labels: readonly boolean[]): LogisticFit | null {
  if (xs.length !== labels.length) throw new Error('xs and labels differ in length');
  const positives = labels.filter(Boolean).length;
  if (positives === 0 || positives === labels.length) return null;
  let a = Math.log(positives / (labels.length - positives));
  let b = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as number;
      const p = logistic(a + b * x);
      const residual = (labels[i] ? 1 : 0) - p;
      const weight = p * (1 - p);
      ga += residual;
      gb += residual * x;
      haa += weight;
      hab += weight * x;
      hbb += weight * x * x;
    }
    const determinant = haa * hbb - hab * hab;
    if (!(determinant > 0)) return null;
    const da = (hbb * ga - hab * gb) / determinant;
    const db = (haa * gb - hab * ga) / determinant;
    a += da;
    b += db;
    if (Math.abs(da) < 1e-10 && Math.abs(db) < 1e-10) return { intercept: a, slope: b };
  }
  return null;
}

/**
 * The intercept that gives a curve of slope `slope` over the features `xs` a mean probability of
 * `meanRate` (calibration in the large: the level comes from the population, the slope from the fit).
 */
export function interceptForMean(xs: readonly number[], slope: number, meanRate: number): number {
  const meanAt = (intercept: number): number => {
    let sum = 0;
    for (const x of xs) sum += logistic(intercept + slope * x);
    return sum / xs.length;
  };
  let low = -50;
  let high = 50;
  for (let iteration = 0; iteration < 200; iteration++) {
    const middle = (low + high) / 2;
    if (meanAt(middle) < meanRate) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
