import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  companyFilingEvents,
  filingEventsByFiscalYear,
  fiscalYearEndBefore,
  fiscalYearEndOnOrAfter,
  secFilingEvents,
  type SecFilingEvent,
} from './filing-events.js';

/** One made-up filing: [form, filingDate, reportDate, items]. */
type Row = readonly [form: string, filingDate: string, reportDate: string, items: string];

let nextAccession = 1;
/** A list in SEC's columnar shape (filings.recent or a page), newest first as SEC lists them. */
function columns(rows: readonly Row[]): Record<string, unknown[]> {
  return {
    accessionNumber: rows.map(() => `0000012345-24-${String(nextAccession++).padStart(6, '0')}`),
    filingDate: rows.map((row) => row[1]),
    reportDate: rows.map((row) => row[2]),
    acceptanceDateTime: rows.map((row) => `${row[1]}T16:05:00.000Z`),
    form: rows.map((row) => row[0]),
    items: rows.map((row) => row[3]),
    primaryDocument: rows.map((_, i) => `doc${i}.htm`),
  };
}

/** A made-up submissions document (the real files are read below, when present). */
function submissions(rows: readonly Row[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cik: '0000012345',
    name: 'Example Widgets, Inc.',
    fiscalYearEnd: '1231',
    filings: { recent: columns(rows), files: [] },
    ...extra,
  };
}

const eventsOf = (rows: readonly Row[], extra: Record<string, unknown> = {}) => {
  const outcome = secFilingEvents(submissions(rows, extra));
  expect(outcome.problems).toEqual([]);
  return outcome.events;
};

const brief = (event: SecFilingEvent) => [event.kind, event.form, event.fiscalYear, event.fiscalYearFrom];

/** The 8-K events: filing date, fiscal year and the rule that placed them. */
const eightKs = (events: readonly SecFilingEvent[]) =>
  events
    .filter((event) => event.report === null)
    .map((event) => [event.filingDate, event.fiscalYear, event.fiscalYearFrom]);

