/** What every cluster function receives and returns. */

import type { FinancialStatement } from '../../published/universe.js';

export interface ClusterContext {
  readonly cur: FinancialStatement;
  /** The previous year, or null when it is missing (first listed year, or a gap). */
  readonly prev: FinancialStatement | null;
  readonly prev2: FinancialStatement | null;
  /** Consecutive years ending with cur, oldest first, at most five. */
  readonly history: readonly FinancialStatement[];
}

export interface ClusterResult {
  /** The cluster's ratio, or null (N/A) when an input is missing or a denominator is 0. */
  readonly value: number | null;
  readonly comment: string;
}

export type ClusterFunction = (context: ClusterContext) => ClusterResult;

export function notAvailable(comment: string): ClusterResult {
  return { value: null, comment };
}
