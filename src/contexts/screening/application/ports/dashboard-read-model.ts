import type { LaggedStatement } from '../../domain/scoring/score-universe.js';
import type {
  CompanyFilingEvent,
  CompanyOrigin,
  FilingEvents,
  LineItemName,
} from '../../domain/published/universe.js';

/** The company panels of the dashboard, read with one SQL statement each. */

/** The SEC filing a company-year's figures came from (imported from EDGAR; docs/sec-edgar.md). */
export interface FilingSource {
  /** '10-K', '10-K/A', '20-F', ... */
  form: string;
  /** Filing date (ISO yyyy-mm-dd). */
  filed: string;
  /** Accession number, '0000320193-24-000123'. */
  accession: string;
  /** The filing's index page on EDGAR. */
  url: string;
  /** The day the fiscal year ended (ISO yyyy-mm-dd). */
  fiscalYearEnd: string;
  /** What the market value is: the cover page's public float, or shares outstanding x closing price. */
  marketValueBasis: 'public float' | 'shares x price' | null;
}

/** One line item of a company-year: its value ($ millions) and where it came from, when recorded. */
export interface LineItemSourceRecord {
  item: LineItemName;
  value: number | null;
  /** The XBRL concept (or formula) the value was read from; null when none is recorded. */
  concept: string | null;
  /** The filing that reported it (of a line not reported: the filing without it); null when none is recorded. */
  filing: { form: string; filed: string; accession: string; url: string | null } | null;
  /** True for a line the year's complete filing does not have, taken as 0 (docs/risk-model.md, "Absent lines"). */
  notReported?: true;
}

/**
 * Where a year without a recorded filing came from, by the stored dataset's origin (its latest revision's,
 * dataset-origin.ts): generated demo data, an imported statements file, or not known.
 */
export type UnfiledOrigin = 'generated' | 'imported' | 'unknown';

/** Every line item of a company-year with its provenance (the full report's Source section). */
export interface StatementSourceRecord {
  /** Null when the year has no provenance: generated demo data or a CSV import. */
  filing: FilingSource | null;
  /** The 21 line items in engine order. */
  items: LineItemSourceRecord[];
  /** The prior year's line items the year's filing does not report, taken as 0 in its comparative. */
  comparativeNotReported: LineItemName[];
  origin: UnfiledOrigin;
}

export interface TickerDetailRecord {
  id: string;
  name: string | null;
  status: string | null;
  mv: number | null;
  auditor: string | null;
  dlOptimistic: number | null;
  dlPessimistic: number | null;
  telOptimistic: number | null;
  telPessimistic: number | null;
  equityLoss: number | null;
  finalScore: number | null;
  rankPercent: number | null;
  rankPercentWithinSector: number | null;
  rfpAbsolute: number | null;
  rfpRelative: number | null;
  sector_name: string | null;
  industryGroup: string | null;
  incorpCountry: string | null;
  domicileCountry: string | null;
  exchangeCountry: string | null;
  exchange_countryID: number;
  region_name: string | null;
  exchange: string | null;
  isin: string | null;
  warning: string | null;
  rating: string | null;
  /** 'Not scored: …' or 'Not rated: fewer than 30 peers' (peers.ts), else null. */
  scoreNote: string | null;
  /** How many scored peers the rating was taken among; when not rated, how many it had. */
  peers: number | null;
  /** 'exchange country' or 'all exchange countries': where the peers were taken; null when not rated. */
  peerGroup: string | null;
  /** Where the company comes from: 'generated', 'sec' or 'file'. */
  origin: CompanyOrigin;
  /** The ticker the company is shown under (displayTickerOf); null where it has none. */
  ticker: string | null;
  /** SEC's Central Index Key, for an SEC EDGAR company; else null. */
  cik: number | null;
  /** The filing behind the year's figures; null without provenance (generated or CSV data). */
  source: FilingSource | null;
  /** The annual report of the company's latest year with a filing (any year shown); null without one. */
  latestAnnualReport: LatestAnnualReport | null;
}

