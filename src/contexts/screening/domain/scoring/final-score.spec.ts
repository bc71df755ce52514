import { CLUSTER_CODES } from '../reference/clusters.js';
import {
  CLUSTER_WEIGHTS,
  clusterComposite,
  countAvailable,
  FINAL_SCORE_MODEL,
  finalScore,
  finalScoreLogit,
  MIN_CLUSTERS,
} from './final-score.js';
import type { Quantile } from './ranks.js';

const all = (q: Quantile): Quantile[] => CLUSTER_CODES.map(() => q);

describe('clusterComposite', () => {
  it('is 0 with no cluster in the top two quantiles and 1 with all in the top one', () => {
    expect(clusterComposite(all(1))).toBe(0);
    expect(clusterComposite(all(3))).toBe(0);
    expect(clusterComposite(all(4))).toBeCloseTo(0.2, 12);
    expect(clusterComposite(all(5))).toBe(1);
  });

  it('weighs a flag by its cluster weight and skips N/A', () => {
    // Only ac (weight 3) flagged, others at 1: C = 3 / sum of weights.
    const total = CLUSTER_CODES.reduce((s, c) => s + CLUSTER_WEIGHTS[c], 0);
    const q: (Quantile | null)[] = all(1);
    q[0] = 5;
    expect(clusterComposite(q)).toBeCloseTo(CLUSTER_WEIGHTS.ac / total, 12);
    // Same, with goodwill N/A: its weight leaves the denominator.
    q[CLUSTER_CODES.indexOf('go')] = null;
    expect(clusterComposite(q)).toBeCloseTo(CLUSTER_WEIGHTS.ac / (total - CLUSTER_WEIGHTS.go), 12);
    expect(clusterComposite(CLUSTER_CODES.map(() => null))).toBeNull();
  });
});

describe('finalScore', () => {
  it('follows the documented formula', () => {
    // M = -1.78 (z_M = 0), F = 1 (z_F = 0), C = 0.2 (all in quantile 4): logit = a + b_C (0.2 - C_0).
    const logit =
      FINAL_SCORE_MODEL.intercept + FINAL_SCORE_MODEL.clusters * (0.2 - FINAL_SCORE_MODEL.clusterCentre);
    expect(finalScoreLogit({ mScore: -1.78, fScore: 1, quantiles: all(4) })).toBeCloseTo(logit, 12);
    expect(finalScore({ mScore: -1.78, fScore: 1, quantiles: all(4) })).toBeCloseTo(
      100 / (1 + Math.exp(-logit)),
      12,
    );
  });

  it('rises with the M-score, the F-score and the clusters, within 0..100', () => {
    const base = { mScore: -2.5, fScore: 0.8, quantiles: all(3) };
    const s = finalScore(base) ?? NaN;
    expect(finalScore({ ...base, mScore: -1 }) ?? NaN).toBeGreaterThan(s);
    expect(finalScore({ ...base, fScore: 2.5 }) ?? NaN).toBeGreaterThan(s);
    expect(finalScore({ ...base, quantiles: all(5) }) ?? NaN).toBeGreaterThan(s);
    const extreme = finalScore({ mScore: 50, fScore: 1e6, quantiles: all(5) }) ?? NaN;
    expect(extreme).toBeLessThanOrEqual(100);
    expect(finalScore({ mScore: -50, fScore: 1e-9, quantiles: all(1) }) ?? NaN).toBeGreaterThanOrEqual(0);
  });

  it('is inconclusive without M, without F or with fewer than 8 clusters', () => {
    expect(finalScore({ mScore: null, fScore: 1, quantiles: all(3) })).toBeNull();
    expect(finalScore({ mScore: -2, fScore: null, quantiles: all(3) })).toBeNull();
    const seven: (Quantile | null)[] = CLUSTER_CODES.map((_, i) => (i < MIN_CLUSTERS - 1 ? 3 : null));
    expect(countAvailable(seven)).toBe(7);
    expect(finalScore({ mScore: -2, fScore: 1, quantiles: seven })).toBeNull();
    const eight: (Quantile | null)[] = CLUSTER_CODES.map((_, i) => (i < MIN_CLUSTERS ? 3 : null));
    expect(finalScore({ mScore: -2, fScore: 1, quantiles: eight })).not.toBeNull();
  });
});
