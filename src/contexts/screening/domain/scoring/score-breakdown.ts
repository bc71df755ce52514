/**
 * The score breakdown of one company-year (issue "Show the work"): the final score's three terms with
 * their contributions to the logit, the Beneish M-score's eight indices and the Dechow F-score's seven
 * variables, each with its value, weight, contribution, the sector median that year and the statement
 * lines of t, t−1 and t−2 it was computed from, and N/A with the reason. Everything is computed by the
 * same functions the engine scores with (beneish.ts, dechow-f-score.ts, final-score.ts) on the same lag
 * context (clusterContext: t−1 as year t's filing reports it), so the parts add up to the stored scores.
 */

import { CLUSTERS, CLUSTER_CODES } from '../reference/clusters.js';
import type { FinancialStatement, LineItemName } from '../published/universe.js';
import {
  BENEISH_COEFFICIENTS,
  M_SCORE_SENSITIVE_THRESHOLD,
  M_SCORE_THRESHOLD,
  beneishIndices,
  mScore,
  type BeneishIndices,
} from './beneish.js';
import {
  F_SCORE_COEFFICIENTS,
  F_SCORE_UNCONDITIONAL_PROBABILITY,
  fScore,
  fScoreVariables,
  type FScoreVariables,
} from './dechow-f-score.js';
import {
  CLUSTER_CENTRE,
  CLUSTER_WEIGHTS,
  FINAL_SCORE_MODEL,
  MIN_CLUSTERS,
  clusterComposite,
  countAvailable,
  flagStrength,
  scoreOfLogit,
  scoredEvents,
  smoothedLogit,
} from './final-score.js';
import { naTerms, notScoredReason } from './not-scored.js';
import { MIN_PEERS } from './peers.js';
import { bucketOfPosition, type Quantile } from './ranks.js';
import { clusterContext, type LaggedStatement } from './score-universe.js';
import { LINE_ITEM_LABELS } from './warnings.js';
import type { CompanyFilingEvent } from '../published/universe.js';
import { YEAR_EVENT_LABELS, type YearEventKind } from '../year-filing-events.js';

/** 0 = year t, 1 = t−1, 2 = t−2. */
export type Lag = 0 | 1 | 2;

/** A model input: which line items of which years a term reads. */
export interface TermDefinition<K extends string> {
  readonly key: K;
  readonly code: string;
  readonly name: string;
  readonly formula: string;
  readonly weight: number;
  readonly uses: readonly (readonly [Lag, readonly LineItemName[]])[];
}

const BOTH = (items: readonly LineItemName[]): readonly (readonly [Lag, readonly LineItemName[]])[] => [
  [0, items],
  [1, items],
];

