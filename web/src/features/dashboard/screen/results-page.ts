import { makeAutoObservable, observableRef } from 'mobx';

import type {
  FilterBody,
  FilterResult,
  ResultRow,
  ScreenApi,
  SortDirection,
  SortField,
} from '../../../api/screen-api';
import { Channel } from '../../../shared/async/channel';
import type { LoadStatus } from '../../../shared/async/request-state';

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ScreenSort {
  field: SortField;
  dir: SortDirection;
}
export const DEFAULT_SORT: ScreenSort = { field: 'final_score', dir: 'desc' };

/** The columns whose first click puts the most first: the risk, and the filing events (their count). */
const MOST_FIRST: readonly SortField[] = ['final_score', 'filingEvents'];

/** The risk and filing events columns' cycle is desc, asc, none; other columns asc, desc, none. */
export function nextSort(current: ScreenSort | null, field: SortField): ScreenSort | null {
  const first: SortDirection = MOST_FIRST.includes(field) ? 'desc' : 'asc';
  const second: SortDirection = first === 'desc' ? 'asc' : 'desc';
  if (current?.field !== field) return { field, dir: first };
  return current.dir === first ? { field, dir: second } : null;
}

/** What the results need of the screen: the filter to page through, and whether there is one. */
export interface ResultsSource {
  /** The criteria and the sort (no paging). */
  filterBody(): FilterBody;
  /** False while no filter can be applied (no exchange country): paging and sorting load nothing. */
  canLoad(): boolean;
  /** The first row of the first answer after `expectFirst(true)`. */
  onFirst(row: ResultRow): void;
}

/**
 * The results grid's state (spec section 4): one page of rows under the filter, the total, the page
 * index and size, the sort cycle, and the restricted-access answer. A page change or a sort reloads the
 * page (a sort from the first page); an older answer is cancelled and ignored.
 */
export class ResultsPage {
  rows: ResultRow[] = [];
  total = 0;
  /** The year the server screened (its latest when none was asked). */
  resultYear: number | null = null;
  pageIndex = 0;
  pageSize: number = DEFAULT_PAGE_SIZE;
  sort: ScreenSort | null = DEFAULT_SORT;
  /** The latest page's call (a failure is the client's notification). */
  status: LoadStatus = 'idle';
  /** A filter answer said some exchange countries are not permitted and were dropped. */
  restrictAccess = false;
  /** Show the restricted-access dialog. */
  restrictedNotice = false;

  readonly #api: ScreenApi;
  readonly #source: ResultsSource;
  readonly #channel = new Channel();
  #firstPending = false;

  constructor(api: ScreenApi, source: ResultsSource) {
    this.#api = api;
    this.#source = source;
    makeAutoObservable(this, { rows: observableRef, sort: observableRef }, { autoBind: true });
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The body's sort: the current one, or none. */
  filterOrders(): FilterBody['filterOrders'] {
    return this.sort === null ? undefined : [{ field: this.sort.field, dir: this.sort.dir }];
  }

  /** Hands the first row of the next answer to the source's onFirst (true), or not (false). */
  expectFirst(on: boolean): void {
    this.#firstPending = on;
  }

  firstPage(): void {
    this.pageIndex = 0;
  }

  /** A stored sort (a shared view, a saved filter), or the default one. */
  replaySort(filterOrders: FilterBody['filterOrders']): void {
    const sort = filterOrders?.[0];
    this.sort =
      sort?.field !== undefined && sort.dir !== undefined
        ? { field: sort.field, dir: sort.dir }
        : DEFAULT_SORT;
  }

  setPage(pageIndex: number): void {
    const next = Math.max(0, Math.min(Math.floor(pageIndex), this.pageCount - 1));
    if (next === this.pageIndex) return;
    this.pageIndex = next;
    if (this.#source.canLoad()) void this.load(false);
  }

  setPageSize(pageSize: number): void {
    if (!PAGE_SIZES.some((size) => size === pageSize) || pageSize === this.pageSize) return;
    this.pageSize = pageSize;
    this.pageIndex = 0;
    if (this.#source.canLoad()) void this.load(false);
  }

  /** A click on a column header: the risk column cycles desc, asc, none; others asc, desc, none. */
  toggleSort(field: SortField): void {
    this.sort = nextSort(this.sort, field);
    this.pageIndex = 0;
    if (this.#source.canLoad()) void this.load(false);
  }

  dismissRestricted(): void {
    this.restrictedNotice = false;
  }

  clear(): void {
    this.rows = [];
    this.total = 0;
    this.pageIndex = 0;
  }

  cancel(): void {
    this.#channel.cancel();
    this.status = 'idle';
  }

  /** Loads the current page; `fromCriteria` (not paging or sorting) may raise the restricted notice. */
  load(fromCriteria: boolean): Promise<void> {
    const body: FilterBody = {
      ...this.#source.filterBody(),
      pageSkip: this.pageIndex * this.pageSize,
      pageTake: this.pageSize,
    };
    return this.#channel.track(
      (signal) => this.#api.filter(body, signal),
      (state) => {
        this.status = state.status;
        if (state.status === 'ready') this.receive(state.data, fromCriteria);
      },
    );
  }

  private receive(answer: FilterResult, fromCriteria: boolean): void {
    this.rows = answer.data;
    this.total = answer.total;
    this.resultYear = answer.year;
    this.restrictAccess = answer.restrictAccess;
    if (answer.restrictAccess && fromCriteria) this.restrictedNotice = true;
    const first = answer.data[0];
    if (this.#firstPending) {
      this.#firstPending = false;
      if (first !== undefined) this.#source.onFirst(first);
    }
  }
}
