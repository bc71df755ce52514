import type { AuditorsFile } from '../../domain/sec/auditors-file.js';
import type { PricesFile } from '../../domain/sec/market-value.js';
import type { SecCompanyMeta, SecFilerFacts } from '../../domain/sec/sec-facts.js';
import type { SecTickerEntry } from '../../domain/sec/submissions.js';

/** The SEC sources of one import (docs/sec-edgar.md): paths to files, directories or zips. */
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

export interface SecFetchOutcome {
  readonly fetched: number;
  /** Files already in the cache from an earlier run: not fetched again. */
  readonly skipped: number;
  readonly requests: number;
  readonly failed: ReadonlyArray<{ id: string; reason: string }>;
  /** What to import: the fetched companies' files in the cache. */
  readonly sources: SecSources;
}

/** One filer read from a source, or the entry that could not be read and why. */
export type SecFilerEntry =
  | { readonly ok: true; readonly entry: string; readonly filer: SecFilerFacts }
  | { readonly ok: false; readonly entry: string; readonly reason: string };

/** Reads SEC's files; every filer entry is read and parsed one at a time, so a bulk zip is never whole in memory. */
export abstract class SecSourceReader {
  /** Company metadata by CIK: submissions JSON and FSDS sub.txt. Unreadable entries are reported in `problems`. */
  abstract metas(sources: SecSources, problems: string[]): Promise<Map<number, SecCompanyMeta>>;

  /** Tickers and titles by CIK (company_tickers.json), or an empty map. */
  abstract tickers(path: string | null): Promise<Map<number, SecTickerEntry>>;

  /** The auditors file's rows and malformed rows; throws when it cannot be read or has no auditors header. */
  abstract auditors(path: string): Promise<AuditorsFile>;

  /** The prices file's closes by ticker and malformed rows; throws when it cannot be read or has no prices header. */
  abstract prices(path: string): Promise<PricesFile>;

  /** Fetches the companies' companyfacts and submissions JSON (resumable: the cache is kept). */
  abstract fetch(request: SecFetchRequest, log?: (line: string) => void): Promise<SecFetchOutcome>;

  /** Every filer's facts: companyfacts (files, directories, zips), then the FSDS zips. */
  abstract filers(sources: SecSources): AsyncGenerator<SecFilerEntry>;
}
