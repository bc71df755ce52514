import { movement, percent } from '../format.js';
import { difference, ratio } from '../ratios.js';
import type { FinancialStatement } from '../../published/universe.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** Non-cash current assets (receivables, inventory, other current assets) per unit of revenue. */
export function nonCashCurrentAssetsToRevenue(s: FinancialStatement): number | null {
  return ratio(difference(s.currentAssets, s.cash), s.revenue);
}

/**
 * wo: change in non-cash current assets relative to revenue,
 *   [(CA - cash) / Sales]_t - [(CA - cash) / Sales]_t-1.
 * The working-capital accrual of rsst_acc (Richardson et al. 2005; Dechow et al. 2011) measured against
 * revenue rather than assets, so that ordinary growth does not read as risk, and on the asset side only,
 * so that stretched payables cannot offset it; it sums Montier's (2008) receivable-days, inventory-days
 * and other-current-assets-to-revenue signals. High is risky.
 */
export function workingCapitalCluster({ cur, prev }: ClusterContext): ClusterResult {
  const now = nonCashCurrentAssetsToRevenue(cur);
  const before = prev ? nonCashCurrentAssetsToRevenue(prev) : null;
  const value = difference(now, before);
  if (value === null || now === null || before === null) {
    return notAvailable(
      'Not available: current assets, cash or revenue of this or the prior year is missing.',
    );
  }
  const verb = movement(before, now);
  const text =
    verb === 'was unchanged'
      ? `Non-cash current assets were unchanged at ${percent(now)} of revenue.`
      : `Non-cash current assets ${verb} from ${percent(before)} to ${percent(now)} of revenue.`;
  return { value, comment: text };
}
