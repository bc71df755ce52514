import { makeAutoObservable, observableRef } from 'mobx';

import { ApiError } from '../../../api/api-client';
import { Channel, type ChannelCall } from '../../../shared/async/channel';
import {
  dataOf,
  failed,
  IDLE,
  isCancelled,
  LOADING,
  ready,
  type RequestState,
} from '../../../shared/async/request-state';
import type {
  ClusterFactor,
  CompanyApi,
  FilingEvent,
  HistogramBin,
  HistoryPoint,
  PopupText,
  ScoreBreakdown,
  TickerDetail,
} from '../../../api/company-api';
import { reportHref, type ReportTarget } from './report-value';

/** The company to show: a ticker in an exchange country, and optionally the year wanted. */
export interface CompanySelection {
  tickerId: string;
  exchangeCountryId: number;
  year?: number;
}

/** The panels that load on their own (one failing does not blank the others). */
export interface PanelData {
  detail: TickerDetail;
  history: HistoryPoint[];
  riskDistribution: HistogramBin[];
  sectorDistribution: HistogramBin[];
  clusters: ClusterFactor[];
  breakdown: ScoreBreakdown;
  filingEvents: FilingEvent[];
}

export type CompanyPanel = keyof PanelData;

/** The panels of the company as a whole: loaded when it opens, not again for another year. */
const COMPANY_WIDE_PANELS = ['history', 'filingEvents'] as const;
type CompanyWidePanel = (typeof COMPANY_WIDE_PANELS)[number];
type YearPanel = Exclude<CompanyPanel, CompanyWidePanel>;

function isCompanyWide(panel: CompanyPanel): panel is CompanyWidePanel {
  return (COMPANY_WIDE_PANELS as readonly CompanyPanel[]).includes(panel);
}

/** Latest filing first (ISO dates sort as text); the accession breaks a tie, latest first too. */
function latestFirst(events: readonly FilingEvent[]): FilingEvent[] {
  return [...events].sort((a, b) => b.filed.localeCompare(a.filed) || b.accession.localeCompare(a.accession));
}

/**
 * Whether the Full Report can be opened: its address is asked for once the year's detail is in. Every year
 * with statements has one, scored or not (issue 28: a year without a score says why).
 */
export type FullReportState =
  | { readonly status: 'idle' | 'loading' | 'unavailable' }
  | { readonly status: 'ready'; readonly url: string };

/** The risk history as chart series, by year ascending (a year without a score is a gap). */
export interface HistorySeries {
  years: number[];
  scores: Array<number | null>;
  averages: number[];
}

export const EXCHANGE_NOT_PERMITTED = 'EXCHANGE_NOT_PERMITTED';

function isExchangeRestriction(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.errorCode === EXCHANGE_NOT_PERMITTED;
}

function keyOf(tickerId: string, exchangeCountryId: number, year: number | undefined): string {
  return `${tickerId}|${exchangeCountryId}|${year ?? ''}`;
}

/**
 * The company risk dashboard (spec section 2): which company and year are shown, and each panel's data.
 * `open` asks for the available years (every year with statements, scored or not), picks the requested
 * year (else the API's defaultYear: the latest rated year, else the latest scored; else the latest), then
 * loads every panel in parallel; `selectYear` reloads the panels of a year (not the history and the filing
 * events, which are the company's). Answers of an earlier open or year never overwrite a later one. An exchange country outside the subscription sets
 * `restricted`.
 */
export class CompanyStore {
  selection: Omit<CompanySelection, 'year'> | undefined = undefined;
  years: RequestState<number[]> = IDLE;
  selectedYear: number | undefined = undefined;
  /** The exchange country is not part of the caller's subscription: no panel is shown. */
  restricted = false;
  detail: RequestState<TickerDetail> = IDLE;
  history: RequestState<HistoryPoint[]> = IDLE;
  riskDistribution: RequestState<HistogramBin[]> = IDLE;
  sectorDistribution: RequestState<HistogramBin[]> = IDLE;
  clusters: RequestState<ClusterFactor[]> = IDLE;
  /** How the year's score is built (the Score breakdown panel). */
  breakdown: RequestState<ScoreBreakdown> = IDLE;
  /** The company's filing events, latest first (every year's: another year only moves the highlight). */
  filingEvents: RequestState<FilingEvent[]> = IDLE;
  fullReport: FullReportState = IDLE;
  /** The info popup texts by id, loaded once. */
  popups: ReadonlyMap<string, PopupText> = new Map();
  /** The company-year whose report-unavailable dialog the user closed. */
  dismissedReportDialog: string | undefined = undefined;

  readonly #api: CompanyApi;
  /** The company's calls (its years, history and filing events): a new open cancels the previous one's. */
  readonly #open = new Channel();
  /** The year's panels: another year cancels the previous year's calls. */
  readonly #year = new Channel();
  #popupsState: 'idle' | 'loading' | 'loaded' = 'idle';