describe('secFilingEvents: the kinds', () => {
  it('reads late-filing notices, auditor changes, non-reliance notices and amendments, and nothing else', () => {
    const outcome = secFilingEvents(
      submissions([
        ['10-Q/A', '2024-06-01', '2024-03-31', ''],
        ['40-F/A', '2024-05-20', '2023-12-31', ''],
        ['20-F/A', '2024-05-10', '2023-12-31', ''],
        ['10-K/A', '2024-04-29', '2023-12-31', ''],
        ['NT 10-Q', '2024-05-16', '2024-03-31', ''],
        ['NT 20-F', '2024-05-01', '2023-12-31', ''],
        ['8-K', '2024-04-15', '2024-04-11', '4.02,9.01'],
        ['8-K', '2024-04-10', '2024-04-08', '4.01,9.01'],
        ['NT 10-K', '2024-04-01', '2023-12-31', ''],
        // Not events: the reports themselves, other 8-K items, other notices, insider forms.
        ['10-K', '2024-04-12', '2023-12-31', ''],
        ['10-Q', '2024-05-20', '2024-03-31', ''],
        ['8-K', '2024-02-01', '2024-02-01', '2.02,9.01'],
        ['8-K', '2024-02-02', '2024-02-02', '14.01'],
        ['NT 11-K', '2024-06-30', '2023-12-31', ''],
        ['4', '2024-03-01', '2024-02-28', ''],
        ['SC 13G/A', '2024-02-14', '', ''],
      ]),
    );
    expect(outcome.problems).toEqual([]);
    expect(outcome.cik).toBe(12345);
    expect(outcome.events.map((event) => [event.kind, event.report, event.form, event.filingDate])).toEqual([
      ['late-filing', 'annual', 'NT 10-K', '2024-04-01'],
      ['auditor-change', null, '8-K', '2024-04-10'],
      ['non-reliance', null, '8-K', '2024-04-15'],
      ['amendment', 'annual', '10-K/A', '2024-04-29'],
      ['late-filing', 'annual', 'NT 20-F', '2024-05-01'],
      ['amendment', 'annual', '20-F/A', '2024-05-10'],
      ['late-filing', 'quarterly', 'NT 10-Q', '2024-05-16'],
      ['amendment', 'annual', '40-F/A', '2024-05-20'],
      ['amendment', 'quarterly', '10-Q/A', '2024-06-01'],
    ]);
  });

  it('gives each event its filing: items, dates, accession number and EDGAR index page', () => {
    const document = submissions([
      ['8-K', '2013-03-07', '2013-03-06', '4.02'],
      ['NT 10-K', '2013-03-04', '2012-12-31', ''],
    ]);
    const [accnOf8K, accnOfNotice] = (document.filings as { recent: { accessionNumber: string[] } }).recent
      .accessionNumber as [string, string];
    const { events, problems } = secFilingEvents(document);
    expect(problems).toEqual([]);
    expect(events).toEqual([
      {
        kind: 'late-filing',
        report: 'annual',
        form: 'NT 10-K',
        items: [],
        filingDate: '2013-03-04',
        reportDate: '2012-12-31',
        accessionNumber: accnOfNotice,
        url: `https://www.sec.gov/Archives/edgar/data/12345/${accnOfNotice.replaceAll('-', '')}/${accnOfNotice}-index.htm`,
        fiscalYear: 2012,
        fiscalYearFrom: 'reportDate',
      },
      {
        kind: 'non-reliance',
        report: null,
        form: '8-K',
        items: ['4.02'],
        filingDate: '2013-03-07',
        reportDate: '2013-03-06',
        accessionNumber: accnOf8K,
        url: `https://www.sec.gov/Archives/edgar/data/12345/${accnOf8K.replaceAll('-', '')}/${accnOf8K}-index.htm`,
        // Filed within four months of the 2012 year end, and no 10-K for 2012 in the list.
        fiscalYear: 2012,
        fiscalYearFrom: 'deadlineWindow',
      },
    ]);
  });

  it('makes an 8-K with items 4.01 and 4.02 two events of one filing', () => {
    const events = eventsOf([['8-K', '2021-05-14', '2021-05-13', '2.02, 4.02,4.01 ,5.07']]);
    expect(events.map((event) => [event.kind, event.items])).toEqual([
      ['auditor-change', ['2.02', '4.02', '4.01', '5.07']],
      ['non-reliance', ['2.02', '4.02', '4.01', '5.07']],
    ]);
    expect(events[0]?.accessionNumber).toBe(events[1]?.accessionNumber);
  });

  it('reads the /A of each notice and of the 8-K as the same kind', () => {
    const events = eventsOf([
      ['8-K/A', '2024-06-03', '2024-05-01', '4.01,9.01'],
      ['NT 10-Q/A', '2024-05-17', '2024-03-31', ''],
      ['NT 20-F/A', '2024-05-02', '2023-12-31', ''],
      ['NT 10-K/A', '2024-04-02', '2023-12-31', ''],
    ]);
    expect(events.map((event) => [event.kind, event.report, event.form, event.fiscalYear])).toEqual([
      ['late-filing', 'annual', 'NT 10-K/A', 2023],
      ['late-filing', 'annual', 'NT 20-F/A', 2023],
      ['late-filing', 'quarterly', 'NT 10-Q/A', 2024],
      ['auditor-change', null, '8-K/A', 2024],
    ]);
  });

  it('reads the pages filings.files names, and a filing listed twice once', () => {
    const page = columns([
      ['NT 10-K', '2013-03-04', '2012-12-31', ''],
      ['10-K/A', '2012-03-28', '2011-12-31', ''],
    ]);
    const document = submissions([['10-K/A', '2022-05-02', '2021-12-31', '']], {});
    const filings = document.filings as { recent: Record<string, unknown[]>; files: unknown[] };
    filings.files = [{ name: 'CIK0000012345-submissions-001.json', filingCount: 2 }];
    // The recent list repeats the page's NT 10-K.
    for (const name of Object.keys(page)) filings.recent[name]?.push(page[name]?.[0]);
    const { events, problems } = secFilingEvents(
      document,
      new Map([['CIK0000012345-submissions-001.json', page]]),
    );
    expect(problems).toEqual([]);
    expect(events.map((event) => [event.form, event.filingDate])).toEqual([
      ['10-K/A', '2012-03-28'],
      ['NT 10-K', '2013-03-04'],
      ['10-K/A', '2022-05-02'],
    ]);
  });
});

