import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import type {
  CriterionCode,
  FilterBody,
  FilterCount,
  ListFacet,
  OptionRow,
  RangeFacet,
  RangeOption,
  RatingValue,
  ResultRow,
  ScreenApi,
  SearchHit,
  SortDirection,
  SortField,
} from '../../../api/screen-api';
import { message } from '../../../shared/messages';
import { RATINGS } from '../../../shared/risk/risk-scale';
import { companyOfRow, type CompanyRef } from './company-ref';
import { normaliseCsvFileName, saveTextFile, type SaveFile } from './save-file';

/** Debounce of the reload after a criterion changes (spec section 9). */
export const SCREEN_DEBOUNCE_MS = 500;
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MAX_RESULT = 100;
export const SEARCH_MAX_LENGTH = 255;
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

export interface ScreenSort {
  field: SortField;
  dir: SortDirection;
}
export const DEFAULT_SORT: ScreenSort = { field: 'final_score', dir: 'desc' };

export type OptionValue = number | string;

/** One option of a multi-select: its id, its label, and how many companies it would match. */
export interface FacetOption {
  value: OptionValue;
  label: string;
  count: number | undefined;
}

/** The filter body's fields holding a list of values. */
type ListField = {
  [Field in keyof FilterBody]-?: NonNullable<FilterBody[Field]> extends ReadonlyArray<number | string>
    ? Field
    : never;
}[keyof FilterBody];
/** The fields of a row that hold a value of the given type. */
type FieldsOf<Row, Value> = { [Field in keyof Row]-?: Row[Field] extends Value ? Field : never }[keyof Row];

/** A multi-select criterion: its option route, body field, count field, and the fields of its option rows. */
interface ListCriterion {
  facet: ListFacet;
  field: ListField;
  count: keyof FilterCount;
  /** Ids are sent as numbers, texts as texts. */
  values: 'ids' | 'texts';
  load: (api: ScreenApi, body: FilterBody, signal: AbortSignal) => Promise<FacetOption[]>;
}

