import { PromiseCache } from './promise-cache.js';

describe('PromiseCache', () => {
  let now = 0;
  const cache = () => new PromiseCache<number>(2_000, () => now, 2);

  beforeEach(() => {
    now = 0;
  });

  it('hands every caller within the time the first answer, then reads again', async () => {
    const reused = cache();
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    expect(await reused.get('t', load)).toBe(1);
    now = 1_999;
    expect(await reused.get('t', load)).toBe(1);
    now = 2_000;
    expect(await reused.get('t', load)).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const reused = cache();
    await expect(reused.get('t', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reused.get('t', () => Promise.resolve(7))).toBe(7);
  });

  it('forgets a key on delete and drops expired entries once it grows', async () => {
    const reused = cache();
    await reused.get('a', () => Promise.resolve(1));
    reused.delete('a');
    expect(await reused.get('a', () => Promise.resolve(2))).toBe(2);
    now = 5_000;
    await reused.get('b', () => Promise.resolve(3));
    await reused.get('c', () => Promise.resolve(4));
    now = 5_001;
    // 'a' expired and was dropped when 'c' made three entries; 'b' and 'c' are still fresh.
    expect(await reused.get('b', () => Promise.resolve(99))).toBe(3);
    expect(await reused.get('a', () => Promise.resolve(5))).toBe(5);
  });
});
