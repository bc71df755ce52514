/**
 * A filer's filing events, read from the filing lists of its submissions JSON (`filings.recent` and the
 * extra pages `filings.files` names, `CIK##########-submissions-001.json`: the same parallel columns
 * accessionNumber, filingDate, reportDate, form, items, ...), and what they say about each fiscal year.
 *
 * | Kind             | Forms                                               | Fiscal year                             |
 * | ---------------- | --------------------------------------------------- | --------------------------------------- |
 * | `late-filing`    | NT 10-K, NT 20-F (annual), NT 10-Q (quarterly), /A  | of the period it concerns (reportDate)  |
 * | `auditor-change` | 8-K, 8-K/A with item 4.01                           | the one being reported on when filed    |
 * | `non-reliance`   | 8-K, 8-K/A with item 4.02                           | the one being reported on when filed    |
 * | `amendment`      | 10-K/A, 20-F/A, 40-F/A (annual), 10-Q/A (quarterly) | of the period it amends (reportDate)    |
 *
 * An 8-K's event belongs to the fiscal year being reported on when it was filed: a non-reliance notice
 * filed between a year end and that year's annual report concerns the statements about to be published
 * (Tesla's 4.02 of 2013-03-07, filed the day of its 10-K for 2012), and a new auditor then is the one
 * signing that report. Only the fiscal year that ended last before the filing date can be that year; the
 * event's fiscalYearFrom says which rule placed it:
 * - `annualReport`: that year, when the 8-K was filed on or before the day of the year's annual report
 *   (its first original one in the lists: ANNUAL_FORMS without the /A, whose reportDate gives the year);
 * - `deadlineWindow`: that year, when the lists have no annual report for it (not filed yet, or missing)
 *   and the 8-K was filed at most four months after the year end, the longest deadline of an annual report
 *   (a 20-F's; screening's annual-report-due.ts has the deadlines);
 * - `filingDate`: otherwise, the fiscal year the filing date falls in.
 *
 * A period's fiscal year is decided as the rest of the import decides it (fiscalYearOf in
 * annual-statements.ts): an annual period's end gives it directly; a quarter or a filing date belongs to
 * the fiscal year whose end (the company's `fiscalYearEnd`, MMDD) is the first on or after it. Where SEC
 * gives no reportDate, the filing date decides (fiscalYearFrom says which). Two approximations: a
 * 52/53-week filer's year ends a few days either side of its MMDD, so a filing in those days may fall in
 * the neighbouring year; a filer that changed its fiscal year end has all its years placed by the current
 * one. A submissions document without a fiscalYearEnd is taken to have calendar years.
 *
 * An amendment is not a restatement (only the figures tell that: annual-statements.ts's revisions), and
 * nothing here sets FilingEvents.restatement.
 */

import {
  FILING_EVENT_ITEMS,
  type CompanyFilingEvent,
  type FilingEventKind,
  type FilingEvents,
} from '../../../screening/domain/published/universe.js';
import { ANNUAL_FORMS, fiscalYearOf } from './annual-statements.js';
import { cikText, filingIndexUrl, isAccession, isIsoDate } from './sec-facts.js';
import { MMDD, cikOf, isRecord, shown } from './submissions.js';

export type SecFilingEventKind = FilingEventKind;

/** The periodic report a late-filing notice or an amendment concerns. */
export type SecPeriodicReport = 'annual' | 'quarterly';

export interface SecFilingEvent {
  readonly kind: SecFilingEventKind;
  /** 'annual' (NT 10-K, 10-K/A, ...) or 'quarterly' (NT 10-Q, 10-Q/A); null for an 8-K's event. */
  readonly report: SecPeriodicReport | null;
  /** The form as SEC writes it: 'NT 10-K', '8-K/A', '10-Q/A', ... */
  readonly form: string;
  /** The 8-K items ('4.01', '9.01'); empty for other forms. */
  readonly items: readonly string[];
  /** ISO date. */
  readonly filingDate: string;
  /** ISO end of the period the filing concerns (for an 8-K, SEC gives the event's date), or null. */
  readonly reportDate: string | null;
  /** '0001193125-13-096223'. */
  readonly accessionNumber: string;
  /** The filing's EDGAR index page. */
  readonly url: string;
  readonly fiscalYear: number;
  /** The rule that placed the event in its fiscal year. */
  readonly fiscalYearFrom: SecFiscalYearRule;
}

