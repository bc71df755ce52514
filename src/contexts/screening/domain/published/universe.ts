/**
 * The shape the scoring engine reads: companies with yearly statements and monthly prices, plus one
 * index series per exchange country. Produced by the demo generator or by an import of real statements.
 * All money amounts are in $ millions.
 */

import type { TradingStatus } from '../reference/trading-statuses.js';

/** One company-year of statements. A null is a missing input (the clusters that need it are N/A). */
export interface FinancialStatement {
  readonly year: number;
  // Income statement
  readonly revenue: number | null;
  readonly cogs: number | null;
  readonly sga: number | null;
  readonly depreciation: number | null;
  /** Net income from continuing operations. */
  readonly netIncome: number | null;
  // Cash flow
  readonly cfo: number | null;
  // Balance sheet
  readonly receivables: number | null;
  readonly inventory: number | null;
  readonly otherCurrentAssets: number | null;
  readonly currentAssets: number | null;
  readonly ppe: number | null;
  readonly goodwill: number | null;
  readonly otherIntangibles: number | null;
  readonly totalAssets: number | null;
  readonly currentLiabilities: number | null;
  readonly longTermDebt: number | null;
  readonly totalLiabilities: number | null;
  readonly equity: number | null;
  /** Cash and short-term investments. */
  readonly cash: number | null;
  /** Securities (debt and equity) issued during the year, gross. */
  readonly securities: number | null;
  /** Market value of equity at the fiscal year end. */
  readonly marketValue: number | null;
}

/** Events behind the 'ALERT: ...' warnings. */
export interface FilingEvents {
  readonly auditorChanged: boolean;
  readonly lateFiling: boolean;
  readonly qualifiedOpinion: boolean;
  readonly restatement: boolean;
}

/** The kind of a filing event (SEC EDGAR's submissions lists; docs/sec-edgar.md). */
export type FilingEventKind = 'late-filing' | 'auditor-change' | 'non-reliance' | 'amendment';

/**
 * Every kind of filing event, in the order of their documentation and of one 8-K's events, with the 8-K item
 * behind it (SEC Form 8-K, section 4); null for a kind that is not a current report's.
 */
export const FILING_EVENT_ITEMS: Readonly<Record<FilingEventKind, string | null>> = {
  'late-filing': null,
  'auditor-change': '4.01',
  'non-reliance': '4.02',
  amendment: null,
};

/** A filing event of a company (SEC EDGAR's submissions lists; docs/sec-edgar.md). */
export interface CompanyFilingEvent {
  readonly kind: FilingEventKind;
  /** The form filed: 'NT 10-K', '8-K', '10-K/A'. */
  readonly form: string;
  /** The 8-K items, e.g. ['4.02']; [] for other forms. */
  readonly items: readonly string[];
  /** ISO date the filing was made. */
  readonly filed: string;
  /** ISO date of the period it concerns (SEC's reportDate); null when not given. */
  readonly period: string | null;
  /** Accession number, '0001193125-13-096223'. */
  readonly accn: string;
  readonly cik: number;
  /** The fiscal year it belongs to (docs/sec-edgar.md rules). */
  readonly fiscalYear: number;
  /** The report filed late or amended; null for an 8-K. */
  readonly report: 'annual' | 'quarterly' | null;
}

export type ManipulationPattern = 'receivables' | 'inventory' | 'capitalisation' | 'cashflow';

/**
 * The 21 line items, in `FinancialStatement`'s order ($ millions): the one list every import, column list
 * and table reads (the statements CSV's columns, the stored rows, the Statements tab).
 */
export const LINE_ITEMS = [
  'revenue',
  'cogs',
  'sga',
  'depreciation',
  'netIncome',
  'cfo',
  'receivables',
  'inventory',
  'otherCurrentAssets',
  'currentAssets',
  'ppe',
  'goodwill',
  'otherIntangibles',
  'totalAssets',
  'currentLiabilities',
  'longTermDebt',
  'totalLiabilities',
  'equity',
  'cash',
  'securities',
  'marketValue',
] as const satisfies readonly (keyof FinancialStatement)[];

/** One of the 21 line items. */
export type LineItemName = (typeof LINE_ITEMS)[number];

// Compile-time check that every line item of FinancialStatement is in the list.
type UnlistedLineItem = Exclude<keyof FinancialStatement, 'year' | LineItemName>;
const _everyLineItemListed: [UnlistedLineItem] extends [never] ? true : never = true;