describe('secFilingEvents: the fiscal year', () => {
  it('places a notice in the fiscal year of the period it concerns, an 8-K late in a year in the one it was filed in', () => {
    const events = eventsOf([
      ['8-K', '2013-06-14', '2013-06-10', '4.01'],
      ['NT 10-K', '2013-03-04', '2012-12-31', ''],
      ['NT 10-Q', '2012-11-15', '2012-09-30', ''],
      ['10-K/A', '2014-04-30', '2012-12-31', ''],
      ['8-K', '2012-12-31', '2012-12-28', '4.02'],
    ]);
    expect(events.map(brief)).toEqual([
      ['late-filing', 'NT 10-Q', 2012, 'reportDate'],
      ['non-reliance', '8-K', 2012, 'filingDate'],
      ['late-filing', 'NT 10-K', 2012, 'reportDate'],
      ['auditor-change', '8-K', 2013, 'filingDate'],
      ['amendment', '10-K/A', 2012, 'reportDate'],
    ]);
  });

  it('uses the company fiscal year end: June (Microsoft), April, and a quarter in the calendar year before', () => {
    const june = eventsOf(
      [
        ['8-K', '2023-06-30', '2023-06-27', '4.01'],
        ['8-K', '2023-11-01', '2023-10-30', '4.01'],
        ['NT 10-K', '2023-09-14', '2023-06-30', ''],
        ['NT 10-Q', '2024-02-12', '2023-12-31', ''],
        ['10-Q/A', '2024-03-01', '2023-09-30', ''],
      ],
      { fiscalYearEnd: '0630' },
    );
    expect(june.map((event) => [event.form, event.filingDate, event.fiscalYear])).toEqual([
      ['8-K', '2023-06-30', 2023],
      ['NT 10-K', '2023-09-14', 2023],
      ['8-K', '2023-11-01', 2024],
      ['NT 10-Q', '2024-02-12', 2024],
      ['10-Q/A', '2024-03-01', 2024],
    ]);
    // Alzamend Neuro's shape: fiscal years ending 30 April; its new auditor of May 2024, before any 10-K
    // for fiscal 2024, is the one auditing fiscal 2024.
    const april = eventsOf(
      [
        ['NT 10-Q', '2024-03-18', '2024-01-31', ''],
        ['8-K', '2024-05-09', '2024-05-09', '4.01,9.01'],
        ['NT 10-K', '2024-07-30', '2024-04-30', ''],
      ],
      { fiscalYearEnd: '0430' },
    );
    expect(april.map(brief)).toEqual([
      ['late-filing', 'NT 10-Q', 2024, 'reportDate'],
      ['auditor-change', '8-K', 2024, 'deadlineWindow'],
      ['late-filing', 'NT 10-K', 2024, 'reportDate'],
    ]);
  });

  it('counts a 52/53-week year ending in the first week of January to the year before, as the import does', () => {
    const events = eventsOf(
      [
        ['NT 10-K', '2021-03-20', '2021-01-02', ''],
        ['8-K', '2020-12-30', '2020-12-29', '4.01'],
        ['8-K', '2021-01-05', '2021-01-04', '4.02'],
        ['8-K', '2021-06-07', '2021-06-04', '4.02'],
      ],
      { fiscalYearEnd: '0102' },
    );
    expect(events.map(brief)).toEqual([
      ['auditor-change', '8-K', 2020, 'filingDate'],
      // After the year that ended on 2 January 2021, which is fiscal 2020, and before its 10-K.
      ['non-reliance', '8-K', 2020, 'deadlineWindow'],
      ['late-filing', 'NT 10-K', 2020, 'reportDate'],
      ['non-reliance', '8-K', 2021, 'filingDate'],
    ]);
  });

  it('without a reportDate, places an annual notice in the year that ended before it, a quarterly one in its own', () => {
    const december = eventsOf([
      ['NT 10-K', '2024-04-01', '', ''],
      ['NT 10-Q', '2024-05-15', '', ''],
      ['10-K/A', '2024-12-31', '', ''],
    ]);
    expect(
      december.map((event) => [event.form, event.reportDate, event.fiscalYear, event.fiscalYearFrom]),
    ).toEqual([
      ['NT 10-K', null, 2023, 'filingDate'],
      ['NT 10-Q', null, 2024, 'filingDate'],
      // Filed on the last day of 2024, which has not ended yet: the year before.
      ['10-K/A', null, 2023, 'filingDate'],
    ]);
    const june = eventsOf([['NT 10-K', '2024-09-30', '', '']], { fiscalYearEnd: '0630' });
    expect(june.map((event) => event.fiscalYear)).toEqual([2024]);
  });

  it('finds the fiscal year end on or after a date, and the last one before it', () => {
    expect(fiscalYearEndOnOrAfter('2024-03-15', '1231')).toBe('2024-12-31');
    expect(fiscalYearEndOnOrAfter('2024-06-30', '0630')).toBe('2024-06-30');
    expect(fiscalYearEndOnOrAfter('2024-07-01', '0630')).toBe('2025-06-30');
    expect(fiscalYearEndOnOrAfter('2023-03-01', '0229')).toBe('2024-02-29');
    expect(fiscalYearEndOnOrAfter('2022-06-01', '0229')).toBe('2023-02-28');
    expect(fiscalYearEndBefore('2024-12-31', '1231')).toBe('2023-12-31');
    expect(fiscalYearEndBefore('2025-01-01', '1231')).toBe('2024-12-31');
    expect(fiscalYearEndBefore('2024-09-30', '0630')).toBe('2024-06-30');
    expect(fiscalYearEndBefore('2023-03-01', '0229')).toBe('2023-02-28');
  });

  it('takes calendar years without a fiscal year end, and says so when a year depended on it', () => {
    const outcome = secFilingEvents(
      submissions([['8-K', '2024-08-12', '2024-08-08', '4.01']], { fiscalYearEnd: null }),
    );
    expect(outcome.events.map((event) => event.fiscalYear)).toEqual([2024]);
    expect(outcome.problems).toEqual([
      'SEC submissions CIK0000012345: fiscalYearEnd is missing: fiscal years are taken as calendar years',
    ]);
    // An annual notice with its period needs no fiscal year end; a person with no events is no problem.
    expect(
      secFilingEvents(submissions([['NT 10-K', '2024-04-01', '2023-12-31', '']], { fiscalYearEnd: null }))
        .problems,
    ).toEqual([]);
    expect(
      secFilingEvents(submissions([['4', '2024-04-01', '2024-03-28', '']], { fiscalYearEnd: null })).problems,
    ).toEqual([]);

    const malformed = secFilingEvents(
      submissions([['8-K', '2024-08-12', '2024-08-08', '4.01']], { fiscalYearEnd: '1331' }),
    );
    expect(malformed.events.map((event) => event.fiscalYear)).toEqual([2024]);
    expect(malformed.problems).toEqual([
      'SEC submissions CIK0000012345: fiscalYearEnd is "1331", not MMDD: fiscal years are taken as calendar years',
    ]);
  });
});

