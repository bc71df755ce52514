/**
 * Dechow, Ge, Larson and Sloan (2011), "Predicting Material Accounting Misstatements", Contemporary
 * Accounting Research 28(1), Model 1 (financial statement variables only):
 *
 *   predicted value = -7.893 + 0.790 rsst_acc + 2.518 ch_rec + 1.191 ch_inv + 1.979 soft_assets
 *                     + 0.171 ch_cs - 0.932 ch_roa + 1.029 issue
 *   probability = e^v / (1 + e^v);  F-score = probability / 0.0037 (the unconditional probability
 *   of a misstatement in their sample). F > 1 is above-normal risk, F >= 2.45 high risk.
 *
 * Definitions (average total assets = (TA_t + TA_t-1) / 2):
 *   rsst_acc    (dWC + dNCO + dFIN) / average TA (Richardson, Sloan, Soliman and Tuna 2005), with
 *               WC = (CA - cash) - (CL - debt in CL), NCO = (TA - CA - investments) - (TL - CL - LTD),
 *               FIN = (short-term + long-term investments) - (LTD + debt in CL + preferred stock).
 *               Debt in current liabilities, investments and preferred stock are not inputs and
 *               count as 0, so rsst_acc = d(TA - TL - cash) / average TA = d(equity - cash) / average TA.
 *   ch_rec      dAR / average TA
 *   ch_inv      dInventory / average TA
 *   soft_assets (TA - PP&E - cash) / TA
 *   ch_cs       percentage change in cash sales, cash sales = Sales - dAR
 *   ch_roa      NI_t / average TA_t - NI_t-1 / average TA_t-1
 *   issue       1 when securities were issued in year t, else 0
 */

import type { FinancialStatement } from '../published/universe.js';
import { difference, mean2, ratio, sum } from './ratios.js';

export const F_SCORE_COEFFICIENTS = {
  intercept: -7.893,
  rsstAcc: 0.79,
  chRec: 2.518,
  chInv: 1.191,
  softAssets: 1.979,
  chCs: 0.171,
  chRoa: -0.932,
  issue: 1.029,
} as const;

export const F_SCORE_UNCONDITIONAL_PROBABILITY = 0.0037;

export interface FScoreVariables {
  readonly rsstAcc: number | null;
  readonly chRec: number | null;
  readonly chInv: number | null;
  readonly softAssets: number | null;
  readonly chCs: number | null;
  readonly chRoa: number | null;
  readonly issue: 0 | 1 | null;
}

export interface FScoreResult {
  readonly predictedValue: number;
  readonly probability: number;
  readonly fScore: number;
}

type S = FinancialStatement;

function netOperatingAssetsLessCash(s: S): number | null {
  // WC + NCO + FIN with the missing items at 0: (CA - cash - CL) + (TA - CA - TL + CL + LTD) - LTD.
  const wc = difference(difference(s.currentAssets, s.cash), s.currentLiabilities);
  const nco = difference(
    difference(s.totalAssets, s.currentAssets),
    difference(difference(s.totalLiabilities, s.currentLiabilities), s.longTermDebt),
  );
  const fin = s.longTermDebt === null ? null : -s.longTermDebt;
  return sum(wc, nco, fin);
}

export function averageTotalAssets(cur: S, prev: S): number | null {
  return mean2(cur.totalAssets, prev.totalAssets);
}

export function rsstAccruals(cur: S, prev: S): number | null {
  return ratio(
    difference(netOperatingAssetsLessCash(cur), netOperatingAssetsLessCash(prev)),
    averageTotalAssets(cur, prev),
  );
}

export function changeInReceivables(cur: S, prev: S): number | null {
  return ratio(difference(cur.receivables, prev.receivables), averageTotalAssets(cur, prev));
}

export function changeInInventory(cur: S, prev: S): number | null {
  return ratio(difference(cur.inventory, prev.inventory), averageTotalAssets(cur, prev));
}

export function softAssets(s: S): number | null {
  return ratio(difference(difference(s.totalAssets, s.ppe), s.cash), s.totalAssets);
}

export function cashSales(cur: S, prev: S): number | null {
  return difference(cur.revenue, difference(cur.receivables, prev.receivables));
}

export function changeInCashSales(cur: S, prev: S, prev2: S): number | null {
  const now = cashSales(cur, prev);
  const before = cashSales(prev, prev2);
  return ratio(difference(now, before), before);
}

export function changeInRoa(cur: S, prev: S, prev2: S): number | null {
  return difference(
    ratio(cur.netIncome, averageTotalAssets(cur, prev)),
    ratio(prev.netIncome, averageTotalAssets(prev, prev2)),
  );
}

export function fScoreVariables(cur: S, prev: S | null, prev2: S | null): FScoreVariables {
  const issue = cur.securities === null ? null : cur.securities > 0 ? 1 : 0;
  return {
    rsstAcc: prev ? rsstAccruals(cur, prev) : null,
    chRec: prev ? changeInReceivables(cur, prev) : null,
    chInv: prev ? changeInInventory(cur, prev) : null,
    softAssets: softAssets(cur),
    chCs: prev && prev2 ? changeInCashSales(cur, prev, prev2) : null,
    chRoa: prev && prev2 ? changeInRoa(cur, prev, prev2) : null,
    issue,
  };
}

/** e^v / (1 + e^v), computed without overflow for large |v|. */
export function logistic(v: number): number {
  if (v >= 0) return 1 / (1 + Math.exp(-v));
  const e = Math.exp(v);
  return e / (1 + e);
}

/** Predicted value, probability and F-score, or null when a variable cannot be computed. */
export function fScore(v: FScoreVariables): FScoreResult | null {
  const { rsstAcc, chRec, chInv, softAssets, chCs, chRoa, issue } = v;
  if (rsstAcc === null || chRec === null || chInv === null || softAssets === null) return null;
  if (chCs === null || chRoa === null || issue === null) return null;
  const c = F_SCORE_COEFFICIENTS;
  const predictedValue =
    c.intercept +
    c.rsstAcc * rsstAcc +
    c.chRec * chRec +
    c.chInv * chInv +
    c.softAssets * softAssets +
    c.chCs * chCs +
    c.chRoa * chRoa +
    c.issue * issue;
  const probability = logistic(predictedValue);
  return { predictedValue, probability, fScore: probability / F_SCORE_UNCONDITIONAL_PROBABILITY };
}
