import type { FilingEventAnswer, TickerDetail } from '../../../screening/index.js';
import type { AnswerDraft, DashboardLink } from '../../domain/answer.js';

/**
 * How Luca tells a company's filing events (SEC EDGAR's late-filing notices, auditor changes, non-reliance
 * notices and amendments; a generated company's made-up ones): each cited with its form, filing date,
 * accession number, EDGAR filing-index page and what it means. The meaning and the link are screening's
 * (POST /dashboard/filingEvents), never worded again here.
 */

/** Whom the events are of: the company as the asker sees it (an alias for a trial tenant). */
export interface FilingEventsOf {
  readonly tickerId: string;
  readonly exchangeCountryId: number;
  /** The company's name, for citation labels and table titles. */
  readonly name: string;
  /** How a first sentence names it: "Apple Inc. (AAPL, Nasdaq)". */
  readonly named: string;
  readonly detail: Pick<TickerDetail, 'origin' | 'cik'>;
}

/** Where a company's filings are, as a sentence says it: "its SEC filings", "its generated filings". */
const WHERE: Readonly<Record<TickerDetail['origin'], string>> = {
  sec: 'its SEC filings',
  generated: 'its generated filings (of the demo universe)',
  file: 'the filings recorded for it',
};

/**
 * Whether the company's events are withheld: a trial tenant sees no CIK of an SEC filer and no filing
 * events (an accession number would name the company it sees anonymised), as data-source.ts reads it.
 */
export function eventsWithheld(detail: Pick<TickerDetail, 'origin' | 'cik'>): boolean {
  return detail.origin === 'sec' && detail.cik === null;
}

/** An event's accession and EDGAR page: "accession 0001193125-13-096223, https://www.sec.gov/…". */
function whereFiled(event: FilingEventAnswer): string {
  return `accession ${event.accession}${event.url === null ? '' : `, ${event.url}`}`;
}

/** Cites each event once (as a filing of its fiscal year): its number for the text and its table row. */
function citeEvents(draft: AnswerDraft, of: FilingEventsOf, events: readonly FilingEventAnswer[]): number[] {
  return events.map((event) =>
    draft.cite({
      label: `Filing event of ${of.name}, fiscal ${event.fiscalYear}: ${event.meaning}`,
      value: event.accession,
      display: `${event.form} filed ${event.filed}`,
      source: 'filingEvents',
      link: linkOf(of, event.fiscalYear),
    }),
  );
}

function linkOf(of: FilingEventsOf, year: number): DashboardLink {
  return { tickerId: of.tickerId, exchangeCountryId: of.exchangeCountryId, year };
}

/** The facts the LLM tools get: every event as cited, or why there are none. */
function factOf(
  draft: AnswerDraft,
  of: FilingEventsOf,
  events: readonly FilingEventAnswer[],
  year: number | null,
): void {
  draft.fact({
    kind: 'filingEvents',
    about: of.tickerId,
    value: {
      company: of.name,
      fiscalYear: year,
      withheld: eventsWithheld(of.detail),
      events: [...events],
      note: AMENDMENT_NOTE,
    },
  });
}

/** What an amendment is not, said wherever amendments are listed (docs/sec-edgar.md). */
const AMENDMENT_NOTE =
  'An amendment alone is not a restatement (most 10-K/As only add Part III): it counts as one only when it changed a reported figure.';

/**
 * The answer to "What filing events does Tesla have?": how many and where from, each late filing, auditor
 * change and non-reliance notice in a sentence, the amendments counted, and a table of them all, latest
 * filing first. `year` narrows to the events of that fiscal year. A company without any says so; a trial
 * tenant is told why it sees none.
 */