/**
 * `reportDate`: the period a notice or amendment concerns; `filingDate`: the date it was filed (an 8-K's,
 * or a notice's or amendment's without a reportDate); `annualReport`, `deadlineWindow`: an 8-K's year
 * being reported on (the header says how).
 */
export type SecFiscalYearRule = 'reportDate' | 'filingDate' | 'annualReport' | 'deadlineWindow';

export interface SecFilingEventsOutcome {
  /** The filer's CIK, or null when the document does not give one (then there are no events). */
  readonly cik: number | null;
  /** In filing order (filing date, accession number); an 8-K with items 4.01 and 4.02 gives two. */
  readonly events: readonly SecFilingEvent[];
  /**
   * `SEC submissions CIK##########: reason`, one per list or filing that could not be read; the events
   * of the other filings are kept.
   */
  readonly problems: readonly string[];
}

/** What a fiscal year's filing events answer for the engine's FilingEvents (restatement is not among them). */
export type SecFilingEventsOfYear = Pick<FilingEvents, 'auditorChanged' | 'lateFiling'> & {
  /** An 8-K item 4.02 (previously issued financial statements are not to be relied on) fell in the year. */
  readonly nonReliance: boolean;
};

/** The forms of the periodic-report events: one row each, every other check derives from this table. */
const REPORT_FORMS: ReadonlyMap<
  string,
  { readonly kind: SecFilingEventKind; readonly report: SecPeriodicReport }
> = new Map([
  ['NT 10-K', { kind: 'late-filing', report: 'annual' }],
  ['NT 10-K/A', { kind: 'late-filing', report: 'annual' }],
  ['NT 20-F', { kind: 'late-filing', report: 'annual' }],
  ['NT 20-F/A', { kind: 'late-filing', report: 'annual' }],
  ['NT 10-Q', { kind: 'late-filing', report: 'quarterly' }],
  ['NT 10-Q/A', { kind: 'late-filing', report: 'quarterly' }],
  ['10-K/A', { kind: 'amendment', report: 'annual' }],
  ['20-F/A', { kind: 'amendment', report: 'annual' }],
  ['40-F/A', { kind: 'amendment', report: 'annual' }],
  ['10-Q/A', { kind: 'amendment', report: 'quarterly' }],
]);

/** Current reports, and the items of them that are events. */
const CURRENT_REPORT_FORMS: ReadonlySet<string> = new Set(['8-K', '8-K/A']);
const ITEM_EVENTS: ReadonlyArray<readonly [string, SecFilingEventKind]> = Object.entries(
  FILING_EVENT_ITEMS,
).flatMap(([kind, item]) => (item === null ? [] : [[item, kind as SecFilingEventKind] as const]));

const KIND_ORDER: readonly SecFilingEventKind[] = [
  'late-filing',
  'auditor-change',
  'non-reliance',
  'amendment',
];

/** The original annual reports, whose filing dates tell when a fiscal year's report was out. */
const ORIGINAL_ANNUAL_FORMS: ReadonlySet<string> = new Set(
  [...ANNUAL_FORMS].filter((form) => !form.endsWith('/A')),
);

/**
 * How long after a fiscal year end an 8-K still concerns that year when its annual report is not in the
 * lists: the longest deadline of an annual report (a 20-F or 40-F, four months; a 10-K's is at most 90 days).
 */
const ANNUAL_REPORT_WINDOW_MONTHS = 4;

