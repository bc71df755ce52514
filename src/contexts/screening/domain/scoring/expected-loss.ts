/**
 * Expected loss ranges in $m. p is the calibrated probability of a manipulation event (misstated accounts
 * coming to light) in the year, from the final score (eventProbability below); the losses given such an
 * event are assumptions, documented in docs/risk-model.md:
 *
 *   equityLoss    = p x 38% x market value (Karpoff, Lee and Martin 2008: average loss of market value
 *                   when financial misrepresentation is revealed)
 *   dlOptimistic  = p x 10% default given event x 45% loss given default x long-term debt
 *   dlPessimistic = p x 25% default given event x 60% loss given default x long-term debt
 *   telOptimistic / telPessimistic = equityLoss + dlOptimistic / dlPessimistic
 */

import { logistic } from './dechow-f-score.js';

export const LOSS_ASSUMPTIONS = {
  equityLossGivenEvent: 0.38,
  optimistic: { defaultGivenEvent: 0.1, lossGivenDefault: 0.45 },
  pessimistic: { defaultGivenEvent: 0.25, lossGivenDefault: 0.6 },
} as const;

export interface ExpectedLoss {
  readonly equityLoss: number | null;
  readonly dlOptimistic: number | null;
  readonly dlPessimistic: number | null;
  readonly telOptimistic: number | null;
  readonly telPessimistic: number | null;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * The probability of a manipulation event in a year (the misstatement coming to light), from the final
 * score s: p = 1 / (1 + e^-(intercept + slope x s / 100)), log-odds rising linearly with the score. The
 * slope is the model's own separation, fitted by `npm run bench:engine` (the injected manipulations
 * regressed on the score, seed 7, 5,000 companies x 10 years); the intercept gives the scored company-years
 * of that universe a mean probability of `populationRate`, the rate at which misstatements come to light
 * (the generated universe manipulates far more often than real firms do, so only the slope is taken from
 * it). docs/risk-model.md gives the sources and the fit by score band. Refit when the score's model changes.
 */
export const EVENT_CALIBRATION = {
  slope: 4.995,
  intercept: -7.6426,
  /**
   * Detected misstatements a firm-year: Bao et al. (2020) 0.46-1.15% a year in their test years; Dechow et
   * al. (2011) 0.37% of firm-years for AAERs alone, a lower bound.
   */
  populationRate: 0.0075,
} as const;

/** The calibrated probability of a manipulation event in the year (see EVENT_CALIBRATION). */
export function eventProbability(finalScore: number): number {
  const c = EVENT_CALIBRATION;
  return logistic(c.intercept + (c.slope * finalScore) / 100);
}

export function expectedLoss(
  finalScore: number | null,
  marketValue: number | null,
  debt: number | null,
): ExpectedLoss {
  if (finalScore === null) {
    return {
      equityLoss: null,
      dlOptimistic: null,
      dlPessimistic: null,
      telOptimistic: null,
      telPessimistic: null,
    };
  }
  const p = eventProbability(finalScore);
  const a = LOSS_ASSUMPTIONS;
  const equityLoss = marketValue === null ? null : p * a.equityLossGivenEvent * Math.max(0, marketValue);
  const positiveDebt = debt === null ? null : Math.max(0, debt);
  const dlOptimistic =
    positiveDebt === null
      ? null
      : p * a.optimistic.defaultGivenEvent * a.optimistic.lossGivenDefault * positiveDebt;
  const dlPessimistic =
    positiveDebt === null
      ? null
      : p * a.pessimistic.defaultGivenEvent * a.pessimistic.lossGivenDefault * positiveDebt;
  const total = (debtLoss: number | null): number | null =>
    equityLoss === null || debtLoss === null ? null : round3(equityLoss + debtLoss);
  return {
    equityLoss: equityLoss === null ? null : round3(equityLoss),
    dlOptimistic: dlOptimistic === null ? null : round3(dlOptimistic),
    dlPessimistic: dlPessimistic === null ? null : round3(dlPessimistic),
    telOptimistic: total(dlOptimistic),
    telPessimistic: total(dlPessimistic),
  };
}
