import { makeAutoObservable, runInAction } from 'mobx';

import { CompanyApi, type CompanyHttp } from '../../../api/company-api';
import { ScreenApi, type ScreenHttp } from '../../../api/screen-api';
import { ShareApi, type ShareHttp } from '../../../api/share-api';
import { SavedFiltersApi, WatchlistsApi, type WatchlistsHttp } from '../../../api/watchlists-api';
import type { NotificationInput } from '../../../shared/notifications/notification';
import { CompanyStore, type CompanySelection } from '../company/company-store';
import { SavedFiltersStore } from '../saved-filters';
import { ScreenStore, type CompanyRef, type ScreenStoreOptions } from '../screen';
import { WatchlistsStore } from '../watchlists';

export const STOCK_NOT_SELECTED = 'Stock not selected';
export const SHARE_NEEDS_FILTER = 'Share View needs you to apply the filter';

/** The calls the dashboard's stores make (the app's API client has them all). */
export type DashboardHttp = ScreenHttp & CompanyHttp & ShareHttp & WatchlistsHttp;

/** How the page was asked for: a shared view's token, a company of the address (a Luca citation), or neither. */
export interface DashboardLink {
  share?: string | undefined;
  company?: CompanySelection | undefined;
}

export interface DashboardStoreOptions {
  /** Where Share View's answers go when they are not a link: its warnings (the client shows a refusal). */
  notify: (input: NotificationInput) => void;
  /** The address a shared link's path is resolved against (default: the page's origin). */
  origin?: string;
  screen?: ScreenStoreOptions;
}

/**
 * The dashboard page's stores and what ties them together: the first result opens its company, the open
 * company follows the screened year, the page
 * opens from a shared view or a company link, and Share View seals the screen's filter with the open
 * company into a link. The stores live with the page, so signing out and in again never shows the
 * previous user's screen.
 */
export class DashboardStore {
  readonly screen: ScreenStore;
  readonly company: CompanyStore;
  readonly watchlists: WatchlistsStore;
  readonly savedFilters: SavedFiltersStore;
  /** The link Share View made, shown by its dialog until closed. */
  shareLink: string | undefined = undefined;

  readonly #share: ShareApi;
  readonly #notify: (input: NotificationInput) => void;
  readonly #origin: string | undefined;

  constructor(http: DashboardHttp, options: DashboardStoreOptions) {
    this.company = new CompanyStore(new CompanyApi(http));
    this.screen = new ScreenStore(new ScreenApi(http), {
      ...options.screen,
      onFirstResult: (first) => {
        void this.company.open(first);
      },
      onYearChosen: (year) => {
        // The open company follows the screened year when it has data for it, else keeps its year.
        void this.company.selectYear(year);
      },
    });
    this.watchlists = new WatchlistsStore(new WatchlistsApi(http));
    this.savedFilters = new SavedFiltersStore(new SavedFiltersApi(http), this.screen);
    this.#share = new ShareApi(http);
    this.#notify = options.notify;
    this.#origin = options.origin;
    makeAutoObservable(
      this,
      { screen: false, company: false, watchlists: false, savedFilters: false },
      { autoBind: true },
    );
  }

  /**
   * Starts the page: a shared view's screen and company, else a linked company (and year) with the screen
   * loaded as usual around it, else the screen with its first result open. False when the shared link
   * does not open (tampered, or of another organisation): the page goes to the plain dashboard.
   */
  async open(link: DashboardLink = {}): Promise<boolean> {
    void this.company.loadPopups();
    const share = link.share ?? '';
    if (share === '') {
      const linked = link.company;
      const started = this.screen.init({ openFirst: linked === undefined });
      if (linked !== undefined) void this.company.open(linked);
      await started;
      return true;
    }
    const [, opened] = await Promise.allSettled([
      this.screen.init({ openFirst: false }),
      this.#share.open(share),
    ]);
    if (opened.status === 'rejected') return false;
    this.screen.applyFilterBody(opened.value.filter);
    await this.company.open(opened.value.selected);
    return true;
  }

  /**
   * Opens a company of the results at the screened year (the year of its row), or at its default year when
   * it has no data for that year.
   */
  openResult(ref: CompanyRef): void {
    const year = this.screen.criteria.year;
    void this.company.open({
      tickerId: ref.tickerId,
      exchangeCountryId: ref.exchangeCountryId,
      ...(year === undefined ? {} : { year }),
    });
  }

  /** Stops the screen's timers and calls (the page leaves, or opens another link). */
  close(): void {
    this.screen.dispose();
  }

  /**
   * The header's Share View. An action with no dialog of its own: 'Stock not selected' and a filter not
   * yet applied are warning notifications, a refusal is the client's notification; the link opens a dialog.
   */
  async shareView(): Promise<void> {
    const selection = this.company.selection;
    if (selection === undefined) {
      this.warn(STOCK_NOT_SELECTED);
      return;
    }
    if (!this.screen.criteria.canApply || this.screen.applyPending) {
      this.warn(SHARE_NEEDS_FILTER);
      return;
    }
    const year = this.company.selectedYear;
    try {
      const link = await this.#share.share({
        filter: this.screen.toFilterBody(),
        selected: {
          tickerId: selection.tickerId,
          exchangeCountryId: selection.exchangeCountryId,
          ...(year === undefined ? {} : { year }),
        },
      });
      runInAction(() => {
        this.shareLink = new URL(link.url, this.#origin ?? window.location.origin).toString();
      });
    } catch {
      // The client has shown the error.
    }
  }

  closeShareLink(): void {
    this.shareLink = undefined;
  }

  private warn(message: string): void {
    this.#notify({ title: 'Notification', message, severity: 'warning' });
  }
}
