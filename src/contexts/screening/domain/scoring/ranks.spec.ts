import { averageRanks, deciles, rankPercents, riskQuantiles } from './ranks.js';

describe('averageRanks', () => {
  it('ranks ascending from 0 and averages ties', () => {
    expect([...averageRanks([30, 10, 20, 20])]).toEqual([3, 0, 1.5, 1.5]);
    expect([...averageRanks([])]).toEqual([]);
  });
});

describe('riskQuantiles', () => {
  it('splits ten distinct values into five equal quantiles, 5 for the highest when high is risky', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(riskQuantiles(values, 'high')).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('reverses when low values are risky', () => {
    expect(riskQuantiles([1, 2, 3, 4, 5], 'low')).toEqual([5, 4, 3, 2, 1]);
  });

  it('edges: position (rank + 0.5) / n, exactly 0.2 opens quantile 2', () => {
    // n = 10: ranks 0 and 1 sit at 0.05 and 0.15 (quantile 1), rank 2 at 0.25 (quantile 2).
    // n = 5: rank 1 sits at 0.3 (quantile 2); n = 20: rank 3 at 0.175 (1), rank 4 at 0.225 (2).
    const twenty = Array.from({ length: 20 }, (_, i) => i);
    const q = riskQuantiles(twenty, 'high');
    expect(q.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(q[4]).toBe(2);
    expect(q[15]).toBe(4);
    expect(q[16]).toBe(5);
    expect(q[19]).toBe(5);
  });

  it('keeps N/A as null and ranks only the present values', () => {
    expect(riskQuantiles([null, 5, null, 1], 'high')).toEqual([null, 4, null, 2]);
  });

  it('puts a lone value and a block of ties in the middle', () => {
    expect(riskQuantiles([7], 'high')).toEqual([3]);
    expect(riskQuantiles([2, 2, 2, 2, 2], 'high')).toEqual([3, 3, 3, 3, 3]);
  });

  it('ignores non-finite values', () => {
    expect(riskQuantiles([Number.NaN, 1, 2], 'high')).toEqual([null, 2, 4]);
  });
});

describe('rankPercents and deciles', () => {
  it('spreads distinct values over 0..100 and averages ties', () => {
    expect(rankPercents([10, 40, 20, 30, 50])).toEqual([0, 75, 25, 50, 100]);
    expect(rankPercents([1, 1, 2])).toEqual([25, 25, 100]);
    expect(rankPercents([3])).toEqual([50]);
  });

  it('gives deciles 1..10, 10 for the largest tenth', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    const d = deciles(values);
    expect(d[0]).toBe(1);
    expect(d[1]).toBe(1);
    expect(d[2]).toBe(2);
    expect(d[18]).toBe(10);
    expect(d[19]).toBe(10);
  });
});