/** The M-score's eight indices in the order analysts read them (Beneish 1999, table 2). */
export const M_SCORE_TERMS: readonly TermDefinition<keyof BeneishIndices>[] = [
  {
    key: 'dsri',
    code: 'DSRI',
    name: 'Days sales in receivables index',
    formula: '(Receivables / Revenue) t ÷ (Receivables / Revenue) t−1',
    weight: BENEISH_COEFFICIENTS.dsri,
    uses: BOTH(['receivables', 'revenue']),
  },
  {
    key: 'gmi',
    code: 'GMI',
    name: 'Gross margin index',
    formula: 'Gross margin t−1 ÷ gross margin t, margin = (Revenue − COGS) / Revenue',
    weight: BENEISH_COEFFICIENTS.gmi,
    uses: BOTH(['revenue', 'cogs']),
  },
  {
    key: 'aqi',
    code: 'AQI',
    name: 'Asset quality index',
    formula: '[1 − (Current assets + PP&E) / Total assets] t ÷ the same t−1',
    weight: BENEISH_COEFFICIENTS.aqi,
    uses: BOTH(['currentAssets', 'ppe', 'totalAssets']),
  },
  {
    key: 'sgi',
    code: 'SGI',
    name: 'Sales growth index',
    formula: 'Revenue t ÷ Revenue t−1',
    weight: BENEISH_COEFFICIENTS.sgi,
    uses: BOTH(['revenue']),
  },
  {
    key: 'depi',
    code: 'DEPI',
    name: 'Depreciation index',
    formula: 'Depreciation rate t−1 ÷ rate t, rate = Depreciation / (Depreciation + PP&E)',
    weight: BENEISH_COEFFICIENTS.depi,
    uses: BOTH(['depreciation', 'ppe']),
  },
  {
    key: 'sgai',
    code: 'SGAI',
    name: 'SG&A index',
    formula: '(SG&A / Revenue) t ÷ (SG&A / Revenue) t−1',
    weight: BENEISH_COEFFICIENTS.sgai,
    uses: BOTH(['sga', 'revenue']),
  },
  {
    key: 'lvgi',
    code: 'LVGI',
    name: 'Leverage index',
    formula: '[(Current liabilities + Long-term debt) / Total assets] t ÷ the same t−1',
    weight: BENEISH_COEFFICIENTS.lvgi,
    uses: BOTH(['currentLiabilities', 'longTermDebt', 'totalAssets']),
  },
  {
    key: 'tata',
    code: 'TATA',
    name: 'Total accruals to total assets',
    formula: '(Net income − Cash flow from operations) / Total assets, year t',
    weight: BENEISH_COEFFICIENTS.tata,
    uses: [[0, ['netIncome', 'cfo', 'totalAssets']]],
  },
];

/** The F-score's seven variables (Dechow, Ge, Larson and Sloan 2011, model 1). */
export const F_SCORE_TERMS: readonly TermDefinition<keyof FScoreVariables>[] = [
  {
    key: 'rsstAcc',
    code: 'RSST_ACC',
    name: 'RSST accruals',
    formula: 'Δ(Total assets − Total liabilities − Cash) / average total assets',
    weight: F_SCORE_COEFFICIENTS.rsstAcc,
    uses: BOTH([
      'currentAssets',
      'cash',
      'currentLiabilities',
      'totalAssets',
      'totalLiabilities',
      'longTermDebt',
    ]),
  },
  {
    key: 'chRec',
    code: 'CH_REC',
    name: 'Change in receivables',
    formula: 'ΔReceivables / average total assets',
    weight: F_SCORE_COEFFICIENTS.chRec,
    uses: BOTH(['receivables', 'totalAssets']),
  },
  {
    key: 'chInv',
    code: 'CH_INV',
    name: 'Change in inventory',
    formula: 'ΔInventory / average total assets',
    weight: F_SCORE_COEFFICIENTS.chInv,
    uses: BOTH(['inventory', 'totalAssets']),
  },
  {
    key: 'softAssets',
    code: 'SOFT_ASSETS',
    name: 'Soft assets',
    formula: '(Total assets − PP&E − Cash) / Total assets, year t',
    weight: F_SCORE_COEFFICIENTS.softAssets,
    uses: [[0, ['totalAssets', 'ppe', 'cash']]],
  },
  {
    key: 'chCs',
    code: 'CH_CS',
    name: 'Change in cash sales',
    formula: 'Cash sales t ÷ cash sales t−1 − 1, cash sales = Revenue − ΔReceivables',
    weight: F_SCORE_COEFFICIENTS.chCs,
    uses: [
      [0, ['revenue', 'receivables']],
      [1, ['revenue', 'receivables']],
      [2, ['receivables']],
    ],
  },
  {
    key: 'chRoa',
    code: 'CH_ROA',
    name: 'Change in return on assets',
    formula: 'Net income / average total assets, t minus t−1',
    weight: F_SCORE_COEFFICIENTS.chRoa,
    uses: [
      [0, ['netIncome', 'totalAssets']],
      [1, ['netIncome', 'totalAssets']],
      [2, ['totalAssets']],
    ],
  },
  {
    key: 'issue',
    code: 'ISSUE',
    name: 'Securities issued',
    formula: '1 when securities were issued in year t, else 0',
    weight: F_SCORE_COEFFICIENTS.issue,
    uses: [[0, ['securities']]],
  },
];

