import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary, ProgressListener } from '../../../../screening/index.js';
import type { SecFilingEvent } from '../../../domain/sec/filing-events.js';
import { type SecFetchRequest, type SecSources } from '../../../infrastructure/sec/sec-files-reader.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

export interface SecImportOptions {
  /** 'replace': the SEC companies become the whole universe; 'add': merged into what is there. */
  readonly mode: 'replace' | 'add';
  /** US dollars per unit of a reporting currency, e.g. { EUR: 1.08 } (--fx EUR=1.08). */
  readonly usdPerUnit: Readonly<Record<string, number>>;
  /** Companies to fetch online first; their files join the sources. */
  readonly fetch?: SecFetchRequest;
  /** Lines for the operator (fetch progress). */
  readonly log?: (line: string) => void;
}

/** A filer that was not imported, and why. */
export interface SecSkip {
  /** 'CIK0000320193', or the file or zip entry that could not be read. */
  readonly id: string;
  readonly reason: string;
  readonly message: string;
}

/**
 * The kinds of filing events the summary counts, in the order it prints them: a kind, and for late-filing
 * notices and amendments the periodic report they concern (null for an 8-K's event).
 */
const SEC_EVENT_COUNT_ROWS = [
  { kind: 'late-filing', report: 'annual' },
  { kind: 'late-filing', report: 'quarterly' },
  { kind: 'auditor-change', report: null },
  { kind: 'non-reliance', report: null },
  { kind: 'amendment', report: 'annual' },
  { kind: 'amendment', report: 'quarterly' },
] as const satisfies ReadonlyArray<Pick<SecFilingEvent, 'kind' | 'report'>>;

export interface SecFilingEventCount extends Pick<SecFilingEvent, 'kind' | 'report'> {
  readonly events: number;
  /** The imported filers with at least one such event. */
  readonly filers: number;
}

/** The filing events of the imported filers (docs/sec-edgar.md, "Filing events"). */
export interface SecFilingEventCounts {
  /** One count per row of SEC_EVENT_COUNT_ROWS, in its order (zeros included). */
  readonly byKind: readonly SecFilingEventCount[];
  /** The imported filers with at least one event of any kind. */
  readonly filers: number;
}

/** Counts the events of the imported filers, one list of events per filer. */
export function countFilingEvents(
  eventsPerFiler: ReadonlyArray<readonly SecFilingEvent[]>,
): SecFilingEventCounts {
  return {
    byKind: SEC_EVENT_COUNT_ROWS.map(({ kind, report }) => {
      const counts = eventsPerFiler.map(
        (events) => events.filter((event) => event.kind === kind && event.report === report).length,
      );
      return {
        kind,
        report,
        events: counts.reduce((sum, n) => sum + n, 0),
        filers: counts.filter((n) => n > 0).length,
      };
    }),
    filers: eventsPerFiler.filter((events) => events.length > 0).length,
  };
}

export interface SecImportSummary extends DatasetLoadSummary {
  readonly read: number;
  readonly imported: number;
  readonly skipped: readonly SecSkip[];
  readonly restatements: number;
  /** The filing events of the imported filers' submissions, by kind. */
  readonly events: SecFilingEventCounts;
  /** Per company: years left out, years that do not balance, countries substituted. */
  readonly notes: readonly string[];
}

/**
 * Imports SEC EDGAR data (docs/sec-edgar.md) as one new data revision: each filer is read, mapped and
 * assembled on its own (a bad one is skipped with its reason), then the universe is scored and stored in
 * one transaction. Nothing is stored when no company could be imported.
 */
@CommitsStepByStep() // Downloads and loads in steps, each committed on its own.
export class ImportSecData extends Command<SecImportSummary> {
  constructor(
    readonly sources: SecSources,
    readonly options: SecImportOptions,
    readonly progress?: ProgressListener,
  ) {
    super();
  }
}
