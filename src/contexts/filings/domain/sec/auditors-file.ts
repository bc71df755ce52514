/**
 * The optional auditors file of an SEC import (`--auditors`, docs/sec-edgar.md): `cik,fiscal_year,auditor`
 * with a header row, one row per company-year. SEC's structured data names no auditor, so this file
 * supplies it. Names are folded to the reference list (auditors.ts); a name the list does not have is
 * added with an id of its own (AuditorDirectory).
 */

import { headedCsvRows } from './headed-csv.js';
import { AUDITORS, findAuditor } from '../reference/auditors.js';

/** One row of the auditors file. */
export interface AuditorRow {
  /** Physical line of the file (1-based; the header is line 1). */
  readonly line: number;
  readonly cik: number;
  readonly year: number;
  /** The name as the file gives it, spaces collapsed. */
  readonly name: string;
}

export interface AuditorsFile {
  readonly rows: readonly AuditorRow[];
  /** `auditors.csv line N: reason`, one per malformed or repeated row (skipped). */
  readonly problems: readonly string[];
}

/** The auditor of a company-year: a reference id, or an added one with its name. */
export interface ResolvedAuditor {
  readonly auditorID: number;
  /** The name of an auditor the reference list does not have; null for one of the list (its name is the list's). */
  readonly auditorName: string | null;
}

/** The first id an auditor the reference list does not have gets; later ones count up from it. */
export const FIRST_ADDED_AUDITOR_ID = 1000;

const AUDITORS_COLUMNS = ['cik', 'fiscal_year', 'auditor'] as const;

/** The Big Four under their legal and short names ('Deloitte & Touche LLP', 'PricewaterhouseCoopers LLP'). */
const BIG_FOUR: ReadonlyArray<{ readonly pattern: RegExp; readonly auditorID: number }> = [
  { pattern: /^deloitte\b/, auditorID: 1 },
  { pattern: /^(pwc|pricewaterhousecoopers|price ?waterhouse)\b/, auditorID: 2 },
  { pattern: /^(ey|ernst (&|and) young)\b/, auditorID: 3 },
  { pattern: /^kpmg\b/, auditorID: 4 },
];

/** Legal-form and country endings ignored when matching: 'LLP', ', LLP', 'P.C.', 'USA', '& Co.', ... */
const SUFFIX =
  /[\s,]+(llp|l\.l\.p\.?|llc|l\.l\.c\.?|p\.?c\.?|inc\.?|ltd\.?|usa|us|u\.s\.a?\.?|(&|and) co\.?|(&|and) company)$/;

/** Lower case, '’' as "'", spaces collapsed: the text every comparison starts from. */
function plain(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
}

/**
 * The key an auditor's name is matched by: lower case, without its legal-form and country endings
 * ('Grant Thornton LLP' and 'GRANT THORNTON' are 'grant thornton'; 'BDO USA, P.C.' is 'bdo').
 */
export function auditorKey(name: string): string {
  let key = plain(name);
  for (;;) {
    const next = key.replace(SUFFIX, '').replace(/[\s,]+$/, '');
    if (next === key || next === '') break;
    key = next;
  }
  return key;
}

const referenceByKey = new Map<string, number>(
  AUDITORS.map((auditor) => [auditorKey(auditor.auditor), auditor.auditorID]),
);

/**
 * The reference list's id for a name, or null: the Big Four's variants ('Deloitte & Touche LLP',
 * 'Deloitte LLP' → Deloitte; 'PricewaterhouseCoopers LLP', 'PwC' → PwC; 'Ernst & Young LLP', 'EY' → EY;
 * 'KPMG LLP' → KPMG), the others by auditorKey, any case.
 */
export function referenceAuditorId(name: string): number | null {
  const text = plain(name);
  for (const { pattern, auditorID } of BIG_FOUR) if (pattern.test(text)) return auditorID;
  return referenceByKey.get(auditorKey(name)) ?? null;
}

