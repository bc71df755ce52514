import { expectedLoss } from './expected-loss.js';

describe('expectedLoss', () => {
  it('applies the loss-given-event assumptions to market value and debt', () => {
    // p = 0.40; equity 0.40 x 0.38 x 1000 = 152; debt 0.40 x 0.10 x 0.45 x 500 = 9 and
    // 0.40 x 0.25 x 0.60 x 500 = 30; totals 161 and 182.
    expect(expectedLoss(40, 1000, 500)).toEqual({
      equityLoss: 152,
      dlOptimistic: 9,
      dlPessimistic: 30,
      telOptimistic: 161,
      telPessimistic: 182,
    });
  });

  it('is null without a score, and partly null without market value or debt', () => {
    expect(expectedLoss(null, 1000, 500).equityLoss).toBeNull();
    const noMv = expectedLoss(50, null, 100);
    expect(noMv.equityLoss).toBeNull();
    expect(noMv.dlOptimistic).toBeCloseTo(2.25, 12);
    expect(noMv.telOptimistic).toBeNull();
    expect(expectedLoss(50, 100, null).dlPessimistic).toBeNull();
  });

  it('never reports a negative loss', () => {
    const loss = expectedLoss(50, -10, -10);
    expect(loss.equityLoss).toBe(0);
    expect(loss.dlPessimistic).toBe(0);
  });
});
