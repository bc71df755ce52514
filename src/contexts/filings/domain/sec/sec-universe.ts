/**
 * The SEC import's one pure step (docs/sec-edgar.md): what the handler read of the sources in, the universe
 * to store and the import's account of it out. Each of its jobs is a function of its own below; the handler
 * only reads, calls assembleSecUniverse and stores.
 */

import type { LoadOrigin } from '../../../screening/domain/published/dataset-origin.js';
import type { ScoringCompany, ScoringUniverse } from '../../../screening/domain/published/universe.js';
import { AuditorDirectory, type ResolvedAuditor } from '../auditor-directory.js';
import { mergeUniverse } from '../import/merge-universe.js';
import { mapSecFacts } from './annual-statements.js';
import { auditorsByCik, type AuditorsFile } from './auditors-file.js';
import { companyFilingEvents, filingEventsByFiscalYear, type SecFilingEvent } from './filing-events.js';
import type { FsdsQuarterRead } from './fsds.js';
import { monthEndSeries, withSharePrices, type DailyClose, type PricesFile } from './market-value.js';
import { secScoringCompany } from './sec-company.js';
import { cikTickerId, type SecCompanyMeta, type SecFilerFacts } from './sec-facts.js';
import type {
  SecFetchFailure,
  SecFilerEntry,
  SecFilerEvents,
  SecSources,
  SecSubmissionsRead,
} from './sec-sources.js';
import { secCompanyProfile, type SecTickerEntry } from './submissions.js';

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

/** What an SEC import did, apart from storing: the import's summary less the load's. */
export interface SecImportOutcome {
  readonly read: number;
  readonly imported: number;
  readonly skipped: readonly SecSkip[];
  readonly restatements: number;
  /** The filing events of the imported filers' submissions, by kind. */
  readonly events: SecFilingEventCounts;
  /** Per company: years left out, years that do not balance, countries substituted. */
  readonly notes: readonly string[];
  /** What was read of each FSDS zip (its filings, where its rows went, its malformed rows); [] without. */
  readonly fsds: readonly FsdsQuarterRead[];
}

/** Everything the handler read of an import's sources, as assembleSecUniverse takes it. */
export interface SecImportRead {
  /** The sources read (the given ones with what --fetch brought): the dataset's origin names them. */
  readonly sources: SecSources;
  /** US dollars per unit of a reporting currency (--fx). */
  readonly usdPerUnit: Readonly<Record<string, number>>;
  /** The companies --fetch could not fetch: each a skip. */
  readonly fetchFailures: readonly SecFetchFailure[];
  readonly auditorsFile: AuditorsFile | null;
  readonly pricesFile: PricesFile | null;
  /** With --add, the stored universe (merged into; its added auditors keep their ids); null to replace it. */
  readonly stored: ScoringUniverse | null;
  readonly submissions: SecSubmissionsRead;
  /** company_tickers.json by CIK (empty without one). */
  readonly tickers: ReadonlyMap<number, SecTickerEntry>;
  /** The filers as they are read: one at a time, so that a bulk file's facts are never all held at once. */
  readonly filers: AsyncIterable<SecFilerEntry> | Iterable<SecFilerEntry>;
  /** What was read of each FSDS zip, for the summary (none without --fsds). */
  readonly fsds?: readonly FsdsQuarterRead[];
}

/** The universe to store, its label and origin (StoreDataset), and what the import did. */
export interface SecAssembly {
  readonly universe: ScoringUniverse;
  readonly label: string;
  readonly origin: LoadOrigin;
  readonly outcome: SecImportOutcome;
}

/**
 * Assembles the universe of an SEC import from what was read: each filer mapped and assembled on its own
 * (one that cannot be read, read twice or mapped is skipped with its reason), then merged into the stored
 * universe (--add) or standing alone. Throws when no company could be imported: nothing is to be stored.
 */
