import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import {
  isTenantSortField,
  type Region,
  type SortDirection,
  type TenantEditInput,
  type TenantInput,
  type TenantList,
  type TenantSortField,
  type TenantsApi,
  type TenantView,
} from '../../../api/tenants-api';
import { ListLoad } from '../../../shared/async/list-load';
import {
  dataOf,
  failed,
  IDLE,
  LOADING,
  ready,
  type LoadStatus,
  type RequestState,
} from '../../../shared/async/request-state';
import { CONSOLE_PAGE_SIZE } from '../../../shared/grid/page-size';

/** The search box takes at most 255 characters (spec section 9). */
export const SEARCH_MAX_LENGTH = 255;
export const SEARCH_DEBOUNCE_MS = 400;
export const TENANT_SEARCH_PLACEHOLDER = 'Search by Organization name, POC Email';

/** What the tenants page shows, as it is kept in the address: `?page=&search=&sortField=&sortDir=`. */
export interface TenantsQuery {
  /** 1-based. */
  page: number;
  search: string;
  sortField: TenantSortField;
  sortDir: SortDirection;
}

export const DEFAULT_TENANTS_QUERY: Readonly<TenantsQuery> = {
  page: 1,
  search: '',
  sortField: 'companyId',
  sortDir: 'asc',
};

/** The query of an address; anything missing or invalid takes its default. */
export function parseTenantsQuery(params: URLSearchParams): TenantsQuery {
  const page = Number(params.get('page'));
  const sortField = params.get('sortField') ?? '';
  const sortDir = params.get('sortDir');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_TENANTS_QUERY.page,
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    sortField: isTenantSortField(sortField) ? sortField : DEFAULT_TENANTS_QUERY.sortField,
    sortDir: sortDir === 'desc' || sortDir === 'asc' ? sortDir : DEFAULT_TENANTS_QUERY.sortDir,
  };
}

/** The address query of a state, defaults left out (the first page, sorted by Company ID, is bare). */
export function tenantsQueryString(query: TenantsQuery): string {
  const params = new URLSearchParams();
  if (query.page !== DEFAULT_TENANTS_QUERY.page) params.set('page', String(query.page));
  if (query.search.trim() !== '') params.set('search', query.search.trim());
  if (
    query.sortField !== DEFAULT_TENANTS_QUERY.sortField ||
    query.sortDir !== DEFAULT_TENANTS_QUERY.sortDir
  ) {
    params.set('sortField', query.sortField);
    params.set('sortDir', query.sortDir);
  }
  return params.toString();
}

/** Writes the address when the user pages, searches or sorts (replace: typing in the search box). */
export type QueryWriter = (search: string, options: { replace: boolean }) => void;

type Timer = ReturnType<typeof setTimeout>;

/**
 * The tenants page (`/administrator/tenant`): a page of tenants sorted and searched on the server, the
 * address kept in step with the page, search and sort; the tenant chosen in the grid and the actions on
 * it. A failed page shows in the grid with Retry (and the client's notification); the actions reject with
 * the ApiError.
 */
export class TenantsStore {
  query: TenantsQuery = { ...DEFAULT_TENANTS_QUERY };
  /** What is in the search box (applied after a pause in typing, or at once on Enter). */
  searchDraft = '';
  rows: TenantView[] = [];
  total = 0;
  /** The regions of the Add Company and Edit Tenant forms. */
  regionsState: RequestState<Region[]> = IDLE;

  readonly #api: TenantsApi;
  readonly #load = new ListLoad();
  #writeQuery: QueryWriter | undefined;
  #searchTimer: Timer | undefined;

  constructor(api: TenantsApi) {
    this.#api = api;
    makeAutoObservable(this, { rows: observableRef, regionsState: observableRef }, { autoBind: true });
  }

