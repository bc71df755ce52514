/**
 * Why a company-year with statements has no final score or no rating: one sentence, the same on every
 * screen, in the CSV, the report and Luca (issue 28). The engine stores it; the breakdown says the same.
 */

import type { BeneishIndices } from './beneish.js';
import type { FScoreVariables } from './dechow-f-score.js';
import { MIN_CLUSTERS } from './final-score.js';
import { MIN_PEERS } from './peers.js';

/** What a company-year without a rating shows in place of the letter. */
export const NOT_RATED = `Not rated: fewer than ${MIN_PEERS} peers`;

/** 'rsstAcc' → 'RSST_ACC', 'dsri' → 'DSRI': the codes the breakdown shows. */
export function termCode(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

/** The order analysts read the terms in (the breakdown's): Beneish's table 2, then Dechow et al.'s model 1. */
const TERM_ORDER = [
  'dsri',
  'gmi',
  'aqi',
  'sgi',
  'depi',
  'sgai',
  'lvgi',
  'tata',
  'rsstAcc',
  'chRec',
  'chInv',
  'softAssets',
  'chCs',
  'chRoa',
  'issue',
];
const orderOf = (key: string): number => {
  const index = TERM_ORDER.indexOf(key);
  return index < 0 ? TERM_ORDER.length : index;
};

/** 'DSRI and GMI are N/A': the terms a model is missing, in the order analysts read them. */
export function naTerms(values: Readonly<Record<string, number | null>>): string {
  const missing = Object.entries(values)
    .filter(([, value]) => value === null)
    .map(([key]) => key)
    .sort((a, b) => orderOf(a) - orderOf(b))
    .map(termCode);
  const names =
    missing.length === 1
      ? missing.join('')
      : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1) ?? ''}`;
  return `${names} ${missing.length === 1 ? 'is' : 'are'} N/A`;
}

export interface ScoreInputs {
  /** The M-score's indices; needed only when mScore is null (they say why). */
  readonly indices?: BeneishIndices;
  readonly mScore: number | null;
  /** The F-score's variables; needed only when fScore is null. */
  readonly variables?: FScoreVariables;
  readonly fScore: number | null;
  /** Clusters with a position among at least MIN_PEERS peers. */
  readonly available: number;
  /** Clusters with a value (ranked or not). */
  readonly withValue: number;
  readonly clusterCount: number;
}

/** 'Not scored: ...' with the first reason that holds, or null when the model's minimum holds. */
export function notScoredReason(inputs: ScoreInputs): string | null {
  if (inputs.mScore === null) return `Not scored: the M-score is N/A (${naTerms({ ...inputs.indices })})`;
  if (inputs.fScore === null || !(inputs.fScore > 0))
    return `Not scored: the F-score is N/A (${naTerms({ ...inputs.variables })})`;
  if (inputs.available >= MIN_CLUSTERS) return null;
  if (inputs.withValue >= MIN_CLUSTERS)
    return `Not scored: fewer than ${MIN_PEERS} peers to rank the clusters against`;
  return `Not scored: ${inputs.available} of ${inputs.clusterCount} clusters available, at least ${MIN_CLUSTERS} needed`;
}
