import type {
  FilingSource,
  LineItemSourceRecord,
  StatementRevisionRecord,
} from '../../application/ports/dashboard-read-model.js';
import { LINE_ITEMS } from '../../domain/published/universe.js';
import { filingIndexUrl, isAccession, isIsoDate } from '../../domain/published/sec-filing.js';
import { NOT_REPORTED, type LineItemName } from '../../domain/published/universe.js';

/*
 * The provenance column of screening.statement (StatementProvenance, written by the SEC import) read
 * back for the dashboard and the full report. The column is jsonb: every field is checked here, and
 * anything malformed reads as 'no provenance' rather than a broken link or an error.
 */

/** EDGAR accession numbers: filer id, year, sequence ('0000320193-24-000123'). */
const MARKET_VALUE_BASES = ['public float', 'shares x price'] as const;

type JsonObject = Record<string, unknown>;

function objectOf(value: unknown): JsonObject | undefined {
  if (typeof value === 'string') {
    try {
      return objectOf(JSON.parse(value) as unknown);
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const dateOf = (value: unknown): string | undefined => {
  const text = textOf(value);
  return text !== undefined && isIsoDate(text.slice(0, 10)) ? text.slice(0, 10) : undefined;
};

const cikOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

interface FilingRef {
  form: string;
  filed: string;
  accession: string;
}

function filingRefOf(value: unknown): FilingRef | undefined {
  const ref = objectOf(value);
  const form = textOf(ref?.form);
  const filed = dateOf(ref?.filed);
  const accession = textOf(ref?.accn);
  return form !== undefined && filed !== undefined && isAccession(accession)
    ? { form, filed, accession }
    : undefined;
}

/** The filing of a company-year (the annual report that first reported it); null without provenance. */
export function filingSourceOf(provenance: unknown): FilingSource | null {
  const record = objectOf(provenance);
  const cik = cikOf(record?.cik);
  const filing = filingRefOf(record?.filing);
  const fiscalYearEnd = dateOf(record?.fiscalYearEnd);
  if (cik === undefined || filing === undefined || fiscalYearEnd === undefined) return null;
  const basis = record?.marketValueBasis;
  return {
    ...filing,
    url: filingIndexUrl(cik, filing.accession),
    fiscalYearEnd,
    marketValueBasis: MARKET_VALUE_BASES.find((known) => known === basis) ?? null,
  };
}

/**
 * The 21 line items in engine order: value, and the concept and filing each came from when recorded; a
 * line the year's complete filing does not have (NOT_REPORTED, taken as 0) is `notReported`, with that
 * filing and no concept.
 */
export function lineItemSourcesOf(
  provenance: unknown,
  values: Readonly<Record<LineItemName, number | null>>,
): LineItemSourceRecord[] {
  const record = objectOf(provenance);
  const cik = cikOf(record?.cik);
  const items = objectOf(record?.items);
  const yearFiling = record?.filing;
  return LINE_ITEMS.map((item) => {
    // A concept alone: the year's own filing reported it (StatementProvenance.items).
    const entry = items?.[item];
    const notReported = entry === NOT_REPORTED;
    const source = typeof entry === 'string' ? { ...objectOf(yearFiling), concept: entry } : objectOf(entry);
    const filing = filingRefOf(source);
    return {
      item,
      value: values[item],
      concept: notReported ? null : (textOf(source?.concept) ?? null),
      filing:
        filing === undefined
          ? null
          : { ...filing, url: cik === undefined ? null : filingIndexUrl(cik, filing.accession) },
      ...(notReported ? { notReported } : {}),
    };
  });
}

/** The prior year's line items the year's filing does not report, taken as 0 (none in older provenance). */
export function comparativeNotReportedOf(provenance: unknown): LineItemName[] {
  const listed = objectOf(provenance)?.comparativeNotReported;
  if (!Array.isArray(listed)) return [];
  return LINE_ITEMS.filter((item) => listed.includes(item));
}

const finiteOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The revisions column of a company-year (StatementRevision[], written by the SEC import) with each
 * revising filing's EDGAR page under the company's CIK (its provenance's). Malformed entries are left out.
 */
export function statementRevisionsOf(revisions: unknown, cik: unknown): StatementRevisionRecord[] {
  let listed: unknown = revisions;
  if (typeof listed === 'string') {
    try {
      listed = JSON.parse(listed) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(listed)) return [];
  const company = cikOf(cik);
  return listed.flatMap((entry: unknown): StatementRevisionRecord[] => {
    const record = objectOf(entry);
    const item = LINE_ITEMS.find((known) => known === record?.item);
    const year = finiteOf(record?.year);
    const from = finiteOf(record?.from);
    const to = finiteOf(record?.to);
    const filing = filingRefOf(record);
    if (item === undefined || year === undefined || from === undefined || to === undefined || !filing)
      return [];
    const url = company === undefined ? null : filingIndexUrl(company, filing.accession);
    return [{ item, year, from, to, ...filing, url }];
  });
}
