import { sgi } from '../beneish.js';
import { absPercent, fixed } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** gr: sales growth index SGI = Sales_t / Sales_t-1 (Beneish 1999). High is risky. */
export function growthCluster({ cur, prev }: ClusterContext): ClusterResult {
  const value = prev ? sgi(cur, prev) : null;
  if (value === null) return notAvailable('Not available: revenue of this or the prior year is missing.');
  const change = value - 1;
  const verb = change > 0 ? 'grew' : change < 0 ? 'fell' : 'was flat';
  const text = verb === 'was flat' ? 'Revenue was flat' : `Revenue ${verb} ${absPercent(change, 1)}`;
  return { value, comment: `${text} (sales growth index ${fixed(value)}).` };
}
