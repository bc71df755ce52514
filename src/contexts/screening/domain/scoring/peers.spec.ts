import { MIN_PEERS, rankAmongPeers } from './peers.js';

describe('rankAmongPeers', () => {
  // Members 0..n-1 with value = index; key functions read a table.
  const rank = (keys: readonly (readonly [string, string])[], minimum = 3) =>
    rankAmongPeers(
      keys.map((_, i) => i),
      (i) => i,
      [(i) => keys[i]?.[0] ?? '', (i) => keys[i]?.[1] ?? ''],
      minimum,
    );

  it('ranks within the narrowest level that has the minimum', () => {
    const { ranks } = rank([
      ['a', 'x'],
      ['a', 'x'],
      ['a', 'x'],
      ['b', 'x'],
    ]);
    expect(ranks.get(0)).toEqual({ level: 0, rank: 0, peers: 3 });
    expect(ranks.get(2)).toEqual({ level: 0, rank: 2, peers: 3 });
    // b has one member: it widens to x, ranked among all four (the a members included).
    expect(ranks.get(3)).toEqual({ level: 1, rank: 3, peers: 4 });
  });

  it('leaves unranked the members below the minimum at the widest level, with how many peers they had', () => {
    const { ranks, widest } = rank([
      ['a', 'x'],
      ['a', 'x'],
      ['b', 'y'],
      ['c', 'y'],
    ]);
    expect(ranks.size).toBe(0);
    expect(widest.get(0)).toBe(2);
    expect(widest.get(2)).toBe(2);
  });

  it('shares the average rank between ties', () => {
    const { ranks } = rankAmongPeers([0, 1, 2], () => 5, [() => 'all'], 3);
    expect([...ranks.values()].map((r) => r.rank)).toEqual([1, 1, 1]);
  });

  it('takes 30 as the documented minimum', () => {
    expect(MIN_PEERS).toBe(30);
    const members = Array.from({ length: 29 }, (_, i) => i);
    expect(rankAmongPeers(members, (i) => i, [() => 'g']).ranks.size).toBe(0);
    expect(rankAmongPeers([...members, 29], (i) => i, [() => 'g']).ranks.size).toBe(30);
  });
});
