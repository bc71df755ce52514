import type { ScoreBreakdownAnswer } from '../../src/contexts/screening/index.js';

/*
 * Score breakdowns for Luca's unit tests (judgement.spec.ts, judgement-answers.spec.ts), built as screening
 * builds them: the published Beneish and Dechow coefficients, each
 * contribution weight × value, M and F from them, and the final score's terms from M, F and the
 * cluster term (weights 0.6 and 0.3 on clamp(M − threshold) and ln F).
 */
export const THRESHOLD = -1.78;
export const BANDS = { aboveNormal: 1, substantial: 2.45 } as const;
const UNCONDITIONAL = 0.0037;
const M_INDICES = [
  ['dsri', 'DSRI', 0.92],
  ['gmi', 'GMI', 0.528],
  ['aqi', 'AQI', 0.404],
  ['sgi', 'SGI', 0.892],
  ['depi', 'DEPI', 0.115],
  ['sgai', 'SGAI', -0.172],
  ['lvgi', 'LVGI', -0.327],
  ['tata', 'TATA', 4.679],
] as const;
const F_VARIABLES = [
  ['rsstAcc', 'RSST_ACC', 0.79],
  ['chRec', 'CH_REC', 2.518],
  ['chInv', 'CH_INV', 1.191],
  ['softAssets', 'SOFT_ASSETS', 1.979],
  ['chCs', 'CH_CS', 0.171],
  ['chRoa', 'CH_ROA', -0.932],
  ['issue', 'ISSUE', 1.029],
] as const;

type MKey = (typeof M_INDICES)[number][0];
type FKey = (typeof F_VARIABLES)[number][0];
type Term = ScoreBreakdownAnswer['mScore']['terms'][number];

const NEUTRAL_M: Record<MKey, number> = {
  dsri: 1,
  gmi: 1,
  aqi: 1,
  sgi: 1,
  depi: 1,
  sgai: 1,
  lvgi: 1,
  tata: 0,
};

function termsOf(
  definitions: readonly (readonly [string, string, number])[],
  values: Record<string, number | null>,
): Term[] {
  return definitions.map(([key, code, weight]) => {
    const value = values[key] ?? null;
    return {
      key,
      code,
      name: `${code} name`,
      formula: '',
      value,
      weight,
      contribution: value === null ? null : weight * value,
      sectorMedian: null,
      reason: null,
      inputs: [],
    };
  });
}

const sum = (terms: readonly Term[]): number =>
  terms.reduce((total, term) => total + (term.contribution ?? 0), 0);

export function breakdownOf(
  m: Partial<Record<MKey, number>>,
  f: Record<FKey, number>,
  clusters: number,
  tickerId = 'TEST-US',
): ScoreBreakdownAnswer {
  const mTerms = termsOf(M_INDICES, { ...NEUTRAL_M, ...m });
  const M = -4.84 + sum(mTerms);
  const fTerms = termsOf(F_VARIABLES, f);
  const v = -7.893 + sum(fTerms);
  const probability = 1 / (1 + Math.exp(-v));
  const F = probability / UNCONDITIONAL;
  const final: ScoreBreakdownAnswer['final']['terms'] = [
    {
      key: 'mScore',
      name: 'Beneish M-score',
      input: M,
      transform: '',
      transformed: M - THRESHOLD,
      weight: 0.6,
      contribution: 0.6 * (M - THRESHOLD),
    },
    {
      key: 'fScore',
      name: 'Dechow F-score',
      input: F,
      transform: '',
      transformed: Math.log(F),
      weight: 0.3,
      contribution: 0.3 * Math.log(F),
    },
    {
      key: 'clusters',
      name: 'Cluster red-flag share',
      input: 0.2,
      transform: '',
      transformed: clusters / 16,
      weight: 16,
      contribution: clusters,
    },
  ];
  const logit = sum(final as unknown as Term[]);
  return {
    tickerId,
    year: 2024,
    origin: 'imported',
    final: {
      score: 100 / (1 + Math.exp(-logit)),
      unrounded: 100 / (1 + Math.exp(-logit)),
      logit,
      intercept: 0,
      terms: final,
      yearLogit: logit,
      previousLogit: null,
      kept: null,
      reason: null,
    },
    mScore: {
      value: M,
      intercept: -4.84,
      threshold: THRESHOLD,
      flagged: M > THRESHOLD,
      terms: mTerms,
      reason: null,
    },
    fScore: {
      value: F,
      predictedValue: v,
      probability,
      intercept: -7.893,
      unconditionalProbability: UNCONDITIONAL,
      bands: BANDS,
      band: F >= BANDS.substantial ? 'substantial' : F > BANDS.aboveNormal ? 'above normal' : 'normal',
      terms: fTerms,
      reason: null,
    },
    clusters: { composite: 0.2, centre: 0.075, available: 14, minimum: 8, flags: [] },
  } as unknown as ScoreBreakdownAnswer;
}

/**
 * A large, capital-light, slow-growing company (Apple's FY2024 10-K, rounded): M well below the threshold,
 * F just above normal from its soft assets and a securities issue, accruals near 0; the clusters push.
 */
export const CAPITAL_LIGHT_F = {
  rsstAcc: -0.0144,
  chRec: 0.0109,
  chInv: 0.0027,
  softAssets: 0.7928,
  chCs: 0.0135,
  chRoa: -0.0138,
  issue: 1,
};
export const apple = (tickerId = 'TEST-US') =>
  breakdownOf(
    { dsri: 1.11, gmi: 0.955, sgi: 1.02, sgai: 1.05, lvgi: 1.03, tata: -0.067 },
    CAPITAL_LIGHT_F,
    1.2,
    tickerId,
  );

/** A fast grower (NVIDIA-like): sales up 126%, the other indices ordinary; M flags only through SGI. */
export const GROWER_M = { dsri: 1.1, gmi: 0.9, sgi: 2.26, sgai: 0.6, lvgi: 0.9, tata: -0.02 };
export const ORDINARY_F = {
  rsstAcc: 0.01,
  chRec: 0.005,
  chInv: 0.002,
  softAssets: 0.5,
  chCs: 0.1,
  chRoa: 0.01,
  issue: 0,
};
export const grower = (tickerId = 'TEST-US') => breakdownOf(GROWER_M, ORDINARY_F, -0.2, tickerId);

/** F above normal through its accruals: receivables and net operating assets grow fast. */
export const ACCRUAL_F = {
  rsstAcc: 0.2,
  chRec: 0.1,
  chInv: 0.05,
  softAssets: 0.5,
  chCs: 0.1,
  chRoa: 0,
  issue: 1,
};
