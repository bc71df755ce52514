/**
 * SEC's companyfacts JSON (`/api/xbrl/companyfacts/CIK##########.json`, and each entry of the nightly
 * companyfacts.zip) → SecFilerFacts. Shape: { cik, entityName, facts: { dei | us-gaap | ifrs-full | ...:
 * { Concept: { units: { USD: [ { start?, end, val, accn, fy, fp, form, filed, frame? } ] } } } } }.
 */

import type { SecFact, SecFilerFacts, SecTaxonomy } from './sec-facts.js';
import { isRecord } from './submissions.js';

const TAXONOMIES: ReadonlySet<string> = new Set<SecTaxonomy>(['us-gaap', 'ifrs-full', 'dei']);

/** A companyfacts document that cannot be read: the message says what is wrong. */
export class CompanyFactsFormatError extends Error {}

/** Reads the parsed JSON of one companyfacts document; throws CompanyFactsFormatError on a wrong shape. */
export function parseCompanyFacts(json: unknown): SecFilerFacts {
  if (!isRecord(json)) throw new CompanyFactsFormatError('not a companyfacts document (not an object)');
  const cik = Number(json.cik);
  if (!Number.isInteger(cik) || cik <= 0)
    throw new CompanyFactsFormatError(`not a companyfacts document (cik '${String(json.cik)}')`);
  const entityName = typeof json.entityName === 'string' ? json.entityName : '';
  const facts: SecFact[] = [];
  const byTaxonomy = json.facts;
  // A filer with no XBRL facts at all has `facts: {}` (or no facts key): no facts, not a format error.
  if (byTaxonomy !== undefined && !isRecord(byTaxonomy))
    throw new CompanyFactsFormatError(`CIK ${cik}: 'facts' is not an object`);
  for (const [taxonomy, concepts] of Object.entries(byTaxonomy ?? {})) {
    if (!TAXONOMIES.has(taxonomy) || !isRecord(concepts)) continue;
    for (const [concept, body] of Object.entries(concepts)) {
      if (!isRecord(body) || !isRecord(body.units)) continue;
      for (const [unit, values] of Object.entries(body.units)) {
        if (!Array.isArray(values)) continue;
        for (const raw of values as unknown[]) {
          if (!isRecord(raw)) continue;
          const value = raw.val;
          const end = raw.end;
          const accn = raw.accn;
          const form = raw.form;
          const filed = raw.filed;
          if (typeof value !== 'number' || !Number.isFinite(value)) continue;
          if (typeof end !== 'string' || typeof accn !== 'string' || typeof form !== 'string') continue;
          if (typeof filed !== 'string') continue;
          facts.push({
            taxonomy: taxonomy as SecTaxonomy,
            concept,
            unit,
            start: typeof raw.start === 'string' ? raw.start : null,
            end,
            value,
            accn,
            form,
            filed,
          });
        }
      }
    }
  }
  return { cik, entityName, facts };
}
