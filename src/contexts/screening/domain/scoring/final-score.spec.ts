import { CLUSTER_CODES } from '../reference/clusters.js';
import {
  CLUSTER_CENTRE,
  CLUSTER_WEIGHTS,
  clusterComposite,
  countAvailable,
  EVENT_WEIGHTS,
  eventTerm,
  FINAL_SCORE_MODEL,
  finalScoreLogit,
  flagStrength,
  MIN_CLUSTERS,
  scoreOfLogit,
  smoothedLogit,
} from './final-score.js';
import type { YearEventKind } from '../year-filing-events.js';

const all = (position: number): number[] => CLUSTER_CODES.map(() => position);
const scoreOf = (input: Parameters<typeof finalScoreLogit>[0]): number | null => {
  const logit = finalScoreLogit(input);
  return logit === null ? null : scoreOfLogit(logit);
};

describe('flagStrength', () => {
  it('is 0 up to the 70th percentile, then rises as a cube to 1', () => {
    expect(flagStrength(0.1)).toBe(0);
    expect(flagStrength(0.7)).toBe(0);
    expect(flagStrength(0.85)).toBeCloseTo(0.125, 12);
    expect(flagStrength(1)).toBe(1);
  });

  it('has no step: a small move of the position moves it a little', () => {
    for (let p = 0.5; p < 1; p += 0.01) {
      expect(Math.abs(flagStrength(p + 0.01) - flagStrength(p))).toBeLessThan(0.11);
    }
  });

  it('averages C_0 over uniform positions, so an average company has no cluster term', () => {
    let total = 0;
    const n = 100_000;
    for (let i = 0; i < n; i++) total += flagStrength((i + 0.5) / n);
    expect(total / n).toBeCloseTo(CLUSTER_CENTRE, 6);
    expect(CLUSTER_CENTRE).toBeCloseTo(0.075, 12);
  });
});

describe('clusterComposite', () => {
  it('is 0 below the 70th percentile and 1 at the top', () => {
    expect(clusterComposite(all(0.05))).toBe(0);
    expect(clusterComposite(all(0.6))).toBe(0);
    expect(clusterComposite(all(0.85))).toBeCloseTo(0.125, 12);
    expect(clusterComposite(all(1))).toBe(1);
  });

  it('weighs a flag by its cluster weight and skips N/A', () => {
    // Only ac (weight 3) at the top, others low: C = 3 / sum of weights.
    const total = CLUSTER_CODES.reduce((s, c) => s + CLUSTER_WEIGHTS[c], 0);
    const p: (number | null)[] = all(0.1);
    p[0] = 1;
    expect(clusterComposite(p)).toBeCloseTo(CLUSTER_WEIGHTS.ac / total, 12);
    // Same, with goodwill N/A: its weight leaves the denominator.
    p[CLUSTER_CODES.indexOf('go')] = null;
    expect(clusterComposite(p)).toBeCloseTo(CLUSTER_WEIGHTS.ac / (total - CLUSTER_WEIGHTS.go), 12);
    expect(clusterComposite(CLUSTER_CODES.map(() => null))).toBeNull();
  });
});

describe('finalScoreLogit', () => {
  it('follows the documented formula', () => {
    // M = -1.78 (z_M = 0), F = 1 (z_F = 0), every cluster at 0.85 (C = 0.125): L = a + b_C (0.125 - C_0).
    const logit = FINAL_SCORE_MODEL.intercept + FINAL_SCORE_MODEL.clusters * (0.125 - CLUSTER_CENTRE);
    expect(finalScoreLogit({ mScore: -1.78, fScore: 1, positions: all(0.85) })).toBeCloseTo(logit, 12);
    expect(scoreOf({ mScore: -1.78, fScore: 1, positions: all(0.85) })).toBeCloseTo(
      100 / (1 + Math.exp(-logit)),
      12,
    );
  });

  it('rises with the M-score, the F-score and the clusters, within 0..100', () => {
    const base = { mScore: -2.5, fScore: 0.8, positions: all(0.5) };
    const s = scoreOf(base) ?? NaN;
    expect(scoreOf({ ...base, mScore: -1 }) ?? NaN).toBeGreaterThan(s);
    expect(scoreOf({ ...base, fScore: 2.5 }) ?? NaN).toBeGreaterThan(s);
    expect(scoreOf({ ...base, positions: all(0.95) }) ?? NaN).toBeGreaterThan(s);
    expect(scoreOf({ mScore: 50, fScore: 1e6, positions: all(1) }) ?? NaN).toBeLessThanOrEqual(100);
    expect(scoreOf({ mScore: -50, fScore: 1e-9, positions: all(0) }) ?? NaN).toBeGreaterThanOrEqual(0);
  });

  it('is null without M, without F or with fewer than 8 clusters', () => {
    expect(finalScoreLogit({ mScore: null, fScore: 1, positions: all(0.5) })).toBeNull();
    expect(finalScoreLogit({ mScore: -2, fScore: null, positions: all(0.5) })).toBeNull();
    const seven = CLUSTER_CODES.map((_, i) => (i < MIN_CLUSTERS - 1 ? 0.5 : null));
    expect(countAvailable(seven)).toBe(7);
    expect(finalScoreLogit({ mScore: -2, fScore: 1, positions: seven })).toBeNull();
    const eight = CLUSTER_CODES.map((_, i) => (i < MIN_CLUSTERS ? 0.5 : null));
    expect(finalScoreLogit({ mScore: -2, fScore: 1, positions: eight })).not.toBeNull();
  });
});

describe('filing events', () => {
  it('add the weights of the kinds the year has to its logit; a restatement alone adds nothing', () => {
    const base = finalScoreLogit({ mScore: -2, fScore: 1, positions: all(0.5) }) as number;
    const withEvents = (events: YearEventKind[]) =>
      (finalScoreLogit({ mScore: -2, fScore: 1, positions: all(0.5), events }) as number) - base;
    expect(withEvents([])).toBe(0);
    expect(withEvents(['late-filing'])).toBeCloseTo(EVENT_WEIGHTS['late-filing']!, 12);
    expect(withEvents(['late-filing', 'non-reliance'])).toBeCloseTo(0.3 + 0.4, 12);
    expect(withEvents(['auditor-change'])).toBeCloseTo(0.35, 12);
    expect(withEvents(['restatement'])).toBe(0);
    expect(eventTerm(['late-filing', 'auditor-change', 'non-reliance', 'restatement'])).toBeCloseTo(1.05, 12);
    // Events never score a year the model cannot score.
    expect(
      finalScoreLogit({ mScore: null, fScore: 1, positions: all(0.5), events: ['non-reliance'] }),
    ).toBeNull();
  });
});

describe('smoothedLogit', () => {
  it('is the year’s logit without a year before', () => {
    expect(smoothedLogit(1.5, null)).toBe(1.5);
  });

  it('keeps 73% of last year’s and takes 27% of this year’s', () => {
    expect(FINAL_SCORE_MODEL.keep).toBe(0.73);
    expect(smoothedLogit(2, 0)).toBeCloseTo(0.54, 12);
    expect(smoothedLogit(0, 2)).toBeCloseTo(1.46, 12);
  });

  it('reaches evidence that persists: five years at L come within 21% of L', () => {
    let s: number | null = null;
    for (let year = 0; year < 5; year++) s = smoothedLogit(3, s ?? 0);
    expect(s).toBeGreaterThan(3 * (1 - 0.73 ** 5) - 1e-12);
    expect(3 - (s ?? 0)).toBeLessThan(0.21 * 3);
  });
});
