import { fixed, percent } from '../format.js';
import { ratio } from '../ratios.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/**
 * ca: cash conversion CFO / NI, defined when net income is positive; the comment adds cash and
 * long-term debt as shares of total assets (large cash alongside large debt is a red flag of its own).
 * Low is risky.
 */
export function cashCluster({ cur }: ClusterContext): ClusterResult {
  if (cur.netIncome !== null && cur.netIncome <= 0) {
    return notAvailable('Not meaningful: net income is not positive, so cash conversion is undefined.');
  }
  const value = ratio(cur.cfo, cur.netIncome);
  if (value === null) return notAvailable('Not available: operating cash flow or net income is missing.');
  const cash = ratio(cur.cash, cur.totalAssets);
  const debt = ratio(cur.longTermDebt, cur.totalAssets);
  const balance =
    cash !== null && debt !== null
      ? `; cash is ${percent(cash)} and long-term debt ${percent(debt)} of total assets`
      : '';
  return { value, comment: `Operating cash flow is ${fixed(value)}x net income${balance}.` };
}