describe("secFilingEvents: an 8-K's fiscal year", () => {
  it("places an 8-K filed after a year end and by the day of that year's first 10-K in that year", () => {
    const events = eventsOf([
      ['10-K', '2024-03-15', '2023-12-31', ''],
      ['8-K', '2024-01-22', '2024-01-19', '4.01'],
      ['8-K', '2024-03-15', '2024-03-14', '4.02'],
      // After the 10-K: the year it was filed in, also within four months of the year end, also before
      // the 10-K/A and a second original 10-K for the same year.
      ['8-K', '2024-03-18', '2024-03-15', '4.02'],
      ['10-K/A', '2024-04-29', '2023-12-31', ''],
      ['10-K', '2024-06-03', '2023-12-31', ''],
      ['8-K', '2024-05-06', '2024-05-02', '4.01'],
    ]);
    expect(eightKs(events)).toEqual([
      ['2024-01-22', 2023, 'annualReport'],
      ['2024-03-15', 2023, 'annualReport'],
      ['2024-03-18', 2024, 'filingDate'],
      ['2024-05-06', 2024, 'filingDate'],
    ]);
  });

  it('follows a late annual report past four months, and reads it from another page', () => {
    const page = columns([['20-F', '2013-09-30', '2012-12-31', '']]);
    const document = submissions([
      ['8-K', '2013-07-01', '2013-06-28', '4.01'],
      ['8-K', '2013-10-01', '2013-09-30', '4.02'],
    ]);
    (document.filings as { files: unknown[] }).files = [{ name: 'CIK0000012345-submissions-001.json' }];
    const outcome = secFilingEvents(document, new Map([['CIK0000012345-submissions-001.json', page]]));
    expect(outcome.problems).toEqual([]);
    expect(eightKs(outcome.events)).toEqual([
      ['2013-07-01', 2012, 'annualReport'],
      ['2013-10-01', 2013, 'filingDate'],
    ]);
  });

  it("without the year's annual report, places an 8-K within four months of the year end in that year", () => {
    // The 10-K of 2023 is of the year before: it does not count for fiscal 2023.
    const december = eventsOf([
      ['10-K', '2023-03-01', '2022-12-31', ''],
      ['8-K', '2024-01-02', '2023-12-29', '4.01'],
      ['8-K', '2024-04-30', '2024-04-26', '4.01'],
      ['8-K', '2024-05-01', '2024-04-30', '4.02'],
    ]);
    expect(eightKs(december)).toEqual([
      ['2024-01-02', 2023, 'deadlineWindow'],
      ['2024-04-30', 2023, 'deadlineWindow'],
      ['2024-05-01', 2024, 'filingDate'],
    ]);
    // Four months after 31 October is the last day of February.
    const october = eventsOf(
      [
        ['8-K', '2024-02-29', '2024-02-28', '4.01'],
        ['8-K', '2024-03-01', '2024-02-29', '4.01'],
        ['8-K', '2025-02-28', '2025-02-27', '4.02'],
        ['8-K', '2025-03-01', '2025-02-28', '4.02'],
      ],
      { fiscalYearEnd: '1031' },
    );
    expect(eightKs(october)).toEqual([
      ['2024-02-29', 2023, 'deadlineWindow'],
      ['2024-03-01', 2024, 'filingDate'],
      ['2025-02-28', 2024, 'deadlineWindow'],
      ['2025-03-01', 2025, 'filingDate'],
    ]);
  });
});

