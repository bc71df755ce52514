/**
 * One SEC filer as the scoring engine reads it: the profile of its submissions metadata and the yearly
 * statements mapped from its facts, each year carrying its filing, sources, comparatives and revisions.
 */

import { UNKNOWN_AUDITOR_ID } from '../reference/auditors.js';
import type {
  CompanyProfile,
  FilingRef,
  LineItemName,
  LineItemSource,
  MonthlySeries,
  ScoringCompany,
  StatementProvenance,
  StatementYear,
} from '../universe.js';
import type { SecMapping, SecStatementYear } from './annual-statements.js';
import type { ResolvedAuditor } from './auditors-file.js';

/**
 * Auditor of a company-year, by SEC fiscal year, from the optional auditors file (else unknown): a
 * reference id, or an auditor the file added with its name (auditors-file.ts).
 */
export type AuditorOfYear = (year: number) => number | ResolvedAuditor | null;

export function secScoringCompany(
  profile: CompanyProfile,
  cik: number,
  mapping: SecMapping,
  auditorOf: AuditorOfYear = () => null,
  prices: MonthlySeries | null = null,
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
    const statement = statementOf(year, cik, {
      auditorID: auditor.auditorID,
      previousAuditorID: changed ? (previous?.auditorID ?? null) : null,
      auditorChanged: changed,
      ...(auditor.auditorName ? { auditorName: auditor.auditorName } : {}),
      ...(changed && previous?.auditorName ? { previousAuditorName: previous.auditorName } : {}),
    });
    previous = auditor;
    previousYear = year.year;
    return statement;
  });
  return { ...profile, cik, statements, prices };
}

function statementOf(
  year: SecStatementYear,
  cik: number,
  auditor: Pick<
    StatementYear,
    'auditorID' | 'previousAuditorID' | 'auditorChanged' | 'auditorName' | 'previousAuditorName'
  >,
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
    lateFiling: false,
    qualifiedOpinion: false,
    restatement: revisions.length > 0,
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
