/**
 * What a filing event means, in plain words: the one wording the API (POST /dashboard/filingEvents), the
 * full report and the web app show. Pure.
 */

import { FILING_EVENT_ITEMS, type CompanyFilingEvent, type FilingEventKind } from './published/universe.js';

type MeaningInput = Pick<CompanyFilingEvent, 'kind' | 'form' | 'fiscalYear' | 'period' | 'report'>;

/** The kinds of filing event, in their order. */
export const FILING_EVENT_KINDS = Object.keys(FILING_EVENT_ITEMS) as readonly FilingEventKind[];

/** A kind as stored, checked: undefined for a text that is none. */
export function filingEventKindOf(value: unknown): FilingEventKind | undefined {
  return FILING_EVENT_KINDS.find((kind) => kind === value);
}

/**
 * The report the event concerns: 'the annual report for fiscal 2012', 'a quarterly report for the period
 * ended 2013-09-30', 'a quarterly report of fiscal 2013' when SEC gives no period; 'a report ...' when the
 * kind of report is not recorded.
 */
function reportPhrase({ report, fiscalYear, period }: MeaningInput): string {
  if (report === 'annual') return `the annual report for fiscal ${fiscalYear}`;
  const which = report === 'quarterly' ? 'a quarterly report' : 'a report';
  return period === null ? `${which} of fiscal ${fiscalYear}` : `${which} for the period ended ${period}`;
}

/** ' (8-K item 4.01)': the form and item of a current report's event; '' for another kind. */
function itemPhrase({ kind, form }: MeaningInput): string {
  const item = FILING_EVENT_ITEMS[kind];
  return item === null ? '' : ` (${form} item ${item})`;
}

/**
 * 'Notification of late filing of the annual report for fiscal 2012',
 * 'Notification of late filing of a quarterly report for the period ended 2013-09-30',
 * 'Change of the certifying accountant (8-K item 4.01)',
 * 'Non-reliance on previously issued financial statements (8-K item 4.02)',
 * 'Amendment of the annual report for fiscal 2012 (10-K/A)'.
 */
export function filingEventMeaning(event: MeaningInput): string {
  switch (event.kind) {
    case 'late-filing':
      return `Notification of late filing of ${reportPhrase(event)}`;
    case 'auditor-change':
      return `Change of the certifying accountant${itemPhrase(event)}`;
    case 'non-reliance':
      return `Non-reliance on previously issued financial statements${itemPhrase(event)}`;
    case 'amendment':
      return `Amendment of ${reportPhrase(event)} (${event.form})`;
  }
}

/**
 * How a warning cites the filing behind an event: 'NT 10-K filed 2013-03-04, 0001193125-13-088624',
 * '8-K item 4.02 filed 2013-03-07, 0001193125-13-096223'.
 */
export function filingCitation(event: Pick<CompanyFilingEvent, 'kind' | 'form' | 'filed' | 'accn'>): string {
  const item = FILING_EVENT_ITEMS[event.kind];
  return `${event.form}${item === null ? '' : ` item ${item}`} filed ${event.filed}, ${event.accn}`;
}