describe('secFilingEvents: malformed lists', () => {
  it('says when an annual report cannot place the 8-Ks, and places them without it', () => {
    const document = submissions([
      ['10-K', '2024-03-15', '', ''],
      ['20-F', '2024-13-01', '2023-12-31', ''],
      ['8-K', '2024-03-20', '2024-03-19', '4.01'],
      ['8-K', '2024-05-20', '2024-05-17', '4.02'],
    ]);
    const outcome = secFilingEvents(document);
    expect(eightKs(outcome.events)).toEqual([
      ['2024-03-20', 2023, 'deadlineWindow'],
      ['2024-05-20', 2024, 'filingDate'],
    ]);
    expect(outcome.problems).toEqual([
      'SEC submissions CIK0000012345: filings.recent.reportDate[0] is "", not a date: the 10-K places no 8-K in a fiscal year',
      'SEC submissions CIK0000012345: filings.recent.filingDate[1] is "2024-13-01", not a date: the 20-F places no 8-K in a fiscal year',
    ]);
  });

  it('leaves out a page whose columns are of different lengths and keeps the other lists', () => {
    const page = columns([
      ['NT 10-K', '2013-03-04', '2012-12-31', ''],
      ['8-K', '2013-03-07', '2013-03-06', '4.02'],
    ]);
    page.form?.pop();
    const document = submissions([['NT 10-Q', '2024-05-15', '2024-03-31', '']]);
    (document.filings as { files: unknown[] }).files = [{ name: 'CIK0000012345-submissions-001.json' }];
    const outcome = secFilingEvents(document, new Map([['CIK0000012345-submissions-001.json', page]]));
    expect(outcome.events.map((event) => event.form)).toEqual(['NT 10-Q']);
    expect(outcome.problems).toEqual([
      'SEC submissions CIK0000012345: page CIK0000012345-submissions-001.json: form has 1 entries, ' +
        'accessionNumber 2: the filings of page CIK0000012345-submissions-001.json are not read',
    ]);
  });

  it('leaves out a filing with a bad date, accession number or items, and keeps the others', () => {
    const document = submissions([
      ['NT 10-K', '2013-02-30', '2012-12-31', ''],
      ['NT 10-Q', '2012-11-14', '30/09/2012', ''],
      ['8-K', '2012-10-01', '2012-09-28', '4.01'],
      ['10-K/A', '2012-03-28', '2011-12-31', ''],
      // A bad date on a form that is no event is not this module's business.
      ['4', 'yesterday', '', ''],
    ]);
    const recent = (document.filings as { recent: Record<string, unknown[]> }).recent;
    recent.items![2] = ['4.01'];
    recent.accessionNumber![3] = '12-345';
    const accnOfNotice = recent.accessionNumber![0] as string;
    const accnOfQuarter = recent.accessionNumber![1] as string;
    const accnOf8K = recent.accessionNumber![2] as string;
    recent.form!.push('NT 10-K', 7);
    recent.accessionNumber!.push('0000012345-13-000001', '0000012345-13-000002');
    recent.filingDate!.push('2013-04-01', '2013-04-02');
    recent.reportDate!.push('2012-12-31', '');
    recent.items!.push('', '');
    const outcome = secFilingEvents(document);
    expect(outcome.events.map((event) => [event.form, event.accessionNumber])).toEqual([
      ['NT 10-K', '0000012345-13-000001'],
    ]);
    expect(outcome.problems).toEqual([
      `SEC submissions CIK0000012345: filings.recent.filingDate[0] is "2013-02-30", not a date: the NT 10-K ${accnOfNotice} is left out`,
      `SEC submissions CIK0000012345: filings.recent.reportDate[1] is "30/09/2012", not a date: the NT 10-Q ${accnOfQuarter} is left out`,
      `SEC submissions CIK0000012345: filings.recent.items[2] is ["4.01"], not a list of items: the 8-K ${accnOf8K} is left out`,
      'SEC submissions CIK0000012345: filings.recent.accessionNumber[3] is "12-345", not an accession number: the 10-K/A is left out',
      'SEC submissions CIK0000012345: filings.recent.form[6] is 7, not a form type: the filing is left out',
    ]);
  });

  it('says which lists it could not read: a missing column, a page not given, no filings, no CIK', () => {
    const noItems = submissions([
      ['8-K', '2024-04-10', '2024-04-08', '4.01'],
      ['NT 10-K', '2024-04-01', '2023-12-31', ''],
    ]);
    const filings = noItems.filings as { recent: Record<string, unknown>; files: unknown[] };
    delete filings.recent.items;
    filings.files = [{ name: 'CIK0000012345-submissions-001.json' }, { filingCount: 3 }];
    const outcome = secFilingEvents(noItems);
    expect(outcome.events.map((event) => event.form)).toEqual(['NT 10-K']);
    expect(outcome.problems).toEqual([
      'SEC submissions CIK0000012345: filings.recent.items is missing: the 8-K items of filings.recent are not read',
      'SEC submissions CIK0000012345: filings.files names CIK0000012345-submissions-001.json, which was not given: its filings are not read',
      'SEC submissions CIK0000012345: filings.files[1].name is missing, not a file name: that page is not read',
    ]);

    const noForms = submissions([['NT 10-K', '2024-04-01', '2023-12-31', '']]);
    (noForms.filings as { recent: Record<string, unknown> }).recent.form = 'NT 10-K';
    expect(secFilingEvents(noForms)).toEqual({
      cik: 12345,
      events: [],
      problems: [
        'SEC submissions CIK0000012345: filings.recent.form is "NT 10-K", not an array: the filings of filings.recent are not read',
      ],
    });
    expect(secFilingEvents(submissions([], { filings: null })).problems).toEqual([
      'SEC submissions CIK0000012345: filings is null, not an object: no filings are read',
    ]);
    expect(secFilingEvents(submissions([], { filings: { recent: [] } })).problems).toEqual([
      'SEC submissions CIK0000012345: filings.recent is [], not an object: its filings are not read',
    ]);
    expect(secFilingEvents(submissions([], { cik: 'CIK12345' }))).toEqual({
      cik: null,
      events: [],
      problems: ['SEC submissions: cik is "CIK12345", not a CIK'],
    });
    expect(secFilingEvents('not json').problems).toEqual([
      'SEC submissions: expected a JSON object, got "not json"',
    ]);
  });
});

