import type { RequestOptions } from './api-client';
import type { components } from './schema';

type Schemas = components['schemas'];

/** A company of a watchlist, from its latest scored year (docs/api/watchlists.md). */
export type WatchlistCompany = Schemas['WatchlistCompanyView'];
/** A watchlist with its companies in the order added. */
export type Watchlist = Schemas['WatchlistView'];
export type WatchlistRef = Schemas['WatchlistRef'];
/** The caller's watchlists holding one company (the star is on when there is any). */
export type ContainingWatchlists = Schemas['ContainingWatchlistsView'];
/** The answer of an upload: the message to show, and what was and was not added. */
export type UploadResult = Schemas['UploadResultView'];
export type RestrictedRow = Schemas['RestrictedRow'];
export type AlertSettings = Schemas['AlertSettingsView'];
export type AlertFrequency = AlertSettings['frequency'];
export type WatchlistDownloadRequest = Schemas['WatchlistDownloadRequest'];

/** The saved criteria of a filter, in the filter body's names (lists default to [], numbers to null). */
export type SavedFilterCriteria = Schemas['SavedFilterCriteriaView'];
export type SavedFilter = Schemas['SavedFilterView'];
export type SaveFilterRequest = Schemas['SaveFilterRequest'];
/** A saved filter replayed now: what to apply, the adjustment notes, or the restricted exchanges. */
export type LoadedSavedFilter = Schemas['LoadedSavedFilterView'];

export const ALERT_FREQUENCIES: readonly AlertFrequency[] = ['INSTANT', 'DAILY', 'WEEKLY', 'MONTHLY'];
/** At most this many watchlists per download (spec section 9). */
export const DOWNLOAD_MAX_WATCHLISTS = 100;
/** At most this many companies per call that adds companies (docs/api/watchlists.md). */
export const ADD_COMPANIES_MAX = 500;
/** A watchlist name is 1 to 100 characters. */
export const WATCHLIST_NAME_MAX_LENGTH = 100;

/** What the watchlist and saved-filter calls need of the API client. */
export interface WatchlistsHttp {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

const INLINE: RequestOptions = { notifyOnError: false };
/** INLINE, cancelled by `signal` when one is given. */
const withSignal = (signal: AbortSignal | undefined): RequestOptions =>
  signal === undefined ? INLINE : { ...INLINE, signal };
const id = (value: string): string => encodeURIComponent(value);

/**
 * The watchlist calls of docs/api/watchlists.md: the caller's watchlists and their companies, CSV upload and
 * download, and the alert frequency. Calls whose errors a dialog shows inline (names, uploads, downloads)
 * do not raise the client's notification; the others do.
 */
export class WatchlistsApi {
  readonly #http: WatchlistsHttp;

  constructor(http: WatchlistsHttp) {
    this.#http = http;
  }

  /** Every watchlist of the caller, by name. */
  list(options?: RequestOptions): Promise<Watchlist[]> {
    return this.#http.get<Watchlist[]>('/watchlists', options);
  }

  get(watchlistId: string): Promise<Watchlist> {
    return this.#http.get<Watchlist>(`/watchlists/${id(watchlistId)}`);
  }

  /** 409 WATCHLIST_NAME_ALREADY_EXISTS and 400 WATCHLIST_NAME_REQUIRED reject without a notification. */
  create(name: string, tickerIds?: readonly string[]): Promise<Watchlist> {
    const body = tickerIds === undefined || tickerIds.length === 0 ? { name } : { name, tickerIds };
    return this.#http.post<Watchlist>('/watchlists', body, INLINE);
  }

  /** 409 WATCHLIST_NAME_ALREADY_EXISTS rejects without a notification. */
  rename(watchlistId: string, name: string): Promise<Watchlist> {
    return this.#http.patch<Watchlist>(`/watchlists/${id(watchlistId)}`, { name }, INLINE);
  }

  /** Errors show in the confirmation dialog. */
  async delete(watchlistId: string): Promise<void> {
    await this.#http.delete<unknown>(`/watchlists/${id(watchlistId)}`, undefined, INLINE);
  }

  /**
   * Companies already in the list are kept once (1 to 500 per call). `inline`: errors (404
   * TICKER_NOT_FOUND, WATCHLIST_NOT_FOUND) reject without a notification, for a dialog to show.
   */
  addCompanies(
    watchlistId: string,
    tickerIds: readonly string[],
    { inline = false }: { inline?: boolean } = {},
  ): Promise<Watchlist> {
    return this.#http.post<Watchlist>(
      `/watchlists/${id(watchlistId)}/companies`,
      { tickerIds },
      inline ? INLINE : undefined,
    );
  }

  removeCompany(watchlistId: string, tickerId: string): Promise<Watchlist> {
    return this.#http.delete<Watchlist>(`/watchlists/${id(watchlistId)}/companies/${id(tickerId)}`);
  }

  /** The caller's watchlists holding a company; a failure shows no notification (the star stays off). */
  containing(tickerId: string, signal?: AbortSignal): Promise<ContainingWatchlists> {
    return this.#http.get<ContainingWatchlists>('/watchlists/containing', {
      query: { tickerId },
      ...withSignal(signal),
    });
  }

  /** A CSV with an isin column, sent as multipart/form-data (field `file`); errors show in the dialog. */
  upload(watchlistId: string, file: Blob, fileName: string): Promise<UploadResult> {
    const form = new FormData();
    form.append('file', file, fileName);
    return this.#http.post<UploadResult>(`/watchlists/${id(watchlistId)}/upload`, form, INLINE);
  }

  /** The selected watchlists as CSV text; errors (e.g. DOWNLOAD_WATCHLIST_LIMITED) show in the dialog. */
  download(request: WatchlistDownloadRequest): Promise<string> {
    return this.#http.post<string>('/watchlists/download', request, INLINE);
  }

  alertSettings(signal?: AbortSignal): Promise<AlertSettings> {
    return this.#http.get<AlertSettings>('/watchlists/alert-settings', withSignal(signal));
  }

  setAlertFrequency(frequency: AlertFrequency): Promise<AlertSettings> {
    return this.#http.put<AlertSettings>('/watchlists/alert-settings', { frequency }, INLINE);
  }
}

/** The saved-filter calls of docs/api/watchlists.md. */
export class SavedFiltersApi {
  readonly #http: WatchlistsHttp;

  constructor(http: WatchlistsHttp) {
    this.#http = http;
  }

  /** Every saved filter of the caller, by name. */
  list(signal?: AbortSignal): Promise<SavedFilter[]> {
    return this.#http.get<SavedFilter[]>('/saved-filters', withSignal(signal));
  }

  /** 409 FILTER_NAME_ALREADY_EXISTS (confirm, then send again with replace) and 400s reject quietly. */
  save(request: SaveFilterRequest): Promise<SavedFilter> {
    return this.#http.post<SavedFilter>('/saved-filters', request, INLINE);
  }

  /** The filter replayed now (adjusted), or restrictAccess with the exchange countries not permitted. */
  load(filterId: string): Promise<LoadedSavedFilter> {
    return this.#http.get<LoadedSavedFilter>(`/saved-filters/${id(filterId)}`, INLINE);
  }

  async delete(filterId: string): Promise<void> {
    await this.#http.delete<unknown>(`/saved-filters/${id(filterId)}`, undefined, INLINE);
  }
}
