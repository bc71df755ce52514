/**
 * The history of the models (issue 30): the Beneish M-score and the Dechow F-score of every year of a
 * company, with each index's and variable's value, the M-score's flag and the F-score's band. Each year is
 * computed as the score breakdown computes it (the same functions on the same lag context, clusterContext:
 * t−1 as year t's filing reports it), so a year's history shows the numbers its breakdown shows.
 */

import { beneishIndices, isLikelyManipulator, mScore, type BeneishIndices } from './beneish.js';
import { fScore, fScoreVariables, type FScoreVariables } from './dechow-f-score.js';
import { F_SCORE_TERMS, M_SCORE_TERMS, fScoreBand, type FScoreBand } from './score-breakdown.js';
import { clusterContext, type LaggedStatement } from './score-universe.js';

export interface ModelHistoryYear {
  readonly year: number;
  /** Null (N/A) when an index cannot be computed. */
  readonly mScore: number | null;
  /** M above −1.78 (M_SCORE_THRESHOLD): a likely manipulator; null when M is N/A. */
  readonly mFlagged: boolean | null;
  /** The eight indices in the breakdown's order (M_SCORE_TERMS). */
  readonly indices: readonly { readonly key: keyof BeneishIndices; readonly value: number | null }[];
  readonly fScore: number | null;
  readonly fBand: FScoreBand | null;
  /** The seven variables in the breakdown's order (F_SCORE_TERMS). */
  readonly variables: readonly { readonly key: keyof FScoreVariables; readonly value: number | null }[];
}

/** Every year of the company's statements (oldest first, as given) with both models' values. */
export function modelHistory(years: readonly LaggedStatement[]): ModelHistoryYear[] {
  return years.map((statement, index) => {
    const { cur, prev, prev2 } = clusterContext(years, index);
    const indices = beneishIndices(cur, prev);
    const m = mScore(indices);
    const variables = fScoreVariables(cur, prev, prev2);
    const f = fScore(variables)?.fScore ?? null;
    return {
      year: statement.year,
      mScore: m,
      mFlagged: m === null ? null : isLikelyManipulator(m),
      indices: M_SCORE_TERMS.map(({ key }) => ({ key, value: indices[key] })),
      fScore: f,
      fBand: f === null ? null : fScoreBand(f),
      variables: F_SCORE_TERMS.map(({ key }) => ({ key, value: variables[key] })),
    };
  });
}
