import { RATINGS } from '../reference/ratings.js';
import { YEAR_EVENT_KINDS } from '../year-filing-events.js';

/**
 * The screen's criteria, once (spec section 3, 'Filter body'; README.md of this context): every other
 * definition of a criterion — the facet names, the order codes, the request fields and their validation,
 * the SQL, the facet counts, the option routes and their OpenAPI schemas, the saved filters' replay and
 * the ScreenCriteria type — is derived from this table. Its order is the spec's order of the codes (a
 * saved filter replays the criteria its order list missed in this order). Framework-free: other contexts'
 * domains may read it (the `published` folder).
 */

/** The spec's upper bound of the market-cap inputs ($ millions). */
export const MAX_MARKET_CAP = 99_999_999_999;

/** A multi-select criterion: a list of values of one column. */
export interface ListCriterionDefinition {
  readonly kind: 'list';
  /** Its code in the filter body's order list. */
  readonly code: string;
  /** Its facet: the option route /dashboard/<facet>, the count `<facet>Count`. */
  readonly facet: string;
  /** Its key in ScreenCriteria. */
  readonly key: string;
  /** Its field in the filter body and a saved filter. */
  readonly field: string;
  /** Whole-number ids, texts, or one of the listed values. */
  readonly values: 'ids' | 'texts' | readonly string[];
  /** The column of screening.ticker_year it matches, and the column labelling its options (default: itself). */
  readonly column: string;
  readonly labelColumn?: string;
  /**
   * How a row matches the chosen values: 'equal' (default), its column is one of them; 'overlap', its column
   * is an array of distinct values holding any of them, and an option counts the rows whose array holds it.
   */
  readonly match?: 'equal' | 'overlap';
  /** The fields of an option in the option route's answer: the value and, if it has one, the label. */
  readonly option: { readonly value: string; readonly label?: string };
  /** How a saved filter's adjustment note names a value ('Sector ID 45 will not be included ...'). */
  readonly note: string;
  /** The options' order when it is not the label's (the rating scale). */
  readonly optionOrder?: readonly string[];
  /** The caller's entitlement as well as a criterion: never dropped from a count, always bound. */
  readonly scope?: true;
  readonly description?: string;
}

/** A range criterion: a minimum and a maximum of one column. */
export interface RangeCriterionDefinition {
  readonly kind: 'range';
  readonly code: string;
  readonly facet: string;
  readonly key: string;
  /** The filter body's fields of the bounds. */
  readonly min: string;
  readonly max: string;
  /** The filter body's alternative `[min, max]` field, if any. */
  readonly pair?: string;
  /** What a bound may be. */
  readonly limits: { readonly min: number; readonly max: number };
  readonly column: string;
  /** Whether /dashboard/<facet> answers the available min and max (a slider); false for typed inputs. */
  readonly answersRange: boolean;
  /** Decimals of the slider: a saved filter's bounds are moved inside the available range at this precision. */
  readonly decimals?: number;
  readonly note: string;
  /** A minimum not below the maximum is refused with this error code. */
  readonly minBelowMax?: 'INVALID_MARKET_CAP_RANGE';
  readonly description?: {
    readonly min?: string;
    readonly max?: string;
    readonly example?: readonly [number, number];
    /** Of the `[min, max]` field (default '[min, max]'). */
    readonly pair?: string;
  };
}

/**
 * A yes/no criterion: chosen (true), only the rows whose boolean column is true; unchosen (absent or
 * false), no condition. It has no option route; its count `<facet>Count` is, as for every criterion, the
 * rows matching all the other chosen criteria.
 */
export interface FlagCriterionDefinition {
  readonly kind: 'flag';
  readonly code: string;
  readonly facet: string;
  /** Its key in ScreenCriteria and its field in the filter body and a saved filter (a boolean). */
  readonly key: string;
  readonly field: string;
  /** The boolean column of screening.ticker_year that must be true. */
  readonly column: string;
  readonly note: string;
  readonly description?: string;
}

export type CriterionDefinition =
  ListCriterionDefinition | RangeCriterionDefinition | FlagCriterionDefinition;