/** F-score bands (Dechow et al. 2011): above 1 is above-normal risk, from 2.45 substantial risk. */
export const F_SCORE_BANDS = { aboveNormal: 1, substantial: 2.45 } as const;

export type FScoreBand = 'normal' | 'above normal' | 'substantial';

/** The band of an F-score: normal up to 1, above normal over 1, substantial from 2.45. */
export function fScoreBand(f: number): FScoreBand {
  return f >= F_SCORE_BANDS.substantial
    ? 'substantial'
    : f > F_SCORE_BANDS.aboveNormal
      ? 'above normal'
      : 'normal';
}

/** One statement line a term read: its year, value ($ millions) and the filing basis of that value. */
export interface TermInput {
  readonly item: LineItemName;
  readonly label: string;
  readonly year: number;
  readonly lag: Lag;
  readonly value: number | null;
  /**
   * The later year whose filing reported this figure (ADR 0007: t−1 as year t's filing reports it), when
   * that filing's comparative replaced the year's own figure; null when the year's own figure was used.
   */
  readonly asReportedIn: number | null;
}

export interface TermBreakdown {
  readonly key: string;
  readonly code: string;
  readonly name: string;
  readonly formula: string;
  readonly value: number | null;
  readonly weight: number;
  /** weight × value, or null when the value is N/A. */
  readonly contribution: number | null;
  /** The median of this term over the sector's companies that year (the company included); null if none. */
  readonly sectorMedian: number | null;
  /** Why the value is N/A (the missing input), or null. */
  readonly reason: string | null;
  readonly inputs: readonly TermInput[];
}

export interface FinalTerm {
  /** M, F, C, or a filing event the year has (one term per kind that enters the score: final-score.ts). */
  readonly key: 'mScore' | 'fScore' | 'clusters' | YearEventKind;
  readonly name: string;
  /** The model output the term reads: M, F or the cluster red-flag share C. */
  readonly input: number | null;
  readonly transform: string;
  /** The input after the transform (clamp(M + 1.78), clamp(ln F), C − C₀). */
  readonly transformed: number | null;
  readonly weight: number;
  readonly contribution: number | null;
}

export interface ClusterFlag {
  readonly code: string;
  readonly name: string;
  /** Mid-rank position among the peers, 0 safest to 1 riskiest; null for N/A. */
  readonly position: number | null;
  /** The position's quintile (5 riskiest), as the cluster cards show it. */
  readonly quantile: Quantile | null;
  readonly weight: number;
  /** g(position) = max(0, (p − 0.7) / 0.3)³; null for N/A. */
  readonly flagStrength: number | null;
}

export interface ScoreBreakdown {
  readonly year: number;
  readonly final: {
    /** 100 / (1 + e^−logit), rounded to 2 decimals as the screens show it; null when not scored. */
    readonly score: number | null;
    /** Before the rounding. */
    readonly unrounded: number | null;
    /** S_t, the smoothed logit the score is of. */
    readonly logit: number | null;
    readonly intercept: number;
    readonly terms: readonly FinalTerm[];
    /** L_t = intercept + Σ contributions: the year's own evidence. */
    readonly yearLogit: number | null;
    /** S_(t−1), the year before's smoothed logit, or null when that year has no score (then S_t = L_t). */
    readonly previousLogit: number | null;
    /** w: the weight S_(t−1) keeps (0.73); null without a year before. */
    readonly kept: number | null;
    /** 'Not scored: ...' when the model's minimum does not hold. */
    readonly reason: string | null;
  };
  readonly mScore: {
    readonly value: number | null;
    readonly intercept: number;
    readonly threshold: number;
    /** The more sensitive cut-off screeners quote (−2.22, M_SCORE_SENSITIVE_THRESHOLD), for reference: nothing is flagged by it. */
    readonly sensitiveThreshold: number;
    /** M above the threshold: a likely manipulator (Beneish 1999); null when M is N/A. */
    readonly flagged: boolean | null;
    readonly terms: readonly TermBreakdown[];
    readonly reason: string | null;
  };
  readonly fScore: {
    readonly value: number | null;
    /** The predicted value v = intercept + Σ contributions. */
    readonly predictedValue: number | null;
    readonly probability: number | null;
    readonly intercept: number;
    readonly unconditionalProbability: number;
    readonly bands: typeof F_SCORE_BANDS;
    readonly band: FScoreBand | null;
    readonly terms: readonly TermBreakdown[];
    readonly reason: string | null;
  };
  readonly clusters: {
    /** C: the weighted red-flag share over the available clusters. */
    readonly composite: number | null;
    /** C₀: the mean of g over uniform positions. */
    readonly centre: number;
    readonly available: number;
    readonly minimum: number;
    readonly flags: readonly ClusterFlag[];
  };
}

