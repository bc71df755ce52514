import { makeAutoObservable, runInAction } from 'mobx';

import type {
  CriterionCode,
  FilterBody,
  FilterCount,
  ResultRow,
  ScreenApi,
  SearchHit,
  SortField,
} from '../../../api/screen-api';
import { message } from '../../../shared/messages';
import { companyOfRow, type CompanyRef } from './company-ref';
import { CriteriaState } from './criteria-state';
import { FacetOptions } from './facet-options';
import { browserScheduler, type Scheduler } from '../../../shared/async/channel';
import { ResultsPage, type ScreenSort } from './results-page';
import { normaliseCsvFileName, saveTextFile, type SaveFile } from './save-file';
import {
  LIST_CRITERIA,
  RELOADABLE_CODES,
  type FacetOption,
  type FlagCode,
  type ListCode,
  type NumericRange,
  type OptionValue,
  type SliderCode,
} from './screen-criteria';
import { SearchState } from './search-state';

export type { Scheduler } from '../../../shared/async/channel';
export { DEFAULT_PAGE_SIZE, DEFAULT_SORT, nextSort, PAGE_SIZES, type ScreenSort } from './results-page';
export {
  boundsOf,
  FLAG_CODES,
  F_SCORE_DEFAULT,
  isMarketCapText,
  LIST_CODES,
  MARKET_CAP_MAX,
  M_SCORE_DEFAULT,
  ONE_YEAR_CHANGE_DEFAULT,
  parseMarketCap,
  RELOADABLE_CODES,
  RISK_SCORE_DEFAULT,
  SLIDER_CODES,
  type FacetOption,
  type FlagCode,
  type ListCode,
  type NumericRange,
  type OptionValue,
  type SliderCode,
} from './screen-criteria';
export { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULT } from './search-state';

/** Debounce of the reload after a criterion changes (spec section 9). */
export const SCREEN_DEBOUNCE_MS = 500;

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

/**
 * The screening side of the dashboard (spec sections 2 and 4), a façade over its parts: the criteria
 * and their order list (`CriteriaState`), the dependent option lists with counts (`FacetOptions`), the
 * results grid with paging and sorting (`ResultsPage`) and the keyword search (`SearchState`). It owns
 * the start, the debounced reload and the CSV download.
 *
 * 500 ms after the last change of a criterion the options of the criteria not in the order list, the
 * counts and the first page of results reload. Older answers are cancelled and ignored.
 */
export class ScreenStore {
  readonly criteria = new CriteriaState();
  readonly facets: FacetOptions;
  readonly results: ResultsPage;
  readonly searchState: SearchState;

  initializing = false;
  initialized = false;
  /** The exchange countries or years could not be loaded (the client has shown why). */
  initFailed = false;
  /** A reload is waiting for the debounce. */
  applyPending = false;
  downloading = false;
  /** 'No Exchange country Data Found' or 'No Year Data Found' (spec section 8). */
  dataMessage: string | undefined = undefined;

  /** Called with the first row of the first results after init({openFirst: true}); set by the page. */
  onFirstResult: FirstResultListener | undefined = undefined;

  readonly #api: ScreenApi;
  readonly #debounceMs: number;
  readonly #scheduler: Scheduler;
  readonly #saveFile: SaveFile;
  #applyTimer: unknown = undefined;
  #baseExchanges: FacetOption[] = [];
  #baseYears: number[] = [];

