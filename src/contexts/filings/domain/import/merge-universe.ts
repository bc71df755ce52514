import type {
  ScoringCompany,
  ScoringUniverse,
  StatementYear,
} from '../../../screening/domain/published/universe.js';
import { isValidIsin } from '../isin.js';
import { cikTickerId } from '../sec/sec-facts.js';

/** The SEC filer a company is: its CIK, else the CIK its statements' provenance carries; null for none. */
function filerCik(company: ScoringCompany): number | null {
  if (company.cik !== null && company.cik !== undefined) return company.cik;
  return company.statements.find((statement) => statement.provenance)?.provenance?.cik ?? null;
}

/**
 * Who a company is, for an import that adds to the stored universe: an SEC filer is its CIK (one company
 * per CIK, whatever its ticker); a company with an ISIN (a statements file's, where it is the key of its
 * rows; a generated one) is its ISIN; any other its tickerId. A generated company has an ISIN and no CIK,
 * and an SEC filer's ISIN is 'missing': a demo company is never the same company as a filer.
 */
function identityOf(company: ScoringCompany): string {
  const cik = filerCik(company);
  if (cik !== null) return `cik ${cik}`;
  return isValidIsin(company.isin) ? `isin ${company.isin}` : `ticker ${company.tickerId}`;
}

/**
 * The tickerId a new company takes when another company holds its own: a filer's cikTickerId (the rule of
 * a ticker two filers of one import list), a statements file's company its ISIN (the tickerId of a row
 * without a ticker); null for a company with neither.
 */
function standInTickerId(company: ScoringCompany): string | null {
  const cik = filerCik(company);
  if (cik !== null) return cikTickerId(cik);
  return isValidIsin(company.isin) ? company.isin : null;
}

/**
 * Adds imported companies to a stored universe, matching them by who they are (identityOf), not by their
 * ticker: a filer sharing a stored company's ticker (a demo company's symbol, a ticker another filer had
 * before) never takes that company's history.
 * - A company already there takes the imported identity (name, sector, ...), keeps its prices and its
 *   filing events unless the import brings some, and has the imported years replace its own; its other
 *   years stay. It takes the imported tickerId (a filer's new ticker) when no other company holds it, else
 *   keeps its stored one.
 * - A new company whose tickerId another company holds is added under its stand-in (standInTickerId:
 *   'CIK##########' for a filer); the other company is left as it was.
 */
export function mergeUniverse(stored: ScoringUniverse, imported: readonly ScoringCompany[]): ScoringUniverse {
  const companies = [...stored.companies];
  const byIdentity = new Map<string, number[]>();
  const byTicker = new Map<string, number>();
  const index = (company: ScoringCompany, at: number): void => {
    const identity = identityOf(company);
    byIdentity.set(identity, [...(byIdentity.get(identity) ?? []), at]);
    byTicker.set(company.tickerId, at);
  };
  companies.forEach(index);

  for (const incoming of imported) {
    // Stored before identities were matched, one company may be there twice: the one under the ticker.
    const same = byIdentity.get(identityOf(incoming)) ?? [];
    const at = same.find((i) => companies[i]?.tickerId === incoming.tickerId) ?? same[0];
    const existing = at === undefined ? undefined : companies[at];
    const holder = byTicker.get(incoming.tickerId);
    if (at === undefined || !existing) {
      const tickerId = holder === undefined ? incoming.tickerId : freeStandIn(incoming, companies, byTicker);
      companies.push(tickerId === incoming.tickerId ? incoming : { ...incoming, tickerId });
      index(companies[companies.length - 1] as ScoringCompany, companies.length - 1);
      continue;
    }
    const tickerId = holder === undefined || holder === at ? incoming.tickerId : existing.tickerId;
    const filingEvents = incoming.filingEvents ?? existing.filingEvents;
    const years = new Map<number, StatementYear>(
      existing.statements.map((statement) => [statement.year, statement]),
    );
    for (const statement of incoming.statements) years.set(statement.year, statement);
    companies[at] = {
      ...incoming,
      tickerId,
      // A file's rows for a company already there add years to it: it stays what it was (a demo company, a filer).
      origin: existing.origin ?? incoming.origin,
      prices: incoming.prices ?? existing.prices,
      statements: [...years.values()].sort((a, b) => a.year - b.year),
      ...(filingEvents ? { filingEvents } : {}),
    };
    if (byTicker.get(existing.tickerId) === at) byTicker.delete(existing.tickerId);
    byTicker.set(tickerId, at);
  }
  return { companies, indices: stored.indices };
}

/** A new company's stand-in tickerId; an error where it has none or another company holds that too. */
function freeStandIn(
  incoming: ScoringCompany,
  companies: readonly ScoringCompany[],
  byTicker: ReadonlyMap<string, number>,
): string {
  const holderOf = (tickerId: string): string => {
    const at = byTicker.get(tickerId);
    return (at === undefined ? undefined : companies[at]?.name) ?? 'another company';
  };
  const standIn = standInTickerId(incoming);
  if (standIn === null)
    throw new Error(
      `${incoming.name} cannot be added: its ticker id '${incoming.tickerId}' is ${holderOf(incoming.tickerId)}'s, and it has no CIK or ISIN to be stored under instead.`,
    );
  if (byTicker.has(standIn))
    throw new Error(
      `${incoming.name} cannot be added: its ticker id '${incoming.tickerId}' is ${holderOf(incoming.tickerId)}'s, and '${standIn}' is ${holderOf(standIn)}'s.`,
    );
  return standIn;
}