/** The latest annual report in the data: its filing and the fiscal year it reported. */
export interface LatestAnnualReport extends FilingSource {
  fiscalYear: number;
}

/** A later filing reported a line item of a company-year differently (SEC data): that filing and its page. */
export interface StatementRevisionRecord {
  item: LineItemName;
  year: number;
  /** $ millions before the filing (the first reported figure, or an earlier revision's). */
  from: number;
  /** $ millions as the filing reports it. */
  to: number;
  form: string;
  filed: string;
  accession: string;
  /** The filing's index page on EDGAR; null when the company's CIK is not recorded. */
  url: string | null;
}

/**
 * A statement year, the line items its complete filing does not have, taken as 0 (NOT_REPORTED), and the
 * later filings' revisions of its figures (none for generated and CSV data).
 */
export type CompanyStatement = LaggedStatement &
  Pick<FilingEvents, 'lateFiling' | 'auditorChanged' | 'restatement'> & {
    readonly notReported: readonly LineItemName[];
    readonly revisions: readonly StatementRevisionRecord[];
  };

/** A filing event of the company (SEC EDGAR's submissions lists) and its page on EDGAR. */
export type FilingEventRecord = CompanyFilingEvent & {
  /**
   * The filing's index page on EDGAR; null for a company not from SEC EDGAR (a generated company's events,
   * CIK and accession numbers are made up).
   */
  readonly url: string | null;
};

export interface HistoryPoint {
  year: number;
  score: number | null;
  average: number;
}

export interface ClusterFactor {
  cluster_type: string;
  cluster_name: string;
  cluster_value: number | null;
  cluster_quantile: number | null;
  /** Position among the peers, 0 safest to 1 riskiest: the final score's input. */
  cluster_position: number | null;
  cluster_comment_text: string;
}

export interface HistogramBin {
  x: number;
  y: number;
}

export interface TickerListing {
  tickerId: string;
  isin: string;
  name: string;
  exchange_countryID: number;
  exchange_country: string;
}

export abstract class DashboardReadModel {
  abstract tickerDetail(tickerId: string, year: number): Promise<TickerDetailRecord | null>;
  /** Null when the company has no statements that year. */
  abstract statementSource(tickerId: string, year: number): Promise<StatementSourceRecord | null>;
  /**
   * The company's statements (21 line items and the filing's comparatives), oldest year first, each with
   * the lines its complete filing does not have, taken as 0.
   */
  abstract companyStatements(tickerId: string): Promise<CompanyStatement[]>;
  /** The statements of t−2..t of every company in the company's sector that year (the company included). */
  abstract sectorPeerStatements(tickerId: string, year: number): Promise<LaggedStatement[][]>;
  /** The company's filing events, latest filing first. */
  abstract filingEvents(tickerId: string): Promise<FilingEventRecord[]>;
  abstract riskHistory(tickerId: string, exchangeCountryId: number): Promise<HistoryPoint[]>;
  abstract clusterFactors(tickerId: string, year: number): Promise<ClusterFactor[]>;
  /** The smoothed logit behind the company-year's final score, or null when it has none. */
  abstract scoreLogit(tickerId: string, year: number): Promise<number | null>;
  abstract riskDistribution(year: number, exchangeCountryId: number): Promise<HistogramBin[]>;
  abstract sectorDistribution(tickerId: string, year: number): Promise<HistogramBin[]>;
  /**
   * Every year the company has statements in the exchange country, latest first, and the year its page
   * opens on: the latest rated year, else the latest scored, else the latest.
   */
  abstract availableYears(
    tickerId: string,
    exchangeCountryId: number,
  ): Promise<{ years: number[]; defaultYear: number | null }>;
  abstract listing(tickerId: string): Promise<TickerListing | null>;
  abstract listingByIsin(isin: string): Promise<TickerListing | null>;
}
