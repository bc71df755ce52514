import { makeAutoObservable, runInAction } from 'mobx';

import type { CriterionCode, FilterBody, ResultRow, ScreenApi } from '../../../api/screen-api';
import { browserScheduler, Channel, type Scheduler } from '../../../shared/async/channel';
import { dataOf, IDLE, type RequestState } from '../../../shared/async/request-state';
import { message } from '../../../shared/messages';
import { companyOfRow, type CompanyRef } from './company-ref';
import { CriteriaState } from './criteria-state';
import { FacetOptions } from './facet-options';
import { ResultsPage } from './results-page';
import { normaliseCsvFileName, saveTextFile, type SaveFile } from './save-file';
import { LIST_CRITERIA, RELOADABLE_CODES, type FacetOption } from './screen-criteria';
import { SearchState } from './search-state';

/** Debounce of the reload after a criterion changes (spec section 9). */
export const SCREEN_DEBOUNCE_MS = 500;

export interface ScreenStoreOptions {
  /** Wait after the last criterion change before reloading (default 500 ms). */
  debounceMs?: number;
  scheduler?: Scheduler;
  /** How a downloaded CSV is saved (default: a Blob and a temporary `<a download>`). */
  saveFile?: SaveFile;
  /** Given the first row of the first results after init({openFirst: true}) (the page opens it). */
  onFirstResult?: (company: CompanyRef, row: ResultRow) => void;
  /**
   * Given the screened year when the analyst changes it: the Year criterion, a cleared filter's latest year,
   * a filter body applied (a saved filter or a shared view). Not the start's year, nor the latest year a
   * year not chosen follows.
   */
  onYearChosen?: (year: number) => void;
}

export interface InitOptions {
  /** Open the first result once it arrives (false when the page was opened from a shared link). */
  openFirst?: boolean;
}

/** The exchange countries and years under no criterion: what init and a cleared filter start from. */
export interface BaseLists {
  exchanges: FacetOption[];
  /** Newest first. */
  years: number[];
}

/**
 * The screening side of the dashboard (spec sections 2 and 4). Its parts hold the state and the components
 * read them directly: the criteria and their order list (`criteria`), the dependent option lists with
 * counts (`facets`), the results grid with paging and sorting (`results`) and the keyword search
 * (`search`). This store coordinates them: the start, the debounced reload, a whole filter body in and
 * out, the clear, the restricted-access answer and the CSV download.
 *
 * 500 ms after the last change of a criterion the options of the criteria not in the order list, the
 * counts and the first page of results reload. Older answers are cancelled and ignored.
 */
export class ScreenStore {
  readonly criteria: CriteriaState;
  readonly facets: FacetOptions;
  readonly results: ResultsPage;
  readonly search: SearchState;

  /** The start's lists; a failure is the client's notification (the sidebar stays empty). */
  base: RequestState<BaseLists> = IDLE;
  /** A reload is waiting for the debounce. */
  applyPending = false;
  downloading = false;

  readonly #api: ScreenApi;
  readonly #debounceMs: number;
  readonly #scheduler: Scheduler;
  readonly #saveFile: SaveFile;
  readonly #init = new Channel();
  readonly #onYearChosen: ((year: number) => void) | undefined;
  #applyTimer: unknown = undefined;