/** A multi-select's row as the OpenAPI document types its route's answer: its value and label fields. */
function list<Facet extends ListFacet>(
  facet: Facet,
  values: 'ids' | 'texts',
  field: ListField,
  count: keyof FilterCount,
  value: FieldsOf<OptionRow<Facet>, OptionValue>,
  label: FieldsOf<OptionRow<Facet>, string>,
  order?: (rows: Array<OptionRow<Facet>>) => Array<OptionRow<Facet>>,
): ListCriterion {
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
const LIST_CRITERIA = {
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
const SLIDER_CRITERIA = {
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

/** The range criteria: their count field and, for a slider, its option route. */
const RANGE_CRITERIA = {
  ...SLIDER_CRITERIA,
  MCD: { facet: undefined, count: 'marketCapDecileCount' },
} as const satisfies Partial<
  Record<CriterionCode, { facet: RangeFacet | undefined; count: keyof FilterCount }>
>;

/** The yes/no criteria: the body's boolean field (sent only when chosen) and the count field. */
const FLAG_CRITERIA = {
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
/** The criteria that have an option list (or range) on the server; market cap and the flags have none. */
export const RELOADABLE_CODES: readonly CriterionCode[] = [...LIST_CODES, ...SLIDER_CODES, 'YEAR'];

const isListCode = (code: CriterionCode): code is ListCode => code in LIST_CRITERIA;
const isSliderCode = (code: CriterionCode): code is SliderCode => code in SLIDER_CRITERIA;
const isFlagCode = (code: CriterionCode): code is FlagCode => code in FLAG_CRITERIA;

/** The filterCount field of each criterion. */
const countFieldOf = (code: CriterionCode): keyof FilterCount | undefined =>
  isListCode(code)
    ? LIST_CRITERIA[code].count
    : isFlagCode(code)
      ? FLAG_CRITERIA[code].count
      : code === 'YEAR'
        ? undefined
        : RANGE_CRITERIA[code].count;

/** Timers, replaceable in tests. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserScheduler: Scheduler = {
  // Resolved at call time, so fake timers installed after the store was built still apply.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

export interface ScreenStoreOptions {
  /** Wait after the last criterion change before reloading (default 500 ms). */
  debounceMs?: number;
  scheduler?: Scheduler;
  /** How a downloaded CSV is saved (default: a Blob and a temporary `<a download>`). */
  saveFile?: SaveFile;
}

export interface InitOptions {
  /** Open the first result once it arrives (false when the page was opened from a shared link). */
  openFirst?: boolean;
}

type FirstResultListener = (company: CompanyRef, row: ResultRow) => void;

const perList = <T>(make: () => T): Record<ListCode, T> =>
  Object.fromEntries(LIST_CODES.map((code) => [code, make()])) as Record<ListCode, T>;
const emptySelections = (): Record<ListCode, OptionValue[]> => perList(() => []);
const emptyOptions = (): Record<ListCode, FacetOption[]> => perList(() => []);
/** Every slider at its limits (the full scale: not chosen). */
const sliderLimits = (): Record<SliderCode, NumericRange> =>
  Object.fromEntries(SLIDER_CODES.map((code) => [code, SLIDER_CRITERIA[code].limits])) as Record<
    SliderCode,
    NumericRange
  >;
const noFlags = (): Record<FlagCode, boolean> =>
  Object.fromEntries(FLAG_CODES.map((code) => [code, false])) as Record<FlagCode, boolean>;

const floorTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.floor(value * factor + 1e-9) / factor;
};
const ceilTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.ceil(value * factor - 1e-9) / factor;
};
const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
const clamp = (value: number, range: NumericRange): number => Math.min(range.max, Math.max(range.min, value));

/**
 * Server min/max of a range criterion widened to `decimals` places (min down, max up, so every company
 * stays inside) and kept within the criterion's limits; the default where the server has no data.
 */
export function boundsOf(answer: RangeOption, limits: NumericRange, decimals: number): NumericRange {
  if (
    answer.min === null ||
    answer.max === null ||
    !Number.isFinite(answer.min) ||
    !Number.isFinite(answer.max)
  )
    return limits;
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

/** The risk column's cycle is desc, asc, none; other columns asc, desc, none. */
export function nextSort(current: ScreenSort | null, field: SortField): ScreenSort | null {
  const first: SortDirection = field === 'final_score' ? 'desc' : 'asc';
  const second: SortDirection = first === 'desc' ? 'asc' : 'desc';
  if (current?.field !== field) return { field, dir: first };
  return current.dir === first ? { field, dir: second } : null;
}

class Channel {
  #sequence = 0;
  #controller: AbortController | undefined;

  /** Starts a call, cancelling the previous one of this channel; `isCurrent` tells whether it is still the latest. */
  start(): { signal: AbortSignal; isCurrent: () => boolean } {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const sequence = ++this.#sequence;
    return { signal: controller.signal, isCurrent: () => sequence === this.#sequence };
  }

  cancel(): void {
    this.#controller?.abort();
    this.#controller = undefined;
    this.#sequence += 1;
  }
}

/**
 * The screening side of the dashboard (spec sections 2 and 4): the criteria and their order list, the
 * dependent option lists with counts, the results grid with paging and sorting, the keyword search and
 * the CSV download.
 *
 * A changed criterion is appended to the order list (or keeps its place); emptying it, or returning a
 * slider to its full range, removes it. 500 ms after the last change the options of the criteria not in
 * the order list, the counts and the first page of results reload. Older answers are cancelled and ignored.
 */
export class ScreenStore {
  /** The chosen criteria in the order chosen. */
  order: CriterionCode[] = [];
  selections: Record<ListCode, OptionValue[]> = emptySelections();
  options: Record<ListCode, FacetOption[]> = emptyOptions();
  /** Years with data, newest first. */
  years: number[] = [];
  year: number | undefined = undefined;
  /** Each slider's scale (the server's available min and max) and its chosen range. */
  sliderBounds: Record<SliderCode, NumericRange> = sliderLimits();
  sliders: Record<SliderCode, NumericRange> = sliderLimits();
  /** The yes/no criteria (the M-score flag): true keeps only the flagged companies. */
  flags: Record<FlagCode, boolean> = noFlags();
  /** What the market cap inputs show ($ millions). */
  marketCapMinText = '';
  marketCapMaxText = '';
  /** The market cap bounds in the filter: the inputs as last valid. */
  appliedMarketCap: { min: number | undefined; max: number | undefined } = { min: undefined, max: undefined };

  counts: FilterCount | undefined = undefined;
  rows: ResultRow[] = [];
  total = 0;
  /** The year the server screened (its latest when none was asked). */
  resultYear: number | null = null;
  pageIndex = 0;
  pageSize: number = DEFAULT_PAGE_SIZE;
  sort: ScreenSort | null = DEFAULT_SORT;

  initializing = false;
  initialized = false;
  /** The exchange countries or years could not be loaded (the client has shown why). */
  initFailed = false;
  /** A reload is waiting for the debounce. */
  applyPending = false;
  loadingResults = false;
  loadingCounts = false;
  loadingOptions: CriterionCode[] = [];
  downloading = false;
  /** A filter answer said some exchange countries are not permitted and were dropped. */
  restrictAccess = false;
  /** Show the restricted-access dialog. */
  restrictedNotice = false;
  /** 'No Exchange country Data Found' or 'No Year Data Found' (spec section 8). */
  dataMessage: string | undefined = undefined;

  searchKeyword = '';
  searchHits: SearchHit[] = [];
  searchTotal = 0;
  searching = false;
  /** The keyword the hits are for ('' before any search). */
  searchedKeyword = '';

  /** Called with the first row of the first results after init({openFirst: true}); set by the page. */
  onFirstResult: FirstResultListener | undefined = undefined;

  readonly #api: ScreenApi;
  readonly #debounceMs: number;
  readonly #scheduler: Scheduler;
  readonly #saveFile: SaveFile;
  #applyTimer: unknown = undefined;
  #searchTimer: unknown = undefined;
  #firstResultPending = false;
  /** Ranges whose slider scale is refreshed once after a replay, although they are chosen. */
  #replayedRanges = new Set<SliderCode>();
  #baseExchanges: FacetOption[] = [];
  #baseYears: number[] = [];
  /** Labels of every option seen, so chosen values keep their names when their list changes. */
  readonly #labels = new Map<string, string>();
  readonly #results = new Channel();
  readonly #counts = new Channel();
  readonly #search = new Channel();
  readonly #optionChannels = new Map<CriterionCode, Channel>();

  constructor(api: ScreenApi, options: ScreenStoreOptions = {}) {
    this.#api = api;
    this.#debounceMs = options.debounceMs ?? SCREEN_DEBOUNCE_MS;
    this.#scheduler = options.scheduler ?? browserScheduler;
    this.#saveFile = options.saveFile ?? saveTextFile;
    makeAutoObservable(
      this,
      {
        selections: observableRef,
        options: observableRef,
        years: observableRef,
        sliderBounds: observableRef,
        sliders: observableRef,
        flags: observableRef,
        appliedMarketCap: observableRef,
        counts: observableRef,
        rows: observableRef,
        sort: observableRef,
        order: observableRef,
        loadingOptions: observableRef,
        searchHits: observableRef,
        onFirstResult: false,
      },
      { autoBind: true },
    );
  }

  // ---- Derived state -------------------------------------------------------------------------------

  get riskScore(): NumericRange {
    return this.sliders.RS;
  }
  get riskScoreBounds(): NumericRange {
    return this.sliderBounds.RS;
  }
  get oneYearChange(): NumericRange {
    return this.sliders.OYC;
  }
  get oneYearChangeBounds(): NumericRange {
    return this.sliderBounds.OYC;
  }

  /** The latest year with data: the year a cleared filter screens. */
  get defaultYear(): number | undefined {
    return this.years.length === 0 ? undefined : Math.max(...this.years);
  }

  /** A filter needs at least one exchange country (spec section 5). */
  get canApply(): boolean {
    return this.selections.EXC.length > 0;
  }

  /** 'Exchange country is required' once the exchanges are known and none is selected. */
  get exchangeError(): string | undefined {
    if (!this.initialized || this.initFailed || this.dataMessage !== undefined || this.canApply)
      return undefined;
    return message('EXCHANGE_COUNTRY_REQUIRED');
  }

  /** 'Min Market Cap should be smaller than Max Market Cap' while the inputs say so (not applied). */
  get marketCapError(): string | undefined {
    const min = parseMarketCap(this.marketCapMinText);
    const max = parseMarketCap(this.marketCapMaxText);
    return min !== undefined && max !== undefined && min >= max
      ? message('MARKET_CAP_RANGE_INVALID')
      : undefined;
  }

  get loading(): boolean {
    return this.initializing || this.loadingResults || this.applyPending;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** Too many hits for one answer: the first SEARCH_MAX_RESULT are shown with a notice. */
  get searchTooMany(): boolean {
    return this.searchTotal > this.searchHits.length && this.searchHits.length > 0;
  }

  /** The search notice of spec section 8, if any. */
  get searchMessage(): string | undefined {
    if (this.searchedKeyword === '' || this.searching) return undefined;
    if (this.searchHits.length === 0) return message('NO_SEARCH_RESULTS');
    return this.searchTooMany ? message('TOO_MANY_RESULTS') : undefined;
  }

  isChosen(code: CriterionCode): boolean {
    return this.order.includes(code);
  }

  /** The count of filterCount for a criterion: companies matching every other chosen criterion. */
  countOf(code: CriterionCode): number | undefined {
    if (code === 'YEAR') return this.counts?.total;
    const field = countFieldOf(code);
    const value = field === undefined ? undefined : this.counts?.[field];
    return typeof value === 'number' ? value : undefined;
  }

  isLoadingOptions(code: CriterionCode): boolean {
    return this.loadingOptions.includes(code);
  }

  /** The chosen options of a multi-select, with labels (and counts where the current list has them). */
  selectedOptions(code: ListCode): FacetOption[] {
    return this.selections[code].map(
      (value) =>
        this.options[code].find((option) => option.value === value) ?? {
          value,
          label: this.#labels.get(`${code}:${String(value)}`) ?? String(value),
          count: undefined,
        },
    );
  }

  /** The criteria as the server takes them, with the order list and the sort (no paging). */
  toFilterBody(): FilterBody {
    const body: FilterBody = { order: [...this.order] };
    const lists = body as Partial<Record<ListField, Array<number | string>>>;
    for (const code of LIST_CODES) {
      const { field, values: kind } = LIST_CRITERIA[code];
      const values = this.selections[code];
      if (values.length > 0) lists[field] = kind === 'ids' ? values.map(Number) : values.map(String);
    }
    if (body.rating !== undefined) {
      body.rating = body.rating.filter((rating): rating is RatingValue =>
        RATINGS.some((known) => known === rating),
      );
    }
    const bounds = body as Partial<Record<keyof FilterBody, number>>;
    for (const code of SLIDER_CODES) {
      if (!this.isChosen(code)) continue;
      bounds[SLIDER_CRITERIA[code].min] = this.sliders[code].min;
      bounds[SLIDER_CRITERIA[code].max] = this.sliders[code].max;
    }
    const flags = body as Partial<Record<keyof FilterBody, boolean>>;
    for (const code of FLAG_CODES) if (this.isChosen(code)) flags[FLAG_CRITERIA[code].field] = true;
    if (this.isChosen('MCD')) {
      if (this.appliedMarketCap.min !== undefined) body.minMarketCapDecile = this.appliedMarketCap.min;
      if (this.appliedMarketCap.max !== undefined) body.maxMarketCapDecile = this.appliedMarketCap.max;
    }
    if (this.year !== undefined) body.year = this.year;
    if (this.sort !== null) body.filterOrders = [{ field: this.sort.field, dir: this.sort.dir }];
    return body;
  }

  // ---- Start and clear ------------------------------------------------------------------------------

  /**
   * Loads the exchange countries and years (under no criterion), selects every exchange and the latest
   * year, then applies: options, counts and results. The first result is handed to onFirstResult unless
   * openFirst is false.
   */
  async init(options: InitOptions = {}): Promise<void> {
    this.cancelPendingApply();
    this.#firstResultPending = options.openFirst ?? true;
    this.initializing = true;
    this.initFailed = false;
    this.dataMessage = undefined;
    const base: FilterBody = { order: [] };
    try {
      const [exchanges, years] = await Promise.all([
        LIST_CRITERIA.EXC.load(this.#api, base, new AbortController().signal),
        this.#api.years(base),
      ]);
      const sortedYears = years.map((option) => option.year).sort((a, b) => b - a);
      runInAction(() => {
        this.#baseExchanges = exchanges;
        this.#baseYears = sortedYears;
        this.rememberLabels('EXC', exchanges);
        this.options = { ...this.options, EXC: exchanges };
        this.years = sortedYears;
      });
      if (exchanges.length === 0 || sortedYears.length === 0) {
        runInAction(() => {
          this.dataMessage = message(exchanges.length === 0 ? 'NO_EXCHANGE_COUNTRY_DATA' : 'NO_YEAR_DATA');
          this.#firstResultPending = false;
          this.clearResults();
        });
        return;
      }
      runInAction(() => {
        this.resetCriteria();
      });
      this.applyNow();
    } catch {
      // The client has shown the error; the sidebar stays empty.
      runInAction(() => {
        this.#firstResultPending = false;
        this.initFailed = true;
      });
    } finally {
      runInAction(() => {
        this.initializing = false;
        this.initialized = true;
      });
    }
  }

  /** Back to an exchange-only order: every available exchange country, the latest year, nothing else. */
  clearFilter(): void {
    if (this.#baseExchanges.length === 0) return;
    this.cancelPendingApply();
    this.options = { ...emptyOptions(), EXC: this.#baseExchanges };
    this.years = this.#baseYears;
    this.resetCriteria();
    this.applyNow();
  }

  /**
   * Applies a whole filter body at once (a shared view or a saved filter): its criteria in their stored
   * order, its ranges, market cap, year and sort. Every option list is loaded under it once, so the chosen
   * values get their labels. The exchange countries the server no longer permits are dropped by it and
   * answer restrictAccess, which raises the restricted notice.
   */
  applyFilterBody(body: FilterBody): void {
    this.cancelPendingApply();
    this.#firstResultPending = false;
    const list = <T extends OptionValue>(values: readonly T[] | undefined): OptionValue[] => [
      ...new Set(values ?? []),
    ];
    const selections = emptySelections();
    for (const code of LIST_CODES)
      selections[code] = list(body[LIST_CRITERIA[code].field] as OptionValue[] | undefined);
    this.selections = selections;
    this.year = body.year ?? this.defaultYear;
    const fields = body as Partial<Record<keyof FilterBody, unknown>>;
    const boundOf = (field: keyof FilterBody): number | undefined =>
      typeof fields[field] === 'number' ? fields[field] : undefined;
    const hasRange = {} as Record<SliderCode, boolean>;
    const sliders = { ...this.sliders };
    for (const code of SLIDER_CODES) {
      const { min, max, limits } = SLIDER_CRITERIA[code];
      const [low, high] = [boundOf(min), boundOf(max)];
      hasRange[code] = low !== undefined || high !== undefined;
      sliders[code] = hasRange[code]
        ? { min: low ?? limits.min, max: high ?? limits.max }
        : this.sliderBounds[code];
    }
    this.sliders = sliders;
    const flags = noFlags();
    for (const code of FLAG_CODES) flags[code] = fields[FLAG_CRITERIA[code].field] === true;
    this.flags = flags;
    this.marketCapMinText = body.minMarketCapDecile === undefined ? '' : String(body.minMarketCapDecile);
    this.marketCapMaxText = body.maxMarketCapDecile === undefined ? '' : String(body.maxMarketCapDecile);
    this.appliedMarketCap = { min: body.minMarketCapDecile, max: body.maxMarketCapDecile };
    const active: Record<CriterionCode, boolean> = {
      ...(Object.fromEntries(LIST_CODES.map((code) => [code, this.selections[code].length > 0])) as Record<
        ListCode,
        boolean
      >),
      ...hasRange,
      ...flags,
      MCD: body.minMarketCapDecile !== undefined || body.maxMarketCapDecile !== undefined,
      YEAR: body.year !== undefined && body.year !== this.defaultYear,
    };
    const stored = (body.order ?? []).filter(
      (code, index, all) => active[code] && all.indexOf(code) === index,
    );
    const missing = (Object.keys(active) as CriterionCode[]).filter(
      (code) => active[code] && !stored.includes(code),
    );
    this.order = [...stored, ...missing];
    const sort = body.filterOrders?.[0];
    this.sort =
      sort?.field !== undefined && sort.dir !== undefined
        ? { field: sort.field, dir: sort.dir }
        : DEFAULT_SORT;
    this.pageIndex = 0;
    if (!this.canApply) {
      this.cancelLoads();
      this.clearResults();
      return;
    }
    const applied = this.toFilterBody();
    this.#replayedRanges = new Set(SLIDER_CODES);
    for (const code of RELOADABLE_CODES) void this.loadOptions(code, applied);
    void this.loadCounts(applied);
    void this.loadResults(true);
  }

  private resetCriteria(): void {
    this.selections = { ...emptySelections(), EXC: this.#baseExchanges.map((option) => option.value) };
    this.year = this.defaultYear;
    this.sliderBounds = sliderLimits();
    this.sliders = sliderLimits();
    this.flags = noFlags();
    this.marketCapMinText = '';
    this.marketCapMaxText = '';
    this.appliedMarketCap = { min: undefined, max: undefined };
    this.order = this.selections.EXC.length > 0 ? ['EXC'] : [];
  }

  // ---- Changing criteria ----------------------------------------------------------------------------

  setSelection(code: ListCode, values: readonly OptionValue[]): void {
    const unique = [...new Set(values)];
    this.selections = { ...this.selections, [code]: unique };
    this.markChosen(code, unique.length > 0);
    this.scheduleApply();
  }

  /** The latest year is the default: choosing it takes YEAR out of the order list. */
  setYear(year: number): void {
    if (year === this.year) return;
    this.year = year;
    this.markChosen('YEAR', year !== this.defaultYear);
    this.scheduleApply();
  }

  /**
   * A slider's range, rounded to its precision (2 decimals; whole percents for the 1-year change) within
   * the server's range; the full range takes the criterion out of the order list.
   */
  setRange(code: SliderCode, range: NumericRange): void {
    const next = this.rangeWithin(range, this.sliderBounds[code], SLIDER_CRITERIA[code].decimals);
    const current = this.sliders[code];
    if (next.min === current.min && next.max === current.max) return;
    this.sliders = { ...this.sliders, [code]: next };
    this.markChosen(code, !this.isFullRange(next, this.sliderBounds[code]));
    this.scheduleApply();
  }

  setRiskScore(range: NumericRange): void {
    this.setRange('RS', range);
  }

  setOneYearChange(range: NumericRange): void {
    this.setRange('OYC', range);
  }

  /** A yes/no criterion (the M-score flag): on appends it to the order list, off takes it out. */
  setFlag(code: FlagCode, on: boolean): void {
    if (this.flags[code] === on) return;
    this.flags = { ...this.flags, [code]: on };
    this.markChosen(code, on);
    this.scheduleApply();
  }

  /** Accepts digits and a point up to MARKET_CAP_MAX (anything else is refused: false). */
  setMarketCapMin(text: string): boolean {
    if (!isMarketCapText(text)) return false;
    this.marketCapMinText = text;
    this.applyMarketCap();
    return true;
  }

  setMarketCapMax(text: string): boolean {
    if (!isMarketCapText(text)) return false;
    this.marketCapMaxText = text;
    this.applyMarketCap();
    return true;
  }

  /** An invalid pair (min not below max) shows the message and changes nothing in the filter. */
  private applyMarketCap(): void {
    if (this.marketCapError !== undefined) return;
    const min = parseMarketCap(this.marketCapMinText);
    const max = parseMarketCap(this.marketCapMaxText);
    if (min === this.appliedMarketCap.min && max === this.appliedMarketCap.max) return;
    this.appliedMarketCap = { min, max };
    this.markChosen('MCD', min !== undefined || max !== undefined);
    this.scheduleApply();
  }

  private rangeWithin(range: NumericRange, bounds: NumericRange, decimals: number): NumericRange {
    const a = clamp(roundTo(range.min, decimals), bounds);
    const b = clamp(roundTo(range.max, decimals), bounds);
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }

  private isFullRange(range: NumericRange, bounds: NumericRange): boolean {
    return range.min <= bounds.min && range.max >= bounds.max;
  }

  /** Appends a newly chosen criterion, keeps a changed one in place, removes an emptied one. */
  private markChosen(code: CriterionCode, chosen: boolean): void {
    const present = this.order.includes(code);
    if (chosen && !present) this.order = [...this.order, code];
    if (!chosen && present) this.order = this.order.filter((other) => other !== code);
  }

  // ---- Loading --------------------------------------------------------------------------------------

  /** Reloads after the debounce; every further change restarts the wait. */
  scheduleApply(): void {
    if (this.#applyTimer !== undefined) this.#scheduler.clearTimeout(this.#applyTimer);
    this.applyPending = true;
    this.#applyTimer = this.#scheduler.setTimeout(() => {
      this.#applyTimer = undefined;
      this.applyNow();
    }, this.#debounceMs);
  }

  private cancelPendingApply(): void {
    if (this.#applyTimer !== undefined) this.#scheduler.clearTimeout(this.#applyTimer);
    this.#applyTimer = undefined;
    this.applyPending = false;
  }

  /**
   * Reloads now: the options of the criteria not in the order list, the counts, and the first page of
   * results. Without an exchange country nothing is asked and the results are empty.
   */
  applyNow(): void {
    this.cancelPendingApply();
    this.pageIndex = 0;
    if (!this.canApply) {
      this.cancelLoads();
      this.clearResults();
      return;
    }
    const body = this.toFilterBody();
    for (const code of RELOADABLE_CODES) {
      if (!this.order.includes(code)) void this.loadOptions(code, body);
    }
    void this.loadCounts(body);
    void this.loadResults(true);
  }

  setPage(pageIndex: number): void {
    const next = Math.max(0, Math.min(Math.floor(pageIndex), this.pageCount - 1));
    if (next === this.pageIndex) return;
    this.pageIndex = next;
    if (this.canApply) void this.loadResults(false);
  }

  setPageSize(pageSize: number): void {
    if (!PAGE_SIZES.some((size) => size === pageSize) || pageSize === this.pageSize) return;
    this.pageSize = pageSize;
    this.pageIndex = 0;
    if (this.canApply) void this.loadResults(false);
  }

  /** A click on a column header: the risk column cycles desc, asc, none; others asc, desc, none. */
  toggleSort(field: SortField): void {
    this.sort = nextSort(this.sort, field);
    this.pageIndex = 0;
    if (this.canApply) void this.loadResults(false);
  }

  dismissRestricted(): void {
    this.restrictedNotice = false;
  }

  private clearResults(): void {
    this.rows = [];
    this.total = 0;
    this.counts = undefined;
    this.pageIndex = 0;
  }

  private cancelLoads(): void {
    this.#results.cancel();
    this.#counts.cancel();
    for (const channel of this.#optionChannels.values()) channel.cancel();
    this.loadingResults = false;
    this.loadingCounts = false;
    this.loadingOptions = [];
  }

  private async loadResults(fromCriteria: boolean): Promise<void> {
    const call = this.#results.start();
    const body: FilterBody = {
      ...this.toFilterBody(),
      pageSkip: this.pageIndex * this.pageSize,
      pageTake: this.pageSize,
    };
    this.loadingResults = true;
    try {
      const answer = await this.#api.filter(body, call.signal);
      if (!call.isCurrent()) return;
      runInAction(() => {
        this.rows = answer.data;
        this.total = answer.total;
        this.resultYear = answer.year;
        this.restrictAccess = answer.restrictAccess;
        if (answer.restrictAccess && fromCriteria) this.restrictedNotice = true;
      });
      const first = answer.data[0];
      if (this.#firstResultPending) {
        this.#firstResultPending = false;
        if (first !== undefined) this.onFirstResult?.(companyOfRow(first), first);
      }
    } catch {
      // Cancelled, or already shown by the client's notification.
    } finally {
      if (call.isCurrent()) runInAction(() => (this.loadingResults = false));
    }
  }

  private async loadCounts(body: FilterBody): Promise<void> {
    const call = this.#counts.start();
    this.loadingCounts = true;
    try {
      const counts = await this.#api.filterCount(body, call.signal);
      if (call.isCurrent()) runInAction(() => (this.counts = counts));
    } catch {
      // Cancelled, or already shown by the client's notification.
    } finally {
      if (call.isCurrent()) runInAction(() => (this.loadingCounts = false));
    }
  }

  private channelOf(code: CriterionCode): Channel {
    let channel = this.#optionChannels.get(code);
    if (channel === undefined) {
      channel = new Channel();
      this.#optionChannels.set(code, channel);
    }
    return channel;
  }

  private async loadOptions(code: CriterionCode, body: FilterBody): Promise<void> {
    const call = this.channelOf(code).start();
    this.setOptionsLoading(code, true);
    try {
      if (isSliderCode(code)) {
        const answer = await this.#api.range(RANGE_CRITERIA[code].facet, body, call.signal);
        if (call.isCurrent()) runInAction(() => this.receiveRange(code, answer));
      } else if (code === 'YEAR') {
        const answer = await this.#api.years(body, call.signal);
        if (call.isCurrent()) runInAction(() => this.receiveYears(answer.map((option) => option.year)));
      } else if (isListCode(code)) {
        const options = await LIST_CRITERIA[code].load(this.#api, body, call.signal);
        if (call.isCurrent()) {
          runInAction(() => {
            this.rememberLabels(code, options);
            this.options = { ...this.options, [code]: options };
          });
        }
      }
    } catch {
      // Cancelled, or already shown by the client's notification.
    } finally {
      if (call.isCurrent()) runInAction(() => this.setOptionsLoading(code, false));
    }
  }

  private setOptionsLoading(code: CriterionCode, loading: boolean): void {
    const others = this.loadingOptions.filter((other) => other !== code);
    this.loadingOptions = loading ? [...others, code] : others;
  }

  /** New server bounds; a slider not chosen follows them (it spans the full range). */
  private receiveRange(code: SliderCode, answer: RangeOption): void {
    const { limits, decimals } = SLIDER_CRITERIA[code];
    const bounds = boundsOf(answer, limits, decimals);
    if (this.order.includes(code)) {
      // A replayed range (shared view, saved filter) keeps its values; its slider gets the server's scale.
      if (!this.#replayedRanges.delete(code)) return;
      const chosen = this.sliders[code];
      this.sliderBounds = {
        ...this.sliderBounds,
        [code]: { min: Math.min(bounds.min, chosen.min), max: Math.max(bounds.max, chosen.max) },
      };
      return;
    }
    this.sliderBounds = { ...this.sliderBounds, [code]: bounds };
    this.sliders = { ...this.sliders, [code]: bounds };
  }

  /** New years; a year not chosen follows the latest one (and the results follow it). */
  private receiveYears(years: number[]): void {
    if (years.length === 0) return;
    this.years = [...years].sort((a, b) => b - a);
    if (this.order.includes('YEAR') || this.year === this.defaultYear) return;
    this.year = this.defaultYear;
    this.scheduleApply();
  }

  private rememberLabels(code: ListCode, options: readonly FacetOption[]): void {
    for (const option of options) this.#labels.set(`${code}:${String(option.value)}`, option.label);
  }

  // ---- Search ---------------------------------------------------------------------------------------

  /** The search field's text (at most 255 characters); the search runs after the debounce. */
  setSearchKeyword(text: string): void {
    this.searchKeyword = text.slice(0, SEARCH_MAX_LENGTH);
    if (this.#searchTimer !== undefined) this.#scheduler.clearTimeout(this.#searchTimer);
    this.#searchTimer = undefined;
    if (this.searchKeyword.trim() === '') {
      this.clearSearch();
      return;
    }
    this.#searchTimer = this.#scheduler.setTimeout(() => {
      this.#searchTimer = undefined;
      void this.search(this.searchKeyword);
    }, this.#debounceMs);
  }

  /** Searches names, ISINs and tickers: the keyword is trimmed and uppercased, and needs 1 character. */
  async search(keyword: string = this.searchKeyword): Promise<void> {
    if (this.#searchTimer !== undefined) this.#scheduler.clearTimeout(this.#searchTimer);
    this.#searchTimer = undefined;
    const keywords = keyword.trim().toUpperCase().slice(0, SEARCH_MAX_LENGTH);
    if (keywords === '') {
      this.clearSearch();
      return;
    }
    const call = this.#search.start();
    this.searching = true;
    try {
      const answer = await this.#api.search(
        { keywords, maxResult: SEARCH_MAX_RESULT, index: 0 },
        call.signal,
      );
      if (!call.isCurrent()) return;
      runInAction(() => {
        this.searchHits = answer.data;
        this.searchTotal = answer.total;
        this.searchedKeyword = keywords;
      });
    } catch {
      // Cancelled, or already shown by the client's notification.
    } finally {
      if (call.isCurrent()) runInAction(() => (this.searching = false));
    }
  }

  clearSearch(): void {
    this.#search.cancel();
    if (this.#searchTimer !== undefined) this.#scheduler.clearTimeout(this.#searchTimer);
    this.#searchTimer = undefined;
    this.searchHits = [];
    this.searchTotal = 0;
    this.searchedKeyword = '';
    this.searching = false;
  }

  // ---- Download -------------------------------------------------------------------------------------

  /** Downloads the results under the current criteria and sort as CSV and saves it; false on failure. */
  async downloadCsv(fileName: string): Promise<boolean> {
    const name = normaliseCsvFileName(fileName);
    if (name === '' || !this.canApply) return false;
    this.downloading = true;
    try {
      const text = await this.#api.download(this.toFilterBody());
      this.#saveFile(typeof text === 'string' ? text : '', name, 'text/csv;charset=utf-8');
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  /** Stops the timers and cancels the calls in flight. */
  dispose(): void {
    this.cancelPendingApply();
    this.clearSearch();
    this.cancelLoads();
  }
}
