/**
 * The strongest drivers of a company-year's score, for page 1 of the full report.
 *
 * The rule: a driver is a model input that pushes this company's final-score logit above where a typical
 * company's would be, and every input is measured in that one unit (logit points), so that the inputs of
 * the two models and the clusters compare:
 *
 *   a Beneish M-score index     b_M × weight × (value − reference)
 *   a Dechow F-score variable   b_F × (1 − p) × weight × (value − reference)
 *   the cluster red-flag share  b_C × (C − C₀), its own term of the logit
 *
 * b_M, b_F and b_C are the weights of M, ln F and C in the final score (final-score.ts), (1 − p) the slope
 * of ln F in the F-score's predicted value v (d ln F / dv = 1 − p, p its probability) and C₀ an average
 * company's red-flag share. The reference is the sector median of the input that year; where the sector
 * has too few peers for one (MIN_PEERS), the input's neutral value: 1 for an M-score index (no change on
 * the year before), 0 for TATA (earnings matching cash flow), for a change or accrual variable of the
 * F-score (no change) and for ISSUE (none issued); SOFT_ASSETS, a level, has none and is left out. The
 * largest positive effects, at most three, are the drivers.
 *
 * The raw contributions (weight × value) would not do: every company's DSRI and SGI are near 1, so those
 * two would head every company's list. An input that is N/A is left out. The clamps of M and ln F and the
 * smoothing over the years are left out too: the smoothing scales every effect alike, the clamps only cap
 * extreme years.
 */

import type { BeneishIndices } from '../../../domain/scoring/beneish.js';
import type { FScoreVariables } from '../../../domain/scoring/dechow-f-score.js';
import { FINAL_SCORE_MODEL } from '../../../domain/scoring/final-score.js';
import type { ReportBreakdown } from './report-data.js';

export const DRIVER_COUNT = 3;

export interface ScoreDriver {
  /** 'DSRI', 'CH_REC', …; 'C' for the cluster red-flag share. */
  code: string;
  name: string;
  model: 'Beneish M-score' | 'Dechow F-score' | 'Clusters';
  value: number;
  /** What the value is measured against: the sector median, the input's neutral value, or C₀. */
  reference: number;
  /** The reference in words: 'the sector median', 'no change', …, 'an average company'. */
  referenceName: string;
  /** The push on the final-score logit, in logit points (above 0). */
  effect: number;
  /** One line in plain words: what a value on this side of the reference means. */
  explanation: string;
}

/**
 * What each input means on its risky side (the side that raises the score). SGAI, LVGI and CH_ROA weigh
 * negatively: their risky side is a value below the sector's.
 */
const EXPLANATIONS: Readonly<Record<InputKey, string>> = {
  dsri: 'Receivables grew faster than sales: revenue may be booked before it is collected.',
  gmi: 'Gross margin deteriorated: a weaker business has more reason to flatter its earnings.',
  aqi: 'More of the assets are neither current nor PP&E: costs may be capitalised instead of expensed.',
  sgi: 'Sales grew fast: growth companies are under pressure to keep the pace up.',
  depi: 'Depreciation slowed against PP&E: asset lives may have been stretched to lift earnings.',
  sgai: 'SG&A fell relative to sales, which the M-score weighs as slightly riskier.',
  lvgi: 'Leverage fell relative to total assets, which the M-score weighs as slightly riskier.',
  tata: 'Earnings ran ahead of operating cash flow: profit rests on accruals rather than cash.',
  rsstAcc: 'Accruals grew: net operating assets rose faster than the average assets.',
  chRec: 'Receivables rose relative to total assets: sales may be booked early.',
  chInv: 'Inventory rose relative to total assets: stock may be slow-moving or overstated.',
  softAssets: 'Much of the balance sheet is soft assets (not PP&E or cash), which leave room for estimates.',
  chCs: 'Cash sales grew: growth brings pressure to sustain it.',
  chRoa: 'Return on assets fell: a motive to manage earnings.',
  issue: 'The company issued securities: an incentive to show strong results when raising capital.',
};

type InputKey = keyof BeneishIndices | keyof FScoreVariables;

/** The neutral value of an input without a sector median, and its name; none for a level (SOFT_ASSETS). */
const NEUTRAL: Readonly<Partial<Record<InputKey, readonly [number, string]>>> = {
  dsri: [1, 'no change'],
  gmi: [1, 'no change'],
  aqi: [1, 'no change'],
  sgi: [1, 'no change'],
  depi: [1, 'no change'],
  sgai: [1, 'no change'],
  lvgi: [1, 'no change'],
  tata: [0, 'earnings matching cash flow'],
  rsstAcc: [0, 'no change'],
  chRec: [0, 'no change'],
  chInv: [0, 'no change'],
  chCs: [0, 'no change'],
  chRoa: [0, 'no change'],
  issue: [0, 'none issued'],
};

type Term = ReportBreakdown['mScore']['terms'][number];

/** The clusters that flag most (weight × flag strength), named for the cluster driver's line. */
function clusterLine(breakdown: ReportBreakdown): string {
  const riskiest = Math.round((1 - FINAL_SCORE_MODEL.flagFrom) * 100);
  const flagged = breakdown.clusters.flags
    .filter((flag) => (flag.flagStrength ?? 0) > 0)
    .sort((a, b) => b.weight * (b.flagStrength ?? 0) - a.weight * (a.flagStrength ?? 0));
  if (flagged.length === 0) return 'The clusters flag more than an average company’s do.';
  const names = flagged.slice(0, 3).map((flag) => flag.name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const more = flagged.length > names.length ? ` (${flagged.length} clusters in all)` : '';
  return `${list}${more} rank among the riskiest ${riskiest}% of their peers.`;
}

/** The drivers of the score, strongest first, at most DRIVER_COUNT (the rule is in the module's comment). */
export function strongestDrivers(breakdown: ReportBreakdown): ScoreDriver[] {
  const weightOf = (key: 'mScore' | 'fScore' | 'clusters'): number =>
    breakdown.final.terms.find((term) => term.key === key)?.weight ?? 0;
  const slopeOfLnF = 1 - (breakdown.fScore.probability ?? 0);
  const ofTerm = (term: Term, model: ScoreDriver['model'], scale: number): ScoreDriver | null => {
    const key = term.key as InputKey;
    const neutral = NEUTRAL[key];
    const [reference, referenceName] =
      term.sectorMedian !== null ? [term.sectorMedian, 'the sector median'] : (neutral ?? [null, '']);
    if (term.value === null || reference === null) return null;
    return {
      code: term.code,
      name: term.name,
      model,
      value: term.value,
      reference,
      referenceName,
      effect: scale * term.weight * (term.value - reference),
      explanation: EXPLANATIONS[key] ?? '',
    };
  };
  const candidates: (ScoreDriver | null)[] = [
    ...breakdown.mScore.terms.map((term) => ofTerm(term, 'Beneish M-score', weightOf('mScore'))),
    ...breakdown.fScore.terms.map((term) => ofTerm(term, 'Dechow F-score', weightOf('fScore') * slopeOfLnF)),
  ];
  const { composite, centre } = breakdown.clusters;
  if (composite !== null)
    candidates.push({
      code: 'C',
      name: 'Cluster red-flag share',
      model: 'Clusters',
      value: composite,
      reference: centre,
      referenceName: 'an average company',
      effect: weightOf('clusters') * (composite - centre),
      explanation: clusterLine(breakdown),
    });
  return candidates
    .filter((driver): driver is ScoreDriver => driver !== null && driver.effect > 0)
    .sort((a, b) => b.effect - a.effect)
    .slice(0, DRIVER_COUNT);
}
