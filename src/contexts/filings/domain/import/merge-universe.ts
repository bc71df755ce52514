import type { ScoringCompany, ScoringUniverse, StatementYear } from '../universe.js';

/**
 * Adds imported companies to a stored universe. A company already there (same tickerId) takes the
 * imported identity, keeps its prices, and has the imported years replace its own; other years stay.
 */
export function mergeUniverse(stored: ScoringUniverse, imported: readonly ScoringCompany[]): ScoringUniverse {
  const byTicker = new Map<string, ScoringCompany>(
    stored.companies.map((company) => [company.tickerId, company]),
  );
  for (const incoming of imported) {
    const existing = byTicker.get(incoming.tickerId);
    if (!existing) {
      byTicker.set(incoming.tickerId, incoming);
      continue;
    }
    const years = new Map<number, StatementYear>(
      existing.statements.map((statement) => [statement.year, statement]),
    );
    for (const statement of incoming.statements) years.set(statement.year, statement);
    byTicker.set(incoming.tickerId, {
      ...incoming,
      // A file's rows for a company already there add years to it: it stays what it was (a demo company, a filer).
      origin: existing.origin ?? incoming.origin,
      prices: incoming.prices ?? existing.prices,
      statements: [...years.values()].sort((a, b) => a.year - b.year),
    });
  }
  return { companies: [...byTicker.values()], indices: stored.indices };
}
