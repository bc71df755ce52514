import { leverage, lvgi } from '../beneish.js';
import { fixed, movement, percent } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** ge: leverage index LVGI = [(CL + LTD) / TA]_t / [(CL + LTD) / TA]_t-1 (Beneish 1999). High is risky. */
export function gearingCluster({ cur, prev }: ClusterContext): ClusterResult {
  const value = prev ? lvgi(cur, prev) : null;
  const now = leverage(cur);
  const before = prev ? leverage(prev) : null;
  if (value === null || now === null || before === null) {
    return notAvailable('Not available: liabilities or total assets of this or the prior year are missing.');
  }
  const verb = movement(before, now);
  const change =
    verb === 'was unchanged'
      ? `were unchanged at ${percent(now)}`
      : `${verb} from ${percent(before)} to ${percent(now)}`;
  return {
    value,
    comment: `Current liabilities and long-term debt ${change} of total assets (LVGI ${fixed(value)}).`,
  };
}
