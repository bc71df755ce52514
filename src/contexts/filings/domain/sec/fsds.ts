import { EDGAR_LOCATIONS } from './edgar-locations.js';
import type { SecCompanyMeta, SecFact, SecFilerFacts, SecTaxonomy } from './sec-facts.js';

/**
 * SEC's Financial Statement Data Sets (a zip per quarter of tab-separated text files with a header
 * row) read into the common shape of sec-facts.ts. sub.txt has one row per submission (filing), num.txt
 * one row per reported value. Columns are found by their header name: the 2024 re-issue added
 * `segments` to num.txt, and older files lack it.
 *
 * Kept: rows of the consolidated entity (empty `segments` and `coreg`) in the us-gaap, ifrs-full and
 * dei taxonomies with a value. A filer's own extension concepts (their `version` is the accession
 * number) are dropped, as are rows of a submission sub.txt does not list. A malformed row is skipped
 * and reported in `problems` ('num.txt line N: reason'); one bad row never stops the file.
 *
 * SEC rounds `ddate` (and sub.txt's `period` and `fye`) to the nearest month end: Apple's fiscal year
 * ending 2024-09-28 appears as 20240930. So FSDS periods may differ by a few days from the same facts
 * read from companyfacts JSON.
 */

/** One row of sub.txt: a filing. */
export interface FsdsSubmission {
  /** The accession number, '0000320193-24-000123'. */
  readonly adsh: string;
  readonly cik: number;
  readonly name: string;
  readonly sic: number | null;
  /** '10-K', '10-Q', '20-F', '10-K/A', ... */
  readonly form: string;
  /** The filing date, ISO yyyy-mm-dd. */
  readonly filed: string;
  /** The balance sheet date (rounded to a month end by SEC), ISO yyyy-mm-dd, or null. */
  readonly period: string | null;
  /** Fiscal year focus, e.g. 2024, or null. */
  readonly fy: number | null;
  /** Fiscal period focus: 'FY', 'Q1'..'Q4', or null. */
  readonly fp: string | null;
  /** Fiscal year end 'MMDD' (rounded to a month end by SEC), or null. */
  readonly fye: string | null;
  /** ISO country of the business address ('US', 'JP'), or null. */
  readonly countryba: string | null;
  /** State or province of the business address ('CA', 'ON'), or null. */
  readonly stprba: string | null;
  /** ISO country of incorporation, or null. */
  readonly countryinc: string | null;
  /** State or province of incorporation ('DE'), or null. */
  readonly stprinc: string | null;
}

/** How many num.txt rows went where. */
export interface FsdsNumCounts {
  /** Data rows read (the header and blank lines not counted). */
  rows: number;
  /** Rows kept as facts. */
  facts: number;
  /** Rows of a segment (axis and member) or of a co-registrant, not the consolidated entity. */
  notConsolidated: number;
  /** Rows of a filer's own extension or of a taxonomy the mapping does not read. */
  otherTaxonomy: number;
  /** Rows without a value. */
  noValue: number;
  /** Rows of a submission not in sub.txt. */
  unknownSubmission: number;
  /**
   * Rows of a filing whose form the reader does not keep (FsdsNumReaderOptions.forms: an import keeps
   * annual reports' only); the filer is still read, with one row per taxonomy kept to say what it reports in.
   */
  otherForm: number;
  /** Rows of a filing an earlier quarter's zip held (a filing is read once, from the first zip that has it). */
  repeated: number;
  /** Malformed rows (field count, date, quarters, value, ...), each reported in problems up to the cap. */
  malformed: number;
}

/** What was read of one quarter's zip (the import's summary prints it, docs/sec-edgar.md). */
export interface FsdsQuarterRead {
  /** The zip's file name, '2010q2.zip'. */
  readonly zip: string;
  /** The submissions (filings) of its sub.txt. */
  readonly submissions: number;
  /** 'sub.txt line N: ...' then 'num.txt line N: ...' (each file's list capped at MAX_FSDS_PROBLEMS). */
  readonly problems: readonly string[];
  /** Where num.txt's rows went. */
  readonly counts: FsdsNumCounts;
}

