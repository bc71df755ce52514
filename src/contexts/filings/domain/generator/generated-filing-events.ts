/**
 * The filings behind a generated company's filing events: for each year the generator marked, the filing
 * an SEC filer would have made (docs/sec-edgar.md, "Filing events"), dated so that the import's rules
 * would place it in that fiscal year. Generated years are calendar years.
 *
 * | Year's flag     | Filing                  | Filed                                                       |
 * | --------------- | ----------------------- | ----------------------------------------------------------- |
 * | `lateFiling`    | NT 10-K (annual)        | 1 to 3 days after the 10-K's 90-day deadline                |
 * | `auditorChanged`| 8-K item 4.01           | May to September of the year (the new auditor signs its report) |
 * | `restatement`   | 8-K item 4.02           | February or March after the year end, before its 10-K       |
 *
 * An 8-K's period is the event's date, one to four days before the filing (an 8-K is due within four
 * business days). The dates and accession numbers come from the random stream the caller gives (one of
 * the company's own, apart from the streams of its figures): the events never shift a generated number.
 */

import type { Prng } from '../../../../shared/domain/prng.js';
import { cikText, TEN_K_DAYS_TO_FILE } from '../../../screening/domain/published/sec-filing.js';
import type {
  CompanyFilingEvent,
  FilingEvents,
  StatementYear,
} from '../../../screening/domain/published/universe.js';

/** The CIK a generated company files its events under: made up, one per company index. */
export function generatedCik(companyIndex: number): number {
  return 1_000_000 + companyIndex;
}

const DAY_MS = 86_400_000;

/** The ISO day `days` after an ISO day. */
function daysAfter(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

type EventYear = Pick<StatementYear, 'year'> &
  Pick<FilingEvents, 'lateFiling' | 'auditorChanged' | 'restatement'>;

/** An event before its accession number (numbered once all are dated). */
type Dated = Omit<CompanyFilingEvent, 'accn'>;

/** One year's filings, in the order the year's flags are read (late filing, auditor change, restatement). */
function filingsOfYear(
  prng: Prng,
  { year, lateFiling, auditorChanged, restatement }: EventYear,
  cik: number,
): Dated[] {
  const yearEnd = `${year}-12-31`;
  const events: Dated[] = [];
  if (lateFiling)
    events.push({
      kind: 'late-filing',
      form: 'NT 10-K',
      items: [],
      filed: daysAfter(yearEnd, TEN_K_DAYS_TO_FILE + prng.int(1, 3)),
      period: yearEnd,
      cik,
      fiscalYear: year,
      report: 'annual',
    });
  const eightK = (kind: CompanyFilingEvent['kind'], item: string, filed: string): Dated => ({
    kind,
    form: '8-K',
    items: [item],
    filed,
    period: daysAfter(filed, -prng.int(1, 4)),
    cik,
    fiscalYear: year,
    report: null,
  });
  // After the four months in which an 8-K would still concern the year before (filing-events.ts).
  if (auditorChanged)
    events.push(eightK('auditor-change', '4.01', daysAfter(`${year}-05-01`, prng.int(0, 152))));
  // Between the year end and its 10-K, as Tesla's of 2013-03-07 for fiscal 2012.
  if (restatement)
    events.push(eightK('non-reliance', '4.02', daysAfter(`${year + 1}-02-01`, prng.int(0, 52))));
  return events;
}

/**
 * A generated company's filing events, in filing order: the filings of the years whose flags are set,
 * under `cik`, with accession numbers of the company's own filings ('0001000123-24-000045': its CIK, the
 * filing year, a sequence that grows through the year).
 */
export function generatedFilingEvents(
  years: readonly EventYear[],
  cik: number,
  prng: Prng,
): CompanyFilingEvent[] {
  const dated = years
    .flatMap((year) => filingsOfYear(prng, year, cik))
    .sort((a, b) => a.filed.localeCompare(b.filed));
  const sequence = new Map<string, number>();
  return dated.map((event) => {
    const yy = event.filed.slice(2, 4);
    const next = (sequence.get(yy) ?? 0) + prng.int(1, 24);
    sequence.set(yy, next);
    return { ...event, accn: `${cikText(cik)}-${yy}-${String(next).padStart(6, '0')}` };
  });
}
