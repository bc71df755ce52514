import { makeAutoObservable, observableRef, runInAction } from 'mobx';

import { ApiError } from '../../../api/api-client';
import { errorCodeOf } from '../../../api/error-text';
import type { FilterBody } from '../../../api/screen-api';
import type {
  SavedFilter,
  SavedFilterCriteria,
  SavedFiltersApi,
  SaveFilterRequest,
} from '../../../api/watchlists-api';
import { message } from '../../../shared/messages';
import { CRITERIA_FIELDS } from '../screen/screen-criteria';
import type { ScreenStore } from '../screen/screen-store';
import { ListLoad } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';

/** What saving and loading filters need of the screen. */
export type SavedFilterScreen = Pick<ScreenStore, 'applyFilterBody' | 'toFilterBody'> & {
  readonly criteria: Pick<ScreenStore['criteria'], 'canApply'>;
};

export const FILTER_NAME_MAX_LENGTH = 100;

/** The dialog to show after loading a saved filter. */
export type SavedFilterNotice =
  | { kind: 'restricted'; name: string; exchanges: string[] }
  | { kind: 'adjusted'; name: string; adjustments: string[] };

/** A save either went through, or the name exists and needs the user's confirmation to replace it. */
export type SaveOutcome = { status: 'saved'; filter: SavedFilter } | { status: 'exists'; name: string };

const byName = (a: SavedFilter, b: SavedFilter): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The restricted-access text of spec section 2, with the exchange countries' names. */
export function restrictedFilterText(exchanges: readonly string[]): string {
  const names = exchanges.length === 0 ? 'an' : exchanges.join(', ');
  return message('RESTRICTED_EXCHANGE_SAVED_FILTER', { exchange: names });
}

/** The criteria's fields of a body, read off the screen's tables (every one is stored by a saved filter). */
const LIST_FIELDS: ReadonlyArray<StoredField> = CRITERIA_FIELDS.lists;
const BOUND_FIELDS: ReadonlyArray<StoredField> = CRITERIA_FIELDS.bounds;
const FLAG_FIELDS: ReadonlyArray<StoredField> = CRITERIA_FIELDS.flags;
/** A field both a stored filter and a save request have: a criterion the saved filters lack fails here. */
type StoredField = Exclude<keyof SavedFilterCriteria & keyof SaveFilterRequest, 'order' | 'year'>;

/**
 * A saved filter's criteria as the screen applies them: the stored order, the lists that have values and
 * the numbers that are set (null means not set; a criterion absent from a filter saved by an older server
 * is not set either). The screen's current sort is kept when given.
 */
export function filterBodyOf(criteria: SavedFilterCriteria, sort?: FilterBody['filterOrders']): FilterBody {
  const body: FilterBody = { order: [...criteria.order] };
  const stored = criteria as Partial<Record<StoredField, unknown>>;
  const fields = body as Record<string, unknown>;
  for (const field of LIST_FIELDS) {
    const values = stored[field];
    if (Array.isArray(values) && values.length > 0) fields[field] = [...(values as unknown[])];
  }
  for (const field of BOUND_FIELDS) if (typeof stored[field] === 'number') fields[field] = stored[field];
  for (const field of FLAG_FIELDS) if (stored[field] === true) fields[field] = true;
  if (criteria.year !== null) body.year = criteria.year;
  if (sort !== undefined && sort.length > 0) body.filterOrders = sort;
  return body;
}

/**
 * The save request of the screen's filter body: its criteria's fields as they are (the exchange countries
 * always). The year is saved only when the user chose one (YEAR in the order list): a filter saved on the
 * latest year keeps following the latest year.
 */
export function saveRequestOf(name: string, body: FilterBody, replace = false): SaveFilterRequest {
  const order = body.order ?? [];
  const request: SaveFilterRequest = { name: name.trim(), order: [...order], exchange: body.exchange ?? [] };
  if (replace) request.replace = true;
  const given = body as Partial<Record<StoredField, unknown>>;
  const fields = request as unknown as Record<string, unknown>;
  for (const field of [...LIST_FIELDS, ...BOUND_FIELDS]) {
    if (field !== 'exchange' && given[field] !== undefined) fields[field] = given[field];
  }
  for (const field of FLAG_FIELDS) if (given[field] === true) fields[field] = true;
  if (body.year !== undefined && order.includes('YEAR')) request.year = body.year;
  return request;
}

