import { softAssets } from '../dechow-f-score.js';
import { percent } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** va: soft assets = (TA - PP&E - cash) / TA (Dechow et al. 2011). High is risky. */
export function assetValuationCluster({ cur, prev }: ClusterContext): ClusterResult {
  const value = softAssets(cur);
  if (value === null) return notAvailable('Not available: total assets, PP&E or cash is missing.');
  const before = prev ? softAssets(prev) : null;
  const trend = before === null ? '' : ` (${percent(before)} a year earlier)`;
  return {
    value,
    comment: `Soft assets (other than PP&E and cash) are ${percent(value)} of total assets${trend}.`,
  };
}