/** Calendar years when a document gives no fiscal year end. */
const CALENDAR_YEAR_END = '1231';

/** A day of a month (ISO), the month's last day where it has fewer days: 29 February is the 28th in other years. */
function dayIn(year: number, month: number, day: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(day, lastDay), 2)}`;
}

/** The day MMDD of a year (ISO). */
const yearEndIn = (year: number, mmdd: string): string =>
  dayIn(year, Number(mmdd.slice(0, 2)), Number(mmdd.slice(2, 4)));

/** The same day some months after an ISO date (31 October + 4 months: 28 or 29 February). */
function monthsAfter(date: string, months: number): string {
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  return dayIn(
    Number(date.slice(0, 4)) + Math.floor(monthIndex / 12),
    (monthIndex % 12) + 1,
    Number(date.slice(8, 10)),
  );
}

/** The end (ISO) of the fiscal year whose period contains `date`: the first MMDD on or after it. */
export function fiscalYearEndOnOrAfter(date: string, mmdd: string): string {
  const end = yearEndIn(Number(date.slice(0, 4)), mmdd);
  return date <= end ? end : yearEndIn(Number(date.slice(0, 4)) + 1, mmdd);
}

/** The end (ISO) of the fiscal year that ended most recently before `date`: the last MMDD before it. */
export function fiscalYearEndBefore(date: string, mmdd: string): string {
  const end = yearEndIn(Number(date.slice(0, 4)), mmdd);
  return end < date ? end : yearEndIn(Number(date.slice(0, 4)) - 1, mmdd);
}

type Placement = Pick<SecFilingEvent, 'fiscalYear' | 'fiscalYearFrom'>;

/** An event read from a list, before it is placed in its fiscal year. */
type UnplacedEvent = Omit<SecFilingEvent, keyof Placement>;

/** fiscal year → the filing date (ISO) of its first original annual report in the lists. */
type AnnualReportsFiled = ReadonlyMap<number, string>;

/**
 * The fiscal year an 8-K's event belongs to: the one being reported on when it was filed (the header
 * says how). Its reportDate is the event's date, not a period, and plays no part.
 */
function placeCurrentReport(filingDate: string, mmdd: string, annualReports: AnnualReportsFiled): Placement {
  const lastYearEnd = fiscalYearEndBefore(filingDate, mmdd);
  const lastYear = fiscalYearOf(lastYearEnd);
  const reportFiled = annualReports.get(lastYear);
  if (reportFiled !== undefined && filingDate <= reportFiled)
    return { fiscalYear: lastYear, fiscalYearFrom: 'annualReport' };
  if (reportFiled === undefined && filingDate <= monthsAfter(lastYearEnd, ANNUAL_REPORT_WINDOW_MONTHS))
    return { fiscalYear: lastYear, fiscalYearFrom: 'deadlineWindow' };
  return { fiscalYear: fiscalYearOf(fiscalYearEndOnOrAfter(filingDate, mmdd)), fiscalYearFrom: 'filingDate' };
}

/** The fiscal year an event belongs to, by the rules of the table at the top. */
function placeInYear(
  { report, filingDate, reportDate }: UnplacedEvent,
  mmdd: string,
  annualReports: AnnualReportsFiled,
): Placement {
  if (report === null) return placeCurrentReport(filingDate, mmdd, annualReports);
  if (reportDate !== null)
    return {
      // An annual period's end is a fiscal year end; a quarter belongs to the fiscal year that contains it.
      fiscalYear: fiscalYearOf(report === 'annual' ? reportDate : fiscalYearEndOnOrAfter(reportDate, mmdd)),
      fiscalYearFrom: 'reportDate',
    };
  // No reportDate: an annual notice or amendment concerns the fiscal year that ended most recently before
  // it was filed (a 10-K is due weeks after the year end, and the notice comes the day after it is due); a
  // quarterly one the fiscal year it was filed in (the first three quarters end inside the year, and their
  // reports are due weeks later, still inside it).
  return {
    fiscalYear: fiscalYearOf(
      report === 'annual' ? fiscalYearEndBefore(filingDate, mmdd) : fiscalYearEndOnOrAfter(filingDate, mmdd),
    ),
    fiscalYearFrom: 'filingDate',
  };
}

/** What the lists of filings say: the events, and the original annual reports that place the 8-Ks. */
interface Reading {
  readonly events: UnplacedEvent[];
  readonly annualReports: Array<{ readonly fiscalYear: number; readonly filingDate: string }>;
}

/**
 * One list of filings (filings.recent or a page) into `reading`: its events and original annual reports,
 * and a problem per column or row it cannot read.
 */
function readList(
  cik: number,
  list: unknown,
  label: string,
  at: string,
  reading: Reading,
  problems: string[],
): void {
  if (!isRecord(list)) {
    problems.push(`${label} is ${shown(list)}, not an object: its filings are not read`);
    return;
  }
  const columns: Array<readonly [string, unknown[] | null]> = [];
  for (const name of ['accessionNumber', 'filingDate', 'form', 'reportDate', 'items']) {
    const column = list[name];
    const optional = name === 'reportDate' || name === 'items';
    if (Array.isArray(column)) columns.push([name, column]);
    else if (optional && column === undefined) columns.push([name, null]);
    else {
      problems.push(`${at}${name} is ${shown(column)}, not an array: the filings of ${label} are not read`);
      return;
    }
  }
  const [accessions, filingDates, forms, reportDates, items] = columns.map(([, column]) => column) as [
    unknown[],
    unknown[],
    unknown[],
    unknown[] | null,
    unknown[] | null,
  ];
  for (const [name, column] of columns.slice(1)) {
    // Columns of different lengths cannot be matched up row by row: none of the list's filings is trusted.
    if (column !== null && column.length !== accessions.length) {
      problems.push(
        `${at}${name} has ${column.length} entries, accessionNumber ${accessions.length}: ` +
          `the filings of ${label} are not read`,
      );
      return;
    }
  }
  if (
    items === null &&
    forms.some((form) => typeof form === 'string' && CURRENT_REPORT_FORMS.has(form.trim()))
  )
    problems.push(`${at}items is missing: the 8-K items of ${label} are not read`);

  forms.forEach((rawForm, i) => {
    if (typeof rawForm !== 'string' || rawForm.trim() === '') {
      problems.push(`${at}form[${i}] is ${shown(rawForm)}, not a form type: the filing is left out`);
      return;
    }
    const form = rawForm.trim();
    if (ORIGINAL_ANNUAL_FORMS.has(form)) {
      readAnnualReport(form, filingDates[i], reportDates?.[i], at, i, reading, problems);
      return;
    }
    const reportForm = REPORT_FORMS.get(form);
    if (reportForm === undefined && !CURRENT_REPORT_FORMS.has(form)) return;

    const accn = accessions[i];
    const filingDate = filingDates[i];
    const rawReportDate = reportDates?.[i];
    const rawItems = items?.[i];
    const leftOut = `: the ${form} is left out`;
    if (!isAccession(accn)) {
      problems.push(`${at}accessionNumber[${i}] is ${shown(accn)}, not an accession number${leftOut}`);
      return;
    }
    const which = `: the ${form} ${accn} is left out`;
    if (!isIsoDate(filingDate)) {
      problems.push(`${at}filingDate[${i}] is ${shown(filingDate)}, not a date${which}`);
      return;
    }
    // SEC writes '' where a form reports no period.
    const reportDate =
      rawReportDate === undefined || rawReportDate === null || rawReportDate === '' ? null : rawReportDate;
    if (reportDate !== null && !isIsoDate(reportDate)) {
      problems.push(`${at}reportDate[${i}] is ${shown(reportDate)}, not a date${which}`);
      return;
    }
    if (rawItems !== undefined && rawItems !== null && typeof rawItems !== 'string') {
      problems.push(`${at}items[${i}] is ${shown(rawItems)}, not a list of items${which}`);
      return;
    }
    const itemList = (rawItems ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');

    const kinds: Array<readonly [SecFilingEventKind, SecPeriodicReport | null]> = reportForm
      ? [[reportForm.kind, reportForm.report]]
      : ITEM_EVENTS.filter(([item]) => itemList.includes(item)).map(([, kind]) => [kind, null] as const);
    for (const [kind, report] of kinds)
      reading.events.push({
        kind,
        report,
        form,
        items: itemList,
        filingDate,
        reportDate,
        accessionNumber: accn,
        url: filingIndexUrl(cik, accn),
      });
  });
}

/** An original annual report's fiscal year (of its reportDate) and filing date, or a problem saying why not. */
function readAnnualReport(
  form: string,
  filingDate: unknown,
  reportDate: unknown,
  at: string,
  i: number,
  reading: Reading,
  problems: string[],
): void {
  const unused = `: the ${form} places no 8-K in a fiscal year`;
  if (!isIsoDate(filingDate))
    problems.push(`${at}filingDate[${i}] is ${shown(filingDate)}, not a date${unused}`);
  else if (!isIsoDate(reportDate))
    problems.push(`${at}reportDate[${i}] is ${shown(reportDate)}, not a date${unused}`);
  // An annual period's end gives its fiscal year, as for an annual notice.
  else reading.annualReports.push({ fiscalYear: fiscalYearOf(reportDate), filingDate });
}

/** Per fiscal year, the filing date of its first original annual report. */
function annualReportsFiled(reports: Reading['annualReports']): AnnualReportsFiled {
  const filed = new Map<number, string>();
  for (const { fiscalYear, filingDate } of reports) {
    const first = filed.get(fiscalYear);
    if (first === undefined || filingDate < first) filed.set(fiscalYear, filingDate);
  }
  return filed;
}

/**
 * The filing events of one filer: `submissions` is its main submissions document (`CIK##########.json`),
 * `pages` its extra pages by file name (`CIK##########-submissions-001.json`), as filings.files names
 * them. A page it names that is not given is a problem (its older filings are not read). Never throws:
 * what cannot be read is a problem, and the events of everything else are kept.
 */
