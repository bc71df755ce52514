import type { FilingEventAnswer } from '../../src/contexts/screening/index.js';
import type { CompanyFilingEvent } from '../../src/contexts/screening/domain/published/universe.js';
import { filingEventAnswer } from '../../src/contexts/screening/application/queries/company-panels/company-panels.queries.js';
import { filingIndexUrl } from '../../src/contexts/screening/domain/published/sec-filing.js';

/*
 * Filing events for Luca's unit tests (filing-events-answers.spec.ts, judgement-answers.spec.ts), answered as
 * screening's GetFilingEvents answers them: the meaning and the EDGAR page are screening's own.
 */

export const TESLA_CIK = 1318605;

type Stored = Omit<CompanyFilingEvent, 'cik'>;

/** An event as GetFilingEvents answers it; `edgar` false for a generated company's (no EDGAR page). */
export function answered(event: Stored, cik = TESLA_CIK, edgar = true): FilingEventAnswer {
  return filingEventAnswer({ ...event, cik, url: edgar ? filingIndexUrl(cik, event.accn) : null });
}

/**
 * Tesla's kinds of events in its submissions (NT 10-K of 2013-03-04, the 8-K with item 4.02 of 2013-03-07, a
 * 10-K/A) moved to fiscal `year`, and a 10-K/A of the year before; latest filing first.
 */
export function teslaEvents(year: number, edgar = true): FilingEventAnswer[] {
  const next = year + 1;
  const events: Stored[] = [
    {
      kind: 'amendment',
      form: '10-K/A',
      items: [],
      filed: `${next}-04-29`,
      period: `${year}-12-31`,
      accn: `0001193125-${String(next).slice(2)}-137560`,
      fiscalYear: year,
      report: 'annual',
    },
    {
      kind: 'non-reliance',
      form: '8-K',
      items: ['4.02'],
      filed: `${next}-03-07`,
      period: `${next}-03-07`,
      accn: `0001193125-${String(next).slice(2)}-096223`,
      fiscalYear: year,
      report: null,
    },
    {
      kind: 'late-filing',
      form: 'NT 10-K',
      items: [],
      filed: `${next}-03-04`,
      period: `${year}-12-31`,
      accn: `0001193125-${String(next).slice(2)}-088624`,
      fiscalYear: year,
      report: 'annual',
    },
    {
      kind: 'amendment',
      form: '10-K/A',
      items: [],
      filed: `${year}-03-28`,
      period: `${year - 1}-12-31`,
      accn: `0001193125-${String(year).slice(2)}-137560`,
      fiscalYear: year - 1,
      report: 'annual',
    },
  ];
  return events.map((event) => answered(event, TESLA_CIK, edgar));
}
