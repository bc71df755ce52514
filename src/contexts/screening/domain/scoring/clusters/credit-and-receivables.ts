import { dsri } from '../beneish.js';
import { absPercent, fixed } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** cr: days sales in receivables index DSRI = (AR / Sales)_t / (AR / Sales)_t-1 (Beneish 1999). High is risky. */
export function creditAndReceivablesCluster({ cur, prev }: ClusterContext): ClusterResult {
  const value = prev ? dsri(cur, prev) : null;
  if (value === null)
    return notAvailable('Not available: receivables or revenue of this or the prior year is missing.');
  const gap = value - 1;
  const rounded = Math.round(Math.abs(gap) * 100);
  const text =
    rounded === 0
      ? 'Receivables grew in line with revenue'
      : `Receivables grew ${absPercent(gap)} ${gap > 0 ? 'faster' : 'slower'} than revenue`;
  return { value, comment: `${text} (DSRI ${fixed(value)}).` };
}
