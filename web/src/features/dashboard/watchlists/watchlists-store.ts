import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import { ApiError } from '../../../api/api-client';
import {
  ADD_COMPANIES_MAX,
  DOWNLOAD_MAX_WATCHLISTS,
  WATCHLIST_NAME_MAX_LENGTH,
  type AlertFrequency,
  type AlertSettings,
  type UploadResult,
  type Watchlist,
  type WatchlistsApi,
} from '../../../api/watchlists-api';
import { UPLOAD_MAX_BYTES } from '../../../shared/upload-limit';
import { message } from '../../../shared/messages';
import { companiesText } from '../screen/format';
import { normaliseCsvFileName, saveTextFile, type SaveFile } from '../screen/save-file';
import { Channel } from '../../../shared/async/channel';
import { ListLoad } from '../../../shared/async/list-load';
import { dataOf, IDLE, ready, type LoadStatus, type RequestState } from '../../../shared/async/request-state';

export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'INSTANT';

/** Names compare like the server's uniqueness rule: trimmed, any case. */
const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const byName = (a: Watchlist, b: Watchlist): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** What a file is refused for before it is sent: not a .csv, or over 102400 bytes; undefined when fine. */
export function uploadFileError(file: { name: string; size: number }): string | undefined {
  if (!/\.csv$/i.test(file.name.trim())) return message('UNSUPPORTED_FILE_TYPE');
  if (file.size > UPLOAD_MAX_BYTES) return message('FILE_TOO_LARGE');
  return undefined;
}

/** What a watchlist name is refused for before it is sent; undefined when fine. */
export function watchlistNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > WATCHLIST_NAME_MAX_LENGTH) return message('WATCHLIST_NAME_REQUIRED');
  return undefined;
}

/** What a watchlist download is refused for before it is sent; undefined when fine. */
export function downloadError(watchlistIds: readonly string[], fileName: string): string | undefined {
  if (watchlistIds.length === 0) return message('NO_WATCHLIST_SELECTED');
  if (watchlistIds.length > DOWNLOAD_MAX_WATCHLISTS) return message('DOWNLOAD_WATCHLIST_LIMITED');
  if (normaliseCsvFileName(fileName) === '') return message('DOWNLOAD_FILE_NAME_REQUIRED');
  return undefined;
}

/** Where companies chosen in the results go: a watchlist of the user's, or a new one of this name. */
export type WatchlistTarget = { watchlistId: string } | { newName: string };

/** What adding several companies did: the watchlist after it, how many were new and how many were there. */
export interface CompaniesAdded {
  watchlist: Watchlist;
  /** Companies that were not in the watchlist and now are. */
  added: number;
  /** Companies that were in it already (kept once). */
  alreadyThere: number;
}

/** The notice after adding companies from the results, e.g. "2 companies added to 'Tech watch'." */
export function companiesAddedText({ watchlist, added, alreadyThere }: CompaniesAdded): string {
  const name = `'${watchlist.name}'`;
  if (added === 0) {
    return alreadyThere === 1
      ? `No company added: it is already in ${name}.`
      : `No companies added: they are already in ${name}.`;
  }
  const there =
    alreadyThere === 0
      ? ''
      : ` ${companiesText(alreadyThere, 'plain')} ${alreadyThere === 1 ? 'was' : 'were'} already in it.`;
  return `${companiesText(added, 'plain')} added to ${name}.${there}`;
}

/** A refusal found before calling the server, shaped like the server's (dialogs show `message`). */
function refusal(text: string, errorCode: string): ApiError {
  return new ApiError(400, errorCode, text);
}

export interface WatchlistsStoreOptions {
  /** How a downloaded CSV is saved (default: a Blob and a temporary `<a download>`). */
  saveFile?: SaveFile;
}

/**
 * The caller's watchlists on the dashboard (docs/api/watchlists.md): the list with its companies, the one
 * shown in the Watchlists tab, the star of the open company, and the upload, download and alert-frequency
 * calls. Errors: the list's load shows inline where it is shown (with Retry), no notification; mutations
 * resolve with the server's answer and reject with its ApiError, which the dialogs show inline (for example
 * 'Watchlist name already exists.'); a membership change from the star's checkbox notifies.
 */
