/**
 * Return from peak: the last month-end price of the fiscal year over the highest month-end price of
 * the trailing window, minus 1 (0 at a new high, -0.4 when 40% below the peak). The relative figure
 * subtracts the same measure of the exchange country's index over the same window.
 */

import type { MonthlySeries } from '../published/universe.js';

export const RETURN_FROM_PEAK_WINDOW_MONTHS = 12;

/** Return from peak at December of `year`, or null when the series has no price for that month. */
export function returnFromPeak(
  series: MonthlySeries,
  year: number,
  windowMonths = RETURN_FROM_PEAK_WINDOW_MONTHS,
): number | null {
  const last = (year - series.firstYear) * 12 + 11;
  if (last < 0 || last >= series.monthly.length) return null;
  const lastPrice = series.monthly[last] as number;
  const from = Math.max(0, last - windowMonths + 1);
  let peak = 0;
  for (let m = from; m <= last; m++) {
    const p = series.monthly[m] as number;
    if (p > peak) peak = p;
  }
  if (!(peak > 0) || !Number.isFinite(lastPrice)) return null;
  return lastPrice / peak - 1;
}

export function relativeReturnFromPeak(
  absolute: number | null,
  index: MonthlySeries | null,
  year: number,
  windowMonths = RETURN_FROM_PEAK_WINDOW_MONTHS,
): number | null {
  if (absolute === null || index === null) return null;
  const market = returnFromPeak(index, year, windowMonths);
  return market === null ? null : absolute - market;
}
