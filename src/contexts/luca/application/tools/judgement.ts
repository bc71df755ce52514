import type { ScoreBreakdownAnswer } from '../../../screening/index.js';

/**
 * Luca's judgement of a company-year's score breakdown: which parts of the final score are benign, which
 * drive it, and whether a model's warning is one of its known false positives. Pure rules over the
 * breakdown screening computes (its terms, contributions, the M-score threshold and the F-score bands are
 * read from it, never retyped). The deterministic engine writes its sentences from this, and the LLM
 * tools return the same facts.
 *
 * The rules:
 *
 * - Roles of the final score's three terms (Beneish M-score, Dechow F-score, cluster red-flag share),
 *   by their contribution to the year's logit: a term `lowers` the score when its contribution is ≤ 0;
 *   it `drives` it when its contribution is positive and at least DRIVER_SHARE of the sum of the positive
 *   contributions; else it `adds-little`.
 * - Beneish M-score: `benign` when M is at or below the threshold (no flag). A flag is `growth-driven`
 *   (a known false positive for fast growers) when it rests mainly on sales growth: with flat sales (SGI at
 *   its neutral value 1, so M less weight × (SGI − 1)) M would be at or below the threshold, and SGI adds
 *   more to M beyond its neutral value than any other index adds beyond its own (weight × (value −
 *   neutral); neutral is 1 for the seven ratio indices, 0 for TATA). Any other flag is `flagged`.
 * - Dechow F-score: `benign` in the normal band (F at most the band's upper end, `bands.aboveNormal`).
 *   Above it, `capital-light` (a known false positive for companies with few hard assets) when soft
 *   assets make the largest contribution of the seven variables and the F-score would stay in its band
 *   with the three accrual variables (RSST_ACC, CH_REC, CH_INV) at their neutral value 0: the reading
 *   comes from the asset mix and the cash sales (with ROA change and issuance), not from accruals. With
 *   the published coefficients only companies whose soft assets are most of their total assets qualify.
 *   Any other F above normal is `elevated` (its accruals lift it into its band).
 * - Benign parts: an M-score without a flag; an F-score in the normal band, or capital-light within
 *   the above-normal band (a capital-light F in the substantial band is named, not called benign).
 */

/** A term drives the score when it adds at least this share of what pushes the score up. */
export const DRIVER_SHARE = 1 / 3;

/** An index's value when nothing changed: Beneish's indices are ratios of year t to t−1, TATA is accruals. */
const NEUTRAL_INDEX = 1;
const NEUTRAL_TATA = 0;
const TOTAL_ACCRUALS = 'tata';

/** The F-score's accrual variables, by breakdown key: taken at 0 (no change) to see what else lifts F. */
export const ACCRUAL_VARIABLES: readonly string[] = ['rsstAcc', 'chRec', 'chInv'];
const SOFT_ASSETS = 'softAssets';
const CASH_SALES = 'chCs';
const SALES_GROWTH = 'sgi';

type Breakdown = Pick<ScoreBreakdownAnswer, 'final' | 'mScore' | 'fScore'>;
type FinalTerm = ScoreBreakdownAnswer['final']['terms'][number];
type Term = ScoreBreakdownAnswer['mScore']['terms'][number];

export type TermRole = 'drives' | 'adds-little' | 'lowers';

export interface TermPart {
  readonly key: FinalTerm['key'];
  readonly name: string;
  readonly contribution: number;
  readonly role: TermRole;
}

export type MReading =
  | { readonly kind: 'benign'; readonly value: number; readonly threshold: number }
  | {
      readonly kind: 'growth-driven' | 'flagged';
      readonly value: number;
      readonly threshold: number;
      /** SGI's term (null when SGI is N/A). */
      readonly sgi: Term | null;
      /** weight × (SGI − 1): what the growth adds to M beyond flat sales; null without growth. */
      readonly growthAdds: number | null;
      /** M with flat sales; null without growth. */
      readonly withoutGrowth: number | null;
    };

export type FReading =
  | { readonly kind: 'benign'; readonly value: number; readonly aboveNormal: number }
  | {
      readonly kind: 'capital-light' | 'elevated';
      readonly value: number;
      readonly aboveNormal: number;
      readonly band: 'above normal' | 'substantial';
      readonly softAssets: Term | null;
      readonly cashSales: Term | null;
      /** The codes of the accrual variables (RSST_ACC, CH_REC, CH_INV). */
      readonly accrualCodes: readonly string[];
      /** The accrual variables' contributions to the predicted value, summed; null when unknown. */
      readonly accrualsAdd: number | null;
      /** F with the accrual variables at 0; null when the predicted value is unknown. */
      readonly withoutAccruals: number | null;
    };

export interface Judgement {
  /** The final score's terms with their roles; empty when the company-year is not scored. */
  readonly terms: readonly TermPart[];
  readonly m: MReading | null;
  readonly f: FReading | null;
  /** The parts judged benign ('mScore', 'fScore'). */
  readonly benign: readonly ('mScore' | 'fScore')[];
  /** The terms that drive the score, largest first. */
  readonly drivers: readonly FinalTerm['key'][];
}

const logistic = (v: number): number => (v >= 0 ? 1 / (1 + Math.exp(-v)) : Math.exp(v) / (1 + Math.exp(v)));