export async function assembleSecUniverse(read: SecImportRead): Promise<SecAssembly> {
  const skipped: SecSkip[] = read.fetchFailures.map(fetchSkip);
  // The side files' and the submissions' problems first, then each imported company's notes.
  const notes: string[] = [
    ...sideFileNotes(read.auditorsFile, read.pricesFile),
    ...read.submissions.problems,
  ];
  const context: FilerContext = {
    auditors: auditorIds(read.auditorsFile, read.stored),
    pricesFile: read.pricesFile,
    submissions: read.submissions,
    tickers: read.tickers,
    usdPerUnit: read.usdPerUnit,
  };
  const identities = new ImportedIdentities();
  const companies: ScoringCompany[] = [];
  const importedEvents: Array<readonly SecFilingEvent[]> = [];
  let count = 0;
  for await (const entry of read.filers) {
    count += 1;
    const assembled = secCompanyOfEntry(entry, context, identities);
    if (!assembled.ok) {
      skipped.push(assembled.skip);
      continue;
    }
    companies.push(assembled.company);
    importedEvents.push(assembled.events);
    notes.push(...assembled.notes);
  }
  if (companies.length === 0)
    throw new Error(
      `No company could be imported (${count} read, ${skipped.length} skipped): the dataset is unchanged.`,
    );
  return {
    universe: intoStored(read.stored, companies),
    label: secDatasetLabel(companies.length, skipped.length, read.stored !== null),
    origin: secLoadOrigin(read.sources, read.stored !== null),
    outcome: {
      read: count,
      imported: companies.length,
      skipped,
      restatements: countRestatements(companies),
      events: countFilingEvents(importedEvents),
      notes,
      fsds: read.fsds ?? [],
    },
  };
}

/** A company --fetch could not fetch, as a skip. */
export function fetchSkip(failure: SecFetchFailure): SecSkip {
  return { id: failure.id, reason: 'FETCH', message: failure.reason };
}

/** What the auditors and the prices file could not read (their malformed or repeated rows). */
export function sideFileNotes(auditorsFile: AuditorsFile | null, pricesFile: PricesFile | null): string[] {
  return [...(auditorsFile?.problems ?? []), ...(pricesFile?.problems ?? [])];
}

/**
 * The auditors file's auditor of each company-year, by CIK and fiscal year, with ids assigned as every
 * import assigns them (AuditorDirectory): the stored universe's added auditors keep their ids.
 */
export function auditorIds(
  auditorsFile: AuditorsFile | null,
  stored: ScoringUniverse | null,
): ReadonlyMap<number, ReadonlyMap<number, ResolvedAuditor>> {
  return auditorsFile ? auditorsByCik(auditorsFile.rows, AuditorDirectory.storedIn(stored)) : new Map();
}

/**
 * The CIKs and tickers the import has given out, so that each is one company's: a CIK read before (from
 * another source) is a duplicate; a ticker another filer of the import took (a share class moved between
 * them) is left to that filer, and the later one is under its CIK.
 */
export class ImportedIdentities {
  private readonly ciks = new Set<number>();
  private readonly tickers = new Set<string>();

  /** True when a filer of this CIK was imported before. */
  isDuplicate(cik: number): boolean {
    return this.ciks.has(cik);
  }

  /** Takes a filer's CIK and its ticker, or its cikTickerId when that is taken; gives the tickerId. */
  claim(cik: number, tickerId: string): string {
    this.ciks.add(cik);
    const claimed = this.tickers.has(tickerId) ? cikTickerId(cik) : tickerId;
    this.tickers.add(claimed);
    return claimed;
  }
}

/** What assembling a company of a filer reads besides the filer. */
export interface FilerContext {
  readonly auditors: ReadonlyMap<number, ReadonlyMap<number, ResolvedAuditor>>;
  readonly pricesFile: PricesFile | null;
  readonly submissions: SecSubmissionsRead;
  readonly tickers: ReadonlyMap<number, SecTickerEntry>;
  readonly usdPerUnit: Readonly<Record<string, number>>;
}

/** A filer assembled into a company (with its events and notes), or skipped. */
export type SecFilerOutcome =
  | {
      readonly ok: true;
      readonly company: ScoringCompany;
      readonly events: readonly SecFilingEvent[];
      readonly notes: readonly string[];
    }
  | { readonly ok: false; readonly skip: SecSkip };

const NO_CLOSES: readonly DailyClose[] = [];
const NO_EVENTS: SecFilerEvents = { events: [], problems: [] };

/**
 * One filer as read into a company: skipped when it could not be read, was read before (a duplicate CIK)
 * or cannot be mapped (mapSecFacts says why); else its profile (submissions' metadata, else metaOf), its
 * ticker (ImportedIdentities), its prices, auditors and filing events. The events go with the company,
 * stored with the dataset; a filer whose lists gave none brings none (with --add, those stored stay).
 */
