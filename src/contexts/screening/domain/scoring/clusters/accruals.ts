import { tata } from '../beneish.js';
import { percent } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** ac: total accruals to total assets, TATA = (NI - CFO) / TA (Sloan 1996; Beneish 1999). High is risky. */
export function accrualsCluster({ cur }: ClusterContext): ClusterResult {
  const value = tata(cur);
  if (value === null)
    return notAvailable('Not available: net income, operating cash flow or total assets is missing.');
  const reading =
    value > 0
      ? 'net income exceeds operating cash flow'
      : value < 0
        ? 'operating cash flow exceeds net income'
        : 'net income equals operating cash flow';
  return { value, comment: `Accruals are ${percent(value, 1)} of total assets: ${reading}.` };
}
