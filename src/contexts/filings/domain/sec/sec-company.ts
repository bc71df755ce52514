/**
 * One SEC filer as the scoring engine reads it: the profile of its submissions metadata and the yearly
 * statements mapped from its facts, each year carrying its filing, sources, comparatives and revisions,
 * and the filing events the engine reads (secFilingFlags: the auditors file, the revisions and the
 * filing lists' events of filing-events.ts).
 */

import { UNKNOWN_AUDITOR_ID } from '../../../screening/domain/published/reference-data.js';
import type {
  CompanyProfile,
  FilingEvents,
  FilingRef,
  LineItemName,
  LineItemSource,
  MonthlySeries,
  ScoringCompany,
  StatementProvenance,
  StatementYear,
} from '../../../screening/domain/published/universe.js';
import type { SecMapping, SecStatementYear } from './annual-statements.js';
import type { ResolvedAuditor } from '../auditor-directory.js';
import type { SecFilingEventsOfYear } from './filing-events.js';

/**
 * Auditor of a company-year, by SEC fiscal year, from the optional auditors file (else unknown): a
 * reference id, or an auditor the file added with its name (auditors-file.ts).
 */
export type AuditorOfYear = (year: number) => number | ResolvedAuditor | null;

/** What the filing lists' events say about each SEC fiscal year (filingEventsByFiscalYear in filing-events.ts). */
export type FilingEventsByYear = ReadonlyMap<number, SecFilingEventsOfYear>;

/**
 * The engine's filing events of one SEC company-year:
 * - lateFiling: an annual late-filing notice (NT 10-K, NT 20-F) concerns the year;
 * - auditorChanged: the auditors file gives the year another auditor than the year before, or an auditor
 *   change (8-K item 4.01) falls in the year;
 * - restatement: a later report revised the year's figures, or a non-reliance notice (8-K item 4.02) falls
 *   in the year;
 * - qualifiedOpinion: never (SEC's structured data does not say).
 * Amendments (10-K/A, ...) set nothing by themselves: the revisions say whether one changed a figure.
 */
export function secFilingFlags(
  auditorFileChange: boolean,
  revisions: number,
  events: SecFilingEventsOfYear | undefined,
): FilingEvents {
  return {
    lateFiling: events?.lateFiling ?? false,
    auditorChanged: auditorFileChange || (events?.auditorChanged ?? false),
    qualifiedOpinion: false,
    restatement: revisions > 0 || (events?.nonReliance ?? false),
  };
}

export function secScoringCompany(
  profile: CompanyProfile,
  cik: number,
  mapping: SecMapping,
  auditorOf: AuditorOfYear = () => null,
  prices: MonthlySeries | null = null,
  filingEvents: FilingEventsByYear = new Map(),
): ScoringCompany {
  let previous: ResolvedAuditor | null = null;
  let previousYear: number | null = null;
  const statements = mapping.years.map((year): StatementYear => {
    const given = auditorOf(year.year);
    const auditor: ResolvedAuditor =
      given === null
        ? { auditorID: UNKNOWN_AUDITOR_ID, auditorName: null }
        : typeof given === 'number'
          ? { auditorID: given, auditorName: null }
          : given;
    const known = auditor.auditorID !== UNKNOWN_AUDITOR_ID;
    const changed =
      known &&
      previous !== null &&
      previous.auditorID !== UNKNOWN_AUDITOR_ID &&
      previousYear === year.year - 1 &&
      previous.auditorID !== auditor.auditorID;
    const statement = statementOf(
      year,
      cik,
      {
        auditorID: auditor.auditorID,
        previousAuditorID: changed ? (previous?.auditorID ?? null) : null,
        ...(auditor.auditorName ? { auditorName: auditor.auditorName } : {}),
        ...(changed && previous?.auditorName ? { previousAuditorName: previous.auditorName } : {}),
      },
      secFilingFlags(changed, year.revisions.length, filingEvents.get(year.year)),
    );
    previous = auditor;
    previousYear = year.year;
    return statement;
  });
  return { ...profile, cik, statements, prices };
}

function statementOf(
  year: SecStatementYear,
  cik: number,
  auditor: Pick<StatementYear, 'auditorID' | 'previousAuditorID' | 'auditorName' | 'previousAuditorName'>,
  events: FilingEvents,
): StatementYear {
  const {
    fiscalYearEnd,
    filing,
    sources,
    comparative,
    comparativeNotReported,
    revisions,
    marketValueBasis,
    ...figures
  } = year;
  return {
    ...figures,
    ...auditor,
    ...events,
    comparative,
    revisions,
    provenance: {
      cik,
      filing,
      fiscalYearEnd,
      items: compactSources(sources, filing),
      ...(comparativeNotReported?.length ? { comparativeNotReported } : {}),
      marketValueBasis: figures.marketValue === null ? null : (marketValueBasis ?? 'public float'),
    },
  };
}

/**
 * The sources of a year's line items, each one the year's own filing reported as its concept alone, and
 * a line that filing does not have, taken as 0, as NOT_REPORTED (its concept in `sources`).
 */
function compactSources(
  sources: SecStatementYear['sources'],
  filing: FilingRef,
): StatementProvenance['items'] {
  const items: Partial<Record<LineItemName, string | LineItemSource>> = {};
  for (const [item, source] of Object.entries(sources) as Array<[LineItemName, LineItemSource]>)
    items[item] = source.accn === filing.accn ? source.concept : source;
  return items;
}