  constructor(api: CompanyApi) {
    this.#api = api;
    makeAutoObservable(
      this,
      {
        selection: observableRef,
        years: observableRef,
        detail: observableRef,
        history: observableRef,
        riskDistribution: observableRef,
        sectorDistribution: observableRef,
        clusters: observableRef,
        breakdown: observableRef,
        filingEvents: observableRef,
        fullReport: observableRef,
        popups: observableRef,
        popup: false,
      },
      { autoBind: true },
    );
  }

  /** A company is selected (its panels may still be loading). */
  get isOpen(): boolean {
    return this.selection !== undefined;
  }

  /** Every year the company has statements, latest first (for the year dropdown), scored or not. */
  get yearOptions(): number[] {
    return [...(dataOf(this.years) ?? [])].sort((a, b) => b - a);
  }

  /** The years were loaded and there are none (no statements at all): nothing to show for this company. */
  get hasNoYears(): boolean {
    return this.years.status === 'ready' && this.years.data.length === 0;
  }

  get tickerDetail(): TickerDetail | undefined {
    return dataOf(this.detail);
  }

  get finalScore(): number | null {
    return this.tickerDetail?.finalScore ?? null;
  }

  /** The company's percentile in the risk distribution of its exchange country (rank_percent). */
  get riskPercentile(): number | null {
    return this.tickerDetail?.rankPercent ?? null;
  }

  /** The company's percentile in its sector's distribution (rank_percent_within_sector). */
  get sectorPercentile(): number | null {
    return this.tickerDetail?.rankPercentWithinSector ?? null;
  }

  get historySeries(): HistorySeries {
    const points = [...(dataOf(this.history) ?? [])].sort((a, b) => a.year - b.year);
    return {
      years: points.map((point) => point.year),
      scores: points.map((point) => point.score),
      averages: points.map((point) => point.average),
    };
  }

  get clusterFactors(): ClusterFactor[] {
    return dataOf(this.clusters) ?? [];
  }

  /** At least one cluster has a quantile for the chosen year. */
  get hasClusters(): boolean {
    return this.clusterFactors.some((cluster) => cluster.cluster_quantile !== null);
  }

  /** The chosen year has neither a final score nor any cluster: there is no factor report for it. */
  get reportInconclusive(): boolean {
    return (
      this.detail.status === 'ready' &&
      this.detail.data.finalScore === null &&
      this.clusters.status === 'ready' &&
      !this.hasClusters
    );
  }

  /**
   * Show the report-unavailable dialog (until the user closes it for this company-year): the year has no
   * factor report, and the server has no Full Report for it either.
   */
  get showReportUnavailable(): boolean {
    return (
      !this.restricted &&
      this.reportInconclusive &&
      this.fullReport.status === 'unavailable' &&
      this.dismissedReportDialog !== this.currentKey
    );
  }

  /** The factor report's target, when a year is chosen and it has clusters. */
  get reportTarget(): ReportTarget | undefined {
    if (this.selection === undefined || this.selectedYear === undefined || !this.hasClusters)
      return undefined;
    return { ...this.selection, year: this.selectedYear };
  }

  /** `/report?reportValue=...` of the chosen company-year, or undefined when there is no factor report. */
  get factorReportHref(): string | undefined {
    const target = this.reportTarget;
    return target === undefined ? undefined : reportHref(target);
  }

  /** The Full Report's address, when the server can generate the report of the company-year. */
  get fullReportUrl(): string | undefined {
    return this.fullReport.status === 'ready' ? this.fullReport.url : undefined;
  }

  /** The popup text of an id (an arrow function: components pass it around unbound). */
  readonly popup = (id: string): PopupText | undefined => this.popups.get(id);

  private get currentKey(): string {
    return keyOf(this.selection?.tickerId ?? '', this.selection?.exchangeCountryId ?? 0, this.selectedYear);
  }

  /**
   * Shows a company: the years first, then every panel of the requested year (the default year when that
   * year has no data or none is asked for). Opening the company already shown only changes the year, if
   * another is asked for.
   */
  async open(selection: CompanySelection): Promise<void> {
    void this.loadPopups();
    const { tickerId, exchangeCountryId, year } = selection;
    if (
      this.selection?.tickerId === tickerId &&
      this.selection.exchangeCountryId === exchangeCountryId &&
      this.years.status !== 'error' &&
      !this.restricted
    ) {
      if (year !== undefined && year !== this.selectedYear && this.yearOptions.includes(year)) {
        await this.selectYear(year);
      }
      return;
    }
    await this.reopen({ tickerId, exchangeCountryId, ...(year === undefined ? {} : { year }) });
  }

