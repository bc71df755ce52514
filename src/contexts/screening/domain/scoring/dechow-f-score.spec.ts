import {
  changeInCashSales,
  changeInInventory,
  changeInReceivables,
  changeInRoa,
  F_SCORE_UNCONDITIONAL_PROBABILITY,
  fScore,
  fScoreVariables,
  logistic,
  rsstAccruals,
  softAssets,
} from './dechow-f-score.js';
import { WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T2 } from './worked-example.js';

const cur = WORKED_EXAMPLE_T;
const prev = WORKED_EXAMPLE_T1;
const prev2 = WORKED_EXAMPLE_T2;

describe('Dechow, Ge, Larson and Sloan (2011) F-score model 1 on the worked example', () => {
  // Average total assets: (1250 + 1000) / 2 = 1125 in t, (1000 + 900) / 2 = 950 in t-1.

  it('rsst_acc = (dWC + dNCO + dFIN) / average TA = (74 + 100 - 50) / 1125 = 0.110222', () => {
    // WC = CA - cash - CL: 400 - 76 - 200 = 124 and 250 - 50 - 150 = 50, dWC = 74
    // NCO = (TA - CA) - (TL - CL - LTD): 850 - 100 = 750 and 750 - 100 = 650, dNCO = 100
    // FIN = -LTD: -300 and -250, dFIN = -50
    expect(rsstAccruals(cur, prev)).toBeCloseTo(124 / 1125, 12);
  });

  it('ch_rec = (180 - 100) / 1125 and ch_inv = (120 - 80) / 1125', () => {
    expect(changeInReceivables(cur, prev)).toBeCloseTo(80 / 1125, 12);
    expect(changeInInventory(cur, prev)).toBeCloseTo(40 / 1125, 12);
  });

  it('soft_assets = (1250 - 500 - 76) / 1250 = 0.5392', () => {
    expect(softAssets(cur)).toBeCloseTo(0.5392, 12);
  });

  it('ch_cs: cash sales 1200 - 80 = 1120 against 1000 - 20 = 980, +14.2857%', () => {
    expect(changeInCashSales(cur, prev, prev2)).toBeCloseTo(140 / 980, 12);
  });

  it('ch_roa = 90 / 1125 - 60 / 950 = 0.08 - 0.063158 = 0.016842', () => {
    expect(changeInRoa(cur, prev, prev2)).toBeCloseTo(0.08 - 60 / 950, 12);
  });

  it('predicted value, probability and F-score as published', () => {
    // v = -7.893 + 0.790 x 0.110222 + 2.518 x 0.071111 + 1.191 x 0.035556 + 1.979 x 0.5392
    //     + 0.171 x 0.142857 - 0.932 x 0.016842 + 1.029 x 1
    //   = -7.893 + 0.087076 + 0.179058 + 0.042347 + 1.067077 + 0.024429 - 0.015697 + 1.029
    //   = -5.479711
    // probability = e^v / (1 + e^v) = 0.0041532; F-score = 0.0041532 / 0.0037 = 1.12249
    const result = fScore(fScoreVariables(cur, prev, prev2));
    expect(result?.predictedValue).toBeCloseTo(-5.479711, 6);
    expect(result?.probability).toBeCloseTo(0.0041532, 7);
    expect(result?.fScore).toBeCloseTo(1.12249, 5);
    expect(result?.fScore).toBeCloseTo((result?.probability ?? 0) / F_SCORE_UNCONDITIONAL_PROBABILITY, 12);
  });

  it('issue is 1 when securities were issued, 0 when none, null when unknown', () => {
    expect(fScoreVariables(cur, prev, prev2).issue).toBe(1);
    expect(fScoreVariables({ ...cur, securities: 0 }, prev, prev2).issue).toBe(0);
    expect(fScoreVariables({ ...cur, securities: null }, prev, prev2).issue).toBeNull();
  });

  it('is not computable without two prior years or with a missing input', () => {
    expect(fScore(fScoreVariables(cur, prev, null))).toBeNull();
    expect(fScore(fScoreVariables(cur, null, null))).toBeNull();
    expect(fScore(fScoreVariables({ ...cur, inventory: null }, prev, prev2))).toBeNull();
  });

  it('logistic is e^v / (1 + e^v) without overflow', () => {
    expect(logistic(0)).toBe(0.5);
    expect(logistic(Math.log(3))).toBeCloseTo(0.75, 12);
    expect(logistic(1000)).toBe(1);
    expect(logistic(-1000)).toBe(0);
  });
});
