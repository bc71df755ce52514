import { Prng } from '../../../../shared/domain/prng.js';
import { secFilingEvents } from '../sec/filing-events.js';
import type { CompanyFilingEvent } from '../../../screening/domain/published/universe.js';
import { generatedCik, generatedFilingEvents } from './generated-filing-events.js';

const year = (y: number, flags: { late?: boolean; auditor?: boolean; restated?: boolean } = {}) => ({
  year: y,
  lateFiling: flags.late ?? false,
  auditorChanged: flags.auditor ?? false,
  restatement: flags.restated ?? false,
});

const years = [
  year(2019),
  year(2020, { late: true, restated: true }),
  year(2021, { auditor: true }),
  year(2022, { late: true, auditor: true, restated: true }),
  year(2023),
];
const cik = generatedCik(123);
const events = generatedFilingEvents(years, cik, new Prng(7, 1));

/** The events as SEC's submissions list them, newest first, as the import reads them. */
function submissionsOf(list: readonly CompanyFilingEvent[]): Record<string, unknown> {
  const newest = [...list].reverse();
  return {
    cik: String(cik),
    fiscalYearEnd: '1231',
    filings: {
      recent: {
        accessionNumber: newest.map((event) => event.accn),
        filingDate: newest.map((event) => event.filed),
        reportDate: newest.map((event) => event.period ?? ''),
        form: newest.map((event) => event.form),
        items: newest.map((event) => event.items.join(',')),
      },
      files: [],
    },
  };
}

describe('generatedFilingEvents', () => {
  it('files an NT 10-K, an 8-K 4.01 and an 8-K 4.02 for the flagged years, in filing order', () => {
    expect(events.map((event) => [event.fiscalYear, event.kind, event.form, event.items])).toEqual([
      [2020, 'non-reliance', '8-K', ['4.02']],
      [2020, 'late-filing', 'NT 10-K', []],
      [2021, 'auditor-change', '8-K', ['4.01']],
      [2022, 'auditor-change', '8-K', ['4.01']],
      [2022, 'non-reliance', '8-K', ['4.02']],
      [2022, 'late-filing', 'NT 10-K', []],
    ]);
    const filed = events.map((event) => event.filed);
    expect(filed).toEqual([...filed].sort());
    expect(generatedFilingEvents([year(2020), year(2021)], cik, new Prng(7, 1))).toEqual([]);
  });

  it('dates a late-filing notice just after the 90-day deadline, an 8-K a few days after its event', () => {
    for (const event of events) {
      if (event.kind === 'late-filing') {
        expect(event).toMatchObject({ period: `${event.fiscalYear}-12-31`, report: 'annual' });
        // 2020 + 90 days is 31 March 2021; the notice is due the day after.
        expect(
          event.filed >= `${event.fiscalYear + 1}-04-01` && event.filed <= `${event.fiscalYear + 1}-04-03`,
        ).toBe(true);
      } else {
        expect(event.report).toBeNull();
        const days = (Date.parse(event.filed) - Date.parse(event.period ?? '')) / 86_400_000;
        expect(days >= 1 && days <= 4).toBe(true);
      }
    }
  });

  it("numbers the filings as the company's own: its CIK, the filing year, a sequence growing through the year", () => {
    expect(cik).toBe(1_000_123);
    for (const event of events) {
      expect(event.cik).toBe(cik);
      expect(event.accn).toMatch(new RegExp(`^0001000123-${event.filed.slice(2, 4)}-\\d{6}$`));
    }
    const accessions = events.map((event) => event.accn);
    expect(new Set(accessions).size).toBe(accessions.length);
    expect(accessions).toEqual([...accessions].sort());
  });

  it('is placed by the import in the year the generator flagged (filing-events.ts)', () => {
    const read = secFilingEvents(submissionsOf(events));
    expect(read.problems).toEqual([]);
    expect(read.events.map((event) => [event.accessionNumber, event.kind, event.fiscalYear])).toEqual(
      events.map((event) => [event.accn, event.kind, event.fiscalYear]),
    );
  });

  it('draws only from the stream it is given: the same stream, the same filings', () => {
    expect(generatedFilingEvents(years, cik, new Prng(7, 1))).toEqual(events);
    expect(generatedFilingEvents(years, cik, new Prng(8, 1))).not.toEqual(events);
  });
});