  /** Loads the company again from scratch (after an error, for example). */
  async reload(): Promise<void> {
    if (this.selection === undefined) return;
    await this.reopen({
      ...this.selection,
      ...(this.selectedYear === undefined ? {} : { year: this.selectedYear }),
    });
  }

  /** Shows another year of the company: every panel but the history reloads. */
  async selectYear(year: number): Promise<void> {
    if (this.selection === undefined || this.restricted || !this.yearOptions.includes(year)) return;
    if (year === this.selectedYear && this.detail.status !== 'error') return;
    this.setSelectedYear(year);
    await this.loadYearPanels();
  }

  /** Loads one failed panel again. */
  async retry(panel: CompanyPanel): Promise<void> {
    const selection = this.selection;
    const year = this.selectedYear;
    if (selection === undefined || this.restricted) return;
    // The retry joins the latest call of its channel: a later open or year still wins over it.
    if (isCompanyWide(panel)) {
      const call = this.#open.current();
      if (call === undefined) return;
      await this.loadCompanyPanel(panel, selection, call);
      return;
    }
    const call = this.#year.current();
    if (year === undefined || call === undefined) return;
    await this.loadYearPanel(panel, selection, year, call);
  }

  /** Nothing selected: the dashboard shows its empty state. */
  clear(): void {
    this.stopPanels();
    this.selection = undefined;
    this.years = IDLE;
    this.selectedYear = undefined;
    this.restricted = false;
    this.dismissedReportDialog = undefined;
  }

  /** Closes the report-unavailable dialog for the company-year shown. */
  dismissReportUnavailable(): void {
    this.dismissedReportDialog = this.currentKey;
  }