/** Some line items of a year ($ millions), e.g. the prior year as a later filing reports it. */
export type LineItemValues = Partial<Record<LineItemName, number>>;

/** A filing with the SEC: accession number, form and filing date (ISO). */
export interface FilingRef {
  readonly accn: string;
  readonly form: string;
  readonly filed: string;
}

/**
 * The line items whose absence from an otherwise complete annual report means the company has none, so
 * that they are taken as 0 rather than missing (docs/risk-model.md, "Absent lines"): an SEC filing with no
 * line for them (docs/sec-edgar.md), a statements CSV row that says so (docs/statements-csv.md).
 */
export const ABSENT_IS_ZERO_ITEMS = [
  'inventory',
  'goodwill',
  'otherIntangibles',
  'longTermDebt',
  'securities',
] as const satisfies readonly LineItemName[];

export type AbsentIsZeroItem = (typeof ABSENT_IS_ZERO_ITEMS)[number];

export const isAbsentIsZeroItem = (item: string): item is AbsentIsZeroItem =>
  (ABSENT_IS_ZERO_ITEMS as readonly string[]).includes(item);

/**
 * StatementProvenance.items' value for a line item the year's complete filing does not report, taken as
 * 0 (ABSENT_IS_ZERO_ITEMS). Never a concept: concepts are stored with their taxonomy ('us-gaap:...').
 */
export const NOT_REPORTED = 'absent';

/** How such a line's source reads, wherever a source is shown. */
export const NOT_REPORTED_TEXT = 'not reported, taken as 0';

/** Where one line item of one year came from: the XBRL concept (or formula) and the filing. */
export interface LineItemSource extends FilingRef {
  readonly concept: string;
}

/** A later filing reported a line item of a year differently, beyond rounding ($ millions). */
export interface StatementRevision extends FilingRef {
  readonly item: LineItemName;
  readonly year: number;
  readonly from: number;
  readonly to: number;
}

/** Where a year of imported SEC data came from (docs/sec-edgar.md). */
export interface StatementProvenance {
  readonly cik: number;
  /** The annual report that first reported the year. */
  readonly filing: FilingRef;
  /** ISO date the fiscal year ended. */
  readonly fiscalYearEnd: string;
  /**
   * Per line item: the concept alone when the year's filing reported it (most items, so that the stored
   * provenance stays small), else the concept and the filing (a later report, a cover page); NOT_REPORTED
   * for a line the year's complete filing does not have, taken as 0. An item without an entry is missing.
   */
  readonly items: Partial<Record<LineItemName, string | LineItemSource>>;
  /**
   * The prior year's line items the year's complete filing does not report for it, taken as 0 in
   * `comparative` (NOT_REPORTED there). Left out when there are none (and in provenance stored before it).
   */
  readonly comparativeNotReported?: readonly LineItemName[];
  /** What marketValue is: the cover page's public float, or shares outstanding x closing price. */
  readonly marketValueBasis: 'public float' | 'shares x price' | null;
}

/** A company-year as the scoring engine reads it. */
export interface StatementYear extends FinancialStatement, FilingEvents {
  readonly auditorID: number;
  /** Auditor of the previous year, when it changed (for the warning text). */
  readonly previousAuditorID: number | null;
  /**
   * The auditor's name where the reference list (reference/auditors.ts) does not have it: an auditor an
   * SEC import's auditors file added (id 1000 and up). Preferred over the list's name when set.
   */
  readonly auditorName?: string | null;
  /** The previous year's auditorName, when the auditor changed (for the warning text). */
  readonly previousAuditorName?: string | null;
  /**
   * The prior year's line items as this year's own filing reports them (ADR 0007): the lagged ratios of
   * t against t−1 read these where given, so that a restated or reclassified t−1 is compared on the
   * basis of t. Absent for generated and CSV data (the previous year's statements are used).
   */
  readonly comparative?: LineItemValues | null;
  /** Later filings' revisions of this year's figures; each is an ALERT warning. */
  readonly revisions?: readonly StatementRevision[];
  readonly provenance?: StatementProvenance | null;
}

/** A generated company-year: the statements, a few more flows so they tie, and the ground truth. */
export interface CompanyYear extends StatementYear {
  /** Cash flow from investing and financing, dividends and equity issued: let the statements tie. */
  readonly cfi: number | null;
  readonly cff: number | null;
  readonly dividends: number | null;
  readonly equityIssued: number | null;
  /** Ground truth of the generator. The scoring engine never reads these two fields. */
  readonly manipulated: boolean;
  readonly pattern: ManipulationPattern | null;
}

