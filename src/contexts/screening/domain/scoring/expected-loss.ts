/**
 * Expected loss ranges in $m. The final score is read as the probability p = final_score / 100 of a
 * manipulation event (revelation of misstated accounts); the losses given such an event are
 * assumptions, documented in docs/risk-model.md:
 *
 *   equityLoss    = p x 38% x market value (Karpoff, Lee and Martin 2008: average loss of market value
 *                   when financial misrepresentation is revealed)
 *   dlOptimistic  = p x 10% default given event x 45% loss given default x long-term debt
 *   dlPessimistic = p x 25% default given event x 60% loss given default x long-term debt
 *   telOptimistic / telPessimistic = equityLoss + dlOptimistic / dlPessimistic
 */

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

/** The probability of a manipulation event that the expected losses use (see the header). */
export function eventProbability(finalScore: number): number {
  return finalScore / 100;
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
