import { warningsFor } from '../../../screening/domain/scoring/warnings.js';
import type { StatementRevision } from '../../../screening/domain/published/universe.js';
import { filingEventsByFiscalYear, secFilingEvents } from './filing-events.js';
import { secFilingFlags, secScoringCompany } from './sec-company.js';
import { secMappingOf, secProfile, secYear } from './sec-company.fixtures.js';

const profile = secProfile();

const revision = (year: number): StatementRevision => ({
  item: 'revenue',
  year,
  from: 100,
  to: 110,
  accn: '0000012345-24-000009',
  form: '10-K/A',
  filed: '2024-04-30',
});

/** The filing lists of a made-up filer: [form, filingDate, reportDate, items], as SEC's columns. */
function eventsByYear(rows: ReadonlyArray<readonly [string, string, string, string]>) {
  const outcome = secFilingEvents({
    cik: '0000012345',
    name: 'Made Up Inc.',
    fiscalYearEnd: '1231',
    filings: {
      recent: {
        accessionNumber: rows.map((_, i) => `0000012345-24-${String(i + 100).padStart(6, '0')}`),
        form: rows.map((row) => row[0]),
        filingDate: rows.map((row) => row[1]),
        reportDate: rows.map((row) => row[2]),
        items: rows.map((row) => row[3]),
      },
      files: [],
    },
  });
  expect(outcome.problems).toEqual([]);
  return filingEventsByFiscalYear(outcome.events);
}

const flags = ({
  lateFiling,
  auditorChanged,
  restatement,
  qualifiedOpinion,
}: ReturnType<typeof secFilingFlags>) => ({
  lateFiling,
  auditorChanged,
  restatement,
  qualifiedOpinion,
});

describe('secFilingFlags: the engine flags of an SEC company-year', () => {
  const none = { lateFiling: false, auditorChanged: false, nonReliance: false };

  it('sets nothing without events, an auditor change from the auditors file, or revisions', () => {
    expect(secFilingFlags(false, 0, undefined)).toEqual({
      lateFiling: false,
      auditorChanged: false,
      qualifiedOpinion: false,
      restatement: false,
    });
    expect(secFilingFlags(false, 0, none)).toEqual(secFilingFlags(false, 0, undefined));
  });

  it('takes lateFiling from the events, auditorChanged from the file or the events, restatement from revisions or non-reliance', () => {
    expect(secFilingFlags(false, 0, { ...none, lateFiling: true })).toMatchObject({
      lateFiling: true,
      auditorChanged: false,
      restatement: false,
    });
    expect(secFilingFlags(true, 0, undefined).auditorChanged).toBe(true);
    expect(secFilingFlags(false, 0, { ...none, auditorChanged: true }).auditorChanged).toBe(true);
    expect(secFilingFlags(true, 0, { ...none, auditorChanged: true }).auditorChanged).toBe(true);
    expect(secFilingFlags(false, 2, undefined).restatement).toBe(true);
    expect(secFilingFlags(false, 0, { ...none, nonReliance: true }).restatement).toBe(true);
    expect(secFilingFlags(false, 1, { ...none, nonReliance: true }).restatement).toBe(true);
    // SEC's data never says the opinion.
    expect(
      secFilingFlags(true, 1, { lateFiling: true, auditorChanged: true, nonReliance: true }).qualifiedOpinion,
    ).toBe(false);
  });
});

describe('secScoringCompany with filing events', () => {
  it("sets each year's flags from that year's events only; an amendment sets nothing", () => {
    const events = eventsByYear([
      ['NT 10-K', '2023-04-01', '2022-12-31', ''],
      // Filed before the 10-K of 2023 (none in the lists), within four months of the year end: fiscal 2023.
      ['8-K', '2024-03-01', '2024-02-28', '4.02,9.01'],
      ['8-K', '2024-06-03', '2024-05-31', '4.01'],
      ['10-K/A', '2022-05-01', '2021-12-31', ''],
      ['NT 10-Q', '2022-05-16', '2022-03-31', ''],
    ]);
    const company = secScoringCompany(
      profile,
      12345,
      secMappingOf([secYear(2021), secYear(2022), secYear(2023), secYear(2024)]),
      () => null,
      null,
      events,
    );
    expect(company.statements.map((statement) => [statement.year, flags(statement)])).toEqual([
      // The 10-K/A of fiscal 2021 revised nothing: no restatement.
      [2021, { lateFiling: false, auditorChanged: false, restatement: false, qualifiedOpinion: false }],
      // A quarterly notice is not a late annual report.
      [2022, { lateFiling: true, auditorChanged: false, restatement: false, qualifiedOpinion: false }],
      [2023, { lateFiling: false, auditorChanged: false, restatement: true, qualifiedOpinion: false }],
      [2024, { lateFiling: false, auditorChanged: true, restatement: false, qualifiedOpinion: false }],
    ]);
    const [y2021, y2022, y2023, y2024] = company.statements;
    expect(warningsFor(y2021!)).toEqual([]);
    expect(warningsFor(y2022!)).toEqual(['ALERT: Annual report filed late.']);
    expect(warningsFor(y2023!)).toEqual(['ALERT: Previously reported financial statements restated.']);
    // No auditors file: the 8-K says the auditor changed, not who.
    expect(warningsFor(y2024!)).toEqual(['ALERT: Change of auditor.']);
  });

  it("keeps the revisions' restatement and the auditors file's change beside the events", () => {
    const events = eventsByYear([['8-K', '2025-05-01', '2025-04-29', '4.01']]);
    const company = secScoringCompany(
      profile,
      12345,
      secMappingOf([secYear(2023), secYear(2024, [revision(2024)]), secYear(2025)]),
      (y) => (y === 2023 ? 4 : y === 2024 ? 1 : null),
      null,
      events,
    );
    const [, y2024, y2025] = company.statements;
    expect(flags(y2024!)).toMatchObject({ auditorChanged: true, restatement: true, lateFiling: false });
    expect(y2024).toMatchObject({ auditorID: 1, previousAuditorID: 4 });
    expect(warningsFor(y2024!)).toEqual([
      'ALERT: Change of auditor from KPMG to Deloitte.',
      'ALERT: Revenue for fiscal 2024 was revised from $100m to $110m (10-K/A filed 2024-04-30).',
    ]);
    // Fiscal 2025's auditor is not in the file: the 8-K alone says it changed.
    expect(y2025).toMatchObject({ auditorChanged: true, previousAuditorID: null, restatement: false });
  });

  it('without events, sets no late filing and the restatement from the revisions alone', () => {
    const company = secScoringCompany(
      profile,
      12345,
      secMappingOf([secYear(2023), secYear(2024, [revision(2024)])]),
    );
    expect(company.statements.map(flags)).toEqual([
      { lateFiling: false, auditorChanged: false, restatement: false, qualifiedOpinion: false },
      { lateFiling: false, auditorChanged: false, restatement: true, qualifiedOpinion: false },
    ]);
  });
});
