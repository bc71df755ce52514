import type {
  CriterionCode,
  FilterBody,
  FilterCount,
  ListFacet,
  OptionRow,
  RangeFacet,
  RangeOption,
  ScreenApi,
} from '../../../api/screen-api';
import { RATINGS } from '../../../shared/risk/risk-scale';

/**
 * The screen's criteria on the web: their tables (one entry per criterion, typed by the generated API
 * types), the fields of the filter body they fill, and the pure rules of their values (bounds, rounding,
 * market cap text). No state: `CriteriaState` holds the values, `ScreenStore` the loading.
 */

/** Market value in $ millions: inputs accept digits and a point, 0 to this. */
export const MARKET_CAP_MAX = 99_999_999_999;

export interface NumericRange {
  min: number;
  max: number;
}
export const RISK_SCORE_DEFAULT: NumericRange = { min: 0, max: 100 };
export const ONE_YEAR_CHANGE_DEFAULT: NumericRange = { min: -100, max: 100 };
/** The models' sliders: the server's limits of a bound (the scale before the data's own min and max). */
export const M_SCORE_DEFAULT: NumericRange = { min: -50, max: 50 };
export const F_SCORE_DEFAULT: NumericRange = { min: 0, max: 1000 };

export type OptionValue = number | string;

/** One option of a multi-select: its id, its label, and how many companies it would match. */
export interface FacetOption {
  value: OptionValue;
  label: string;
  count: number | undefined;
}

/** The filter body's fields holding a list of values. */
export type ListField = {
  [Field in keyof FilterBody]-?: NonNullable<FilterBody[Field]> extends ReadonlyArray<number | string>
    ? Field
    : never;
}[keyof FilterBody];
/** The fields of a row that hold a value of the given type. */
type FieldsOf<Row, Value> = { [Field in keyof Row]-?: Row[Field] extends Value ? Field : never }[keyof Row];

/** A multi-select criterion: its option route, body field, count field, and the fields of its option rows. */
interface ListCriterion<Field extends ListField = ListField> {
  facet: ListFacet;
  field: Field;
  count: keyof FilterCount;
  /** Ids are sent as numbers, texts as texts. */
  values: 'ids' | 'texts';
  load: (api: ScreenApi, body: FilterBody, signal: AbortSignal) => Promise<FacetOption[]>;
}

/** A multi-select's row as the OpenAPI document types its route's answer: its value and label fields. */
function list<Facet extends ListFacet, Field extends ListField>(
  facet: Facet,
  values: 'ids' | 'texts',
  field: Field,
  count: keyof FilterCount,
  value: FieldsOf<OptionRow<Facet>, OptionValue>,
  label: FieldsOf<OptionRow<Facet>, string>,
  order?: (rows: Array<OptionRow<Facet>>) => Array<OptionRow<Facet>>,
): ListCriterion<Field> {
  return {
    facet,
    field,
    count,
    values,
    load: async (api, body, signal) => {
      const rows = await api.options(facet, body, signal);
      return (order ? order(rows) : rows).map((row) => ({
        value: row[value] as OptionValue,
        label: String(row[label]),
        count: (row as { count: number }).count,
      }));
    },
  };
}

const rankOfRating = (rating: string) => RATINGS.findIndex((known) => known === rating);

/**
 * The screen's criteria on the web (the server's table is src/contexts/screening/domain/published): each
 * multi-select's route, body field, count field and option fields, typed by the generated API types, so
 * a criterion the server adds or renames fails the type check here. In the spec's order of the sidebar.
 */
export const LIST_CRITERIA = {
  EXC: list('exchange', 'ids', 'exchange', 'exchangeCount', 'exchange_countryID', 'exchange_country'),
  SEC: list('sector', 'ids', 'sectorId', 'sectorCount', 'sectorID', 'sector_name'),
  IG: list('industry', 'ids', 'industryGroupId', 'industryCount', 'industry_groupID', 'industry_group'),
  AUD: list('auditor', 'ids', 'auditorId', 'auditorCount', 'auditorID', 'auditor'),
  DOM: list('domicile', 'texts', 'domicile', 'domicileCount', 'domicile_country', 'domicile_country'),
  INC: list(
    'incorporation',
    'texts',
    'incorporation',
    'incorporationCount',
    'incorporation_country',
    'incorporation_country',
  ),
  STA: list('status', 'texts', 'status', 'statusCount', 'trading_status', 'trading_status'),
  // Ratings in the spec's order, whatever order the server sends.
  RAT: list('rating', 'texts', 'rating', 'ratingCount', 'rating', 'rating', (rows) =>
    [...rows].sort((a, b) => rankOfRating(a.rating) - rankOfRating(b.rating)),
  ),
} as const satisfies Partial<Record<CriterionCode, ListCriterion>>;