  constructor(api: ScreenApi, options: ScreenStoreOptions = {}) {
    this.#api = api;
    this.#debounceMs = options.debounceMs ?? SCREEN_DEBOUNCE_MS;
    this.#scheduler = options.scheduler ?? browserScheduler;
    this.#saveFile = options.saveFile ?? saveTextFile;
    this.#onYearChosen = options.onYearChosen;
    this.criteria = new CriteriaState((code) => {
      this.scheduleApply();
      if (code === 'YEAR') this.yearChosen(undefined);
    });
    this.facets = new FacetOptions(api, {
      receiveRange: (code, answer) => {
        this.criteria.receiveRange(code, answer);
      },
      receiveYears: (years) => {
        if (this.criteria.receiveYears(years)) this.scheduleApply();
      },
    });
    const onFirstResult = options.onFirstResult;
    this.results = new ResultsPage(api, {
      filterBody: () => this.toFilterBody(),
      canLoad: () => this.criteria.canApply,
      onFirst: (row) => onFirstResult?.(companyOfRow(row), row),
    });
    this.search = new SearchState(api, this.#scheduler, this.#debounceMs);
    makeAutoObservable(
      this,
      { criteria: false, facets: false, results: false, search: false },
      { autoBind: true },
    );
  }

  get initializing(): boolean {
    return this.base.status === 'loading';
  }

  /** 'No Exchange country Data Found' or 'No Year Data Found' (spec section 8). */
  get dataMessage(): string | undefined {
    const lists = dataOf(this.base);
    if (lists === undefined) return undefined;
    if (lists.exchanges.length === 0) return message('NO_EXCHANGE_COUNTRY_DATA');
    return lists.years.length === 0 ? message('NO_YEAR_DATA') : undefined;
  }

  /** The criteria cannot be changed (nor saved): the start is loading, or there is no data to screen. */
  get filterDisabled(): boolean {
    return this.initializing || this.dataMessage !== undefined;
  }

  /** 'Exchange country is required' once the exchanges are known and none is selected. */
  get exchangeError(): string | undefined {
    if (this.base.status !== 'ready' || this.dataMessage !== undefined || this.criteria.canApply)
      return undefined;
    return message('EXCHANGE_COUNTRY_REQUIRED');
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
  init(options: InitOptions = {}): Promise<void> {
    this.cancelPendingApply();
    this.results.expectFirst(options.openFirst ?? true);
    const none: FilterBody = { order: [] };
    return this.#init.track(
      async (signal): Promise<BaseLists> => {
        const [exchanges, years] = await Promise.all([
          LIST_CRITERIA.EXC.load(this.#api, none, signal),
          this.#api.years(none, signal),
        ]);
        return { exchanges, years: years.map((option) => option.year).sort((a, b) => b - a) };
      },
      (state) => {
        this.base = state;
        if (state.status === 'error') this.results.expectFirst(false);
        if (state.status !== 'ready') return;
        this.facets.show('EXC', state.data.exchanges);
        this.criteria.setYears(state.data.years);
        if (this.dataMessage === undefined) {
          this.resetCriteria(state.data);
          this.applyNow();
        } else {
          this.results.expectFirst(false);
          this.clearResults();
        }
      },
    );
  }

  /** Back to an exchange-only order: every available exchange country, the latest year, nothing else. */
  clearFilter(): void {
    const lists = dataOf(this.base);
    if (lists === undefined || lists.exchanges.length === 0) return;
    this.cancelPendingApply();
    const year = this.criteria.year;
    this.facets.reset(lists.exchanges);
    this.criteria.setYears(lists.years);
    this.resetCriteria(lists);
    this.applyNow();
    this.yearChosen(year);
  }

  /**
   * Applies a whole filter body at once (a shared view or a saved filter): its criteria in their stored
   * order, its ranges, market cap, year and sort. Every option list is loaded under it once, so the chosen
   * values get their labels. The exchange countries the server no longer permits are dropped by it and
   * answer restrictAccess, which raises the restricted notice (`results.restrictedNotice`).
   */
  applyFilterBody(body: FilterBody): void {
    this.cancelPendingApply();
    this.results.expectFirst(false);
    const year = this.criteria.year;
    this.criteria.replay(body);
    this.yearChosen(year);
    this.results.replaySort(body.filterOrders);
    if (this.criteria.canApply) this.criteria.rescaleSlidersOnce();
    this.reload(() => true);
  }

  /** Tells onYearChosen the screened year, when it is not the year before (undefined: it changed). */
  private yearChosen(before: number | undefined): void {
    const year = this.criteria.year;
    if (year !== undefined && year !== before) this.#onYearChosen?.(year);
  }

  private resetCriteria(lists: BaseLists): void {
    this.criteria.reset(lists.exchanges.map((option) => option.value));
  }

  // ---- Loading --------------------------------------------------------------------------------------

  /** Reloads after the debounce; every further change restarts the wait. */
  private scheduleApply(): void {
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

  /** Reloads now: the options of the criteria not in the order list, the counts, the first page. */
  private applyNow(): void {
    this.cancelPendingApply();
    this.reload((code) => !this.criteria.isChosen(code));
  }

  /**
   * The first page of results, the counts and the option lists `reloads` picks, under the current filter.
   * Without an exchange country nothing is asked and the results are empty.
   */
  private reload(reloads: (code: CriterionCode) => boolean): void {
    this.results.firstPage();
    if (!this.criteria.canApply) {
      this.cancelLoads();
      this.clearResults();
      return;
    }
    const body = this.toFilterBody();
    for (const code of RELOADABLE_CODES) if (reloads(code)) void this.facets.load(code, body);
    void this.facets.loadCounts(body);
    void this.results.load(true);
  }

  private clearResults(): void {
    this.results.clear();
    this.facets.clearCounts();
  }

  private cancelLoads(): void {
    this.results.cancel();
    this.facets.cancel();
  }

  // ---- Download -------------------------------------------------------------------------------------

  /** Downloads the results under the current criteria and sort as CSV and saves it; false on failure. */
  async downloadCsv(fileName: string): Promise<boolean> {
    const name = normaliseCsvFileName(fileName);
    if (name === '' || !this.criteria.canApply) return false;
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
    this.#init.cancel();
    this.cancelPendingApply();
    this.search.clear();
    this.cancelLoads();
  }
}