/**
 * The caller's saved filters (spec sections 2, 4 and 5): save the screen's criteria under a name (an
 * existing name asks to replace), load one back (the server replays it and says what it adjusted, or that
 * an exchange country is no longer permitted), and delete. Every error shows inline in the dialog of the
 * call (the list's load with Retry), without a notification.
 */
export class SavedFiltersStore {
  /** The list, changed in place by saves and deletes. */
  filters: SavedFilter[] = [];
  saving = false;
  /** The saved filter being loaded. */
  loadingId: string | undefined = undefined;
  /** The dialog to show after a load: the restricted access, or the adjustments made (kept once closed). */
  notice: SavedFilterNotice | undefined = undefined;
  noticeOpen = false;

  readonly #api: SavedFiltersApi;
  readonly #screen: SavedFilterScreen;
  /** The list's load (its data is `filters`). */
  readonly #list = new ListLoad();

  constructor(api: SavedFiltersApi, screen: SavedFilterScreen) {
    this.#api = api;
    this.#screen = screen;
    makeAutoObservable(this, { filters: observableRef, notice: observableRef }, { autoBind: true });
  }

  /** 'Exchange country is required' while the screen has none (a filter cannot be saved then). */
  get exchangeError(): string | undefined {
    return this.#screen.criteria.canApply ? undefined : message('EXCHANGE_REQUIRED');
  }

  get status(): LoadStatus {
    return this.#list.status;
  }

  /** Why the list could not be loaded. */
  get error(): string | undefined {
    return this.#list.error;
  }

  refresh(): Promise<void> {
    return this.#list.run(
      (signal) => this.#api.list(signal),
      (filters) => {
        this.filters = [...filters].sort(byName);
      },
      { replace: true },
    );
  }

  /**
   * Saves the screen's criteria under `name`. An existing name (any case) answers `exists` unless
   * `replace` is set (after the user confirmed). The other refusals reject with their ApiError.
   */
  async save(name: string, replace = false): Promise<SaveOutcome> {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > FILTER_NAME_MAX_LENGTH) {
      throw new ApiError(400, 'FILTER_NAME_REQUIRED', message('FILTER_NAME_REQUIRED'));
    }
    const exchangeError = this.exchangeError;
    if (exchangeError !== undefined) throw new ApiError(400, 'EXCHANGE_REQUIRED', exchangeError);
    this.saving = true;
    try {
      const saved = await this.#api.save(saveRequestOf(trimmed, this.#screen.toFilterBody(), replace));
      runInAction(() => {
        this.filters = [...this.filters.filter((filter) => filter.id !== saved.id), saved].sort(byName);
      });
      return { status: 'saved', filter: saved };
    } catch (error) {
      if (!replace && errorCodeOf(error) === 'FILTER_NAME_ALREADY_EXISTS') {
        return { status: 'exists', name: trimmed };
      }
      throw error;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /**
   * Loads a saved filter: the server replays it now. When an exchange country is not permitted any more
   * nothing is applied and the restricted dialog shows; otherwise the screen applies the replayed filter
   * and the adjustment notice lists what changed. Resolves true when the filter was applied.
   */
  async load(filterId: string): Promise<boolean> {
    this.loadingId = filterId;
    try {
      const loaded = await this.#api.load(filterId);
      if (loaded.restrictAccess || loaded.filter === null) {
        runInAction(() => {
          this.notice = { kind: 'restricted', name: loaded.name, exchanges: loaded.restrictedExchanges };
          this.noticeOpen = true;
        });
        return false;
      }
      const sort = this.#screen.toFilterBody().filterOrders;
      this.#screen.applyFilterBody(filterBodyOf(loaded.filter, sort));
      runInAction(() => {
        if (loaded.adjustments.length > 0) {
          this.notice = { kind: 'adjusted', name: loaded.name, adjustments: loaded.adjustments };
          this.noticeOpen = true;
        } else {
          this.noticeOpen = false;
        }
      });
      return true;
    } finally {
      runInAction(() => (this.loadingId = undefined));
    }
  }

  async delete(filterId: string): Promise<void> {
    await this.#api.delete(filterId);
    runInAction(() => {
      this.filters = this.filters.filter((filter) => filter.id !== filterId);
    });
  }

  dismissNotice(): void {
    this.noticeOpen = false;
  }
}
