import { Query } from '@nestjs/cqrs';
import type { AnnualReportTiming } from '../../../domain/annual-report-due.js';
import { filingEventMeaning } from '../../../domain/filing-event-meaning.js';
import type { CompanyFilingEvent } from '../../../domain/published/universe.js';
import type { ModelHistoryYear } from '../../../domain/scoring/model-history.js';
import type { ScoreBreakdown, StatementTable, TermInput } from '../../../domain/scoring/score-breakdown.js';
import type {
  ClusterFactor,
  UnfiledOrigin,
  FilingSource,
  HistogramBin,
  HistoryPoint,
  LatestAnnualReport,
  LineItemSourceRecord,
  StatementRevisionRecord,
  TickerDetailRecord,
  TickerListing,
} from '../../ports/dashboard-read-model.js';

/** Every panel query names the caller's tenant: exchange entitlements come from it, never from the body. */
interface Scoped {
  readonly tenantId: string;
}

/** Text fields that show 'N/A' when missing (section 3); numbers stay null. */
type TextField =
  | 'name'
  | 'status'
  | 'auditor'
  | 'sector_name'
  | 'industryGroup'
  | 'incorpCountry'
  | 'domicileCountry'
  | 'exchangeCountry'
  | 'region_name'
  | 'exchange'
  | 'rating'
  | 'isin';

/** The latest annual report in the data, when the next one is due and whether it is overdue (stale data). */
export type LatestAnnualReportAnswer = LatestAnnualReport & AnnualReportTiming;

/** A filing a warning cites, with its page on EDGAR. */
export interface WarningFiling {
  readonly accession: string;
  readonly url: string;
}

export type TickerDetail = Omit<TickerDetailRecord, TextField | 'latestAnnualReport'> &
  Record<TextField, string> & {
    warnings: string[];
    /** The EDGAR pages of the filings the year's warnings cite (an SEC filer's; none for a trial tenant). */
    warningFilings: WarningFiling[];
    latestAnnualReport: LatestAnnualReportAnswer | null;
  };

export class GetTickerDetail extends Query<TickerDetail> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
    readonly year: number,
    readonly exchangeCountryId: number,
  ) {
    super();
  }
}

/**
 * Where a company-year's figures came from (the full report's Source section): the filing and every line
 * item with its concept and filing; no recorded filing (generated or CSV data, by the dataset's origin);
 * or withheld, for a trial tenant, as a filing would name the anonymised company.
 */
export type StatementSource =
  | { kind: 'filing'; filing: FilingSource; items: LineItemSourceRecord[] }
  | { kind: 'unrecorded'; origin: UnfiledOrigin }
  | { kind: 'withheld' };

export class GetStatementSource extends Query<StatementSource> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
    readonly year: number,
    readonly exchangeCountryId: number,
  ) {
    super();
  }
}

/** Where one statement line of the breakdown came from: its XBRL concept and filing (SEC data). */
export interface InputSource {
  concept: string | null;
  form: string;
  filed: string;
  accession: string;
  url: string | null;
  /** True for a line the filing does not have, taken as 0 (no concept; the filing is the one without it). */
  notReported?: true;
}

/** A statement line of the breakdown with its source; null without a recorded filing. */
export type SourcedInput = TermInput & { source: InputSource | null };

type Sourced<T> = T extends { inputs: readonly TermInput[] }
  ? Omit<T, 'inputs'> & { inputs: SourcedInput[] }
  : T;

/**
 * A company-year's score breakdown (issue 21): the final score's terms, the M-score's indices and the
 * F-score's variables with their statement lines and sources, and the company's statements over its years.
 * `origin` says where figures without a filing came from ('generated' demo data, an 'imported' CSV);
 * 'withheld' for a trial tenant (a filing would name the anonymised company).
 */
export interface ScoreBreakdownAnswer {
  tickerId: string;
  year: number;
  origin: UnfiledOrigin | 'withheld';
  final: ScoreBreakdown['final'];
  mScore: Omit<ScoreBreakdown['mScore'], 'terms'> & {
    terms: Sourced<ScoreBreakdown['mScore']['terms'][number]>[];
  };
  fScore: Omit<ScoreBreakdown['fScore'], 'terms'> & {
    terms: Sourced<ScoreBreakdown['fScore']['terms'][number]>[];
  };
  clusters: ScoreBreakdown['clusters'];
  /** The Beneish M-score and Dechow F-score of each of the company's years, oldest first. */
  history: ModelHistoryYear[];
  /**
   * The statements over the company's years, as first reported. notReported: per year, whether the line is
   * taken as 0 (its complete filing does not have it); revisions: per year, the later filing that reported
   * the figure differently, and all of them as a list (SEC data; none for a trial tenant).
   */
  statements: StatementTable<StatementRevisionRecord>;
}

export class GetScoreBreakdown extends Query<ScoreBreakdownAnswer> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
    readonly year: number,
    readonly exchangeCountryId: number,
  ) {
    super();
  }
}

/**
 * A filing event of the company as the API answers it (POST /dashboard/filingEvents): the stored event
 * (SEC EDGAR's submissions lists), its EDGAR index page (null for a company not from SEC EDGAR) and what
 * it means in plain words.
 */
export type FilingEventAnswer = Omit<CompanyFilingEvent, 'accn' | 'cik' | 'items'> & {
  items: string[];
  accession: string;
  url: string | null;
  meaning: string;
};

/** A stored event (with its EDGAR page, or null) as the API answers it. */
export function filingEventAnswer(event: CompanyFilingEvent & { url: string | null }): FilingEventAnswer {
  return {
    kind: event.kind,
    form: event.form,
    items: [...event.items],
    filed: event.filed,
    period: event.period,
    fiscalYear: event.fiscalYear,
    report: event.report,
    accession: event.accn,
    url: event.url,
    meaning: filingEventMeaning(event),
  };
}

/**
 * The company's filing events, latest filing first. None for a trial tenant: an accession number would
 * name the company it sees anonymised.
 */
export class GetFilingEvents extends Query<{ events: FilingEventAnswer[] }> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
  ) {
    super();
  }
}

export class GetRiskHistory extends Query<HistoryPoint[]> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
    readonly exchangeCountryId: number,
  ) {
    super();
  }
}

export class GetClusterFactors
  extends Query<{ restrictAccess: boolean; data: ClusterFactor[] }>
  implements Scoped
{
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
    readonly year: number,
    readonly exchangeCountryId: number,
    readonly clusterTypes: readonly string[],
  ) {
    super();
  }
}

export class GetRiskDistribution extends Query<HistogramBin[]> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly year: number,
    readonly exchangeCountryId: number,
  ) {
    super();
  }
}

export class GetSectorDistribution extends Query<HistogramBin[]> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
    readonly year: number,
    readonly exchangeCountryId: number,
  ) {
    super();
  }
}

export class GetAvailableYears extends Query<{ restrictAccess: boolean; data: number[] }> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly tickerId: string,
    readonly exchangeCountryId: number,
  ) {
    super();
  }
}

export class FindListing extends Query<TickerListing> implements Scoped {
  constructor(
    readonly tenantId: string,
    readonly by: { tickerId: string } | { isin: string },
  ) {
    super();
  }
}