/** A slider: its option route (the available min and max), count field, body fields, scale and precision. */
interface SliderCriterion {
  facet: RangeFacet;
  count: keyof FilterCount;
  min: keyof FilterBody;
  max: keyof FilterBody;
  /** The scale before the server has answered (and where it has no data): the server's limits. */
  limits: NumericRange;
  decimals: number;
}

/** The sliders, in the sidebar's order. */
export const SLIDER_CRITERIA = {
  RS: {
    facet: 'riskScore',
    count: 'riskScoreCount',
    min: 'minRiskScore',
    max: 'maxRiskScore',
    limits: RISK_SCORE_DEFAULT,
    decimals: 2,
  },
  OYC: {
    facet: 'oneYearChange',
    count: 'oneYearChangeCount',
    min: 'minOneYearChange',
    max: 'maxOneYearChange',
    limits: ONE_YEAR_CHANGE_DEFAULT,
    decimals: 0,
  },
  MS: {
    facet: 'mScore',
    count: 'mScoreCount',
    min: 'minMScore',
    max: 'maxMScore',
    limits: M_SCORE_DEFAULT,
    decimals: 2,
  },
  FS: {
    facet: 'fScore',
    count: 'fScoreCount',
    min: 'minFScore',
    max: 'maxFScore',
    limits: F_SCORE_DEFAULT,
    decimals: 2,
  },
} as const satisfies Partial<Record<CriterionCode, SliderCriterion>>;

/** The range criteria: their count field, body fields and, for a slider, its option route. */
export const RANGE_CRITERIA = {
  ...SLIDER_CRITERIA,
  /** Typed inputs ($ millions), no option route. */
  MCD: {
    facet: undefined,
    count: 'marketCapDecileCount',
    min: 'minMarketCapDecile',
    max: 'maxMarketCapDecile',
  },
} as const satisfies Partial<
  Record<
    CriterionCode,
    { facet: RangeFacet | undefined; count: keyof FilterCount; min: keyof FilterBody; max: keyof FilterBody }
  >
>;

/** The yes/no criteria: the body's boolean field (sent only when chosen) and the count field. */
export const FLAG_CRITERIA = {
  MF: { field: 'mScoreFlag', count: 'mScoreFlagCount' },
} as const satisfies Partial<Record<CriterionCode, { field: keyof FilterBody; count: keyof FilterCount }>>;

/** The multi-select criteria. */
export type ListCode = keyof typeof LIST_CRITERIA;
export const LIST_CODES = Object.keys(LIST_CRITERIA) as ListCode[];
/** The slider criteria. */
export type SliderCode = keyof typeof SLIDER_CRITERIA;
export const SLIDER_CODES = Object.keys(SLIDER_CRITERIA) as SliderCode[];
/** The yes/no criteria. */
export type FlagCode = keyof typeof FLAG_CRITERIA;
export const FLAG_CODES = Object.keys(FLAG_CRITERIA) as FlagCode[];
/** The range criteria (the sliders and the market cap inputs). */
export type RangeCode = keyof typeof RANGE_CRITERIA;
export const RANGE_CODES = Object.keys(RANGE_CRITERIA) as RangeCode[];
/** The criteria that have an option list (or range) on the server; market cap and the flags have none. */
export const RELOADABLE_CODES: readonly CriterionCode[] = [...LIST_CODES, ...SLIDER_CODES, 'YEAR'];

export const isListCode = (code: CriterionCode): code is ListCode => code in LIST_CRITERIA;
export const isSliderCode = (code: CriterionCode): code is SliderCode => code in SLIDER_CRITERIA;
export const isFlagCode = (code: CriterionCode): code is FlagCode => code in FLAG_CRITERIA;

/**
 * The filter body's fields the criteria fill, read off the tables: a saved filter stores and replays
 * exactly these (with the order list and the year), so a new criterion is not listed again anywhere.
 */
export const CRITERIA_FIELDS = {
  /** Lists of values (sent only when not empty). */
  lists: LIST_CODES.map((code) => LIST_CRITERIA[code].field),
  /** Numeric bounds, each min and max on its own (sent only when set). */
  bounds: RANGE_CODES.flatMap((code) => [RANGE_CRITERIA[code].min, RANGE_CRITERIA[code].max]),
  /** Booleans (sent only when true). */
  flags: FLAG_CODES.map((code) => FLAG_CRITERIA[code].field),
};

/** The filterCount field of each criterion. */
export const countFieldOf = (code: CriterionCode): keyof FilterCount | undefined =>
  isListCode(code)
    ? LIST_CRITERIA[code].count
    : isFlagCode(code)
      ? FLAG_CRITERIA[code].count
      : code === 'YEAR'
        ? undefined
        : RANGE_CRITERIA[code].count;