export const SCREEN_CRITERIA = [
  {
    kind: 'range',
    code: 'RS',
    facet: 'riskScore',
    key: 'riskScore',
    min: 'minRiskScore',
    max: 'maxRiskScore',
    pair: 'riskScore',
    limits: { min: 0, max: 100 },
    column: 'final_score',
    answersRange: true,
    decimals: 2,
    note: 'Risk Score',
    description: { pair: '[min, max] (alternative to min/maxRiskScore)' },
  },
  {
    kind: 'list',
    code: 'SEC',
    facet: 'sector',
    key: 'sectorIds',
    field: 'sectorId',
    values: 'ids',
    column: 'sector_id',
    labelColumn: 'sector_name',
    option: { value: 'sectorID', label: 'sector_name' },
    note: 'Sector ID',
  },
  {
    kind: 'list',
    code: 'IG',
    facet: 'industry',
    key: 'industryGroupIds',
    field: 'industryGroupId',
    values: 'ids',
    column: 'industry_group_id',
    labelColumn: 'industry_group',
    option: { value: 'industry_groupID', label: 'industry_group' },
    note: 'Industry Group ID',
  },
  {
    kind: 'list',
    code: 'AUD',
    facet: 'auditor',
    key: 'auditorIds',
    field: 'auditorId',
    values: 'ids',
    column: 'auditor_id',
    labelColumn: 'auditor',
    option: { value: 'auditorID', label: 'auditor' },
    note: 'Auditor ID',
  },
  {
    kind: 'list',
    code: 'DOM',
    facet: 'domicile',
    key: 'domiciles',
    field: 'domicile',
    values: 'texts',
    column: 'domicile_country',
    option: { value: 'domicile_country' },
    note: 'Domicile',
  },
  {
    kind: 'list',
    code: 'EXC',
    facet: 'exchange',
    key: 'exchangeIds',
    field: 'exchange',
    values: 'ids',
    column: 'exchange_country_id',
    labelColumn: 'exchange_country',
    option: { value: 'exchange_countryID', label: 'exchange_country' },
    note: 'Exchange ID',
    scope: true,
    description: 'exchange_countryID values',
  },
  {
    kind: 'list',
    code: 'INC',
    facet: 'incorporation',
    key: 'incorporations',
    field: 'incorporation',
    values: 'texts',
    column: 'incorporation_country',
    option: { value: 'incorporation_country' },
    note: 'Incorporation',
  },
  {
    kind: 'list',
    code: 'STA',
    facet: 'status',
    key: 'statuses',
    field: 'status',
    values: 'texts',
    column: 'trading_status',
    option: { value: 'trading_status' },
    note: 'Status',
  },
  {
    kind: 'range',
    code: 'OYC',
    facet: 'oneYearChange',
    key: 'oneYearChange',
    min: 'minOneYearChange',
    max: 'maxOneYearChange',
    pair: 'oneYearChange',
    limits: { min: -100, max: 100 },
    column: 'one_year_change',
    answersRange: true,
    decimals: 0,
    note: '1 year change',
  },
  {
    // The spec's names; they carry the market value in $ millions (docs/spec-decisions.md).
    kind: 'range',
    code: 'MCD',
    facet: 'marketCapDecile',
    key: 'marketCapDecile',
    min: 'minMarketCapDecile',
    max: 'maxMarketCapDecile',
    limits: { min: 0, max: MAX_MARKET_CAP },
    column: 'mv',
    answersRange: false,
    note: 'Market Cap',
    minBelowMax: 'INVALID_MARKET_CAP_RANGE',
    description: {
      min: 'Minimum market value, $ millions',
      max: 'Maximum market value, $ millions',
      example: [500, 20000],
    },
  },
  {
    kind: 'list',
    code: 'RAT',
    facet: 'rating',
    key: 'ratings',
    field: 'rating',
    values: RATINGS,
    column: 'rating',
    option: { value: 'rating' },
    note: 'Rating',
    optionOrder: RATINGS,
  },
  // The models' criteria (issue 21), after the spec's codes: Beneish M-score, Dechow F-score, and the
  // M-score flag (M > -1.78, screening.ticker_year.m_score_flag). docs/spec-decisions.md.
  {
    kind: 'range',
    code: 'MS',
    facet: 'mScore',
    key: 'mScore',
    min: 'minMScore',
    max: 'maxMScore',
    limits: { min: -50, max: 50 },
    column: 'm_score',
    answersRange: true,
    decimals: 2,
    note: 'Beneish M-score',
  },
  {
    kind: 'range',
    code: 'FS',
    facet: 'fScore',
    key: 'fScore',
    min: 'minFScore',
    max: 'maxFScore',
    limits: { min: 0, max: 1000 },
    column: 'f_score',
    answersRange: true,
    decimals: 2,
    note: 'Dechow F-score',
  },
  {
    kind: 'flag',
    code: 'MF',
    facet: 'mScoreFlag',
    key: 'mScoreFlag',
    field: 'mScoreFlag',
    column: 'm_score_flag',
    note: 'Beneish M-score flag',
    description: 'true: only companies whose M-score flags likely manipulation (M > -1.78)',
  },
  {
    kind: 'list',
    code: 'SRC',
    facet: 'source',
    key: 'sources',
    field: 'source',
    values: ['sec', 'file', 'generated'],
    column: 'origin',
    option: { value: 'origin' },
    note: 'Source',
    description:
      "Where the companies' data come from: sec (SEC EDGAR filings), file (an imported statements file), generated (the demo universe)",
  },
  // Filing events (issue 31): the kinds of year-filing-events.ts in the selected year or the two before,
  // screening.ticker_year.filing_events (an array: a row matches when it holds any chosen kind).
  {
    kind: 'list',
    code: 'FE',
    facet: 'filingEvent',
    key: 'filingEvents',
    field: 'filingEvent',
    values: YEAR_EVENT_KINDS,
    column: 'filing_events',
    match: 'overlap',
    option: { value: 'filing_event' },
    note: 'Filing event',
    optionOrder: YEAR_EVENT_KINDS,
    description:
      'Any of these filing events in the selected year or the two before: late-filing (NT 10-K/NT 20-F), auditor-change (8-K item 4.01), non-reliance (8-K item 4.02), restatement (figures revised by a later report or amendment)',
  },
] as const satisfies readonly CriterionDefinition[];

