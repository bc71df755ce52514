import { gmi, grossMargin, sgai } from '../beneish.js';
import { fixed, movement, percent } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** ma: gross margin index GMI = GM_t-1 / GM_t (Beneish 1999), with the SG&A index. High is risky. */
export function marginsCluster({ cur, prev }: ClusterContext): ClusterResult {
  const value = prev ? gmi(cur, prev) : null;
  const now = grossMargin(cur);
  const before = prev ? grossMargin(prev) : null;
  if (value === null || now === null || before === null) {
    return notAvailable('Not available: revenue or cost of sales of this or the prior year is missing.');
  }
  const sgaIndex = prev ? sgai(cur, prev) : null;
  const sga = sgaIndex === null ? '' : `; SG&A to sales index ${fixed(sgaIndex)}`;
  const verb = movement(before, now, 1);
  const change =
    verb === 'was unchanged'
      ? `was unchanged at ${percent(now, 1)}`
      : `${verb} from ${percent(before, 1)} to ${percent(now, 1)}`;
  return { value, comment: `Gross margin ${change} (GMI ${fixed(value)})${sga}.` };
}