  /** The popup texts, once; a failure leaves the info buttons with their titles and is tried again later. */
  async loadPopups(): Promise<void> {
    if (this.#popupsState !== 'idle') return;
    this.#popupsState = 'loading';
    try {
      const texts = await this.#api.popupTexts();
      this.setPopups(texts);
      this.#popupsState = 'loaded';
    } catch {
      this.#popupsState = 'idle';
    }
  }

  private async reopen(selection: CompanySelection): Promise<void> {
    this.clear();
    const { signal, isCurrent } = this.#open.start();
    const { tickerId, exchangeCountryId } = selection;
    this.selection = { tickerId, exchangeCountryId };
    this.years = LOADING;

    let years: number[];
    let defaultYear: number | undefined;
    try {
      const answer = await this.#api.availableYears({ tickerId, exchangeCountryId }, signal);
      if (!isCurrent()) return;
      if (answer.restrictAccess) {
        this.markRestricted();
        return;
      }
      years = [...new Set(answer.data)].sort((a, b) => b - a);
      defaultYear = answer.defaultYear ?? undefined;
      this.setYears(ready(years));
    } catch (error) {
      if (!isCurrent() || isCancelled(error)) return;
      if (isExchangeRestriction(error)) this.markRestricted();
      else this.setYears(failed(error));
      return;
    }
    const latest = years[0];
    if (latest === undefined) return;
    // The year asked for; else the API's default (the latest rated year, else the latest scored); else the latest.
    const opening = [selection.year, defaultYear].find((year) => year !== undefined && years.includes(year));
    this.setSelectedYear(opening ?? latest);

    await Promise.all([
      ...COMPANY_WIDE_PANELS.map((panel) =>
        this.loadCompanyPanel(panel, { tickerId, exchangeCountryId }, { signal, isCurrent }),
      ),
      this.loadYearPanels(),
    ]);
  }

  private async loadCompanyPanel(
    panel: CompanyWidePanel,
    selection: Omit<CompanySelection, 'year'>,
    { isCurrent, signal }: ChannelCall,
  ): Promise<void> {
    switch (panel) {
      case 'history':
        await this.loadPanel('history', isCurrent, () => this.#api.riskHistory(selection, signal));
        return;
      case 'filingEvents':
        await this.loadPanel('filingEvents', isCurrent, async () => {
          const answer = await this.#api.filingEvents({ tickerId: selection.tickerId }, signal);
          return latestFirst(answer.events);
        });
        return;
    }
  }

  private async loadYearPanels(): Promise<void> {
    const selection = this.selection;
    const year = this.selectedYear;
    if (selection === undefined || year === undefined) return;
    const call = this.#year.start();
    this.resetYearPanels();
    await Promise.all(
      (['detail', 'riskDistribution', 'sectorDistribution', 'clusters', 'breakdown'] as const).map((panel) =>
        this.loadYearPanel(panel, selection, year, call),
      ),
    );
  }

  private async loadYearPanel(
    panel: YearPanel,
    selection: Omit<CompanySelection, 'year'>,
    year: number,
    { isCurrent, signal }: ChannelCall,
  ): Promise<void> {
    const { tickerId, exchangeCountryId } = selection;
    switch (panel) {
      case 'detail': {
        await this.loadPanel('detail', isCurrent, () =>
          this.#api.tickerDetail({ tickerId, year, exchangeCountryId }, signal),
        );
        if (isCurrent()) await this.loadFullReport({ isCurrent, signal });
        return;
      }
      case 'riskDistribution':
        await this.loadPanel('riskDistribution', isCurrent, () =>
          this.#api.riskDistribution({ year, exchangeCountryId }, signal),
        );
        return;
      case 'sectorDistribution':
        await this.loadPanel('sectorDistribution', isCurrent, () =>
          this.#api.sectorDistribution({ tickerId, year, exchangeCountryId }, signal),
        );
        return;
      case 'breakdown':
        await this.loadPanel('breakdown', isCurrent, () =>
          this.#api.scoreBreakdown({ tickerId, year, exchangeCountryId }, signal),
        );
        return;
      case 'clusters':
        await this.loadPanel('clusters', isCurrent, async () => {
          const answer = await this.#api.chartFactor(
            { tickerId, year, exchange_countryID: exchangeCountryId },
            signal,
          );
          if (answer.restrictAccess) throw new ApiError(403, EXCHANGE_NOT_PERMITTED, EXCHANGE_NOT_PERMITTED);
          return answer.data;
        });
        return;
    }
  }

  private async loadPanel<K extends CompanyPanel>(
    panel: K,
    isCurrent: () => boolean,
    request: () => Promise<PanelData[K]>,
  ): Promise<void> {
    this.setPanel(panel, LOADING);
    try {
      const data = await request();
      if (isCurrent()) this.setPanel(panel, ready(data));
    } catch (error) {
      if (!isCurrent() || isCancelled(error)) return;
      if (isExchangeRestriction(error)) this.markRestricted();
      else this.setPanel(panel, failed(error));
    }
  }

  /** A new Full Report link for the shown company-year (links expire), or undefined when there is none. */
  async freshFullReportUrl(): Promise<string | undefined> {
    const detail = this.tickerDetail;
    const year = this.selectedYear;
    if (detail === undefined || year === undefined) return undefined;
    try {
      const answer = await this.#api.fullReportUrl({
        tickerId: detail.id,
        year,
        regionId: detail.exchange_countryID,
      });
      return typeof answer.url === 'string' && answer.url.trim() !== '' ? answer.url.trim() : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Asks for the Full Report's address of the year, scored or not (the report of a year without a score says
   * why); any failure disables the button.
   */
  private async loadFullReport({ isCurrent, signal }: ChannelCall): Promise<void> {
    const detail = this.tickerDetail;
    const year = this.selectedYear;
    if (detail === undefined || year === undefined) {
      this.setFullReport({ status: 'unavailable' });
      return;
    }
    this.setFullReport(LOADING);
    try {
      // By ticker id: a company of SEC data has no ISIN.
      const answer = await this.#api.fullReportUrl(
        { tickerId: detail.id, year, regionId: detail.exchange_countryID },
        signal,
      );
      if (!isCurrent()) return;
      const url = typeof answer.url === 'string' ? answer.url.trim() : '';
      this.setFullReport(url === '' ? { status: 'unavailable' } : { status: 'ready', url });
    } catch (error) {
      if (!isCurrent() || isCancelled(error)) return;
      // 404 or 409: no report for this company-year; anything else: not at the moment either.
      this.setFullReport({ status: 'unavailable' });
    }
  }

  private markRestricted(): void {
    this.restricted = true;
    this.stopPanels();
  }

  /** Cancels the company's calls and empties its panels. */
  private stopPanels(): void {
    this.#open.cancel();
    this.#year.cancel();
    this.resetYearPanels();
    this.history = IDLE;
    this.filingEvents = IDLE;
  }

  private resetYearPanels(): void {
    this.detail = IDLE;
    this.riskDistribution = IDLE;
    this.sectorDistribution = IDLE;
    this.clusters = IDLE;
    this.breakdown = IDLE;
    this.fullReport = IDLE;
  }

  private setPanel<K extends CompanyPanel>(panel: K, state: RequestState<PanelData[K]>): void {
    // The signature ties the state's data to the panel; TypeScript cannot follow that through the index.
    (this as Record<CompanyPanel, RequestState<unknown>>)[panel] = state;
  }

  private setYears(state: RequestState<number[]>): void {
    this.years = state;
  }

  private setSelectedYear(year: number): void {
    this.selectedYear = year;
  }

  private setFullReport(state: FullReportState): void {
    this.fullReport = state;
  }

  private setPopups(texts: readonly PopupText[]): void {
    this.popups = new Map(texts.map((text) => [text.id, text]));
  }
}
