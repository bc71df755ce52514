/**
 * The one rule every import names auditors by (the statements CSV, docs/statements-csv.md; the SEC
 * import's auditors file, docs/sec-edgar.md): a name is folded to the reference list (auditors.ts) when the
 * list has it, under its legal or short name, in any case; a name the list does not have is added with an
 * id of its own, after the list and after every added auditor already stored, so that one name is one
 * auditor within an import and across imports.
 */

import { AUDITORS, findAuditor } from '../../screening/domain/published/reference-data.js';
import type { StatementYear } from '../../screening/domain/published/universe.js';

/** The auditor of a company-year: a reference id, or an added one with its name. */
export interface ResolvedAuditor {
  readonly auditorID: number;
  /** The name of an auditor the reference list does not have; null for one of the list (its name is the list's). */
  readonly auditorName: string | null;
}

/** The auditor of a stored company-year (StatementYear), as a directory is seeded with it. */
type StoredAuditor = Pick<StatementYear, 'auditorID' | 'auditorName'>;

/** The first id an auditor the reference list does not have gets; later ones count up from it. */
export const FIRST_ADDED_AUDITOR_ID = 1000;

/** The Big Four under their legal and short names ('Deloitte & Touche LLP', 'PricewaterhouseCoopers LLP'). */
const BIG_FOUR: ReadonlyArray<{ readonly pattern: RegExp; readonly auditorID: number }> = [
  { pattern: /^deloitte\b/, auditorID: 1 },
  { pattern: /^(pwc|pricewaterhousecoopers|price ?waterhouse)\b/, auditorID: 2 },
  { pattern: /^(ey|ernst (&|and) young)\b/, auditorID: 3 },
  { pattern: /^kpmg\b/, auditorID: 4 },
];

/** Legal-form and country endings ignored when matching: 'LLP', ', LLP', 'P.C.', 'USA', '& Co.', ... */
const SUFFIX =
  /[\s,]+(llp|l\.l\.p\.?|llc|l\.l\.c\.?|p\.?c\.?|inc\.?|ltd\.?|usa|us|u\.s\.a?\.?|(&|and) co\.?|(&|and) company)$/;

/** Lower case, '’' as "'", spaces collapsed: the text every comparison starts from. */
function plain(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
}

/**
 * The key an auditor's name is matched by: lower case, without its legal-form and country endings
 * ('Grant Thornton LLP' and 'GRANT THORNTON' are 'grant thornton'; 'BDO USA, P.C.' is 'bdo').
 */
export function auditorKey(name: string): string {
  let key = plain(name);
  for (;;) {
    const next = key.replace(SUFFIX, '').replace(/[\s,]+$/, '');
    if (next === key || next === '') break;
    key = next;
  }
  return key;
}

const referenceByKey = new Map<string, number>(
  AUDITORS.map((auditor) => [auditorKey(auditor.auditor), auditor.auditorID]),
);

/**
 * The reference list's id for a name, or null: the Big Four's variants ('Deloitte & Touche LLP',
 * 'Deloitte LLP' → Deloitte; 'PricewaterhouseCoopers LLP', 'PwC' → PwC; 'Ernst & Young LLP', 'EY' → EY;
 * 'KPMG LLP' → KPMG), the others by auditorKey, any case.
 */
export function referenceAuditorId(name: string): number | null {
  const text = plain(name);
  for (const { pattern, auditorID } of BIG_FOUR) if (pattern.test(text)) return auditorID;
  return referenceByKey.get(auditorKey(name)) ?? null;
}

/**
 * The auditors of one import: the reference list, plus every name it does not have, each under an id of
 * its own (FIRST_ADDED_AUDITOR_ID, then counting up, in the order the names are first resolved; names
 * with one auditorKey are one auditor, under the name first resolved). Seeded with the added auditors already
 * stored, which keep their ids; new ones count on from the highest.
 */
export class AuditorDirectory {
  private readonly added = new Map<string, ResolvedAuditor>();
  private nextId = FIRST_ADDED_AUDITOR_ID;

  /**
   * The directory of an import that reads the stored universe (a ScoringUniverse), seeded with its added
   * auditors; null: an import that replaces it, from the list alone.
   */
  static storedIn(
    universe: { readonly companies: readonly { readonly statements: readonly StoredAuditor[] }[] } | null,
  ): AuditorDirectory {
    return new AuditorDirectory(universe?.companies.flatMap((company) => company.statements) ?? []);
  }

  constructor(stored: Iterable<StoredAuditor> = []) {
    for (const { auditorID, auditorName } of stored) {
      if (!auditorName || findAuditor(auditorID)) continue;
      const key = auditorKey(auditorName);
      if (!this.added.has(key)) this.added.set(key, { auditorID, auditorName });
      this.nextId = Math.max(this.nextId, auditorID + 1);
    }
  }

  resolve(name: string): ResolvedAuditor {
    const reference = referenceAuditorId(name);
    if (reference !== null) return { auditorID: reference, auditorName: null };
    const key = auditorKey(name);
    let auditor = this.added.get(key);
    if (!auditor) {
      auditor = { auditorID: this.nextId, auditorName: name.replace(/\s+/g, ' ').trim() };
      this.nextId += 1;
      this.added.set(key, auditor);
    }
    return auditor;
  }
}
