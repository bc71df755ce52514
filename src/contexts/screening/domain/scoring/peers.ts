/**
 * Peer groups (issue 28, docs/risk-model.md "Peers"): every rank, rating, percentile, decile and cluster
 * position is taken among companies of the same peer class (generated companies among generated ones,
 * companies from filings or files among real ones) and over at least MIN_PEERS members, widening level by
 * level until the group is large enough; below the minimum at the widest level there is none.
 *
 *   ratings, ranks, deciles   exchange country and year  →  every exchange country, that year
 *   rank within sector        sector, exchange country and year (no widening: it is a sector's rank)
 *   cluster positions         year  →  every year
 */

import { averageRanks } from './ranks.js';

/**
 * The fewest peers a rank is taken among. With 30, one place moves a percentile by 3.3 points and a
 * company is never "100th percentile" of two; the central limit rule of thumb for a median's stability.
 */
export const MIN_PEERS = 30;

/** The level a company-year's rating was taken at. */
export type RatingPeerGroup = 'exchange country' | 'all exchange countries';

/** Where a member was ranked: the level (index into the levels), its 0-based average rank and the group's size. */
export interface PeerRank {
  readonly level: number;
  readonly rank: number;
  readonly peers: number;
}

/**
 * Ranks each member by value within the narrowest level whose group (the members with its key at that
 * level, whatever narrower level ranked them) has at least `minimum` members. A member no level can rank
 * gets null and, in `widest`, the size of its group at the widest level (how many peers it had).
 */
export function rankAmongPeers(
  members: readonly number[],
  valueOf: (member: number) => number,
  levels: readonly ((member: number) => string | number)[],
  minimum: number = MIN_PEERS,
): { ranks: Map<number, PeerRank>; widest: Map<number, number> } {
  const ranks = new Map<number, PeerRank>();
  const widest = new Map<number, number>();
  levels.forEach((keyOf, level) => {
    const byKey = new Map<string | number, number[]>();
    for (const member of members) {
      const key = keyOf(member);
      const list = byKey.get(key);
      if (list) list.push(member);
      else byKey.set(key, [member]);
    }
    for (const group of byKey.values()) {
      if (group.every((member) => ranks.has(member))) continue;
      if (group.length < minimum) {
        if (level === levels.length - 1) for (const member of group) widest.set(member, group.length);
        continue;
      }
      const groupRanks = averageRanks(group.map(valueOf));
      group.forEach((member, p) => {
        if (!ranks.has(member))
          ranks.set(member, { level, rank: groupRanks[p] as number, peers: group.length });
      });
    }
  });
  return { ranks, widest };
}
