import { fitLogistic, interceptForMean, modelQuality, spearman, type QualityRow } from './model-quality.js';

const row = (overrides: Partial<QualityRow> & Pick<QualityRow, 'company' | 'year'>): QualityRow => ({
  score: 50,
  rating: 'C',
  mScore: -2.5,
  fScore: 1,
  manipulated: false,
  probability: 0.01,
  equityLoss: 1,
  marketValue: 100,
  ...overrides,
});

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse, and reads ranks, not values', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 1000])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8);
  });

  it('is null under three pairs or without spread', () => {
    expect(spearman([1, 2], [1, 2])).toBeNull();
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});

describe('modelQuality', () => {
  it('measures the year-to-year change, pairing only consecutive years of one company', () => {
    const quality = modelQuality([
      row({ company: 'a', year: 2020, score: 10 }),
      row({ company: 'a', year: 2021, score: 30 }),
      row({ company: 'a', year: 2023, score: 90 }), // a gap: not a pair
      row({ company: 'b', year: 2024, score: 40 }), // another company: not a pair with a's 2023
      row({ company: 'b', year: 2025, score: 35 }),
      row({ company: 'b', year: 2026, score: null }), // unscored: not a pair
    ]);
    expect(quality.pairs).toBe(2);
    expect(quality.meanAbsoluteChange).toBe(12.5);
  });

  it('counts jumps of six notches or more, and those while M and F stay put', () => {
    const quality = modelQuality([
      row({ company: 'a', year: 2020, rating: 'A+' }),
      row({ company: 'a', year: 2021, rating: 'C+' }), // 6 notches, M and F unchanged
      row({ company: 'b', year: 2020, rating: 'A+', mScore: -2 }),
      row({ company: 'b', year: 2021, rating: 'C+', mScore: -1.5 }), // 6 notches, M crosses -1.78
      row({ company: 'c', year: 2020, rating: 'A+' }),
      row({ company: 'c', year: 2021, rating: 'B-' }), // 5 notches
      row({ company: 'd', year: 2020, rating: null }),
      row({ company: 'd', year: 2021, rating: 'F' }), // not rated the year before
    ]);
    expect(quality.notchJumps).toBeCloseTo(2 / 3);
    expect(quality.notchJumpsStill).toBeCloseTo(1 / 3);
  });

  it('measures the response to a manipulation that starts, and the rank correlation per year pair', () => {
    const quality = modelQuality([
      row({ company: 'a', year: 2020, score: 20 }),
      row({ company: 'a', year: 2021, score: 35, manipulated: true }), // onset, +15
      row({ company: 'a', year: 2022, score: 36, manipulated: true }), // goes on: not an onset
      row({ company: 'b', year: 2020, score: 50 }),
      row({ company: 'b', year: 2021, score: 55, manipulated: true }), // onset, +5
      row({ company: 'c', year: 2020, score: 80 }),
      row({ company: 'c', year: 2021, score: 90 }),
    ]);
    expect(quality.onsets).toBe(2);
    expect(quality.onsetResponse).toBe(0.5);
    // 2020 -> 2021: the order a < b < c is kept.
    expect(quality.rankCorrelation).toBeCloseTo(1);
  });

  it('averages the probability, the riskiest tenth and the expected equity loss share', () => {
    const rows = Array.from({ length: 20 }, (_, i) =>
      row({
        company: `c${i}`,
        year: 2025,
        score: i,
        probability: i === 19 || i === 18 ? 0.05 : 0.005,
        equityLoss: i,
        marketValue: 100,
      }),
    );
    const quality = modelQuality(rows);
    expect(quality.meanProbability).toBeCloseTo((18 * 0.005 + 2 * 0.05) / 20);
    expect(quality.topDecileProbability).toBeCloseTo(0.05);
    expect(quality.meanEquityLossShare).toBeCloseTo(9.5 / 100);
  });
});

describe('fitLogistic and interceptForMean', () => {
  it('recovers the curve that generated the labels', () => {
    // Labels drawn deterministically in proportion to p = logistic(-2 + 1.5 x) over a grid.
    const xs: number[] = [];
    const labels: boolean[] = [];
    for (let step = 0; step <= 40; step++) {
      const x = -3 + step * 0.15;
      const p = 1 / (1 + Math.exp(-(-2 + 1.5 * x)));
      for (let k = 0; k < 200; k++) {
        xs.push(x);
        labels.push(k < Math.round(p * 200));
      }
    }
    const fit = fitLogistic(xs, labels);
    expect(fit?.intercept).toBeCloseTo(-2, 1);
    expect(fit?.slope).toBeCloseTo(1.5, 1);
  });

  it('is null for one class only', () => {
    expect(fitLogistic([1, 2, 3], [false, false, false])).toBeNull();
  });

  it('finds the intercept that gives the curve a chosen mean probability', () => {
    const xs = [-3, -2, -1, 0, 1, 2];
    const intercept = interceptForMean(xs, 0.9, 0.0075);
    const mean = xs.reduce((sum, x) => sum + 1 / (1 + Math.exp(-(intercept + 0.9 * x))), 0) / xs.length;
    expect(mean).toBeCloseTo(0.0075, 8);
  });
});