describe('filingEventsByFiscalYear', () => {
  it('answers lateFiling for an annual notice, auditorChanged and nonReliance for 8-Ks; amendments set nothing', () => {
    const events = eventsOf([
      ['NT 10-K', '2013-03-04', '2012-12-31', ''],
      ['8-K', '2013-03-07', '2013-03-06', '4.02'],
      ['8-K/A', '2013-05-01', '2013-03-06', '4.01,4.02'],
      ['NT 10-Q', '2014-05-15', '2014-03-31', ''],
      ['10-K/A', '2015-04-30', '2014-12-31', ''],
      ['10-Q/A', '2016-04-30', '2015-09-30', ''],
    ]);
    expect([...filingEventsByFiscalYear(events)]).toEqual([
      // The 8-K of 2013-03-07 is within four months of the 2012 year end; its 8-K/A of 2013-05-01 is not.
      [2012, { lateFiling: true, auditorChanged: false, nonReliance: true }],
      [2013, { lateFiling: false, auditorChanged: true, nonReliance: true }],
    ]);
    expect(filingEventsByFiscalYear([]).size).toBe(0);
  });
});

describe('companyFilingEvents', () => {
  it("keeps each event's filing, dates, fiscal year and report under the filer's CIK, in filing order", () => {
    const events = eventsOf([
      ['10-K/A', '2015-04-30', '2014-12-31', ''],
      ['8-K', '2013-05-01', '2013-04-29', '4.01,4.02,9.01'],
      ['NT 10-K', '2013-03-04', '2012-12-31', ''],
    ]);
    const accession = (form: string) => events.find((event) => event.form === form)?.accessionNumber;

    expect(companyFilingEvents(12_345, events)).toEqual([
      {
        kind: 'late-filing',
        form: 'NT 10-K',
        items: [],
        filed: '2013-03-04',
        period: '2012-12-31',
        accn: accession('NT 10-K'),
        cik: 12_345,
        fiscalYear: 2012,
        report: 'annual',
      },
      ...(['auditor-change', 'non-reliance'] as const).map((kind) => ({
        kind,
        form: '8-K',
        items: ['4.01', '4.02', '9.01'],
        filed: '2013-05-01',
        period: '2013-04-29',
        accn: accession('8-K'),
        cik: 12_345,
        fiscalYear: 2013,
        report: null,
      })),
      {
        kind: 'amendment',
        form: '10-K/A',
        items: [],
        filed: '2015-04-30',
        period: '2014-12-31',
        accn: accession('10-K/A'),
        cik: 12_345,
        fiscalYear: 2014,
        report: 'annual',
      },
    ]);
    expect(companyFilingEvents(12_345, [])).toEqual([]);
  });

  it('gives a notice without a reportDate no period', () => {
    const [notice] = companyFilingEvents(12_345, eventsOf([['NT 10-K', '2013-04-01', '', '']]));
    expect(notice).toMatchObject({ period: null, fiscalYear: 2012, report: 'annual' });
  });
});