export function writeFilingEvents(
  draft: AnswerDraft,
  of: FilingEventsOf,
  all: readonly FilingEventAnswer[],
  year: number | null,
): void {
  const events = year === null ? all : all.filter((event) => event.fiscalYear === year);
  const inYear = year === null ? '' : ` for fiscal ${year}`;
  factOf(draft, of, events, year);
  if (eventsWithheld(of.detail)) {
    draft.text(
      `A trial subscription does not show the filing events of ${of.named}: their accession numbers would name the company.`,
    );
    return;
  }
  const where = WHERE[of.detail.origin];
  if (events.length === 0 && of.detail.origin === 'file') {
    draft.text(
      `${of.named} comes from an imported statements file, which records no filings: it has no filing events.`,
    );
    return;
  }
  if (events.length === 0) {
    const elsewhere = all.length - events.length;
    draft.text(
      `${of.named} has no filing events${inYear} in ${where}: no notification of late filing, no change of the ` +
        'certifying accountant, no non-reliance on previously issued financial statements and no amendment.' +
        (elsewhere > 0 ? ` It has ${elsewhere} in other fiscal years.` : ''),
    );
    return;
  }
  const cited = citeEvents(draft, of, events);
  const sentences = [
    `${of.named} has ${events.length} filing event${events.length === 1 ? '' : 's'}${inYear} in ${where}, latest filing first:`,
  ];
  const amendments: number[] = [];
  events.forEach((event, index) => {
    const n = cited[index] as number;
    if (event.kind === 'amendment') amendments.push(n);
    else
      sentences.push(
        `${event.form} filed ${event.filed} [${n}]: ${event.meaning}, fiscal ${event.fiscalYear}; ${whereFiled(event)}.`,
      );
  });
  if (amendments.length > 0)
    sentences.push(
      `${amendments.length} amendment${amendments.length === 1 ? '' : 's'} (${amendments.map((n) => `[${n}]`).join(' ')}), ` +
        `listed in the table. ${AMENDMENT_NOTE}`,
    );
  draft.text(sentences.join(' '));
  const linked = events.some((event) => event.url !== null);
  draft.table({
    title: `Filing events of ${of.name}${inYear}`,
    columns: [
      { key: 'filed', label: 'Filed', align: 'left' },
      { key: 'form', label: 'Form', align: 'left' },
      { key: 'fiscalYear', label: 'Fiscal year', align: 'right' },
      { key: 'meaning', label: 'Meaning', align: 'left' },
      { key: 'accession', label: 'Accession', align: 'left' },
      ...(linked ? [{ key: 'edgar', label: 'EDGAR', align: 'left' as const }] : []),
    ],
    rows: events.map((event, index) => ({
      cells: {
        filed: event.filed,
        form: event.form,
        fiscalYear: String(event.fiscalYear),
        meaning: event.meaning,
        accession: event.accession,
        ...(linked ? { edgar: event.url ?? 'N/A' } : {}),
      },
      citations: [cited[index] as number],
      link: linkOf(of, event.fiscalYear),
    })),
  });
}

/**
 * The filing events of the year a rating explanation is about, each cited with its form, date, meaning,
 * accession and EDGAR page; nothing when the year has none (or they are withheld). Answers whether it wrote.
 */
export function writeYearFilingEvents(
  draft: AnswerDraft,
  of: FilingEventsOf,
  all: readonly FilingEventAnswer[],
  year: number,
): boolean {
  const events = all.filter((event) => event.fiscalYear === year);
  if (events.length === 0 || eventsWithheld(of.detail)) return false;
  factOf(draft, of, events, year);
  const cited = citeEvents(draft, of, events);
  const listed = events.map(
    (event, index) =>
      `${event.form} filed ${event.filed} [${cited[index] as number}] (${event.meaning}; ${whereFiled(event)})`,
  );
  draft.text(
    `Filing events of fiscal ${year} in ${WHERE[of.detail.origin]}: ${listed.join('; ')}.` +
      (events.some((event) => event.kind === 'amendment') ? ` ${AMENDMENT_NOTE}` : ''),
  );
  return true;
}
