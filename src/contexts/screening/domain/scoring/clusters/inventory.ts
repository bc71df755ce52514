import { changeInInventory } from '../dechow-f-score.js';
import { absPercent } from '../format.js';
import { ratio } from '../ratios.js';
import type { FinancialStatement } from '../../published/universe.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** Days of inventory: inventory / COGS * 365 (null when COGS is not positive). */
export function inventoryDays(s: FinancialStatement): number | null {
  if (s.cogs === null || s.cogs <= 0) return null;
  const share = ratio(s.inventory, s.cogs);
  return share === null ? null : share * 365;
}

/**
 * iv: change in inventory / average total assets (ch_inv, Dechow et al. 2011), with days of inventory
 * (Montier 2008). High is risky.
 */
export function inventoryCluster({ cur, prev }: ClusterContext): ClusterResult {
  if (cur.inventory === 0 && prev?.inventory === 0) {
    return notAvailable('Not applicable: no inventory in this or the prior year.');
  }
  const value = prev ? changeInInventory(cur, prev) : null;
  if (value === null)
    return notAvailable('Not available: inventory or total assets of this or the prior year is missing.');
  const verb = value > 0 ? 'grew' : value < 0 ? 'fell' : 'was unchanged';
  const head =
    verb === 'was unchanged'
      ? 'Inventory was unchanged'
      : `Inventory ${verb} by ${absPercent(value, 1)} of average total assets`;
  const daysNow = inventoryDays(cur);
  const daysBefore = prev ? inventoryDays(prev) : null;
  let days = '';
  if (daysNow !== null && daysBefore !== null) {
    const a = Math.round(daysBefore);
    const b = Math.round(daysNow);
    days =
      a === b
        ? `; days of inventory steady at ${b}`
        : `; days of inventory ${b > a ? 'rose' : 'fell'} from ${a} to ${b}`;
  }
  return { value, comment: `${head}${days}.` };
}
