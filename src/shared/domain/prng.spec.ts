import { mixSeed, Prng } from './prng.js';

describe('Prng', () => {
  it('gives the same sequence for the same seed and stream', () => {
    const a = new Prng(42, 3);
    const b = new Prng(42, 3);
    const sa = Array.from({ length: 20 }, () => a.next());
    const sb = Array.from({ length: 20 }, () => b.next());
    expect(sa).toEqual(sb);
  });

  it('gives different sequences for different seeds or streams', () => {
    expect(new Prng(42).next()).not.toBe(new Prng(43).next());
    expect(new Prng(42, 1).next()).not.toBe(new Prng(42, 2).next());
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });

  it('stays in range', () => {
    const prng = new Prng(7);
    for (let i = 0; i < 10_000; i++) {
      const u = prng.next();
      expect(u >= 0 && u < 1).toBe(true);
      const k = prng.int(-2, 3);
      expect(Number.isInteger(k) && k >= -2 && k <= 3).toBe(true);
    }
  });

  it('hits every integer of a small range', () => {
    const prng = new Prng(9);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(prng.int(1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws normals with the requested mean and standard deviation', () => {
    const prng = new Prng(11);
    const n = 50_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const x = prng.normal(10, 2);
      sum += x;
      squares += x * x;
    }
    const mean = sum / n;
    const sd = Math.sqrt(squares / n - mean * mean);
    expect(mean).toBeCloseTo(10, 1);
    expect(sd).toBeCloseTo(2, 1);
  });

  it('picks, weighs and flips coins', () => {
    const prng = new Prng(5);
    const items = ['a', 'b', 'c'] as const;
    for (let i = 0; i < 100; i++) expect(items).toContain(prng.pick(items));
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (prng.pickWeighted(items, (x) => (x === 'c' ? 8 : 1)) === 'c') heavy++;
    expect(heavy / 10_000).toBeCloseTo(0.8, 1);
    let heads = 0;
    for (let i = 0; i < 10_000; i++) if (prng.chance(0.3)) heads++;
    expect(heads / 10_000).toBeCloseTo(0.3, 1);
    expect(() => prng.pick([])).toThrow();
  });
});
