import type { ClusterCode } from '../../reference/clusters.js';
import { accrualsCluster } from './accruals.js';
import { assetQualityCluster } from './asset-quality.js';
import { assetValuationCluster } from './asset-valuation.js';
import { capitalisedCostsCluster } from './capitalised-costs.js';
import { cashCluster } from './cash.js';
import type { ClusterFunction } from './cluster.js';
import { creditAndReceivablesCluster } from './credit-and-receivables.js';
import { earningsSmoothingCluster } from './earnings-smoothing.js';
import { gearingCluster } from './gearing.js';
import { goodwillCluster } from './goodwill.js';
import { growthCluster } from './growth.js';
import { inventoryCluster } from './inventory.js';
import { marginsCluster } from './margins.js';
import { revenueQualityCluster } from './revenue-quality.js';
import { workingCapitalCluster } from './working-capital.js';

export type { ClusterContext, ClusterFunction, ClusterResult } from './cluster.js';
export {
  accrualsCluster,
  assetQualityCluster,
  assetValuationCluster,
  capitalisedCostsCluster,
  cashCluster,
  creditAndReceivablesCluster,
  earningsSmoothingCluster,
  gearingCluster,
  goodwillCluster,
  growthCluster,
  inventoryCluster,
  marginsCluster,
  revenueQualityCluster,
  workingCapitalCluster,
};

/** The function behind each cluster code. */
export const CLUSTER_FUNCTIONS: Readonly<Record<ClusterCode, ClusterFunction>> = {
  ac: accrualsCluster,
  wo: workingCapitalCluster,
  va: assetValuationCluster,
  sm: earningsSmoothingCluster,
  ma: marginsCluster,
  iv: inventoryCluster,
  ic: capitalisedCostsCluster,
  gr: growthCluster,
  ge: gearingCluster,
  cr: creditAndReceivablesCluster,
  go: goodwillCluster,
  ca: cashCluster,
  re: revenueQualityCluster,
  as: assetQualityCluster,
};