const LAG_NAMES = ['t', 't−1', 't−2'] as const;

/** The statements of t, t−1 and t−2 the engine reads, with the year whose filing reported each. */
interface Lagged {
  readonly statements: readonly [
    FinancialStatement | null,
    FinancialStatement | null,
    FinancialStatement | null,
  ];
  readonly own: readonly [LaggedStatement | null, LaggedStatement | null, LaggedStatement | null];
}

function laggedAt(years: readonly LaggedStatement[], year: number): Lagged | null {
  const index = years.findIndex((statement) => statement.year === year);
  if (index < 0) return null;
  const context = clusterContext(years, index);
  const own = (lag: 1 | 2, present: boolean): LaggedStatement | null =>
    present ? (years[index - lag] ?? null) : null;
  return {
    statements: [context.cur, context.prev, context.prev2],
    own: [years[index] ?? null, own(1, context.prev !== null), own(2, context.prev2 !== null)],
  };
}

function inputsOf(definition: TermDefinition<string>, lagged: Lagged, year: number): TermInput[] {
  const inputs: TermInput[] = [];
  for (const [lag, items] of definition.uses) {
    const statement = lagged.statements[lag];
    // The later year whose comparative figures stand in for this year's own (t−1 in t's, t−2 in t−1's).
    const reporter = lag === 0 ? null : lagged.own[lag - 1];
    for (const item of items) {
      const value = statement === null ? null : statement[item];
      const replaced =
        reporter !== null && reporter !== undefined && reporter.comparative?.[item] !== undefined;
      inputs.push({
        item,
        label: LINE_ITEM_LABELS[item],
        year: year - lag,
        lag,
        value,
        asReportedIn: replaced ? year - lag + 1 : null,
      });
    }
  }
  return inputs;
}

/** Why a term is N/A: a missing year, missing line items, or a zero denominator. */
function reasonOf(definition: TermDefinition<string>, lagged: Lagged, inputs: readonly TermInput[]): string {
  const missingYears = [...new Set(definition.uses.map(([lag]) => lag))].filter(
    (lag) => lagged.statements[lag] === null,
  );
  if (missingYears.length > 0) {
    const lag = Math.min(...missingYears) as Lag;
    return `No statements for ${LAG_NAMES[lag]} (the year before is missing or not consecutive)`;
  }
  const missing = inputs.filter((input) => input.value === null);
  if (missing.length > 0) {
    return `Missing: ${missing.map((input) => `${input.label} ${input.year}`).join(', ')}`;
  }
  return 'A denominator is zero';
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Each term's median over the peers' company-years of `year` (terms N/A for a peer are left out); none
 * among fewer than MIN_PEERS peers (peers.ts): a median of two companies says nothing about a sector.
 */
function sectorMedians(
  allPeers: readonly (readonly LaggedStatement[])[],
  year: number,
): { m: Record<string, number | null>; f: Record<string, number | null> } {
  const peers = allPeers.length >= MIN_PEERS ? allPeers : [];
  const mValues = new Map<string, number[]>();
  const fValues = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, value: number | null) => {
    if (value === null) return;
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const peer of peers) {
    const lagged = laggedAt(peer, year);
    if (lagged === null) continue;
    const [cur, prev, prev2] = lagged.statements;
    if (cur === null) continue;
    const indices = beneishIndices(cur, prev);
    const variables = fScoreVariables(cur, prev, prev2);
    for (const term of M_SCORE_TERMS) add(mValues, term.key, indices[term.key]);
    for (const term of F_SCORE_TERMS) add(fValues, term.key, variables[term.key]);
  }
  const medians = (map: Map<string, number[]>, keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, median(map.get(key) ?? [])]));
  return {
    m: medians(
      mValues,
      M_SCORE_TERMS.map((term) => term.key),
    ),
    f: medians(
      fValues,
      F_SCORE_TERMS.map((term) => term.key),
    ),
  };
}

