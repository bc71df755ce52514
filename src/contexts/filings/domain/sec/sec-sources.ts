/**
 * What an SEC import reads (docs/sec-edgar.md): the sources the operator names, and what is read of them as
 * the import's pure step (sec-universe.ts) takes it. The files themselves are read by the infrastructure
 * (sec-files-reader.ts).
 */

import type { SecFilingEventsOutcome } from './filing-events.js';
import type { SecCompanyMeta, SecFilerFacts } from './sec-facts.js';

export interface SecSources {
  /** companyfacts JSON files, directories of them, or SEC's bulk companyfacts.zip. */
  readonly facts: readonly string[];
  /** submissions JSON files, directories of them, or SEC's bulk submissions.zip. */
  readonly submissions: readonly string[];
  /** Financial Statement Data Sets quarterly zips. */
  readonly fsds: readonly string[];
  /** company_tickers.json. */
  readonly tickers: string | null;
  /** The auditors file (`--auditors`): `cik,fiscal_year,auditor` CSV. */
  readonly auditors?: string | null;
  /** The prices file (`--prices`): `ticker,date,close` CSV, closes in US dollars. */
  readonly prices?: string | null;
}

/** Companies to fetch online from SEC's API into a cache directory (docs/sec-edgar.md). */
export interface SecFetchRequest {
  /** Tickers or CIKs: 'AAPL', '0000320193', 'CIK0000320193'. */
  readonly ids: readonly string[];
  readonly cacheDir: string;
  /** SEC requires one naming the requester; refused when empty. */
  readonly userAgent: string;
  /** SEC's hosts, replaced by a local fake in tests. */
  readonly dataBaseUrl?: string;
  readonly wwwBaseUrl?: string;
}

/** A company the fetch could not bring, and why. */
export interface SecFetchFailure {
  readonly id: string;
  readonly reason: string;
}

/** What a fetch brought: the fetched companies' files (in the cache) and the companies it could not fetch. */
export interface SecFetched {
  readonly failed: readonly SecFetchFailure[];
  readonly sources: SecSources;
}

/** One filer read from a source, or the entry that could not be read and why. */
export type SecFilerEntry =
  | { readonly ok: true; readonly entry: string; readonly filer: SecFilerFacts }
  | { readonly ok: false; readonly entry: string; readonly reason: string };

/** A filer's filing events (filing-events.ts), and what of its filing lists could not be read for them. */
export type SecFilerEvents = Pick<SecFilingEventsOutcome, 'events' | 'problems'>;

/** The submissions documents, each read once: what the import takes from them. */
export interface SecSubmissionsRead {
  /** By CIK: the submissions' metadata, then FSDS sub.txt's for the filers without a document. */
  readonly metas: ReadonlyMap<number, SecCompanyMeta>;
  /** By CIK: the filing events of the main document and its pages; only filers with events or problems. */
  readonly events: ReadonlyMap<number, SecFilerEvents>;
  /** What of the submissions (and FSDS sub.txt) could not be read, each naming its document. */
  readonly problems: readonly string[];
}

/**
 * The sources of an import with what `--fetch` brought: the fetched companies' files after the given ones;
 * the given tickers file first, else the fetched one; FSDS zips, the auditors and the prices file only as
 * given.
 */
export function withFetchedSources(given: SecSources, fetched: SecFetched | null): SecSources {
  if (fetched === null) return given;
  return {
    facts: [...given.facts, ...fetched.sources.facts],
    submissions: [...given.submissions, ...fetched.sources.submissions],
    fsds: given.fsds,
    tickers: given.tickers ?? fetched.sources.tickers,
    auditors: given.auditors ?? null,
    prices: given.prices ?? null,
  };
}
