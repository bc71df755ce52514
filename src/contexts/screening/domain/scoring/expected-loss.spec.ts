import { EVENT_CALIBRATION, eventProbability, expectedLoss } from './expected-loss.js';

describe('eventProbability', () => {
  it('is the calibrated logistic curve of the score, rising with it', () => {
    const { intercept, slope } = EVENT_CALIBRATION;
    expect(eventProbability(0)).toBeCloseTo(1 / (1 + Math.exp(-intercept)), 12);
    expect(eventProbability(80)).toBeCloseTo(1 / (1 + Math.exp(-(intercept + slope * 0.8))), 12);
    const byScore = [0, 10, 20, 50, 80, 90, 99, 100].map(eventProbability);
    byScore.slice(1).forEach((p, i) => expect(p).toBeGreaterThan(byScore[i] as number));
  });

  it('reads a probability of the order of the rate at which misstatements come to light, not the score', () => {
    // A middling company: under 1% a year, not 50%.
    expect(eventProbability(50)).toBeGreaterThan(0.002);
    expect(eventProbability(50)).toBeLessThan(0.01);
    // The riskiest scores: a few percent, never near certainty.
    expect(eventProbability(95)).toBeGreaterThan(0.02);
    expect(eventProbability(100)).toBeLessThan(0.1);
  });
});

describe('expectedLoss', () => {
  it('applies the loss-given-event assumptions to market value and debt', () => {
    const p = eventProbability(40);
    const loss = expectedLoss(40, 1000, 500);
    expect(loss.equityLoss).toBeCloseTo(p * 0.38 * 1000, 3);
    expect(loss.dlOptimistic).toBeCloseTo(p * 0.1 * 0.45 * 500, 3);
    expect(loss.dlPessimistic).toBeCloseTo(p * 0.25 * 0.6 * 500, 3);
    expect(loss.telOptimistic).toBeCloseTo((loss.equityLoss ?? 0) + (loss.dlOptimistic ?? 0), 3);
    expect(loss.telPessimistic).toBeCloseTo((loss.equityLoss ?? 0) + (loss.dlPessimistic ?? 0), 3);
  });

  it('is null without a score, and partly null without market value or debt', () => {
    expect(expectedLoss(null, 1000, 500).equityLoss).toBeNull();
    const noMv = expectedLoss(50, null, 100_000);
    expect(noMv.equityLoss).toBeNull();
    expect(noMv.dlOptimistic).toBeCloseTo(eventProbability(50) * 0.1 * 0.45 * 100_000, 3);
    expect(noMv.telOptimistic).toBeNull();
    expect(expectedLoss(50, 100, null).dlPessimistic).toBeNull();
  });

  it('never reports a negative loss', () => {
    const loss = expectedLoss(50, -10, -10);
    expect(loss.equityLoss).toBe(0);
    expect(loss.dlPessimistic).toBe(0);
  });
});
