/**
 * The score validated on real enforcement labels (`npm run bench:aaer`, docs/risk-model.md "Validation on
 * SEC enforcement labels"): a labels file lists firm-years that were the subject of an SEC Accounting and
 * Auditing Enforcement Release, by CIK and fiscal year; the stored company-years that carry a CIK (SEC
 * EDGAR data) are joined to it and the scores' ROC AUC taken on the scored ones.
 */

import { readCsvRecords } from '../../../../shared/domain/csv/csv.js';
import { bootstrapRocAuc, type AucInterval, type BootstrapOptions } from './bootstrap-auc.js';

/** The columns naming the fiscal year, in order of preference: Bao et al.'s file says YEARA, Compustat fyear. */
const YEAR_COLUMNS = ['yeara', 'fyear', 'fiscal_year', 'year'] as const;

/** Below this many labelled scored firm-years no AUC is given: its interval would span most of [0, 1]. */
export const MIN_LABELLED_FIRM_YEARS = 30;

/** Bao, Ke, Li, Yu and Zhang (2020): the out-of-sample AUC of their best model (RUSBoost on raw data). */
export const BAO_2020_AUC = 0.725;

/** The labelled firm-years of a labels file, as `cik:year` keys, and how many rows listed them. */
export interface EnforcementLabels {
  readonly keys: ReadonlySet<string>;
  readonly rows: number;
}

export const labelKey = (cik: number, year: number): string => `${cik}:${year}`;

/**
 * Reads a labels file (CSV with a header naming `CIK` and the fiscal year: `YEARA`, `fyear`,
 * `fiscal_year` or `year`, without case; other columns are ignored). Throws, naming the file and the line,
 * on a missing column, a CSV syntax error, a row of another length than the header, or a CIK or year that
 * is not a positive whole number. Blank lines are skipped; a firm-year listed twice counts once.
 */
export function parseEnforcementLabels(text: string, file: string): EnforcementLabels {
  const records = readCsvRecords(text);
  const header = records.next();
  if (header.done) throw new Error(`${file}: the labels file is empty; expected a header with CIK and YEARA`);
  const names = header.value.fields.map((field) => field.trim().toLowerCase());
  const cikColumn = names.indexOf('cik');
  const yearColumn = YEAR_COLUMNS.map((name) => names.indexOf(name)).find((index) => index >= 0) ?? -1;
  if (cikColumn < 0 || yearColumn < 0)
    throw new Error(
      `${file} line 1: the header lacks ${cikColumn < 0 ? 'CIK' : 'a fiscal year column (YEARA, fyear, fiscal_year or year)'}` +
        ` (it has ${header.value.fields.join(',')})`,
    );
  const keys = new Set<string>();
  let rows = 0;
  for (const record of records) {
    if (record.fields.length === 1 && record.fields[0]?.trim() === '') continue;
    const at = `${file} line ${record.line}`;
    if (record.error) throw new Error(`${at}: ${record.error}`);
    if (record.fields.length !== names.length)
      throw new Error(`${at}: ${record.fields.length} fields, the header has ${names.length}`);
    const cikText = (record.fields[cikColumn] ?? '').trim();
    const yearText = (record.fields[yearColumn] ?? '').trim();
    const cik = /^\d{1,10}$/.test(cikText) ? Number(cikText) : NaN;
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
    if (!(cik > 0)) throw new Error(`${at}: CIK '${cikText}' is not a positive whole number`);
    if (!(year >= 1900 && year <= 2100)) throw new Error(`${at}: fiscal year '${yearText}' is not a year`);
    keys.add(labelKey(cik, year));
    rows += 1;
  }
  return { keys, rows };
}

/**
 * The fiscal year as Compustat numbers it (`fyear`), which the enforcement labels use: the calendar year
 * the fiscal year ends in, or the year before when it ends in January to May. The engine's year is the
 * calendar year of the end (docs/sec-edgar.md, "The fiscal year"), so a year ending 2010-04-02 (Computer
 * Sciences) is the engine's 2010 and Compustat's 2009. Without a known end, the engine's year.
 */