export function secCompanyOfEntry(
  entry: SecFilerEntry,
  context: FilerContext,
  identities: ImportedIdentities,
): SecFilerOutcome {
  if (!entry.ok) return { ok: false, skip: { id: entry.entry, reason: 'UNREADABLE', message: entry.reason } };
  const { filer } = entry;
  const id = cikTickerId(filer.cik);
  if (identities.isDuplicate(filer.cik))
    return {
      ok: false,
      skip: { id, reason: 'DUPLICATE', message: `${entry.entry}: read before from another source` },
    };
  const outcome = mapSecFacts(filer, { usdPerUnit: context.usdPerUnit });
  if (!outcome.ok)
    return {
      ok: false,
      skip: { id, reason: outcome.reason, message: `${filer.entityName}: ${outcome.message}` },
    };
  const meta = context.submissions.metas.get(filer.cik) ?? metaOf(filer, context.tickers.get(filer.cik));
  const { profile, notes: profileNotes } = secCompanyProfile(meta, context.tickers);
  const tickerId = identities.claim(filer.cik, profile.tickerId);
  const closes = context.pricesFile?.byTicker.get(tickerId) ?? NO_CLOSES;
  const years = context.auditors.get(filer.cik);
  const filed = context.submissions.events.get(filer.cik) ?? NO_EVENTS;
  const company = secScoringCompany(
    { ...profile, tickerId },
    filer.cik,
    withSharePrices(outcome.mapping, filer.facts, closes),
    (year) => years?.get(year) ?? null,
    monthEndSeries(closes),
    filingEventsByFiscalYear(filed.events),
  );
  return {
    ok: true,
    company:
      filed.events.length > 0
        ? { ...company, filingEvents: companyFilingEvents(filer.cik, filed.events) }
        : company,
    events: filed.events,
    // Then what of its filing lists could not be read (each names the CIK).
    notes: [...profileNotes, ...outcome.mapping.notes]
      .map((note) => `${id} ${profile.name}: ${note}`)
      .concat(filed.problems),
  };
}

/** A filer with no submissions metadata: its own name, the tickers file's tickers, no SIC (Unclassified). */
export function metaOf(filer: SecFilerFacts, tickers: SecTickerEntry | undefined): SecCompanyMeta {
  return {
    cik: filer.cik,
    name: filer.entityName || tickers?.title || cikTickerId(filer.cik),
    tickers: tickers?.tickers ?? [],
    exchanges: [],
    sic: null,
    stateOfIncorporation: null,
    businessStateOrCountry: null,
    fiscalYearEnd: null,
  };
}

/** The universe to store: the imported companies merged into the stored universe (--add), or alone. */
export function intoStored(stored: ScoringUniverse | null, companies: ScoringCompany[]): ScoringUniverse {
  return stored ? mergeUniverse(stored, companies) : { companies, indices: [] };
}

/** The imported companies' restatements: the later filings that reported a figure differently. */
export function countRestatements(companies: readonly ScoringCompany[]): number {
  return companies.reduce(
    (sum, company) => sum + company.statements.reduce((n, s) => n + (s.revisions?.length ?? 0), 0),
    0,
  );
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

/** The data revision's label: 'SEC EDGAR: 12 companies (1 skipped)', ', added' for an import that adds. */
export function secDatasetLabel(imported: number, skipped: number, added: boolean): string {
  return `SEC EDGAR: ${imported} companies (${skipped} skipped)${added ? ', added' : ''}`;
}

/** SEC's datasets as the dataset's origin names them, each with the source it is read from. */
const SEC_DATASETS: ReadonlyArray<readonly [name: string, given: (sources: SecSources) => boolean]> = [
  ['companyfacts', (sources) => sources.facts.length > 0],
  ['submissions', (sources) => sources.submissions.length > 0],
  ['Financial Statement Data Sets', (sources) => sources.fsds.length > 0],
  ['company tickers', (sources) => Boolean(sources.tickers)],
  ['auditors file', (sources) => Boolean(sources.auditors)],
  ['prices file', (sources) => Boolean(sources.prices)],
];

/** The origin of an SEC import's dataset: SEC EDGAR, the datasets it read, added or not. */
export function secLoadOrigin(sources: SecSources, added: boolean): LoadOrigin {
  return {
    kind: 'sec',
    sources: SEC_DATASETS.filter(([, given]) => given(sources)).map(([name]) => name),
    added,
  };
}
