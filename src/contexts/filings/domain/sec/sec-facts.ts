/**
 * The one shape every SEC source is read into before it is mapped to the engine's line items
 * (docs/sec-edgar.md): companyfacts JSON, Financial Statement Data Sets (sub.txt + num.txt) and the
 * online API all become a list of SecFact per filer.
 */

/** The taxonomies the mapping reads; facts of any other (a filer's own extension) are dropped. */
export type SecTaxonomy = 'us-gaap' | 'ifrs-full' | 'dei';

/** One reported value: one concept, one period, one filing. The same period recurs per filing. */
export interface SecFact {
  readonly taxonomy: SecTaxonomy;
  /** The concept's local name, e.g. 'Revenues', 'AssetsCurrent'. */
  readonly concept: string;
  /** 'USD', 'EUR', 'shares', 'USD/shares', ... as SEC writes it. */
  readonly unit: string;
  /** First day of a duration (ISO yyyy-mm-dd); null for an instant (a balance). */
  readonly start: string | null;
  /** Last day of a duration, or the instant (ISO yyyy-mm-dd). */
  readonly end: string;
  /** The value as reported, in the unit (dollars, not millions). */
  readonly value: number;
  /** Accession number of the filing, '0000320193-24-000123'. */
  readonly accn: string;
  /** The filing's form: '10-K', '10-K/A', '20-F', '10-Q', ... */
  readonly form: string;
  /** The filing date (ISO yyyy-mm-dd). */
  readonly filed: string;
}

/** Everything read of one filer (one CIK) from one source. */
export interface SecFilerFacts {
  /** The CIK as a number (320193). */
  readonly cik: number;
  readonly entityName: string;
  readonly facts: readonly SecFact[];
}

/** The company metadata of the submissions JSON (or FSDS sub.txt, or company_tickers.json). */
export interface SecCompanyMeta {
  readonly cik: number;
  readonly name: string;
  /** Primary first, as SEC lists them. */
  readonly tickers: readonly string[];
  /** Parallel to tickers: 'Nasdaq', 'NYSE', 'OTC', 'CBOE', or null. */
  readonly exchanges: ReadonlyArray<string | null>;
  /** Standard Industrial Classification code, or null (persons, funds). */
  readonly sic: number | null;
  /** EDGAR state or country code of incorporation ('CA', 'DE', 'E9'), or null. */
  readonly stateOfIncorporation: string | null;
  /** EDGAR state or country code of the business address, or null. */
  readonly businessStateOrCountry: string | null;
  /** 'MMDD' of the fiscal year end, or null. */
  readonly fiscalYearEnd: string | null;
}

// A filing's identity is screening's published language (it links figures to their filings).
import {
  cikText,
  filingIndexUrl,
  isAccession,
  isIsoDate,
} from '../../../screening/domain/published/sec-filing.js';

export { cikText, filingIndexUrl, isAccession, isIsoDate };

/**
 * A ticker as the import ids companies (submissions, company_tickers.json, the prices file, --fetch): upper
 * case, '.' and '/' as SEC's '-' ('brk.b' → 'BRK-B').
 */
export function secTicker(text: string): string {
  return text.trim().toUpperCase().replace(/[./]/g, '-');
}

/**
 * The tickerId of an SEC filer without a ticker of its own: SEC lists none for it, or another company
 * holds its ticker (another filer of the same import, a stored company of an import that adds). 'CIK' and
 * its ten-digit CIK: 'CIK0000320193'.
 */
export function cikTickerId(cik: number): string {
  return `CIK${cikText(cik)}`;
}
