import { rocAuc } from './roc-auc.js';

describe('rocAuc', () => {
  it('is 1 for a perfect ranking, 0 for a reversed one', () => {
    expect(rocAuc([0.1, 0.2, 0.8, 0.9], [false, false, true, true])).toBe(1);
    expect(rocAuc([0.9, 0.8, 0.2, 0.1], [false, false, true, true])).toBe(0);
  });

  it('counts ties as one half', () => {
    expect(rocAuc([0.5, 0.5], [true, false])).toBe(0.5);
    // Positives 0.6 and 0.4; negatives 0.4 and 0.2: pairs (0.6 > 0.4, 0.6 > 0.2, 0.4 = 0.4, 0.4 > 0.2) = 3.5 / 4.
    expect(rocAuc([0.6, 0.4, 0.4, 0.2], [true, true, false, false])).toBe(0.875);
  });

  it('skips null scores and needs both classes', () => {
    expect(rocAuc([null, 0.9, 0.1], [false, true, false])).toBe(1);
    expect(rocAuc([0.3, 0.4], [true, true])).toBeNull();
    expect(() => rocAuc([0.1], [])).toThrow();
  });
});
