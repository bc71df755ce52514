import { Prng } from '../../../../shared/domain/prng.js';
import { bootstrapRocAuc } from './bootstrap-auc.js';
import { rocAuc } from './roc-auc.js';

/** Two normal samples a distance `shift` apart: AUC Φ(shift / √2) in expectation. */
function separated(positives: number, negatives: number, shift: number, seed: number) {
  const prng = new Prng(seed);
  const scores = [
    ...Array.from({ length: positives }, () => prng.normal(shift, 1)),
    ...Array.from({ length: negatives }, () => prng.normal(0, 1)),
  ];
  const labels = scores.map((_, i) => i < positives);
  return { scores, labels };
}

/** The bootstrap written the slow way: draw the same indices, build each resample, take rocAuc of it. */
function naiveInterval(scores: number[], labels: boolean[], resamples: number, seed: number) {
  const positives = scores.filter((_, i) => labels[i]);
  const negatives = Float64Array.from(scores.filter((_, i) => !labels[i])).sort();
  const prng = new Prng(seed, 0x0a0c);
  const aucs: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const drawnNegatives = Array.from(
      negatives,
      () => negatives[prng.int(0, negatives.length - 1)] as number,
    );
    const drawnPositives = positives.map(() => positives[prng.int(0, positives.length - 1)] as number);
    const sample = [...drawnPositives, ...drawnNegatives];
    aucs.push(
      rocAuc(
        sample,
        sample.map((_, i) => i < drawnPositives.length),
      ) as number,
    );
  }
  return aucs.sort((a, b) => a - b);
}

describe('bootstrapRocAuc', () => {
  it('gives the AUC of the sample and the percentiles of the resampled AUCs, as a slow bootstrap does', () => {
    // Ties across the classes too: scores rounded to one decimal.
    const { scores, labels } = separated(12, 40, 0.8, 5);
    const rounded = scores.map((s) => Math.round(s * 10) / 10);
    const interval = bootstrapRocAuc(rounded, labels, { resamples: 200, seed: 9 });
    const aucs = naiveInterval(rounded, labels, 200, 9);
    expect(interval?.auc).toBe(rocAuc(rounded, labels));
    // Type 7 percentiles of 200 values: 2.5% at 4.975, 97.5% at 194.025 (0-based).
    const at = (x: number) =>
      (aucs[Math.floor(x)] as number) +
      (x % 1) * ((aucs[Math.ceil(x)] as number) - (aucs[Math.floor(x)] as number));
    expect(interval?.low).toBeCloseTo(at(4.975), 12);
    expect(interval?.high).toBeCloseTo(at(194.025), 12);
    expect(interval).toMatchObject({ level: 0.95, resamples: 200, positives: 12, negatives: 40 });
  });

  it('is the same for the same seed and differs for another', () => {
    const { scores, labels } = separated(30, 300, 0.5, 1);
    const a = bootstrapRocAuc(scores, labels, { seed: 7 });
    expect(bootstrapRocAuc(scores, labels, { seed: 7 })).toEqual(a);
    expect(bootstrapRocAuc(scores, labels, { seed: 8 })?.low).not.toBe(a?.low);
    expect(a?.resamples).toBe(1_000);
  });

  it('brackets the AUC, narrows with more data and covers the true AUC', () => {
    // Φ(1 / √2) = 0.7602
    const small = bootstrapRocAuc(...(Object.values(separated(30, 300, 1, 2)) as [number[], boolean[]]));
    const large = bootstrapRocAuc(...(Object.values(separated(600, 6_000, 1, 3)) as [number[], boolean[]]));
    for (const interval of [small, large]) {
      expect(interval?.low).toBeLessThanOrEqual(interval?.auc as number);
      expect(interval?.high).toBeGreaterThanOrEqual(interval?.auc as number);
      expect(interval?.low).toBeLessThan(0.7602);
      expect(interval?.high).toBeGreaterThan(0.7602);
    }
    const width = (i: typeof small) => (i?.high as number) - (i?.low as number);
    expect(width(large)).toBeLessThan(width(small) / 3);
  });

  it('is a point for a perfect ranking and for scores that are all tied', () => {
    expect(bootstrapRocAuc([0.9, 0.8, 0.1, 0.2, 0.3], [true, true, false, false, false])).toMatchObject({
      auc: 1,
      low: 1,
      high: 1,
    });
    expect(bootstrapRocAuc([1, 1, 1, 1], [true, false, true, false])).toMatchObject({
      auc: 0.5,
      low: 0.5,
      high: 0.5,
    });
  });

  it('skips null scores, needs both classes and refuses nonsense options', () => {
    expect(bootstrapRocAuc([null, 0.9, 0.1], [false, true, false])?.positives).toBe(1);
    expect(bootstrapRocAuc([null, 0.9, 0.1], [true, true, true])).toBeNull();
    expect(() => bootstrapRocAuc([0.1, 0.2], [true, false], { resamples: 0 })).toThrow('resamples');
    expect(() => bootstrapRocAuc([0.1, 0.2], [true, false], { level: 1 })).toThrow('level');
  });
});
