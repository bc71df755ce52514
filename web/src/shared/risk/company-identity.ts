/**
 * Who a company is, as every screen shows it: its ticker and venue, its ISIN only where it has one, and
 * where its data come from (the API's `ticker`, `exchange`, `isin`, `origin` and `cik`).
 */

export type CompanyOrigin = 'generated' | 'sec' | 'file';

const COMPANY_ORIGINS: readonly string[] = ['generated', 'sec', 'file'] satisfies CompanyOrigin[];

export const isCompanyOrigin = (value: string): value is CompanyOrigin => COMPANY_ORIGINS.includes(value);

/** The ISIN to show, or undefined where there is none (SEC data: 'missing'; an empty or 'N/A' value). */
export function isinShown(isin: string | null | undefined): string | undefined {
  if (isin === null || isin === undefined) return undefined;
  const trimmed = isin.trim();
  return trimmed === '' || trimmed === 'missing' || trimmed === 'N/A' ? undefined : trimmed;
}

/** A ticker to show, or undefined where there is none. */
export function tickerShown(ticker: string | null | undefined): string | undefined {
  const trimmed = ticker?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** A venue to show, or undefined where there is none ('' or 'N/A'). */
function venueShown(exchange: string | null | undefined): string | undefined {
  const trimmed = exchange?.trim() ?? '';
  return trimmed === '' || trimmed === 'N/A' ? undefined : trimmed;
}

/** The ticker and the venue ('AAPL · Nasdaq'), each where there is one; '' without either. */
export function tickerAndVenue(company: {
  ticker?: string | null | undefined;
  exchange?: string | null | undefined;
}): string {
  return [tickerShown(company.ticker), venueShown(company.exchange)]
    .filter((part) => part !== undefined)
    .join(' · ');
}

/**
 * A search suggestion's second line: ticker, venue and exchange country, then the ISIN where there is one
 * ('AAPL · Nasdaq · United States'; 'ACME · Nasdaq · United States · US0000000001'). A company without a
 * ticker shows its CIK in its place where it has one.
 */
export function listingLine(hit: {
  ticker?: string | null | undefined;
  exchange?: string | null | undefined;
  exchange_country: string;
  isin?: string | null | undefined;
  cik?: number | null | undefined;
}): string {
  const ticker = tickerShown(hit.ticker) ?? (typeof hit.cik === 'number' ? `CIK ${hit.cik}` : undefined);
  return [ticker, venueShown(hit.exchange), hit.exchange_country, isinShown(hit.isin)]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');
}

/** What the source mark says: 'SEC EDGAR' (with the CIK when known), 'Imported file' or 'Demo (generated)'. */
export function sourceLabel(origin: CompanyOrigin, cik?: number | null): string {
  switch (origin) {
    case 'sec':
      return typeof cik === 'number' ? `SEC EDGAR · CIK ${cik}` : 'SEC EDGAR';
    case 'file':
      return 'Imported file';
    case 'generated':
      return 'Demo (generated)';
  }
}

/** The latest annual report in the data, as the API gives it (TickerDetail.latestAnnualReport). */
export interface LatestAnnualReport {
  form: string;
  filed: string;
  url: string;
  fiscalYear: number;
  due: string;
  overdue: boolean;
}

/** The latest annual report's line: '10-K for FY2025, filed 2025-10-31'. */
export const latestReportText = (latest: LatestAnnualReport): string =>
  `${latest.form} for FY${latest.fiscalYear}, filed ${latest.filed}`;

/**
 * The stale mark's text when the next annual report is overdue ('Stale: FY2022 report overdue since
 * 2023-03-31'), else undefined.
 */
export const staleText = (latest: LatestAnnualReport): string | undefined =>
  latest.overdue ? `Stale: FY${latest.fiscalYear + 1} report overdue since ${latest.due}` : undefined;
