import { makeAutoObservable, observableRef } from 'mobx';

import type {
  RequestType,
  TenantRequestBody,
  TenantRequestsApi,
  TenantRequestView,
} from '../../../api/tenant-requests-api';
import { ListLoad } from '../../../shared/async/list-load';
import type { LoadStatus } from '../../../shared/async/request-state';
import { CONSOLE_PAGE_SIZE } from '../../../shared/grid/page-size';

/** The request lists refresh every 300000 ms (spec section 9). */
export const REQUEST_REFRESH_MS = 300_000;

export const REQUEST_STATE_LABELS = {
  PENDING: 'Pending',
  STARTED: 'Started',
  ENDED: 'Ended',
  FAILED: 'Failed',
} as const;

export interface TenantRequestsStoreOptions {
  refreshMs?: number;
}

/**
 * A list of scheduled requests (`/administrator/tenant-request`: TENANT; `/administrator/user-request`:
 * USER and LUCA): loaded, refreshed every 5 minutes while the page is open, paged 10 a page here, the
 * request chosen in the grid, save and delete. Failures show the client's notification and reject.
 */
export class TenantRequestsStore {
  requests: TenantRequestView[] = [];
  /** 0-based. */
  page = 0;

  readonly requestTypes: readonly RequestType[];
  readonly #api: TenantRequestsApi;
  readonly #refreshMs: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #load = new ListLoad();

  constructor(
    api: TenantRequestsApi,
    requestTypes: readonly RequestType[],
    options: TenantRequestsStoreOptions = {},
  ) {
    this.#api = api;
    this.requestTypes = requestTypes;
    this.#refreshMs = options.refreshMs ?? REQUEST_REFRESH_MS;
    makeAutoObservable(this, { requests: observableRef, requestTypes: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.#load.status;
  }

  get error(): string | undefined {
    return this.#load.error;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.requests.length / CONSOLE_PAGE_SIZE));
  }

  get pageRows(): TenantRequestView[] {
    const page = Math.min(this.page, this.pageCount - 1);
    return this.requests.slice(page * CONSOLE_PAGE_SIZE, (page + 1) * CONSOLE_PAGE_SIZE);
  }

  /** Loads now and every refresh interval until dispose(). */
  start(): Promise<void> {
    this.stopRefresh();
    this.#timer = setInterval(() => {
      void this.load();
    }, this.#refreshMs);
    return this.load();
  }

  dispose(): void {
    this.stopRefresh();
  }

  /** The requests; a failed refresh keeps the rows on screen. */
  load(): Promise<void> {
    return this.#load.run(
      () => this.#api.list(this.requestTypes),
      (answer) => {
        this.requests = answer.data;
        this.page = Math.min(this.page, this.pageCount - 1);
      },
    );
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(0, Math.trunc(page)), this.pageCount - 1);
  }

  /** Creates a request, or replaces a pending one (body with featureRequestId); then reloads. */
  async save(body: TenantRequestBody): Promise<TenantRequestView> {
    const saved = await this.#api.save(body);
    await this.load();
    return saved;
  }

  /** Deletes a request, then reloads. A 409 keeps it. */
  async delete(request: TenantRequestView): Promise<void> {
    await this.#api.delete(request.featureRequestId);
    await this.load();
  }

  private stopRefresh(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