  constructor(api: ScreenApi, options: ScreenStoreOptions = {}) {
    this.#api = api;
    this.#debounceMs = options.debounceMs ?? SCREEN_DEBOUNCE_MS;
    this.#scheduler = options.scheduler ?? browserScheduler;
    this.#saveFile = options.saveFile ?? saveTextFile;
    this.facets = new FacetOptions(api, {
      receiveRange: (code, answer) => this.criteria.receiveRange(code, answer),
      receiveYears: (years) => {
        if (this.criteria.receiveYears(years)) this.scheduleApply();
      },
    });
    this.results = new ResultsPage(api, {
      filterBody: () => this.toFilterBody(),
      canLoad: () => this.canApply,
      onFirst: (row) => this.onFirstResult?.(companyOfRow(row), row),
    });
    this.searchState = new SearchState(api, this.#scheduler, this.#debounceMs);
    makeAutoObservable(
      this,
      { criteria: false, facets: false, results: false, searchState: false, onFirstResult: false },
      { autoBind: true },
    );
  }

  // ---- The parts' state, as the components read it -------------------------------------------------

  /** The chosen criteria in the order chosen. */
  get order(): CriterionCode[] {
    return this.criteria.order;
  }
  get selections(): Record<ListCode, OptionValue[]> {
    return this.criteria.selections;
  }
  get options(): Record<ListCode, FacetOption[]> {
    return this.facets.options;
  }
  /** Years with data, newest first. */
  get years(): number[] {
    return this.criteria.years;
  }
  get year(): number | undefined {
    return this.criteria.year;
  }
  /** Each slider's scale (the server's available min and max) and its chosen range. */
  get sliderBounds(): Record<SliderCode, NumericRange> {
    return this.criteria.sliderBounds;
  }
  get sliders(): Record<SliderCode, NumericRange> {
    return this.criteria.sliders;
  }
  /** The yes/no criteria (the M-score flag): true keeps only the flagged companies. */
  get flags(): Record<FlagCode, boolean> {
    return this.criteria.flags;
  }
  /** What the market cap inputs show ($ millions). */
  get marketCapMinText(): string {
    return this.criteria.marketCapMinText;
  }
  get marketCapMaxText(): string {
    return this.criteria.marketCapMaxText;
  }
  /** The market cap bounds in the filter: the inputs as last valid. */
  get appliedMarketCap(): { min: number | undefined; max: number | undefined } {
    return this.criteria.appliedMarketCap;
  }
  get counts(): FilterCount | undefined {
    return this.facets.counts;
  }
  get loadingCounts(): boolean {
    return this.facets.loadingCounts;
  }
  get loadingOptions(): CriterionCode[] {
    return this.facets.loadingOptions;
  }
  get rows(): ResultRow[] {
    return this.results.rows;
  }
  get total(): number {
    return this.results.total;
  }
  /** The year the server screened (its latest when none was asked). */
  get resultYear(): number | null {
    return this.results.resultYear;
  }
  get pageIndex(): number {
    return this.results.pageIndex;
  }
  get pageSize(): number {
    return this.results.pageSize;
  }
  get sort(): ScreenSort | null {
    return this.results.sort;
  }
  get loadingResults(): boolean {
    return this.results.loadingResults;
  }
  /** A filter answer said some exchange countries are not permitted and were dropped. */
  get restrictAccess(): boolean {
    return this.results.restrictAccess;
  }
  /** Show the restricted-access dialog. */
  get restrictedNotice(): boolean {
    return this.results.restrictedNotice;
  }
  get searchKeyword(): string {
    return this.searchState.keyword;
  }
  get searchHits(): SearchHit[] {
    return this.searchState.hits;
  }
  get searchTotal(): number {
    return this.searchState.total;
  }
  get searching(): boolean {
    return this.searchState.searching;
  }
  /** The keyword the hits are for ('' before any search). */
  get searchedKeyword(): string {
    return this.searchState.searchedKeyword;
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
    return this.criteria.defaultYear;
  }

  /** A filter needs at least one exchange country (spec section 5). */
  get canApply(): boolean {
    return this.criteria.canApply;
  }

  /** 'Exchange country is required' once the exchanges are known and none is selected. */
  get exchangeError(): string | undefined {
    if (!this.initialized || this.initFailed || this.dataMessage !== undefined || this.canApply)
      return undefined;
    return message('EXCHANGE_COUNTRY_REQUIRED');
  }

  /** 'Min Market Cap should be smaller than Max Market Cap' while the inputs say so (not applied). */
  get marketCapError(): string | undefined {
    return this.criteria.marketCapError;
  }

  get loading(): boolean {
    return this.initializing || this.loadingResults || this.applyPending;
  }

  get pageCount(): number {
    return this.results.pageCount;
  }

  /** Too many hits for one answer: the first SEARCH_MAX_RESULT are shown with a notice. */
  get searchTooMany(): boolean {
    return this.searchState.tooMany;
  }

  /** The search notice of spec section 8, if any. */
  get searchMessage(): string | undefined {
    return this.searchState.notice;
  }

  isChosen(code: CriterionCode): boolean {
    return this.criteria.isChosen(code);
  }

  /** The count of filterCount for a criterion: companies matching every other chosen criterion. */
  countOf(code: CriterionCode): number | undefined {
    return this.facets.countOf(code);
  }

  isLoadingOptions(code: CriterionCode): boolean {
    return this.facets.isLoading(code);
  }

  /** The chosen options of a multi-select, with labels (and counts where the current list has them). */
  selectedOptions(code: ListCode): FacetOption[] {
    return this.facets.optionsOf(code, this.selections[code]);
  }

  /** The criteria as the server takes them, with the order list and the sort (no paging). */
  toFilterBody(): FilterBody {
    const body = this.criteria.toFilterBody();
    const filterOrders = this.results.filterOrders();
    if (filterOrders !== undefined) body.filterOrders = filterOrders;
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
    this.results.expectFirst(options.openFirst ?? true);
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
        this.facets.show('EXC', exchanges);
        this.criteria.setYears(sortedYears);
      });
      if (exchanges.length === 0 || sortedYears.length === 0) {
        runInAction(() => {
          this.dataMessage = message(exchanges.length === 0 ? 'NO_EXCHANGE_COUNTRY_DATA' : 'NO_YEAR_DATA');
          this.results.expectFirst(false);
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
        this.results.expectFirst(false);
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
    this.facets.reset(this.#baseExchanges);
    this.criteria.setYears(this.#baseYears);
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
    this.results.expectFirst(false);
    this.criteria.replay(body);
    this.results.replaySort(body.filterOrders);
    this.results.firstPage();
    if (!this.canApply) {
      this.cancelLoads();
      this.clearResults();
      return;
    }
    const applied = this.toFilterBody();
    this.criteria.rescaleSlidersOnce();
    for (const code of RELOADABLE_CODES) void this.facets.load(code, applied);
    void this.facets.loadCounts(applied);
    void this.results.load(true);
  }

  private resetCriteria(): void {
    this.criteria.reset(this.#baseExchanges.map((option) => option.value));
  }

  // ---- Changing criteria ----------------------------------------------------------------------------

  setSelection(code: ListCode, values: readonly OptionValue[]): void {
    this.criteria.setSelection(code, values);
    this.scheduleApply();
  }

  /** The latest year is the default: choosing it takes YEAR out of the order list. */
  setYear(year: number): void {
    if (this.criteria.setYear(year)) this.scheduleApply();
  }

  /**
   * A slider's range, rounded to its precision (2 decimals; whole percents for the 1-year change) within
   * the server's range; the full range takes the criterion out of the order list.
   */
  setRange(code: SliderCode, range: NumericRange): void {
    if (this.criteria.setRange(code, range)) this.scheduleApply();
  }

  setRiskScore(range: NumericRange): void {
    this.setRange('RS', range);
  }

  setOneYearChange(range: NumericRange): void {
    this.setRange('OYC', range);
  }

  /** A yes/no criterion (the M-score flag): on appends it to the order list, off takes it out. */
  setFlag(code: FlagCode, on: boolean): void {
    if (this.criteria.setFlag(code, on)) this.scheduleApply();
  }

  /**
   * Accepts digits and a point up to MARKET_CAP_MAX (anything else is refused: false). An invalid pair
   * (min not below max) shows the message and changes nothing in the filter.
   */
  setMarketCapMin(text: string): boolean {
    if (!this.criteria.setMarketCapMinText(text)) return false;
    if (this.criteria.applyMarketCap()) this.scheduleApply();
    return true;
  }

  setMarketCapMax(text: string): boolean {
    if (!this.criteria.setMarketCapMaxText(text)) return false;
    if (this.criteria.applyMarketCap()) this.scheduleApply();
    return true;
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
    this.results.firstPage();
    if (!this.canApply) {
      this.cancelLoads();
      this.clearResults();
      return;
    }
    const body = this.toFilterBody();
    for (const code of RELOADABLE_CODES) {
      if (!this.order.includes(code)) void this.facets.load(code, body);
    }
    void this.facets.loadCounts(body);
    void this.results.load(true);
  }

  setPage(pageIndex: number): void {
    this.results.setPage(pageIndex);
  }

  setPageSize(pageSize: number): void {
    this.results.setPageSize(pageSize);
  }

  /** A click on a column header: the risk column cycles desc, asc, none; others asc, desc, none. */
  toggleSort(field: SortField): void {
    this.results.toggleSort(field);
  }

  dismissRestricted(): void {
    this.results.dismissRestricted();
  }

  private clearResults(): void {
    this.results.clear();
    this.facets.clearCounts();
  }

  private cancelLoads(): void {
    this.results.cancel();
    this.facets.cancel();
  }

  // ---- Search ---------------------------------------------------------------------------------------

  /** The search field's text (at most 255 characters); the search runs after the debounce. */
  setSearchKeyword(text: string): void {
    this.searchState.setKeyword(text);
  }

  /** Searches names, ISINs and tickers: the keyword is trimmed and uppercased, and needs 1 character. */
  search(keyword?: string): Promise<void> {
    return this.searchState.search(keyword);
  }

  clearSearch(): void {
    this.searchState.clear();
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
