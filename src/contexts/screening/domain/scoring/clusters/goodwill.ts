import { percent } from '../format.js';
import { ratio } from '../ratios.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/** go: goodwill / total assets, with its change on the prior year. High is risky. */
export function goodwillCluster({ cur, prev }: ClusterContext): ClusterResult {
  const value = ratio(cur.goodwill, cur.totalAssets);
  if (value === null) return notAvailable('Not available: goodwill or total assets is missing.');
  if (value === 0) return { value, comment: 'No goodwill on the balance sheet.' };
  const before = prev ? ratio(prev.goodwill, prev.totalAssets) : null;
  let change = '';
  if (before !== null) {
    const points = (value - before) * 100;
    const shown = Math.abs(points).toFixed(1);
    change =
      shown === '0.0'
        ? ', unchanged on the prior year'
        : `, ${points > 0 ? 'up' : 'down'} ${shown} points on the prior year`;
  }
  return { value, comment: `Goodwill is ${percent(value, 1)} of total assets${change}.` };
}