function termsOf<K extends string>(
  definitions: readonly TermDefinition<K>[],
  values: Readonly<Record<K, number | null>>,
  medians: Readonly<Record<string, number | null>>,
  lagged: Lagged,
  year: number,
): TermBreakdown[] {
  return definitions.map((definition) => {
    const value = values[definition.key];
    const inputs = inputsOf(definition, lagged, year);
    return {
      key: definition.key,
      code: definition.code,
      name: definition.name,
      formula: definition.formula,
      value,
      weight: definition.weight,
      contribution: value === null ? null : definition.weight * value,
      sectorMedian: medians[definition.key] ?? null,
      reason: value === null ? reasonOf(definition, lagged, inputs) : null,
      inputs,
    };
  });
}

const clamp = (x: number, limit: number): number => Math.min(limit, Math.max(-limit, x));
const round2 = (x: number): number => Math.round(x * 100) / 100;
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The terms' values by key, for naTerms. */
const valuesOf = (terms: readonly TermBreakdown[]): Record<string, number | null> =>
  Object.fromEntries(terms.map((term) => [term.key, term.value]));

export interface ScoreBreakdownInput {
  /** The company's statements, oldest first (with the comparatives of SEC filings). */
  readonly years: readonly LaggedStatement[];
  readonly year: number;
  /** The year's stored cluster positions among the peers in CLUSTER_CODES order (null = N/A). */
  readonly positions: readonly (number | null)[];
  /** How many clusters have a value (ranked among enough peers or not). */
  readonly valued: number;
  /** The stored smoothed logit of the year before, or null when that year has no score. */
  readonly previousLogit: number | null;
  /** The statements of the sector's companies (t−2..t suffice), for the medians. */
  readonly peers: readonly (readonly LaggedStatement[])[];
  /** The year's filing-event kinds (year-filing-events.ts); none when absent. */
  readonly events?: readonly YearEventKind[];
  /** The year's filing events, cited in their terms' names; none for a trial tenant (they would name it). */
  readonly eventFilings?: readonly Pick<CompanyFilingEvent, 'kind' | 'form' | 'filed' | 'report'>[];
}

/**
 * The terms of the year's filing events that enter the score: 'Late filing: NT 10-K filed 2013-03-04',
 * input 1 (the year has it), weight and contribution its weight (final-score.ts EVENT_WEIGHTS).
 */
function eventTerms(
  events: readonly YearEventKind[],
  filings: NonNullable<ScoreBreakdownInput['eventFilings']>,
): FinalTerm[] {
  return scoredEvents(events).map(({ kind, weight }) => {
    const cited = filings
      .filter((filing) => filing.kind === kind && (kind !== 'late-filing' || filing.report === 'annual'))
      .map((filing) => `${filing.form} filed ${filing.filed}`);
    return {
      key: kind,
      name: `${YEAR_EVENT_LABELS[kind]}${cited.length > 0 ? `: ${cited.join('; ')}` : ''}`,
      input: 1,
      transform: '1 when the year has one',
      transformed: 1,
      weight,
      contribution: weight,
    };
  });
}