/**
 * The auditors of one import: the reference list, plus every name it does not have, each under an id of
 * its own (FIRST_ADDED_AUDITOR_ID, then counting up, in the order the names are first resolved; names
 * with one auditorKey are one auditor, under the name first resolved). Seeded with the added auditors already
 * stored (`--add`), which keep their ids.
 */
export class AuditorDirectory {
  private readonly added = new Map<string, ResolvedAuditor>();
  private nextId = FIRST_ADDED_AUDITOR_ID;

  constructor(stored: Iterable<{ readonly auditorID: number; readonly auditorName?: string | null }> = []) {
    for (const { auditorID, auditorName } of stored) {
      if (!auditorName || findAuditor(auditorID)) continue;
      const key = auditorKey(auditorName);
      if (!this.added.has(key)) this.added.set(key, { auditorID, auditorName });
      this.nextId = Math.max(this.nextId, auditorID + 1);
    }
  }

  resolve(name: string): ResolvedAuditor {
    const reference = referenceAuditorId(name);
    if (reference !== null) return { auditorID: reference, auditorName: null };
    const key = auditorKey(name);
    let auditor = this.added.get(key);
    if (!auditor) {
      auditor = { auditorID: this.nextId, auditorName: name.replace(/\s+/g, ' ').trim() };
      this.nextId += 1;
      this.added.set(key, auditor);
    }
    return auditor;
  }
}

/**
 * Reads an auditors file (RFC 4180, header `cik,fiscal_year,auditor` in any order and case). A row that
 * is malformed (a CSV syntax error, a wrong number of fields, a CIK or fiscal year that is not a number,
 * an empty name) or repeats a company-year is reported as `<label> line N: reason` and skipped; blank
 * lines are ignored. Throws when the header lacks a column: the file is not an auditors file.
 */
export function parseAuditorsCsv(text: string, label = 'auditors.csv'): AuditorsFile {
  const rows: AuditorRow[] = [];
  const problems: string[] = [];
  const seen = new Map<string, AuditorRow>();
  for (const record of headedCsvRows(text, AUDITORS_COLUMNS, label, problems)) {
    const { problem } = record;
    const cikText = record.field('cik');
    const yearText = record.field('fiscal_year');
    const name = record.field('auditor').replace(/\s+/g, ' ');
    const cik = /^(CIK)?\d{1,10}$/i.test(cikText) ? Number(cikText.replace(/^CIK/i, '')) : 0;
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : 0;
    if (!(cik > 0)) problem(`CIK '${cikText}' is not a number`);
    else if (year < 1900 || year > 2100) problem(`fiscal year '${yearText}' is not a year`);
    else if (name === '') problem('the auditor is empty');
    else {
      const key = `${cik}:${year}`;
      const earlier = seen.get(key);
      if (!earlier) {
        const row = { line: record.line, cik, year, name };
        seen.set(key, row);
        rows.push(row);
      } else if (identity(earlier.name) !== identity(name))
        problem(`CIK ${cik} fiscal ${year} has an auditor on line ${earlier.line} ('${earlier.name}'), kept`);
    }
  }
  return { rows, problems };
}

/** Two names are one auditor when they fold to one reference entry, or have one auditorKey. */
function identity(name: string): string {
  const reference = referenceAuditorId(name);
  return reference === null ? `key:${auditorKey(name)}` : `id:${reference}`;
}

/**
 * The auditor of each company-year of the rows, by CIK and fiscal year, resolved in file order: an added
 * auditor's id is FIRST_ADDED_AUDITOR_ID plus the position of its first row among the added names.
 */
export function auditorsByCik(
  rows: readonly AuditorRow[],
  directory: AuditorDirectory,
): Map<number, Map<number, ResolvedAuditor>> {
  const out = new Map<number, Map<number, ResolvedAuditor>>();
  for (const row of rows) {
    const years = out.get(row.cik) ?? new Map<number, ResolvedAuditor>();
    years.set(row.year, directory.resolve(row.name));
    out.set(row.cik, years);
  }
  return out;
}
