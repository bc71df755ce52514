/** The scoring engine's public surface. */
export * from './beneish.js';
export * from './dechow-f-score.js';
export * from './distributions.js';
export * from './expected-loss.js';
export * from './final-score.js';
export * from './model-quality.js';
export * from './ranks.js';
export * from './rating.js';
export * from './return-from-peak.js';
export * from './roc-auc.js';
export type * from './rows.js';
export * from './score-universe.js';
export * from './warnings.js';
export { CLUSTER_FUNCTIONS } from './clusters/index.js';
export type { ClusterContext, ClusterFunction, ClusterResult } from './clusters/index.js';