export function secFilingEvents(
  submissions: unknown,
  pages: ReadonlyMap<string, unknown> = new Map(),
): SecFilingEventsOutcome {
  if (!isRecord(submissions))
    return {
      cik: null,
      events: [],
      problems: [`SEC submissions: expected a JSON object, got ${shown(submissions)}`],
    };
  const cik = cikOf(submissions.cik);
  if (cik === null)
    return {
      cik: null,
      events: [],
      problems: [`SEC submissions: cik is ${shown(submissions.cik)}, not a CIK`],
    };

  const problems: string[] = [];
  let fiscalYearEnd: string | null = null;
  const rawYearEnd = submissions.fiscalYearEnd;
  if (typeof rawYearEnd === 'string' && MMDD.test(rawYearEnd.trim())) fiscalYearEnd = rawYearEnd.trim();
  else if (rawYearEnd !== undefined && rawYearEnd !== null && rawYearEnd !== '')
    problems.push(
      `fiscalYearEnd is ${shown(rawYearEnd)}, not MMDD: fiscal years are taken as calendar years`,
    );
  const mmdd = fiscalYearEnd ?? CALENDAR_YEAR_END;

  const reading: Reading = { events: [], annualReports: [] };
  const filings = submissions.filings;
  if (!isRecord(filings)) problems.push(`filings is ${shown(filings)}, not an object: no filings are read`);
  else {
    readList(cik, filings.recent, 'filings.recent', 'filings.recent.', reading, problems);
    const files = filings.files ?? [];
    if (!Array.isArray(files))
      problems.push(`filings.files is ${shown(files)}, not an array: no pages are read`);
    else
      files.forEach((file: unknown, i) => {
        const name = isRecord(file) ? file.name : undefined;
        if (typeof name !== 'string' || name.trim() === '') {
          problems.push(`filings.files[${i}].name is ${shown(name)}, not a file name: that page is not read`);
          return;
        }
        if (!pages.has(name)) {
          problems.push(`filings.files names ${name}, which was not given: its filings are not read`);
          return;
        }
        readList(cik, pages.get(name), `page ${name}`, `page ${name}: `, reading, problems);
      });
  }
  // Placed once every list is read: an 8-K's year can depend on an annual report of another page.
  const annualReports = annualReportsFiled(reading.annualReports);
  const events: SecFilingEvent[] = reading.events.map((event) => ({
    ...event,
    ...placeInYear(event, mmdd, annualReports),
  }));

  // Said once, and only when an event's year depended on it (an annual period's end needs no MMDD).
  const yearEndMissing = rawYearEnd === undefined || rawYearEnd === null || rawYearEnd === '';
  if (yearEndMissing && events.some((event) => event.report !== 'annual' || event.reportDate === null))
    problems.push('fiscalYearEnd is missing: fiscal years are taken as calendar years');

  return {
    cik,
    events: uniqueInFilingOrder(events),
    problems: problems.map((problem) => `SEC submissions CIK${cikText(cik)}: ${problem}`),
  };
}