/** The breakdown of one company-year, or null when the company has no statements that year. */
export function scoreBreakdown(input: ScoreBreakdownInput): ScoreBreakdown | null {
  const { year } = input;
  const lagged = laggedAt(input.years, year);
  if (lagged === null) return null;
  const [cur, prev, prev2] = lagged.statements;
  if (cur === null) return null;
  const medians = sectorMedians(input.peers, year);

  const indices = beneishIndices(cur, prev);
  const m = mScore(indices);
  const mTerms = termsOf(M_SCORE_TERMS, indices, medians.m, lagged, year);

  const variables = fScoreVariables(cur, prev, prev2);
  const f = fScore(variables);
  const fTerms = termsOf(F_SCORE_TERMS, variables, medians.f, lagged, year);
  const band = f === null ? null : fScoreBand(f.fScore);

  const positions = CLUSTER_CODES.map((_, index) => input.positions[index] ?? null);
  const composite = clusterComposite(positions);
  const available = countAvailable(positions);
  const model = FINAL_SCORE_MODEL;
  const zM = m === null ? null : clamp(m - M_SCORE_THRESHOLD, model.mScoreClamp);
  const zF = f === null || !(f.fScore > 0) ? null : clamp(Math.log(f.fScore), model.fScoreLogClamp);
  const zC = composite === null ? null : composite - CLUSTER_CENTRE;
  const terms: FinalTerm[] = [
    {
      key: 'mScore',
      name: 'Beneish M-score',
      input: m,
      transform: `clamp(M − (${M_SCORE_THRESHOLD}), ±${model.mScoreClamp})`,
      transformed: zM,
      weight: model.mScore,
      contribution: zM === null ? null : model.mScore * zM,
    },
    {
      key: 'fScore',
      name: 'Dechow F-score',
      input: f?.fScore ?? null,
      transform: `clamp(ln F, ±${model.fScoreLogClamp})`,
      transformed: zF,
      weight: model.fScore,
      contribution: zF === null ? null : model.fScore * zF,
    },
    {
      key: 'clusters',
      name: 'Cluster red-flag share',
      input: composite,
      transform: `C − ${round3(CLUSTER_CENTRE)}`,
      transformed: zC,
      weight: model.clusters,
      contribution: zC === null ? null : model.clusters * zC,
    },
    ...eventTerms(input.events ?? [], input.eventFilings ?? []),
  ];
  const reason = notScoredReason({
    indices,
    mScore: m,
    variables,
    fScore: f?.fScore ?? null,
    available,
    withValue: Math.max(input.valued, available),
    clusterCount: CLUSTER_CODES.length,
  });
  const yearLogit =
    reason === null
      ? terms.reduce<number>((total, term) => total + (term.contribution as number), model.intercept)
      : null;
  const previousLogit = yearLogit === null ? null : input.previousLogit;
  const logit = yearLogit === null ? null : smoothedLogit(yearLogit, previousLogit);
  const unrounded = logit === null ? null : scoreOfLogit(logit);

  return {
    year,
    final: {
      score: unrounded === null ? null : round2(unrounded),
      unrounded,
      logit,
      intercept: model.intercept,
      terms,
      yearLogit,
      previousLogit,
      kept: yearLogit === null || previousLogit === null ? null : model.keep,
      reason,
    },
    mScore: {
      value: m,
      intercept: BENEISH_COEFFICIENTS.intercept,
      threshold: M_SCORE_THRESHOLD,
      sensitiveThreshold: M_SCORE_SENSITIVE_THRESHOLD,
      flagged: m === null ? null : m > M_SCORE_THRESHOLD,
      terms: mTerms,
      reason: m === null ? naTerms(valuesOf(mTerms)) : null,
    },
    fScore: {
      value: f?.fScore ?? null,
      predictedValue: f?.predictedValue ?? null,
      probability: f?.probability ?? null,
      intercept: F_SCORE_COEFFICIENTS.intercept,
      unconditionalProbability: F_SCORE_UNCONDITIONAL_PROBABILITY,
      bands: F_SCORE_BANDS,
      band,
      terms: fTerms,
      reason: f === null ? naTerms(valuesOf(fTerms)) : null,
    },
    clusters: {
      composite,
      centre: CLUSTER_CENTRE,
      available,
      minimum: MIN_CLUSTERS,
      flags: CLUSTERS.map((cluster, index) => {
        const position = positions[index] ?? null;
        return {
          code: cluster.code,
          name: cluster.name,
          position,
          quantile: position === null ? null : (bucketOfPosition(position, 5) as Quantile),
          weight: CLUSTER_WEIGHTS[cluster.code],
          flagStrength: position === null ? null : flagStrength(position),
        };
      }),
    },
  };
}