/** Problems kept per file: a broken file would otherwise fill memory with the same message. */
export const MAX_FSDS_PROBLEMS = 100;

const SUB_REQUIRED = ['adsh', 'cik', 'name', 'form', 'filed'] as const;
const NUM_REQUIRED = ['adsh', 'tag', 'version', 'ddate', 'qtrs', 'uom', 'value'] as const;
const MANTISSA = /^[+-]?[\d.]+$/;
const EXPONENT = /^[+-]?\d+$/;
const DATE = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * A decimal number as SEC writes one ('-116000000.0000', maybe '1.5E7'), or null: no hexadecimal,
 * 'Infinity' or blank that Number() would take.
 */
function decimal(text: string): number | null {
  const [mantissa, exponent, more] = text.split(/[eE]/);
  if (more !== undefined || !MANTISSA.test(mantissa ?? '')) return null;
  if (exponent !== undefined && !EXPONENT.test(exponent)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYYMMDD' as its parts, or null when it is not a calendar date. */
function dateParts(text: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** 'YYYYMMDD' as 'YYYY-MM-DD', or null when it is not a calendar date. */
export function fsdsDate(text: string): string | null {
  const parts = dateParts(text);
  return parts ? iso(parts.year, parts.month, parts.day) : null;
}

/**
 * The first day of a duration of `quarters` quarters ending on `end` ('YYYYMMDD'): the day after the
 * date quarters * 3 months before. A month-end date counts back to a month end (SEC rounds ddate to
 * month ends, so 20100630 over one quarter starts 2010-04-01, not 2010-03-31); another day of the month
 * counts back to the same day, or the month's last when that month is shorter (20240928 over four
 * quarters starts 2023-09-29). Null when `end` is not a date.
 */
export function fsdsDurationStart(end: string, quarters: number): string | null {
  const parts = dateParts(end);
  if (!parts) return null;
  const monthIndex = parts.year * 12 + (parts.month - 1) - quarters * 3;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  if (year < 1) return null;
  const last = daysInMonth(year, month);
  const day = parts.day === daysInMonth(parts.year, parts.month) ? last : Math.min(parts.day, last);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** num.txt's `version` as the taxonomy read: 'us-gaap/2009' is us-gaap; a filer's own (its adsh) is null. */
export function fsdsTaxonomy(version: string): SecTaxonomy | null {
  const slash = version.indexOf('/');
  const prefix = slash < 0 ? version : version.slice(0, slash);
  switch (prefix) {
    case 'us-gaap':
      return 'us-gaap';
    case 'ifrs':
    case 'ifrs-full':
      return 'ifrs-full';
    case 'dei':
      return 'dei';
    default:
      return null;
  }
}

/** The column positions of a header row by name, and its field count. */
function columnsOf(header: string): { byName: Map<string, number>; count: number } {
  const names = header
    .replace(/^\uFEFF/, '')
    .replace(/\r$/, '')
    .split('\t');
  const byName = new Map<string, number>();
  names.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (!byName.has(key)) byName.set(key, index);
  });
  return { byName, count: names.length };
}

function requireColumns(file: string, columns: Map<string, number>, names: readonly string[]): void {
  const missing = names.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    throw new Error(`${file}: the header row lacks the column(s) ${missing.join(', ')}`);
  }
}

/** Adds problems to a list up to MAX_FSDS_PROBLEMS entries. */
class Problems {
  constructor(private readonly into: string[]) {}

  add(text: string): void {
    if (this.into.length < MAX_FSDS_PROBLEMS) this.into.push(text);
  }
}

function optional(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function optionalInteger(text: string | undefined): number | null {
  const value = optional(text);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The submissions of sub.txt by accession number. A malformed row is skipped and reported in
 * `problems` ('sub.txt line N: reason', at most MAX_FSDS_PROBLEMS entries); a header without the
 * columns adsh, cik, name, form and filed throws.
 */
export function parseFsdsSubmissions(subText: string, problems: string[] = []): Map<string, FsdsSubmission> {
  const report = new Problems(problems);
  const submissions = new Map<string, FsdsSubmission>();
  const rows = subText.split('\n');
  const header = rows[0] ?? '';
  if (header.trim() === '') return submissions;
  const { byName: columns, count } = columnsOf(header);
  requireColumns('sub.txt', columns, SUB_REQUIRED);
  const field = (fields: string[], name: string): string | undefined => {
    const index = columns.get(name);
    return index === undefined ? undefined : fields[index];
  };
  for (let index = 1; index < rows.length; index += 1) {
    const row = rows[index]!.replace(/\r$/, '');
    if (row.trim() === '') continue;
    const where = `sub.txt line ${index + 1}`;
    const fields = row.split('\t');
    if (fields.length !== count) {
      report.add(`${where}: ${fields.length} fields, the header has ${count}`);
      continue;
    }
    const adsh = field(fields, 'adsh')!.trim();
    const cikText = field(fields, 'cik')!.trim();
    const filedText = field(fields, 'filed')!.trim();
    const filed = fsdsDate(filedText);
    const form = field(fields, 'form')!.trim();
    if (adsh === '') {
      report.add(`${where}: no adsh`);
      continue;
    }
    if (!/^\d{1,10}$/.test(cikText) || Number(cikText) === 0) {
      report.add(`${where}: cik '${cikText}' is not a CIK`);
      continue;
    }
    if (filed === null) {
      report.add(`${where}: filed '${filedText}' is not a date`);
      continue;
    }
    if (form === '') {
      report.add(`${where}: no form`);
      continue;
    }
    const periodText = optional(field(fields, 'period'));
    const fye = optional(field(fields, 'fye'));
    submissions.set(adsh, {
      adsh,
      cik: Number(cikText),
      name: field(fields, 'name')!.trim(),
      sic: optionalInteger(field(fields, 'sic')),
      form,
      filed,
      period: periodText === null ? null : fsdsDate(periodText),
      fy: optionalInteger(field(fields, 'fy')),
      fp: optional(field(fields, 'fp')),
      // SEC writes 'MMDD'; a leading zero lost on the way ('930') is put back.
      fye: fye !== null && /^\d{3,4}$/.test(fye) ? fye.padStart(4, '0') : null,
      countryba: optional(field(fields, 'countryba')),
      stprba: optional(field(fields, 'stprba')),
      countryinc: optional(field(fields, 'countryinc')),
      stprinc: optional(field(fields, 'stprinc')),
    });
  }
  return submissions;
}

/**
 * The company metadata a submission gives: no tickers or exchanges (sub.txt has none); the state of
 * incorporation and of the business address where there is one, else the country.
 *
 * sub.txt writes ISO country codes ('DE' Germany, 'IL' Israel, 'IN' India), not EDGAR's codes, and some
 * equal a US state's code; read a value without the state (the country) with that in mind.
 */
export function fsdsSubmissionMeta(sub: FsdsSubmission): SecCompanyMeta {
  return {
    cik: sub.cik,
    name: sub.name,
    tickers: [],
    exchanges: [],
    sic: sub.sic,
    // sub.txt's country columns hold ISO codes, which clash with US states (DE, IL, IN): a country other
    // than the US becomes its EDGAR code; a US company gives its state.
    stateOfIncorporation: edgarCodeOf(sub.stprinc, sub.countryinc),
    businessStateOrCountry: edgarCodeOf(sub.stprba, sub.countryba),
    fiscalYearEnd: sub.fye,
  };
}

/** The EDGAR code of a state (a US company) or of an ISO country (any other), or null. */
function edgarCodeOf(state: string | null, countryIso: string | null): string | null {
  if (countryIso && countryIso !== 'US') return EDGAR_CODE_OF_ISO.get(countryIso) ?? null;
  return state ?? null;
}

const EDGAR_CODE_OF_ISO = new Map<string, string>();
for (const location of EDGAR_LOCATIONS)
  if (location.iso2 !== 'US' && !EDGAR_CODE_OF_ISO.has(location.iso2))
    EDGAR_CODE_OF_ISO.set(location.iso2, location.code);

/** The column positions num.txt rows are read by. */
interface NumColumns {
  readonly count: number;
  readonly adsh: number;
  readonly tag: number;
  readonly version: number;
  readonly ddate: number;
  readonly qtrs: number;
  readonly uom: number;
  readonly segments: number | null;
  readonly coreg: number | null;
  readonly value: number;
}

/** One filer's facts as a reader gathered them. */
export interface FilerAccumulator {
  readonly cik: number;
  /** The latest submission read of the filer: its name is the filer's. */
  latest: FsdsSubmission;
  readonly facts: SecFact[];
  /** The taxonomies of the facts kept of filings of a form not kept (otherForm): one fact each. */
  otherForms?: Set<SecTaxonomy>;
}

export interface FsdsNumReaderOptions {
  /**
   * The forms whose facts are kept (an import's: the annual reports mapSecFacts reads); of a filing of
   * another form only the first fact of each taxonomy is kept, so that the mapping still tells a filer
   * of quarterly reports only (NO_ANNUAL_FACTS) from one without financial facts. All forms by default.
   */
  readonly forms?: ReadonlySet<string>;
  /** The filings an earlier quarter's zip held: their rows are counted (repeated) and not read again. */
  readonly readBefore?: ReadonlySet<string>;
}

/**
 * Reads num.txt one line at a time (the first line given is its header) and gathers the facts per
 * filer, so a num.txt of millions of rows never has to be one string.
 */
export class FsdsNumReader {
  /** 'num.txt line N: reason', at most MAX_FSDS_PROBLEMS entries (counts.malformed counts them all). */
  readonly problems: string[] = [];
  readonly counts: FsdsNumCounts = {
    rows: 0,
    facts: 0,
    notConsolidated: 0,
    otherTaxonomy: 0,
    noValue: 0,
    unknownSubmission: 0,
    otherForm: 0,
    repeated: 0,
    malformed: 0,
  };
  private readonly report = new Problems(this.problems);
  private columns: NumColumns | null = null;
  private lineNumber = 0;
  private readonly filersByCik = new Map<number, FilerAccumulator>();
  /** Concept, unit and date texts recur millions of times: one string each. */
  private readonly texts = new Map<string, string>();
  private readonly ends = new Map<string, string>();
  private readonly starts = new Map<string, string | null>();

  constructor(
    private readonly submissions: ReadonlyMap<string, FsdsSubmission>,
    private readonly options: FsdsNumReaderOptions = {},
  ) {}

  /** Reads the header row; throws when it lacks a required column. */
  header(line: string): void {
    this.lineNumber = 1;
    const { byName: columns, count } = columnsOf(line);
    requireColumns('num.txt', columns, NUM_REQUIRED);
    this.columns = {
      count,
      adsh: columns.get('adsh')!,
      tag: columns.get('tag')!,
      version: columns.get('version')!,
      ddate: columns.get('ddate')!,
      qtrs: columns.get('qtrs')!,
      uom: columns.get('uom')!,
      segments: columns.get('segments') ?? null,
      coreg: columns.get('coreg') ?? null,
      value: columns.get('value')!,
    };
  }

  /** Reads one line (with or without its line break); the first line read is the header. */
  line(text: string): void {
    if (this.columns === null) {
      this.header(text);
      return;
    }
    this.lineNumber += 1;
    const row = text.endsWith('\n')
      ? text.slice(0, text.endsWith('\r\n') ? -2 : -1)
      : text.replace(/\r$/, '');
    if (row === '') return;
    this.counts.rows += 1;
    const columns = this.columns;
    const fields = row.split('\t');
    if (fields.length !== columns.count) {
      this.malformed(`${fields.length} fields, the header has ${columns.count}`);
      return;
    }
    const submission = this.submissions.get(fields[columns.adsh]!);
    if (!submission) {
      this.counts.unknownSubmission += 1;
      return;
    }
    if (this.options.readBefore?.has(submission.adsh)) {
      this.counts.repeated += 1;
      return;
    }
    if (
      (columns.segments !== null && fields[columns.segments] !== '') ||
      (columns.coreg !== null && fields[columns.coreg] !== '')
    ) {
      this.counts.notConsolidated += 1;
      return;
    }
    const taxonomy = fsdsTaxonomy(fields[columns.version]!);
    if (taxonomy === null) {
      this.counts.otherTaxonomy += 1;
      return;
    }
    const valueText = fields[columns.value]!.trim();
    if (valueText === '') {
      this.counts.noValue += 1;
      return;
    }
    const value = decimal(valueText);
    if (value === null) {
      this.malformed(`value '${valueText}' is not a number`);
      return;
    }
    const tag = fields[columns.tag]!.trim();
    if (tag === '') {
      this.malformed('no tag');
      return;
    }
    const uom = fields[columns.uom]!.trim();
    if (uom === '') {
      this.malformed('no uom');
      return;
    }
    const qtrsText = fields[columns.qtrs]!.trim();
    if (!/^\d{1,3}$/.test(qtrsText)) {
      this.malformed(`qtrs '${qtrsText}' is not a count of quarters`);
      return;
    }
    const ddate = fields[columns.ddate]!.trim();
    const end = this.end(ddate);
    if (end === null) {
      this.malformed(`ddate '${ddate}' is not a date`);
      return;
    }
    const quarters = Number(qtrsText);
    const start = quarters === 0 ? null : this.start(ddate, quarters);
    if (quarters !== 0 && start === null) {
      this.malformed(`ddate '${ddate}' less ${quarters} quarters is not a date`);
      return;
    }
    let filer = this.filersByCik.get(submission.cik);
    if (!filer) {
      filer = { cik: submission.cik, latest: submission, facts: [] };
      this.filersByCik.set(submission.cik, filer);
    } else if (isLater(submission, filer.latest)) {
      filer.latest = submission;
    }
    const forms = this.options.forms;
    if (forms && !forms.has(submission.form)) {
      this.counts.otherForm += 1;
      filer.otherForms ??= new Set();
      if (filer.otherForms.has(taxonomy)) return;
      filer.otherForms.add(taxonomy);
    } else {
      this.counts.facts += 1;
    }
    filer.facts.push({
      taxonomy,
      concept: this.text(tag),
      unit: this.text(uom),
      start,
      end,
      value,
      accn: submission.adsh,
      form: submission.form,
      filed: submission.filed,
    });
  }

  /** The facts gathered, one entry per filer with at least one fact, by CIK. */
  filers(): SecFilerFacts[] {
    return [...this.filersByCik.values()]
      .sort((a, b) => a.cik - b.cik)
      .map((filer) => ({ cik: filer.cik, entityName: filer.latest.name, facts: filer.facts }));
  }

  /** Each filer's facts with its latest submission read, as FsdsHistory merges them; the reader is emptied. */
  take(): FilerAccumulator[] {
    const filers = [...this.filersByCik.values()];
    this.filersByCik.clear();
    return filers;
  }

  private malformed(reason: string): void {
    this.counts.malformed += 1;
    this.report.add(`num.txt line ${this.lineNumber}: ${reason}`);
  }

  private text(value: string): string {
    const known = this.texts.get(value);
    if (known !== undefined) return known;
    this.texts.set(value, value);
    return value;
  }

  private end(ddate: string): string | null {
    const known = this.ends.get(ddate);
    if (known !== undefined) return known;
    const end = fsdsDate(ddate);
    if (end !== null) this.ends.set(ddate, end);
    return end;
  }

  private start(ddate: string, quarters: number): string | null {
    const key = `${ddate}/${quarters}`;
    const known = this.starts.get(key);
    if (known !== undefined) return known;
    const start = fsdsDurationStart(ddate, quarters);
    this.starts.set(key, start);
    return start;
  }
}

/** Whether submission a was filed after b (the accession number breaks a tie). */
function isLater(a: FsdsSubmission, b: FsdsSubmission): boolean {
  return a.filed > b.filed || (a.filed === b.filed && a.adsh > b.adsh);
}

/** All the facts of a num.txt given as lines (its header first), with the problems met. */
export function parseFsdsNumbers(
  submissions: ReadonlyMap<string, FsdsSubmission>,
  numLines: Iterable<string>,
): { filers: SecFilerFacts[]; problems: string[]; counts: FsdsNumCounts } {
  const reader = new FsdsNumReader(submissions);
  for (const line of numLines) reader.line(line);
  return { filers: reader.filers(), problems: reader.problems, counts: reader.counts };
}

/** The metadata of each filer, from its latest submission in `submissions`. */
export function fsdsCompanyMetas(submissions: Iterable<FsdsSubmission>): Map<number, SecCompanyMeta> {
  const latest = new Map<number, FsdsSubmission>();
  for (const submission of submissions) {
    const known = latest.get(submission.cik);
    if (!known || isLater(submission, known)) latest.set(submission.cik, submission);
  }
  const metas = new Map<number, SecCompanyMeta>();
  for (const [cik, submission] of [...latest].sort((a, b) => a[0] - b[0])) {
    metas.set(cik, fsdsSubmissionMeta(submission));
  }
  return metas;
}

/**
 * The filers of several quarters' zips as one history per CIK (docs/sec-edgar.md, "Several FSDS
 * quarters"): a filer's 10-K in one quarter, its 10-K/A in the next and its next 10-K a year on are one
 * filer's facts, which mapSecFacts reads as it reads a companyfacts document (levels as first reported,
 * later filings as revisions, each report's comparatives as its prior years). Each quarter is read once,
 * through `reader`, and added whole by `add` or not at all (a zip found damaged at its end adds nothing);
 * a filing that two zips hold is read from the first. Only the facts of the forms given are kept (an
 * import's: annual reports'), so what is held from one quarter to the next is those, not every row.
 */
export class FsdsHistory {
  private readonly filersByCik = new Map<number, { latest: FsdsSubmission; chunks: SecFact[][] }>();
  /** Every filer's latest submission in the quarters' sub.txt, with facts or not: its metadata. */
  private readonly latestByCik = new Map<number, FsdsSubmission>();
  /** The accession numbers of the quarters added. */
  private readonly read = new Set<string>();

  constructor(private readonly forms?: ReadonlySet<string>) {}

  /** A reader of one quarter's num.txt, given its sub.txt; `add` it once the quarter is read whole. */
  reader(submissions: ReadonlyMap<string, FsdsSubmission>): FsdsNumReader {
    return new FsdsNumReader(submissions, {
      ...(this.forms ? { forms: this.forms } : {}),
      readBefore: this.read,
    });
  }

  /** Adds a quarter read whole: its submissions (the filers' metadata) and the facts its reader gathered. */
  add(submissions: ReadonlyMap<string, FsdsSubmission>, reader: FsdsNumReader): void {
    for (const submission of submissions.values()) {
      this.read.add(submission.adsh);
      const known = this.latestByCik.get(submission.cik);
      if (!known || isLater(submission, known)) this.latestByCik.set(submission.cik, submission);
    }
    for (const filer of reader.take()) {
      const known = this.filersByCik.get(filer.cik);
      if (!known) {
        this.filersByCik.set(filer.cik, { latest: filer.latest, chunks: [filer.facts] });
        continue;
      }
      known.chunks.push(filer.facts);
      if (isLater(filer.latest, known.latest)) known.latest = filer.latest;
    }
  }

  /** The metadata of every filer of the quarters' sub.txt, from its latest submission, by CIK. */
  metas(): Map<number, SecCompanyMeta> {
    return fsdsCompanyMetas(this.latestByCik.values());
  }

  /** The filers with facts. */
  get size(): number {
    return this.filersByCik.size;
  }

  /**
   * Each filer with its facts of every quarter, by CIK, named as its latest filing names it; a filer is
   * let go of as it is given, so that the import holds no more than the filers not yet mapped.
   */
  *filers(): Generator<SecFilerFacts> {
    for (const cik of [...this.filersByCik.keys()].sort((a, b) => a - b)) {
      const filer = this.filersByCik.get(cik)!;
      this.filersByCik.delete(cik);
      const facts = filer.chunks.length === 1 ? filer.chunks[0]! : filer.chunks.flat();
      yield { cik, entityName: filer.latest.name, facts };
    }
  }
}