const perList = <T>(make: () => T): Record<ListCode, T> =>
  Object.fromEntries(LIST_CODES.map((code) => [code, make()])) as Record<ListCode, T>;
export const emptySelections = (): Record<ListCode, OptionValue[]> => perList(() => []);
export const emptyOptions = (): Record<ListCode, FacetOption[]> => perList(() => []);
/** Every slider at its limits (the full scale: not chosen). */
export const sliderLimits = (): Record<SliderCode, NumericRange> =>
  Object.fromEntries(SLIDER_CODES.map((code) => [code, SLIDER_CRITERIA[code].limits])) as Record<
    SliderCode,
    NumericRange
  >;
export const noFlags = (): Record<FlagCode, boolean> =>
  Object.fromEntries(FLAG_CODES.map((code) => [code, false])) as Record<FlagCode, boolean>;

const floorTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.floor(value * factor + 1e-9) / factor;
};
const ceilTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.ceil(value * factor - 1e-9) / factor;
};
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
export const clamp = (value: number, range: NumericRange): number =>
  Math.min(range.max, Math.max(range.min, value));

/** The server's range has a min and a max: some company under the filter has a value (not an empty screen). */
export function hasData(answer: RangeOption): answer is { min: number; max: number } {
  return (
    answer.min !== null && answer.max !== null && Number.isFinite(answer.min) && Number.isFinite(answer.max)
  );
}

/**
 * Server min/max of a range criterion widened to `decimals` places (min down, max up, so every company
 * stays inside) and kept within the criterion's limits; the default where the server has no data.
 */
export function boundsOf(answer: RangeOption, limits: NumericRange, decimals: number): NumericRange {
  if (!hasData(answer)) return limits;
  const min = clamp(floorTo(Math.min(answer.min, answer.max), decimals), limits);
  const max = clamp(ceilTo(Math.max(answer.min, answer.max), decimals), limits);
  return { min, max };
}

/** Digits and at most one point, 0 to MARKET_CAP_MAX; '' is accepted (no bound). */
export function isMarketCapText(text: string): boolean {
  if (!/^\d*\.?\d*$/.test(text)) return false;
  const value = parseMarketCap(text);
  return value === undefined || value <= MARKET_CAP_MAX;
}

/** The number of a market cap input; undefined when empty (or only a point). */
export function parseMarketCap(text: string): number | undefined {
  if (text === '' || text === '.') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A slider's keyboard steps: the arrows' step and PageUp/PageDown's (and Shift+arrow's) shift. */
export interface SliderSteps {
  step: number;
  shiftStep: number;
}

/**
 * Steps that suit the scale: the arrows move by the power of ten nearest a hundredth of the range (never
 * finer than the criterion's precision), PageUp/PageDown by 1, 2 or 5 times a power of ten nearest a tenth
 * of it (10 on a 0–100 risk scale, 2 on an M-score scale of −23.65 to 1.21, not 10).
 */
export function sliderSteps(bounds: NumericRange, decimals: number): SliderSteps {
  const finest = 10 ** -decimals;
  const range = bounds.max - bounds.min;
  if (!(range > 0)) return { step: finest, shiftStep: finest };
  const step = Math.max(finest, roundTo(10 ** Math.round(Math.log10(range / 100)), decimals));
  const tenth = range / 10;
  const power = 10 ** Math.floor(Math.log10(tenth));
  // The candidate nearest a tenth of the range on a log scale (1, 2 or 5 times the power, or the next power).
  const nice = [1, 2, 5, 10]
    .map((factor) => factor * power)
    .reduce((best, candidate) =>
      Math.abs(Math.log(candidate / tenth)) < Math.abs(Math.log(best / tenth)) ? candidate : best,
    );
  return { step, shiftStep: Math.max(step, roundTo(nice, decimals)) };
}

/** What a typed bound of a range criterion came to: a value, no bound (empty), or the reason it was refused. */
export type TypedBound = { value: number | undefined } | { error: 'NOT_A_NUMBER' | 'MIN_ABOVE_MAX' };

/**
 * Reads a typed bound ('-1.78', '−1.78', '12%', '' for none) against the other bound of the range: a
 * minimum above the maximum (or a maximum below the minimum) is refused.
 */
export function readTypedBound(text: string, side: 'min' | 'max', range: NumericRange): TypedBound {
  const cleaned = text
    .trim()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/%$/, '')
    .trim();
  if (cleaned === '') return { value: undefined };
  const value = Number(cleaned);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) || !Number.isFinite(value)) return { error: 'NOT_A_NUMBER' };
  if (side === 'min' ? value > range.max : value < range.min) return { error: 'MIN_ABOVE_MAX' };
  return { value };
}