/** Month-end prices: monthly[12 * (year - firstYear) + month - 1]. */
export interface MonthlySeries {
  readonly firstYear: number;
  readonly monthly: Float64Array;
}

/**
 * Where a company comes from: the demo universe's generator, SEC EDGAR filings, or a statements file.
 * Generated and real companies are never peers (docs/risk-model.md, "Peers").
 */
export type CompanyOrigin = 'generated' | 'sec' | 'file';

/** The peer class of an origin: generated companies rank among generated ones, the rest among real ones. */
export type PeerClass = 'generated' | 'real';

/** A company's origin; rows written before origins were stored are SEC's when they have a CIK, else generated. */
export function originOf(company: Pick<CompanyProfile, 'origin' | 'cik'>): CompanyOrigin {
  return company.origin ?? (company.cik !== null && company.cik !== undefined ? 'sec' : 'generated');
}

/** A tickerId SEC EDGAR data falls back on when SEC lists no ticker: 'CIK' and the ten-digit CIK. */
const CIK_STAND_IN = /^CIK\d{10}$/;
/** The exchange suffix of a generated tickerId: 'ABCD-US' is the symbol 'ABCD' of the US exchange. */
const GENERATED_SUFFIX = /-[A-Z]{2}$/;

/**
 * The ticker a company is shown under, derived from its tickerId (the key it is stored under) and its
 * origin, in one place for every answer that shows it: a generated company's symbol without its exchange
 * suffix ('ABCD-US' shows 'ABCD'); an SEC company's ticker, none where SEC lists none (the tickerId is then
 * 'CIK##########'); a statements file's ticker, none where the row gave none (the tickerId is then its ISIN).
 */
export function displayTickerOf(company: {
  readonly tickerId: string;
  readonly origin: CompanyOrigin;
  readonly isin?: string | null;
}): string | null {
  const { tickerId, origin } = company;
  if (tickerId.trim() === '') return null;
  switch (origin) {
    case 'generated':
      return tickerId.replace(GENERATED_SUFFIX, '');
    case 'sec':
      return CIK_STAND_IN.test(tickerId) ? null : tickerId;
    case 'file':
      return company.isin !== undefined && company.isin !== null && tickerId === company.isin
        ? null
        : tickerId;
  }
}

/** An origin as stored (text), read as a CompanyOrigin: anything else is a generated company's. */
export function companyOriginOf(stored: unknown): CompanyOrigin {
  return stored === 'sec' || stored === 'file' ? stored : 'generated';
}

export function peerClassOf(origin: CompanyOrigin): PeerClass {
  return origin === 'generated' ? 'generated' : 'real';
}

export interface CompanyProfile {
  readonly tickerId: string;
  /** Where the company comes from (absent: see originOf). */
  readonly origin?: CompanyOrigin;
  /** 'missing' where the source has none (SEC data has no ISIN). */
  readonly isin: string;
  /** SEC's Central Index Key, for companies imported from SEC EDGAR. */
  readonly cik?: number | null;
  readonly name: string;
  readonly exchange_countryID: number;
  /** Listing venue, e.g. 'Nasdaq'. */
  readonly exchange: string;
  /** ISO 3166 alpha-2 codes; names come from reference/countries.ts. */
  readonly domicileIso2: string;
  readonly incorporationIso2: string;
  readonly sectorID: number;
  readonly industry_groupID: number;
  readonly trading_status: TradingStatus;
}

/** What the scoring engine needs of a company: no ground truth in sight. */
export interface ScoringCompany extends CompanyProfile {
  /** Ascending by year; a gap between two years breaks the lags (the later year has no prior year). */
  readonly statements: readonly StatementYear[];
  readonly prices: MonthlySeries | null;
  /** The company's filing events (late filings, auditor changes, non-reliance, amendments), as filed. */
  readonly filingEvents?: readonly CompanyFilingEvent[];
}

export interface Company extends ScoringCompany {
  readonly statements: readonly CompanyYear[];
  readonly prices: MonthlySeries;
}

export interface ExchangeIndexSeries extends MonthlySeries {
  readonly exchange_countryID: number;
  readonly name: string;
}

export interface ScoringUniverse {
  readonly companies: readonly ScoringCompany[];
  readonly indices: readonly ExchangeIndexSeries[];
}

export interface Universe extends ScoringUniverse {
  readonly seed: number;
  readonly firstYear: number;
  readonly lastYear: number;
  readonly companies: readonly Company[];
}
