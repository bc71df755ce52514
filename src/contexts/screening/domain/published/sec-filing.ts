// An SEC EDGAR filing's identity as every context writes it: the filings context when it imports, screening
// when it links a figure or a revision to its filing.

/** A CIK as EDGAR writes it, ten digits: '0000320193'. */
export function cikText(cik: number): string {
  return String(cik).padStart(10, '0');
}

/** A date as EDGAR writes it, 'yyyy-mm-dd', naming a day of the calendar ('2013-02-30' does not). */
export function isIsoDate(value: string): boolean;
export function isIsoDate(value: unknown): value is string;
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Every accession number inside a text, as EDGAR writes one: '0001193125-13-096223'. */
export const ACCESSIONS_IN_TEXT = /\d{10}-\d{2}-\d{6}/g;

/** Whether a value is an accession number as EDGAR writes it. */
export function isAccession(value: unknown): value is string {
  return typeof value === 'string' && /^\d{10}-\d{2}-\d{6}$/.test(value);
}

/** The EDGAR index page of a filing. */
export function filingIndexUrl(cik: number, accn: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${cik}/${accn.replaceAll('-', '')}/${accn}-index.htm`;
}

/**
 * Days after the fiscal year end a 10-K is due, at the latest (Form 10-K, General Instruction A: a
 * non-accelerated filer's deadline; large accelerated filers have 60 and accelerated 75).
 */
export const TEN_K_DAYS_TO_FILE = 90;
