/**
 * Beneish (1999), "The Detection of Earnings Manipulation", Financial Analysts Journal 55(5): the
 * 8-variable probit model, with the published coefficients and definitions:
 *
 *   M = -4.84 + 0.920 DSRI + 0.528 GMI + 0.404 AQI + 0.892 SGI + 0.115 DEPI - 0.172 SGAI
 *       + 4.679 TATA - 0.327 LVGI
 *
 * A company-year is flagged as a likely manipulator when M > -1.78.
 * TATA is measured as (income from continuing operations - cash from operations) / total assets, the
 * cash-flow form used by Beneish, Lee and Nichols (2013); the 1999 balance-sheet form needs current
 * maturities of long-term debt and income tax payable, which are not inputs.
 */

import type { FinancialStatement } from '../published/universe.js';
import { ratio, sum } from './ratios.js';

export const BENEISH_COEFFICIENTS = {
  intercept: -4.84,
  dsri: 0.92,
  gmi: 0.528,
  aqi: 0.404,
  sgi: 0.892,
  depi: 0.115,
  sgai: -0.172,
  tata: 4.679,
  lvgi: -0.327,
} as const;

/**
 * The model's flag (Beneish 1999): M above -1.78 marks a likely manipulator. It is the cut-off the
 * engine scores with (final-score.ts) and the breakdown's verdict.
 */
export const M_SCORE_THRESHOLD = -1.78;

/**
 * The more sensitive cut-off, -2.22: the one most screeners and guides quote for the model (Investopedia,
 * GuruFocus). It is not in Beneish (1999), whose cut-off for the costs of error an investor is likely to face
 * is -1.78 (that paper's other cut-offs, for other cost ratios, lie between -1.49 and -1.89); its origin could
 * not be traced to a paper, so the product calls it 'the more sensitive cut-off screeners quote'. It flags
 * more company-years; it is shown beside -1.78 for reference only and nothing is scored with it.
 */
export const M_SCORE_SENSITIVE_THRESHOLD = -2.22;

export interface BeneishIndices {
  readonly dsri: number | null;
  readonly gmi: number | null;
  readonly aqi: number | null;
  readonly sgi: number | null;
  readonly depi: number | null;
  readonly sgai: number | null;
  readonly tata: number | null;
  readonly lvgi: number | null;
}

type S = FinancialStatement;

/** Days sales in receivables index: (AR_t / Sales_t) / (AR_t-1 / Sales_t-1). */
export function dsri(cur: S, prev: S): number | null {
  return ratio(ratio(cur.receivables, cur.revenue), ratio(prev.receivables, prev.revenue));
}

/** Gross margin (Sales - COGS) / Sales. */
export function grossMargin(s: S): number | null {
  return s.revenue === null || s.cogs === null ? null : ratio(s.revenue - s.cogs, s.revenue);
}

/** Gross margin index: GM_t-1 / GM_t (above 1 when margins deteriorate). */
export function gmi(cur: S, prev: S): number | null {
  return ratio(grossMargin(prev), grossMargin(cur));
}

/** Share of assets other than current assets and PP&E: 1 - (CA + PP&E) / TA. */
export function softAssetShare(s: S): number | null {
  const hard = ratio(sum(s.currentAssets, s.ppe), s.totalAssets);
  return hard === null ? null : 1 - hard;
}

/** Asset quality index: [1 - (CA_t + PPE_t) / TA_t] / [1 - (CA_t-1 + PPE_t-1) / TA_t-1]. */
export function aqi(cur: S, prev: S): number | null {
  return ratio(softAssetShare(cur), softAssetShare(prev));
}

/** Sales growth index: Sales_t / Sales_t-1. */
export function sgi(cur: S, prev: S): number | null {
  return ratio(cur.revenue, prev.revenue);
}

/** Depreciation rate Dep / (Dep + PP&E). */
export function depreciationRate(s: S): number | null {
  return ratio(s.depreciation, sum(s.depreciation, s.ppe));
}

/** Depreciation index: rate_t-1 / rate_t (above 1 when depreciation slows). */
export function depi(cur: S, prev: S): number | null {
  return ratio(depreciationRate(prev), depreciationRate(cur));
}

/** SG&A index: (SGA_t / Sales_t) / (SGA_t-1 / Sales_t-1). */
export function sgai(cur: S, prev: S): number | null {
  return ratio(ratio(cur.sga, cur.revenue), ratio(prev.sga, prev.revenue));
}

/** Leverage (CL + LTD) / TA. */
export function leverage(s: S): number | null {
  return ratio(sum(s.currentLiabilities, s.longTermDebt), s.totalAssets);
}

/** Leverage index: leverage_t / leverage_t-1. */
export function lvgi(cur: S, prev: S): number | null {
  return ratio(leverage(cur), leverage(prev));
}

/** Total accruals to total assets: (NI - CFO) / TA. */
export function tata(cur: S): number | null {
  return cur.netIncome === null || cur.cfo === null ? null : ratio(cur.netIncome - cur.cfo, cur.totalAssets);
}

export function beneishIndices(cur: S, prev: S | null): BeneishIndices {
  if (prev === null) {
    return {
      dsri: null,
      gmi: null,
      aqi: null,
      sgi: null,
      depi: null,
      sgai: null,
      tata: tata(cur),
      lvgi: null,
    };
  }
  return {
    dsri: dsri(cur, prev),
    gmi: gmi(cur, prev),
    aqi: aqi(cur, prev),
    sgi: sgi(cur, prev),
    depi: depi(cur, prev),
    sgai: sgai(cur, prev),
    tata: tata(cur),
    lvgi: lvgi(cur, prev),
  };
}

/** The M-score, or null when any of the eight indices cannot be computed. */
export function mScore(i: BeneishIndices): number | null {
  const { dsri, gmi, aqi, sgi, depi, sgai, tata, lvgi } = i;
  if (dsri === null || gmi === null || aqi === null || sgi === null) return null;
  if (depi === null || sgai === null || tata === null || lvgi === null) return null;
  const c = BENEISH_COEFFICIENTS;
  return (
    c.intercept +
    c.dsri * dsri +
    c.gmi * gmi +
    c.aqi * aqi +
    c.sgi * sgi +
    c.depi * depi +
    c.sgai * sgai +
    c.tata * tata +
    c.lvgi * lvgi
  );
}

export function isLikelyManipulator(m: number): boolean {
  return m > M_SCORE_THRESHOLD;
}