/** Filing date, accession number, then kind; a filing listed twice (recent and a page) counts once. */
function uniqueInFilingOrder(events: readonly SecFilingEvent[]): SecFilingEvent[] {
  const seen = new Set<string>();
  return [...events]
    .sort(
      (a, b) =>
        a.filingDate.localeCompare(b.filingDate) ||
        a.accessionNumber.localeCompare(b.accessionNumber) ||
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
    )
    .filter((event) => {
      const key = `${event.accessionNumber} ${event.kind}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Per fiscal year, what the events answer: lateFiling when an annual late-filing notice (NT 10-K, NT 20-F,
 * their /A) concerns the year (a quarterly one does not set it), auditorChanged when an auditor change
 * (item 4.01) falls in it, nonReliance when a non-reliance notice (item 4.02) does. Only years with one of
 * them are in the map, in year order: a year that is not has none. Amendments set nothing (an amendment is
 * not a restatement).
 */
export function filingEventsByFiscalYear(
  events: readonly SecFilingEvent[],
): ReadonlyMap<number, SecFilingEventsOfYear> {
  const byYear = new Map<number, SecFilingEventsOfYear>();
  for (const event of [...events].sort((a, b) => a.fiscalYear - b.fiscalYear)) {
    const lateFiling = event.kind === 'late-filing' && event.report === 'annual';
    const auditorChanged = event.kind === 'auditor-change';
    const nonReliance = event.kind === 'non-reliance';
    if (!lateFiling && !auditorChanged && !nonReliance) continue;
    const year = byYear.get(event.fiscalYear) ?? {
      lateFiling: false,
      auditorChanged: false,
      nonReliance: false,
    };
    byYear.set(event.fiscalYear, {
      lateFiling: year.lateFiling || lateFiling,
      auditorChanged: year.auditorChanged || auditorChanged,
      nonReliance: year.nonReliance || nonReliance,
    });
  }
  return byYear;
}

/**
 * A filer's events as the company keeps them (ScoringCompany.filingEvents, stored with the dataset): the
 * filing's identity, dates and fiscal year; the EDGAR link is derived from the CIK and accession number
 * where it is shown, and the rule that placed the year is the import's to tell.
 */
export function companyFilingEvents(cik: number, events: readonly SecFilingEvent[]): CompanyFilingEvent[] {
  return events.map((event) => ({
    kind: event.kind,
    form: event.form,
    items: [...event.items],
    filed: event.filingDate,
    period: event.reportDate,
    accn: event.accessionNumber,
    cik,
    fiscalYear: event.fiscalYear,
    report: event.report,
  }));
}
