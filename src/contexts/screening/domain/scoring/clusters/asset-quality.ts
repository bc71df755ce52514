import { aqi, depi, softAssetShare } from '../beneish.js';
import { fixed, movement, percent } from '../format.js';
import { notAvailable, type ClusterContext, type ClusterResult } from './cluster.js';

/**
 * as: asset quality index AQI = [1 - (CA + PP&E) / TA]_t / [...]_t-1 (Beneish 1999), with the
 * depreciation index DEPI in the comment. High is risky.
 */
export function assetQualityCluster({ cur, prev }: ClusterContext): ClusterResult {
  const value = prev ? aqi(cur, prev) : null;
  const now = softAssetShare(cur);
  const before = prev ? softAssetShare(prev) : null;
  if (value === null || now === null || before === null) {
    return notAvailable(
      'Not available: current assets, PP&E or total assets of this or the prior year are missing.',
    );
  }
  const depIndex = prev ? depi(cur, prev) : null;
  const dep = depIndex === null ? '' : `; depreciation index ${fixed(depIndex)}`;
  const verb = movement(before, now);
  const change =
    verb === 'was unchanged'
      ? `were unchanged at ${percent(now)}`
      : `${verb === 'rose' ? 'rose' : 'fell'} from ${percent(before)} to ${percent(now)}`;
  return {
    value,
    comment: `Assets other than current assets and PP&E ${change} of total assets (AQI ${fixed(value)})${dep}.`,
  };
}