// Real SEC files, when this machine has them (they are never copied into the repository).
const SUBMISSIONS = path.resolve(process.cwd(), '../shared/data/sec/submissions');
const describeIfShared = existsSync(SUBMISSIONS) ? describe : describe.skip;
if (!existsSync(SUBMISSIONS))
  console.warn(`filing-events.spec: ${SUBMISSIONS} is absent; Tesla's real filing events are not read`);

describeIfShared('real SEC submissions (../shared/data/sec/submissions)', () => {
  const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(SUBMISSIONS, file), 'utf8'));

  it("reads Tesla's late 10-K for fiscal 2012 and its non-reliance 8-K of March 2013", () => {
    const page = 'CIK0001318605-submissions-001.json';
    const outcome = secFilingEvents(readJson('CIK0001318605.json'), new Map([[page, readJson(page)]]));
    expect(outcome.problems).toEqual([]);
    const notice = outcome.events.find(
      (event) => event.kind === 'late-filing' && event.filingDate === '2013-03-04',
    );
    expect(notice).toMatchObject({
      form: 'NT 10-K',
      report: 'annual',
      reportDate: '2012-12-31',
      fiscalYear: 2012,
      fiscalYearFrom: 'reportDate',
    });
    const nonReliance = outcome.events.find((event) => event.accessionNumber === '0001193125-13-096223');
    // Filed in 2013, on the day of the 10-K for 2012 (0001193125-13-096241) and before it: fiscal 2012,
    // the year whose statements it withdraws, although the submissions say only the event's date.
    expect(nonReliance).toEqual({
      kind: 'non-reliance',
      report: null,
      form: '8-K',
      items: ['4.02'],
      filingDate: '2013-03-07',
      reportDate: '2013-03-06',
      accessionNumber: '0001193125-13-096223',
      url: 'https://www.sec.gov/Archives/edgar/data/1318605/000119312513096223/0001193125-13-096223-index.htm',
      fiscalYear: 2012,
      fiscalYearFrom: 'annualReport',
    });
    const years = filingEventsByFiscalYear(outcome.events);
    expect(years.get(2012)).toEqual({ lateFiling: true, auditorChanged: false, nonReliance: true });
    // Its 10-K/As (fiscal 2011, 2019, 2020, 2021, 2024) are amendments, which set no year.
    expect(
      outcome.events.filter((event) => event.kind === 'amendment').map((event) => event.fiscalYear),
    ).toEqual([2011, 2019, 2020, 2021, 2024]);
    expect([...years.keys()]).toEqual([2012]);
  });
});