/**
 * A later filing's revision of a line item of a year (StatementRevision, universe.ts): `from` as the year's
 * figure stood before it, `to` as that filing reports it. R names the filing as the caller shows it (form,
 * date, accession, link); the table only reads the fields below.
 */
export interface RevisionLike {
  readonly item: LineItemName;
  readonly year: number;
  readonly from: number;
  readonly to: number;
  /** ISO date the revising filing was filed: a figure revised twice shows the later one. */
  readonly filed: string;
}

/** A revised figure of the table: `from` as first reported, `to` and the filing of its latest revision. */
export type RevisedFigure<R extends RevisionLike> = Omit<R, 'item' | 'year'>;

/** One revision in the table's list, with its line item's label. */
export type ListedRevision<R extends RevisionLike> = R & { readonly label: string };

export interface StatementTable<R extends RevisionLike> {
  readonly years: number[];
  readonly items: {
    item: LineItemName;
    label: string;
    values: (number | null)[];
    notReported: boolean[];
    /** Per year: the figure's revision by a later filing, or null when none revised it. */
    revisions: (RevisedFigure<R> | null)[];
  }[];
  /** Every revision of the company's figures: latest year first, in line item order, oldest filing first. */
  readonly revisions: ListedRevision<R>[];
}

type TableYear<R extends RevisionLike> = FinancialStatement & {
  readonly notReported?: readonly LineItemName[];
  readonly revisions?: readonly R[];
};

/**
 * The 21 line items over the company's years (the analyst's statement table), oldest year first, each
 * figure as first reported, with the later filings' revisions of it (SEC data) per cell and as a list.
 */
export function statementTable<R extends RevisionLike = RevisionLike>(
  years: readonly TableYear<R>[],
): StatementTable<R> {
  const items = Object.keys(LINE_ITEM_LABELS) as LineItemName[];
  // A year's revisions of one item, oldest filing first (a stable sort keeps the stored order of a day).
  const revisionsOf = (statement: TableYear<R>, item: LineItemName): R[] =>
    (statement.revisions ?? [])
      .filter((revision) => revision.item === item && revision.year === statement.year)
      .sort((a, b) => (a.filed < b.filed ? -1 : a.filed > b.filed ? 1 : 0));
  const figureOf = (statement: TableYear<R>, item: LineItemName): RevisedFigure<R> | null => {
    const chain = revisionsOf(statement, item);
    const first = chain[0];
    const latest = chain[chain.length - 1];
    if (first === undefined || latest === undefined) return null;
    const { item: _item, year: _year, ...figure } = latest;
    return { ...figure, from: first.from, to: latest.to };
  };
  const newestFirst = [...years].sort((a, b) => b.year - a.year);
  return {
    years: years.map((statement) => statement.year),
    items: items.map((item) => ({
      item,
      label: LINE_ITEM_LABELS[item],
      values: years.map((statement) => statement[item]),
      notReported: years.map((statement) => statement.notReported?.includes(item) ?? false),
      revisions: years.map((statement) => figureOf(statement, item)),
    })),
    revisions: newestFirst.flatMap((statement) =>
      items.flatMap((item) =>
        revisionsOf(statement, item).map((revision) => ({ ...revision, label: LINE_ITEM_LABELS[item] })),
      ),
    ),
  };
}