  // ---- Derived ---------------------------------------------------------------------------------------

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  get regions(): Region[] {
    return dataOf(this.regionsState) ?? [];
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / CONSOLE_PAGE_SIZE));
  }

  get loading(): boolean {
    return this.#load.loading;
  }

  get queryString(): string {
    return tenantsQueryString(this.query);
  }

  // ---- The address -----------------------------------------------------------------------------------

  /** The page sets how the address is written; the store calls it when the user changes the view. */
  connectQuery(write: QueryWriter | undefined): void {
    this.#writeQuery = write;
  }

  /**
   * Follows the address (first visit, back and forward): loads when it asks for another view than the
   * one shown, or when nothing was loaded yet.
   */
  applyQuery(params: URLSearchParams): Promise<void> {
    const next = parseTenantsQuery(params);
    const changed = tenantsQueryString(next) !== this.queryString;
    this.query = next;
    if (changed) this.searchDraft = next.search;
    if (!changed && this.#load.status !== 'idle') return Promise.resolve();
    return this.load();
  }

  setPage(page: number): Promise<void> {
    const target = Math.min(Math.max(1, Math.trunc(page)), this.pageCount);
    if (target === this.query.page) return Promise.resolve();
    return this.change({ ...this.query, page: target }, false);
  }

  /** Types in the search box: the search applies after SEARCH_DEBOUNCE_MS without typing. */
  setSearchDraft(text: string): void {
    this.searchDraft = text.slice(0, SEARCH_MAX_LENGTH);
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => {
      void this.submitSearch();
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Applies the search box now (Enter), from the first page. */
  submitSearch(): Promise<void> {
    clearTimeout(this.#searchTimer);
    this.#searchTimer = undefined;
    const search = this.searchDraft.trim();
    if (search === this.query.search) return Promise.resolve();
    return this.change({ ...this.query, search, page: 1 }, true);
  }

  clearSearch(): Promise<void> {
    this.searchDraft = '';
    return this.submitSearch();
  }

  /** A header click: a new column sorts ascending, the same column flips its direction. */
  toggleSort(key: string): Promise<void> {
    if (!isTenantSortField(key)) return Promise.resolve();
    const sortDir: SortDirection =
      key === this.query.sortField && this.query.sortDir === 'asc' ? 'desc' : 'asc';
    return this.change({ ...this.query, sortField: key, sortDir, page: 1 }, false);
  }

  private change(next: TenantsQuery, replace: boolean): Promise<void> {
    this.query = next;
    this.#writeQuery?.(this.queryString, { replace });
    return this.load();
  }

  // ---- Loading ---------------------------------------------------------------------------------------

  /** The page of the query; a page gone meanwhile (its last tenant deleted) gives way to the last one. */
  load(): Promise<void> {
    return this.#load.run(
      (signal) => this.fetchPage(signal),
      (answer) => {
        this.rows = answer.data;
        this.total = answer.total;
      },
      { replace: true },
    );
  }

  private async fetchPage(signal: AbortSignal): Promise<TenantList> {
    const { page, search, sortField, sortDir } = this.query;
    const query = { pageSize: CONSOLE_PAGE_SIZE, searchInput: search, sortField, sortDir };
    const answer = await this.#api.list({ ...query, page }, signal);
    const lastPage = Math.max(1, Math.ceil(answer.total / CONSOLE_PAGE_SIZE));
    if (signal.aborted || answer.data.length > 0 || answer.total === 0 || page <= lastPage) return answer;
    runInAction(() => {
      this.total = answer.total;
      this.query = { ...this.query, page: lastPage };
    });
    this.#writeQuery?.(this.queryString, { replace: true });
    return this.#api.list({ ...query, page: lastPage }, signal);
  }

  /** The regions of the Add Company and Edit Tenant forms, loaded once. */
  async loadRegions(): Promise<void> {
    if (this.regionsState.status === 'loading' || this.regionsState.status === 'ready') return;
    this.regionsState = LOADING;
    try {
      const regions = await this.#api.allRegions();
      runInAction(() => {
        this.regionsState = ready(
          [...regions].sort((a, b) => a.exchange_country.localeCompare(b.exchange_country)),
        );
      });
    } catch (failure) {
      runInAction(() => {
        this.regionsState = failed(failure);
      });
    }
  }

  // ---- Actions ---------------------------------------------------------------------------------------

  async add(input: TenantInput): Promise<TenantView> {
    const created = await this.#api.add(input);
    await this.load();
    return created;
  }

  async edit(input: TenantEditInput): Promise<TenantView> {
    const edited = await this.#api.edit(input);
    this.replaceRow(edited);
    return edited;
  }

  /** Active (true) or Disabled (false). */
  async editStatus(tenant: TenantView, status: boolean): Promise<TenantView> {
    const edited = await this.#api.editStatus(tenant.id, status);
    this.replaceRow(edited);
    return edited;
  }

  /** Only for a self-service (SSP) tenant; a 409 shows 'This tenant cannot be switched to Enterprise'. */
  async switchToEnterprise(tenant: TenantView): Promise<TenantView> {
    const switched = await this.#api.switchToEnterprise(tenant.id);
    this.replaceRow(switched);
    return switched;
  }

  /** A 409 (users still exist) shows the server's text; the tenant stays. */
  async delete(tenant: TenantView): Promise<void> {
    await this.#api.delete(tenant.id);
    await this.load();
  }

  /** Stops the search timer and the load in flight; a later applyQuery loads again (React remounts). */
  dispose(): void {
    clearTimeout(this.#searchTimer);
    this.#load.cancel();
    this.#writeQuery = undefined;
  }

  private replaceRow(tenant: TenantView): void {
    this.rows = this.rows.map((row) => (row.id === tenant.id ? tenant : row));
  }
}
