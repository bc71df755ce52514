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
import { isCompanyOrigin, sourceLabel } from '../../../shared/risk/company-identity';
import { yearEventLabel } from '../../../shared/risk/year-filing-events';

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
  /** How an option's label text shows (a kind's label, a source's mark); the text itself by default. */
  labelOf: (text: string) => string;
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
  labelOf: (text: string) => string = (text) => text,
): ListCriterion<Field> {
  return {
    facet,
    field,
    count,
    values,
    labelOf,
    load: async (api, body, signal) => {
      const rows = await api.options(facet, body, signal);
      return (order ? order(rows) : rows).map((row) => ({
        value: row[value] as OptionValue,
        label: labelOf(String(row[label])),
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
  // Where the data come from, named as the company page's source mark: SEC EDGAR, Imported file, Demo.
  SRC: list('source', 'texts', 'source', 'sourceCount', 'origin', 'origin', undefined, (origin) =>
    isCompanyOrigin(origin) ? sourceLabel(origin) : origin,
  ),
  // Late filing, auditor change, non-reliance, restatement in the selected year or the two before.
  FE: list(
    'filingEvent',
    'texts',
    'filingEvent',
    'filingEventCount',
    'filing_event',
    'filing_event',
    undefined,
    yearEventLabel,
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

/**
 * A slider's option answer: the available min and max under the other criteria and, from a server that
 * sends them, the scale's open ends `low` and `high` (the 1st and 99th percentiles). Without them the
 * scale is min to max, both ends closed.
 */
export type RangeAnswer = Pick<RangeOption, 'min' | 'max'> & Partial<Pick<RangeOption, 'low' | 'high'>>;

/** The server's range has a min and a max: some company under the filter has a value (not an empty screen). */
export function hasData(answer: RangeAnswer): answer is RangeAnswer & { min: number; max: number } {
  return (
    answer.min !== null && answer.max !== null && Number.isFinite(answer.min) && Number.isFinite(answer.max)
  );
}

/**
 * Server min/max of a range criterion widened to `decimals` places (min down, max up, so every company
 * stays inside) and kept within the criterion's limits; the default where the server has no data.
 */
export function boundsOf(answer: RangeAnswer, limits: NumericRange, decimals: number): NumericRange {
  if (!hasData(answer)) return limits;
  const min = clamp(floorTo(Math.min(answer.min, answer.max), decimals), limits);
  const max = clamp(ceilTo(Math.max(answer.min, answer.max), decimals), limits);
  return { min, max };
}

/**
 * An end of a slider's scale. Closed: the data's min or max (a thumb there sends it, as it always did).
 * Open: companies lie beyond it, and a thumb there means no bound on that side (they are included).
 * Fixed: a bound put beyond an open end (typed, or replayed): the scale stretched to it, and a thumb
 * there sends it.
 */
export type ScaleEnd = 'closed' | 'open' | 'fixed';
export type RangeSide = 'min' | 'max';
export interface SliderEnds {
  min: ScaleEnd;
  max: ScaleEnd;
}
/** A slider's visible scale and the kind of its ends. */
export interface SliderScale {
  bounds: NumericRange;
  ends: SliderEnds;
}

export const CLOSED_ENDS: SliderEnds = { min: 'closed', max: 'closed' };
/** Every slider's scale before the server answers: its limits, closed. */
export const limitScales = (): Record<SliderCode, SliderScale> =>
  Object.fromEntries(
    SLIDER_CODES.map((code) => [code, { bounds: SLIDER_CRITERIA[code].limits, ends: CLOSED_ENDS }]),
  ) as Record<SliderCode, SliderScale>;

/**
 * The scale a range answer gives a slider: min to max (`boundsOf`), or, where the answer's `low` lies
 * above its min (`high` below its max) at the slider's precision, from `low` (to `high`) with that end
 * open, so that a few extreme companies do not squeeze the useful part of the scale into a sliver (an
 * M-score of -23.65 beside a bulk between -4 and 1).
 */
export function scaleOf(answer: RangeAnswer, limits: NumericRange, decimals: number): SliderScale {
  const full = boundsOf(answer, limits, decimals);
  const end = (value: number | null | undefined, widen: typeof floorTo): number | undefined =>
    typeof value === 'number' && Number.isFinite(value) ? clamp(widen(value, decimals), full) : undefined;
  const low = end(answer.low, floorTo) ?? full.min;
  const high = end(answer.high, ceilTo) ?? full.max;
  if (!hasData(answer) || !(high > low)) return { bounds: full, ends: CLOSED_ENDS };
  return {
    bounds: { min: low, max: high },
    ends: { min: low > full.min ? 'open' : 'closed', max: high < full.max ? 'open' : 'closed' },
  };
}

/** The thumb of that side sits at an open end: no bound on that side. */
export function isFree(range: NumericRange, scale: SliderScale, side: RangeSide): boolean {
  if (scale.ends[side] !== 'open') return false;
  return side === 'min' ? range.min <= scale.bounds.min : range.max >= scale.bounds.max;
}

/**
 * The range leaves out some company of the scale: a thumb inside the scale, or at a fixed end. A range at
 * the scale's closed or open ends is the full range (the criterion is not chosen).
 */
export function restricts(range: NumericRange, scale: SliderScale): boolean {
  const { bounds, ends } = scale;
  return range.min > bounds.min || range.max < bounds.max || ends.min === 'fixed' || ends.max === 'fixed';
}

const beyondOn = (side: RangeSide, value: number, end: number): boolean =>
  side === 'min' ? value < end : value > end;
const otherSide = (side: RangeSide): RangeSide => (side === 'min' ? 'max' : 'min');

/**
 * Puts one side of a slider's range: `value`, or no bound (undefined: the thumb goes to the data's end of
 * that side, open or closed as the data say). A value inside the data's scale takes that end of the scale
 * back to the data's; a value at or beyond an open end stretches the scale to it (a fixed end); beyond a
 * closed end it stops at the end (`clampClosed`, a typed bound) or stretches the scale to it (a replayed
 * one, whose end stays closed). A value passing the other thumb takes it along.
 */
export function placeBound(
  scale: SliderScale,
  data: SliderScale,
  range: NumericRange,
  side: RangeSide,
  value: number | undefined,
  clampClosed: boolean,
): { scale: SliderScale; range: NumericRange } {
  const other = otherSide(side);
  const bounds = { ...scale.bounds };
  const ends = { ...scale.ends };
  const next = { ...range };
  const dataEnd = data.bounds[side];
  if (value === undefined) {
    // No bound: the data's end, unless it would pass the other thumb (then an open end at that thumb).
    const passes = beyondOn(other, dataEnd, range[other]);
    bounds[side] = passes ? range[other] : dataEnd;
    ends[side] = passes ? 'open' : data.ends[side];
    next[side] = bounds[side];
    return { scale: { bounds, ends }, range: next };
  }
  let placed = value;
  if (beyondOn(side, dataEnd, value)) {
    // Inside the data's scale: that end is the data's again.
    bounds[side] = dataEnd;
    ends[side] = data.ends[side];
  } else if (data.ends[side] === 'open') {
    bounds[side] = value;
    ends[side] = 'fixed';
  } else if (clampClosed || value === dataEnd) {
    bounds[side] = dataEnd;
    ends[side] = 'closed';
    placed = dataEnd;
  } else {
    bounds[side] = value;
    ends[side] = 'closed';
  }
  next[side] = placed;
  if (beyondOn(other, placed, next[other])) {
    next[other] = placed;
    if (beyondOn(other, placed, bounds[other])) bounds[other] = placed;
  }
  return { scale: { bounds, ends }, range: next };
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
