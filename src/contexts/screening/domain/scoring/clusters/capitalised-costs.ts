import { difference, ratio } from '../ratios.js';
import { movement, percent } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/**
 * ic: growth of intangibles other than goodwill relative to revenue, measured as the change in
 * other intangibles / revenue (in fractions of revenue). Costs moved from the income statement to the
 * balance sheet show up here. High is risky.
 */
export function capitalisedCostsCluster({ cur, prev }: ClusterContext): ClusterResult {
  if (cur.otherIntangibles === 0 && prev?.otherIntangibles === 0) {
    return notAvailable(
      'Not applicable: no intangible assets other than goodwill in this or the prior year.',
    );
  }
  const now = ratio(cur.otherIntangibles, cur.revenue);
  const before = prev ? ratio(prev.otherIntangibles, prev.revenue) : null;
  const value = difference(now, before);
  if (value === null || now === null || before === null) {
    return notAvailable('Not available: intangibles or revenue of this or the prior year is missing.');
  }
  const verb = movement(before, now, 1);
  const text =
    verb === 'was unchanged'
      ? `Other intangibles were unchanged at ${percent(now, 1)} of revenue.`
      : `Other intangibles ${verb} from ${percent(before, 1)} to ${percent(now, 1)} of revenue.`;
  return { value, comment: text };
}
