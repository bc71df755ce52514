/**
 * The optional auditors file of an SEC import (`--auditors`, docs/sec-edgar.md): `cik,fiscal_year,auditor`
 * with a header row, one row per company-year. SEC's structured data names no auditor, so this file
 * supplies it. Names are resolved as every import resolves them (AuditorDirectory, auditor-directory.ts):
 * folded to the reference list, or added with an id of its own.
 */

import { headedCsvRows } from './headed-csv.js';
import {
  auditorKey,
  referenceAuditorId,
  type AuditorDirectory,
  type ResolvedAuditor,
} from '../auditor-directory.js';

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

const AUDITORS_COLUMNS = ['cik', 'fiscal_year', 'auditor'] as const;

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
