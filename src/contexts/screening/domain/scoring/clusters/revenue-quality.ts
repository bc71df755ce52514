import { cashSales } from '../dechow-f-score.js';
import { percent } from '../format.js';
import { ratio } from '../ratios.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/**
 * re: reported sales growth minus cash sales growth (cash sales = Sales - dAR, Dechow et al. 2011).
 * High is risky: revenue growing faster than the cash it brings in.
 */
export function revenueQualityCluster({ cur, prev, prev2 }: ClusterContext): ClusterResult {
  const salesGrowth = prev ? ratio(cur.revenue, prev.revenue) : null;
  const cashNow = prev ? cashSales(cur, prev) : null;
  const cashBefore = prev && prev2 ? cashSales(prev, prev2) : null;
  const cashGrowth = ratio(cashNow, cashBefore);
  if (salesGrowth === null || cashGrowth === null) {
    return notAvailable('Not available: revenue or receivables of the last three years are missing.');
  }
  const value = salesGrowth - cashGrowth;
  return {
    value,
    comment: `Reported revenue grew ${percent(salesGrowth - 1, 1)} while cash sales grew ${percent(cashGrowth - 1, 1)}.`,
  };
}
