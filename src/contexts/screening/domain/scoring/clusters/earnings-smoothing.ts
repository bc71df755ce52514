import { fixed } from '../format.js';
import { standardDeviation } from '../ratios.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

export const SMOOTHING_WINDOW_YEARS = 5;
export const SMOOTHING_MIN_YEARS = 3;
/** Below this, operating cash flow counts as constant (float noise of a sample standard deviation). */
const CONSTANT = 1e-12;

/**
 * sm: standard deviation of NI / TA over the standard deviation of CFO / TA, over the last five years
 * (at least three), after Leuz, Nanda and Wysocki (2003). Low is risky: reported earnings much steadier
 * than the cash they come from.
 */
export function earningsSmoothingCluster({ history }: ClusterContext): ClusterResult {
  const earnings: number[] = [];
  const cashFlows: number[] = [];
  for (const s of history.slice(-SMOOTHING_WINDOW_YEARS)) {
    if (s.netIncome === null || s.cfo === null || s.totalAssets === null || s.totalAssets === 0) continue;
    earnings.push(s.netIncome / s.totalAssets);
    cashFlows.push(s.cfo / s.totalAssets);
  }
  if (earnings.length < SMOOTHING_MIN_YEARS) {
    return notAvailable(`Not available: fewer than ${SMOOTHING_MIN_YEARS} years of earnings and cash flow.`);
  }
  const sdEarnings = standardDeviation(earnings);
  const sdCash = standardDeviation(cashFlows);
  if (sdEarnings === null || sdCash === null || sdCash < CONSTANT) {
    return notAvailable('Not available: operating cash flow does not vary.');
  }
  const value = sdEarnings / sdCash;
  return {
    value,
    comment: `Earnings are ${fixed(value)}x as volatile as operating cash flow over the last ${earnings.length} years.`,
  };
}