export type ScreenCriterion = (typeof SCREEN_CRITERIA)[number];
export type ListCriterion = Extract<ScreenCriterion, { kind: 'list' }>;
export type RangeCriterion = Extract<ScreenCriterion, { kind: 'range' }>;
export type FlagCriterion = Extract<ScreenCriterion, { kind: 'flag' }>;

export type Facet = ScreenCriterion['facet'];
export type ListFacet = ListCriterion['facet'];
export type RangeFacet = RangeCriterion['facet'];
export type FlagFacet = FlagCriterion['facet'];
/** The facets whose route answers the available min and max. */
export type SliderFacet = Extract<RangeCriterion, { answersRange: true }>['facet'];

/** The filter body's order codes (spec section 3), one per criterion, and YEAR. */
export const ORDER_CODES = [...SCREEN_CRITERIA.map((criterion) => criterion.code), 'YEAR'] as [
  ...ScreenCriterion['code'][],
  'YEAR',
];
export type OrderCode = ScreenCriterion['code'] | 'YEAR';
export type ListCode = ListCriterion['code'];
export type RangeCode = RangeCriterion['code'];
export type SliderCode = Extract<RangeCriterion, { answersRange: true }>['code'];

export const FACETS: readonly Facet[] = SCREEN_CRITERIA.map((criterion) => criterion.facet);

type ValueOf<C extends ListCriterionDefinition> = C['values'] extends 'ids' ? number : string;

export interface Bounds {
  min: number | null;
  max: number | null;
}

/** A filter, normalised: what the results must match (every list empty, every flag false = no restriction). */
export type ScreenCriteria = { year: number | null } & {
  [C in ListCriterion as C['key']]: ValueOf<C>[];
} & { [C in RangeCriterion as C['key']]: Bounds } & { [C in FlagCriterion as C['key']]: boolean };

/** A filter in the filter body's field names, every criterion present (a saved filter's criteria). */
export type CriteriaFields = { [C in ListCriterion as C['field']]: ValueOf<C>[] } & {
  [C in RangeCriterion as C['min'] | C['max']]: number | null;
} & { [C in FlagCriterion as C['field']]: boolean };

/** The filter body's criteria fields, each optional (a request). */
export type CriteriaRequestFields = { [C in ListCriterion as C['field']]?: ValueOf<C>[] } & {
  [C in RangeCriterion as C['min'] | C['max']]?: number;
} & { [C in Extract<RangeCriterion, { pair: string }> as C['pair']]?: number[] } & {
  [C in FlagCriterion as C['field']]?: boolean;
};

/** Criteria of any table (tests extend the table): the year and each criterion's value under its key. */
export type AnyCriteria = { year: number | null } & { readonly [key: string]: unknown };

export function criterionOfFacet(
  facet: string,
  table: readonly CriterionDefinition[] = SCREEN_CRITERIA,
): CriterionDefinition | undefined {
  return table.find((criterion) => criterion.facet === facet);
}

export function criterionOfCode(
  code: string,
  table: readonly CriterionDefinition[] = SCREEN_CRITERIA,
): CriterionDefinition | undefined {
  return table.find((criterion) => criterion.code === code);
}