/** The roles of the final score's terms; none when the company-year has no score. */
export function termRoles(final: Breakdown['final']): TermPart[] {
  if (final.reason !== null || final.logit === null) return [];
  const terms = final.terms.filter(
    (term): term is FinalTerm & { contribution: number } => term.contribution !== null,
  );
  const pushing = terms.reduce((total, term) => total + Math.max(0, term.contribution), 0);
  return terms.map((term) => ({
    key: term.key,
    name: term.name,
    contribution: term.contribution,
    role:
      term.contribution <= 0
        ? 'lowers'
        : term.contribution >= DRIVER_SHARE * pushing
          ? 'drives'
          : 'adds-little',
  }));
}

/** The Beneish M-score's reading: benign, a growth-driven flag or a flag; null when M is N/A. */
export function judgeMScore(mScore: Breakdown['mScore']): MReading | null {
  const { value, threshold } = mScore;
  if (value === null) return null;
  if (!(value > threshold)) return { kind: 'benign', value, threshold };
  const sgi = mScore.terms.find((term) => term.key === SALES_GROWTH) ?? null;
  const grew = sgi !== null && sgi.value !== null && sgi.value > NEUTRAL_INDEX;
  const growthAdds = grew ? sgi.weight * (sgi.value - NEUTRAL_INDEX) : null;
  const withoutGrowth = growthAdds === null ? null : value - growthAdds;
  // What each other index adds to M beyond its neutral value: SGI must add the most.
  const mostElsewhere = Math.max(
    ...mScore.terms
      .filter((term) => term.key !== SALES_GROWTH && term.value !== null)
      .map(
        (term) =>
          term.weight *
          ((term.value as number) - (term.key === TOTAL_ACCRUALS ? NEUTRAL_TATA : NEUTRAL_INDEX)),
      ),
  );
  const growthLeads = growthAdds !== null && growthAdds >= mostElsewhere;
  return {
    kind: growthLeads && withoutGrowth !== null && withoutGrowth <= threshold ? 'growth-driven' : 'flagged',
    value,
    threshold,
    sgi: sgi?.value === null ? null : sgi,
    growthAdds,
    withoutGrowth,
  };
}

/** The Dechow F-score's reading: benign, capital-light or elevated; null when F is N/A. */
export function judgeFScore(fScore: Breakdown['fScore']): FReading | null {
  const { value, bands } = fScore;
  if (value === null) return null;
  if (!(value > bands.aboveNormal)) return { kind: 'benign', value, aboveNormal: bands.aboveNormal };
  const bandOf = (f: number) =>
    f >= bands.substantial ? 'substantial' : f > bands.aboveNormal ? 'above normal' : 'normal';
  const band = value >= bands.substantial ? 'substantial' : 'above normal';
  const valued = fScore.terms.filter(
    (term): term is Term & { contribution: number } => term.contribution !== null,
  );
  const softAssets = valued.find((term) => term.key === SOFT_ASSETS) ?? null;
  const cashSales = valued.find((term) => term.key === CASH_SALES) ?? null;
  const accruals = valued.filter((term) => ACCRUAL_VARIABLES.includes(term.key));
  const known = fScore.predictedValue !== null && accruals.length === ACCRUAL_VARIABLES.length;
  const accrualsAdd = known ? accruals.reduce((total, term) => total + term.contribution, 0) : null;
  const withoutAccruals =
    accrualsAdd === null || fScore.predictedValue === null
      ? null
      : logistic(fScore.predictedValue - accrualsAdd) / fScore.unconditionalProbability;
  const largest = [...valued].sort((a, b) => b.contribution - a.contribution)[0];
  const capitalLight =
    softAssets !== null &&
    largest?.key === SOFT_ASSETS &&
    withoutAccruals !== null &&
    bandOf(withoutAccruals) === band;
  return {
    kind: capitalLight ? 'capital-light' : 'elevated',
    value,
    aboveNormal: bands.aboveNormal,
    band,
    softAssets,
    cashSales,
    accrualCodes: fScore.terms
      .filter((term) => ACCRUAL_VARIABLES.includes(term.key))
      .map((term) => term.code),
    accrualsAdd,
    withoutAccruals,
  };
}

/** The whole judgement of a company-year's breakdown. */
export function judge(breakdown: Breakdown): Judgement {
  const terms = termRoles(breakdown.final);
  const m = judgeMScore(breakdown.mScore);
  const f = judgeFScore(breakdown.fScore);
  const benign: ('mScore' | 'fScore')[] = [];
  if (m?.kind === 'benign') benign.push('mScore');
  if (f?.kind === 'benign' || (f?.kind === 'capital-light' && f.band === 'above normal'))
    benign.push('fScore');
  const drivers = terms
    .filter((term) => term.role === 'drives')
    .sort((a, b) => b.contribution - a.contribution)
    .map((term) => term.key);
  return { terms, m, f, benign, drivers };
}

/** The known false positives a judgement names: a growth-driven M-score flag, a capital-light F-score. */
export function knownFalsePositives(
  judgement: Pick<Judgement, 'm' | 'f'>,
): ('growth-driven M' | 'capital-light F')[] {
  const found: ('growth-driven M' | 'capital-light F')[] = [];
  if (judgement.m?.kind === 'growth-driven') found.push('growth-driven M');
  if (judgement.f?.kind === 'capital-light') found.push('capital-light F');
  return found;
}