export function labelYearOf(year: number, fiscalYearEnd: string | null): number {
  if (fiscalYearEnd === null || !/^\d{4}-\d{2}-\d{2}/.test(fiscalYearEnd)) return year;
  const endYear = Number(fiscalYearEnd.slice(0, 4));
  const endMonth = Number(fiscalYearEnd.slice(5, 7));
  return endMonth <= 5 ? endYear - 1 : endYear;
}

/** A stored company-year of a company with a CIK, as the validation reads it. */
export interface ValidationFirmYear {
  cik: number;
  /** The engine's fiscal year. */
  year: number;
  /** The fiscal year's last day (yyyy-mm-dd) when the statements record it (SEC data), else null. */
  fiscalYearEnd: string | null;
  finalScore: number | null;
  mScore: number | null;
}

export interface FirmYearCounts {
  scored: number;
  notScored: number;
}

export interface EnforcementValidation {
  /** Company-years joined (one per CIK and labels year; a second listing of the same firm-year is dropped). */
  firmYears: number;
  companies: number;
  labelled: FirmYearCounts;
  unlabelled: FirmYearCounts;
  /** Labels whose CIK is a stored company but whose year is not stored. */
  labelsOutsideStoredYears: number;
  /** Stored companies with at least one label. */
  labelledCompanies: number;
  /** null below MIN_LABELLED_FIRM_YEARS labelled scored firm-years, or without an unlabelled scored one. */
  finalScoreAuc: AucInterval | null;
  /** The M-score alone, on the same firm-years (those with a final score and an M-score). */
  mScoreAuc: AucInterval | null;
}

/**
 * Joins the stored firm-years to the labels by CIK and Compustat fiscal year (labelYearOf), counts the
 * labelled and unlabelled ones, scored (a final score) and not, and gives the AUC of the final score and
 * of the M-score with their bootstrap intervals when at least MIN_LABELLED_FIRM_YEARS labelled firm-years
 * are scored.
 */
export function validateOnEnforcementLabels(
  firmYears: readonly ValidationFirmYear[],
  labels: EnforcementLabels,
  bootstrap: BootstrapOptions = {},
): EnforcementValidation {
  const seen = new Set<string>();
  const labelled: FirmYearCounts = { scored: 0, notScored: 0 };
  const unlabelled: FirmYearCounts = { scored: 0, notScored: 0 };
  const companies = new Set<number>();
  const finalScores: number[] = [];
  const mScores: (number | null)[] = [];
  const isLabelled: boolean[] = [];
  for (const row of firmYears) {
    const key = labelKey(row.cik, labelYearOf(row.year, row.fiscalYearEnd));
    if (seen.has(key)) continue;
    seen.add(key);
    companies.add(row.cik);
    const positive = labels.keys.has(key);
    const counts = positive ? labelled : unlabelled;
    const scored = row.finalScore !== null && Number.isFinite(row.finalScore);
    if (scored) counts.scored += 1;
    else counts.notScored += 1;
    if (!scored) continue;
    finalScores.push(row.finalScore as number);
    mScores.push(row.mScore);
    isLabelled.push(positive);
  }
  let labelsOutsideStoredYears = 0;
  const labelledCompanies = new Set<number>();
  for (const key of labels.keys) {
    const cik = Number(key.slice(0, key.indexOf(':')));
    if (!companies.has(cik)) continue;
    labelledCompanies.add(cik);
    if (!seen.has(key)) labelsOutsideStoredYears += 1;
  }
  const enough = labelled.scored >= MIN_LABELLED_FIRM_YEARS;
  return {
    firmYears: seen.size,
    companies: companies.size,
    labelled,
    unlabelled,
    labelsOutsideStoredYears,
    labelledCompanies: labelledCompanies.size,
    finalScoreAuc: enough ? bootstrapRocAuc(finalScores, isLabelled, bootstrap) : null,
    mScoreAuc: enough ? bootstrapRocAuc(mScores, isLabelled, bootstrap) : null,
  };
}