/** The list facet's chosen values, or a range facet's bounds, of `criteria`. */
export const listValues = (criteria: AnyCriteria, criterion: ListCriterionDefinition): readonly unknown[] =>
  (criteria[criterion.key] as readonly unknown[] | undefined) ?? [];
export const rangeBounds = (criteria: AnyCriteria, criterion: RangeCriterionDefinition): Bounds =>
  (criteria[criterion.key] as Bounds | undefined) ?? { min: null, max: null };
/** Whether a flag facet is chosen in `criteria` (only `true` is). */
export const flagChosen = (criteria: AnyCriteria, criterion: FlagCriterionDefinition): boolean =>
  criteria[criterion.key] === true;

/** No criterion chosen, with `partial` on top. */
export function screenCriteriaOf(partial: Partial<ScreenCriteria> = {}): ScreenCriteria {
  return { ...(emptyCriteria(SCREEN_CRITERIA) as ScreenCriteria), ...partial };
}

export function emptyCriteria(table: readonly CriterionDefinition[]): AnyCriteria {
  const criteria: Record<string, unknown> = { year: null };
  for (const criterion of table)
    criteria[criterion.key] =
      criterion.kind === 'list' ? [] : criterion.kind === 'flag' ? false : { min: null, max: null };
  return criteria as AnyCriteria;
}

/** Every criterion of a request in the filter body's field names, unset lists empty and unset bounds null. */
export function criteriaFieldsOf(
  body: Readonly<Record<string, unknown>>,
  table: readonly CriterionDefinition[] = SCREEN_CRITERIA,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const criterion of table) {
    if (criterion.kind === 'list') fields[criterion.field] = body[criterion.field] ?? [];
    else if (criterion.kind === 'flag') fields[criterion.field] = body[criterion.field] === true;
    else {
      fields[criterion.min] = body[criterion.min] ?? null;
      fields[criterion.max] = body[criterion.max] ?? null;
    }
  }
  return fields;
}

/**
 * The criteria of a filter body (or a saved filter), in ScreenCriteria's keys: a range's bounds from its
 * min and max fields, else from its `[min, max]` pair. The year is the caller's.
 */
export function criteriaFromFields(
  body: Readonly<Record<string, unknown>>,
  year: number | null,
  table: readonly CriterionDefinition[] = SCREEN_CRITERIA,
): AnyCriteria {
  const criteria: Record<string, unknown> = { year };
  for (const criterion of table) {
    if (criterion.kind === 'list') {
      criteria[criterion.key] = [...((body[criterion.field] as readonly unknown[] | undefined) ?? [])];
    } else if (criterion.kind === 'flag') {
      criteria[criterion.key] = body[criterion.field] === true;
    } else {
      const pair = criterion.pair === undefined ? [] : ((body[criterion.pair] as number[] | undefined) ?? []);
      criteria[criterion.key] = {
        min: (body[criterion.min] as number | null | undefined) ?? pair[0] ?? null,
        max: (body[criterion.max] as number | null | undefined) ?? pair[1] ?? null,
      };
    }
  }
  return criteria as AnyCriteria;
}

/** The first range whose minimum must be below its maximum and is not: its error code. */
export function invertedRange(
  body: Readonly<Record<string, unknown>>,
  table: readonly CriterionDefinition[] = SCREEN_CRITERIA,
): 'INVALID_MARKET_CAP_RANGE' | undefined {
  for (const criterion of table) {
    if (criterion.kind !== 'range' || criterion.minBelowMax === undefined) continue;
    const min = body[criterion.min];
    const max = body[criterion.max];
    if (typeof min === 'number' && typeof max === 'number' && min >= max) return criterion.minBelowMax;
  }
  return undefined;
}

/** The result columns a screen sorts by (the filter body's filterOrders), each its SQL column. */
export const SORTABLE_FIELDS = {
  final_score: 'final_score',
  name: 'name',
  isin: 'isin',
  rank_percent: 'rank_percent',
  rank_percent_within_sector: 'rank_percent_within_sector',
  rating: 'rating',
  domicile_country: 'domicile_country',
  exchange_country: 'exchange_country',
  mScore: 'm_score',
  fScore: 'f_score',
  /** By how many filing events the row's window holds (ticker_year.filing_event_count). */
  filingEvents: 'filing_event_count',
} as const;
export type SortField = keyof typeof SORTABLE_FIELDS;

export interface ScreenSort {
  field: SortField;
  dir: 'asc' | 'desc';
}