export class WatchlistsStore {
  /** The list, changed in place by the calls below. */
  watchlists: Watchlist[] = [];
  /** The watchlist shown in the Watchlists tab (the first one when none was chosen). */
  selectedId: string | undefined = undefined;
  /** The watchlists holding the company of the star. */
  containing: { tickerId: string; ids: string[] } | undefined = undefined;
  /** Calls in flight that change a company's membership (the star's checkboxes wait for them). */
  pendingMembership: string[] = [];
  alerts: RequestState<AlertSettings> = IDLE;

  readonly #api: WatchlistsApi;
  readonly #saveFile: SaveFile;
  /** The list's load (its data is `watchlists`). */
  readonly #list = new ListLoad();
  readonly #containing = new Channel();
  readonly #alerts = new Channel();

  constructor(api: WatchlistsApi, options: WatchlistsStoreOptions = {}) {
    this.#api = api;
    this.#saveFile = options.saveFile ?? saveTextFile;
    makeAutoObservable(
      this,
      {
        watchlists: observableRef,
        containing: observableRef,
        pendingMembership: observableRef,
        alerts: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---- Derived state -------------------------------------------------------------------------------

  get selected(): Watchlist | undefined {
    return this.watchlists.find((list) => list.id === this.selectedId) ?? this.watchlists[0];
  }

  get status(): LoadStatus {
    return this.#list.status;
  }

  /** Why the list could not be loaded. */
  get error(): string | undefined {
    return this.#list.error;
  }

  get loading(): boolean {
    return this.#list.loading;
  }

  get alertSettings(): AlertSettings | undefined {
    return dataOf(this.alerts);
  }

  get alertFrequency(): AlertFrequency {
    return this.alertSettings?.frequency ?? DEFAULT_ALERT_FREQUENCY;
  }

  byId(watchlistId: string): Watchlist | undefined {
    return this.watchlists.find((list) => list.id === watchlistId);
  }

  /** Whether another watchlist (not `exceptId`) already has this name, any case. */
  nameTaken(name: string, exceptId?: string): boolean {
    return this.watchlists.some((list) => list.id !== exceptId && sameName(list.name, name));
  }

  /**
   * The ids of the watchlists holding a company: the server's answer for the star, else what the loaded
   * watchlists say; undefined while neither is known.
   */
  containingIds(tickerId: string): readonly string[] | undefined {
    if (this.containing?.tickerId === tickerId) return this.containing.ids;
    if (this.status !== 'ready') return undefined;
    return this.watchlists
      .filter((list) => list.companies.some((company) => company.tickerID === tickerId))
      .map((list) => list.id);
  }

  /** The star is on when any watchlist holds the company. */
  isStarred(tickerId: string): boolean {
    return (this.containingIds(tickerId)?.length ?? 0) > 0;
  }

  isPending(watchlistId: string, tickerId: string): boolean {
    return this.pendingMembership.includes(`${watchlistId}|${tickerId}`);
  }

  // ---- Loading -------------------------------------------------------------------------------------

  /** Loads every watchlist of the caller (by name); keeps the one shown when it still exists. */
  load(): Promise<void> {
    return this.#list.run(
      (signal) => this.#api.list({ notifyOnError: false, signal }),
      (lists) => {
        this.watchlists = [...lists].sort(byName);
        this.keepSelection();
      },
      { replace: true },
    );
  }

  select(watchlistId: string): void {
    if (this.byId(watchlistId) !== undefined) this.selectedId = watchlistId;
  }

  /** Asks which watchlists hold the company (the star); a failure leaves the star off. */
  async refreshContaining(tickerId: string): Promise<void> {
    const { signal, isCurrent } = this.#containing.start();
    if (this.containing?.tickerId !== tickerId) this.containing = undefined;
    try {
      const answer = await this.#api.containing(tickerId, signal);
      if (!isCurrent()) return;
      runInAction(() => {
        this.containing = { tickerId, ids: answer.watchlists.map((list) => list.id) };
      });
    } catch {
      // Cancelled, or unknown: the star stays off.
    }
  }

  // ---- Changing watchlists -------------------------------------------------------------------------

  /** Creates a watchlist (optionally with companies) and shows it. Rejects with the server's error. */
  async create(name: string, tickerIds: readonly string[] = []): Promise<Watchlist> {
    const invalid = watchlistNameError(name);
    if (invalid !== undefined) throw refusal(invalid, 'WATCHLIST_NAME_REQUIRED');
    const created = await this.#api.create(name.trim(), tickerIds);
    runInAction(() => {
      this.upsert(created);
      this.selectedId = created.id;
    });
    return created;
  }

  async rename(watchlistId: string, name: string): Promise<Watchlist> {
    const invalid = watchlistNameError(name);
    if (invalid !== undefined) throw refusal(invalid, 'WATCHLIST_NAME_REQUIRED');
    const renamed = await this.#api.rename(watchlistId, name.trim());
    runInAction(() => this.upsert(renamed));
    return renamed;
  }

  async delete(watchlistId: string): Promise<void> {
    await this.#api.delete(watchlistId);
    runInAction(() => {
      this.watchlists = this.watchlists.filter((list) => list.id !== watchlistId);
      this.keepSelection();
      if (this.containing !== undefined) {
        this.containing = {
          ...this.containing,
          ids: this.containing.ids.filter((id) => id !== watchlistId),
        };
      }
    });
  }

  /** Adds a company to a watchlist (kept once when already there). */
  async addCompany(watchlistId: string, tickerId: string): Promise<Watchlist> {
    return this.changeMembership(watchlistId, tickerId, true, () =>
      this.#api.addCompanies(watchlistId, [tickerId]),
    );
  }

  async removeCompany(watchlistId: string, tickerId: string): Promise<Watchlist> {
    return this.changeMembership(watchlistId, tickerId, false, () =>
      this.#api.removeCompany(watchlistId, tickerId),
    );
  }

  /** Adds the company to a new watchlist of that name (the star's inline 'New watchlist'). */
  async createWith(name: string, tickerId: string): Promise<Watchlist> {
    const created = await this.create(name, [tickerId]);
    runInAction(() => this.noteMembership(created.id, tickerId, true));
    return created;
  }

  /**
   * Adds several companies (the results grid's selection) to a watchlist of the user's or to a new one, in
   * calls of at most 500, and shows that watchlist in the tab; counts how many were new. Errors reject without a notification, for the dialog
   * (TICKER_NOT_FOUND, WATCHLIST_NAME_ALREADY_EXISTS, ...); the companies of calls already made stay added.
   */
  async addCompaniesTo(target: WatchlistTarget, tickerIds: readonly string[]): Promise<CompaniesAdded> {
    const unique = [...new Set(tickerIds)];
    if (unique.length === 0) throw refusal(message('STOCK_NOT_SELECTED'), 'STOCK_NOT_SELECTED');
    const chunks: string[][] = [];
    for (let start = 0; start < unique.length; start += ADD_COMPANIES_MAX) {
      chunks.push(unique.slice(start, start + ADD_COMPANIES_MAX));
    }
    let watchlist: Watchlist;
    let before: ReadonlySet<string>;
    let rest: string[][];
    if ('newName' in target) {
      const [first = [], ...others] = chunks;
      before = new Set();
      watchlist = await this.create(target.newName, first);
      rest = others;
    } else {
      // What the list holds now, to count the new ones (asked for when it is not loaded here).
      watchlist = this.byId(target.watchlistId) ?? (await this.#api.get(target.watchlistId));
      before = new Set(watchlist.companies.map((company) => company.tickerID));
      rest = chunks;
    }
    for (const chunk of rest) {
      watchlist = await this.#api.addCompanies(watchlist.id, chunk, { inline: true });
      const updated = watchlist;
      runInAction(() => this.upsert(updated));
    }
    const after = new Set(watchlist.companies.map((company) => company.tickerID));
    const result: CompaniesAdded = {
      watchlist,
      added: unique.filter((tickerId) => !before.has(tickerId) && after.has(tickerId)).length,
      alreadyThere: unique.filter((tickerId) => before.has(tickerId)).length,
    };
    const starred = this.containing?.tickerId;
    runInAction(() => {
      // The Watchlists tab shows the list the companies went to.
      this.selectedId = watchlist.id;
      if (starred !== undefined && after.has(starred) && unique.includes(starred)) {
        this.noteMembership(watchlist.id, starred, true);
      }
    });
    return result;
  }

  /** The star's checkbox follows the click at once, and goes back when the call fails. */
  private async changeMembership(
    watchlistId: string,
    tickerId: string,
    member: boolean,
    call: () => Promise<Watchlist>,
  ): Promise<Watchlist> {
    const key = `${watchlistId}|${tickerId}`;
    const before = this.containing;
    this.pendingMembership = [...this.pendingMembership, key];
    this.noteMembership(watchlistId, tickerId, member);
    try {
      const updated = await call();
      runInAction(() => {
        this.upsert(updated);
        this.noteMembership(
          watchlistId,
          tickerId,
          updated.companies.some((company) => company.tickerID === tickerId),
        );
      });
      return updated;
    } catch (error) {
      runInAction(() => {
        if (this.containing?.tickerId === tickerId) this.containing = before;
      });
      throw error;
    } finally {
      runInAction(() => {
        this.pendingMembership = this.pendingMembership.filter((pending) => pending !== key);
      });
    }
  }

  /** Keeps the star's answer in step with a change made here (another company's answer is left alone). */
  private noteMembership(watchlistId: string, tickerId: string, member: boolean): void {
    if (this.containing !== undefined && this.containing.tickerId !== tickerId) return;
    const current = this.containingIds(tickerId) ?? [];
    const others = current.filter((id) => id !== watchlistId);
    this.containing = { tickerId, ids: member ? [...others, watchlistId] : others };
  }

  /** The watchlist shown stays the same when others are added or renamed; the first when it is gone. */
  private keepSelection(): void {
    if (this.selectedId === undefined || this.byId(this.selectedId) === undefined) {
      this.selectedId = this.watchlists[0]?.id;
    }
  }

  private upsert(list: Watchlist): void {
    const others = this.watchlists.filter((other) => other.id !== list.id);
    this.watchlists = [...others, list].sort(byName);
  }

  // ---- Upload and download -------------------------------------------------------------------------

  /**
   * Uploads a CSV of ISINs into a watchlist. A file that is not .csv or is over 102400 bytes is refused
   * before sending; the server's refusals ('Empty Data', 'Error empty stock data uploaded', ...) reject.
   */
  async upload(watchlistId: string, file: File): Promise<UploadResult> {
    const invalid = uploadFileError(file);
    if (invalid !== undefined) throw refusal(invalid, 'UPLOAD_REFUSED');
    const result = await this.#api.upload(watchlistId, file, file.name);
    runInAction(() => {
      this.upsert(result.watchlist);
      const tickerId = this.containing?.tickerId;
      if (tickerId !== undefined && result.added.some((company) => company.tickerID === tickerId)) {
        this.noteMembership(watchlistId, tickerId, true);
      }
    });
    return result;
  }

  /** Downloads the chosen watchlists (1 to 100) as one CSV and saves it under the file name given. */
  async download(watchlistIds: readonly string[], fileName: string): Promise<void> {
    const invalid = downloadError(watchlistIds, fileName);
    if (invalid !== undefined) throw refusal(invalid, 'DOWNLOAD_REFUSED');
    const name = normaliseCsvFileName(fileName);
    const text = await this.#api.download({ watchlistIds: [...watchlistIds], fileName: name });
    this.#saveFile(typeof text === 'string' ? text : '', name, 'text/csv;charset=utf-8');
  }

  // ---- Alerts --------------------------------------------------------------------------------------

  /** The alert frequency, for its dialog (which shows a failure inline with Retry). */
  loadAlertSettings(): Promise<void> {
    return this.#alerts.track(
      (signal) => this.#api.alertSettings(signal),
      (state) => {
        this.alerts = state;
      },
    );
  }

  async setAlertFrequency(frequency: AlertFrequency): Promise<AlertSettings> {
    const settings = await this.#api.setAlertFrequency(frequency);
    runInAction(() => (this.alerts = ready(settings)));
    return settings;
  }

  dispose(): void {
    this.#list.cancel();
    this.#containing.cancel();
    this.#alerts.cancel();
  }
}
