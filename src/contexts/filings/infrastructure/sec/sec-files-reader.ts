import { readFile, readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { parseAuditorsCsv, type AuditorsFile } from '../../domain/sec/auditors-file.js';
import { parseCompanyFacts } from '../../domain/sec/companyfacts.js';
import { parsePricesCsv, type PricesFile } from '../../domain/sec/market-value.js';
import type { SecCompanyMeta, SecFilerFacts } from '../../domain/sec/sec-facts.js';
import { parseCompanyTickers, parseSubmissions, type SecTickerEntry } from '../../domain/sec/submissions.js';
import { readFsdsZip, type FsdsZipContent } from './fsds-zip.js';
import { SecApiClient, secCacheLayout } from './sec-api-client.js';
import { zipEntries } from './zip-entries.js';

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

/** One JSON document of a source: a file, a file of a directory, or an entry of a zip. */
interface JsonDocument {
  readonly name: string;
  read(): Promise<Buffer>;
}

/** The main documents of SEC's per-company JSON: `CIK##########.json` (not the `-submissions-001` pages). */
const COMPANY_DOCUMENT = /^CIK\d{10}\.json$/i;

/**
 * SEC's files on disk: each source may be a JSON file, a directory of them, or a zip (SEC's nightly bulk
 * files), read entry by entry. A document that cannot be read or parsed is reported with its name and the
 * reason, and the others are read.
 */
@Injectable()
export class SecFilesReader {
  async metas(sources: SecSources, problems: string[]): Promise<Map<number, SecCompanyMeta>> {
    const out = new Map<number, SecCompanyMeta>();
    for (const path of sources.submissions) {
      for await (const document of documents(path)) {
        try {
          const meta = parseSubmissions(JSON.parse((await document.read()).toString('utf8')) as unknown);
          out.set(meta.cik, meta);
        } catch (error) {
          problems.push(`${document.name}: ${reason(error)}`);
        }
      }
    }
    // FSDS sub.txt carries the same metadata (no tickers); submissions JSON, where given, wins.
    for (const path of sources.fsds) {
      try {
        const content = await this.fsdsZip(path);
        for (const [cik, meta] of content.metas) if (!out.has(cik)) out.set(cik, meta);
      } catch (error) {
        problems.push(reason(error));
      }
    }
    return out;
  }

  /**
   * An FSDS zip read once per import: metas() reads it and keeps it for filers(), which takes it (`last`)
   * so that nothing stays in memory after the import.
   */
  private readonly fsdsRead = new Map<string, Promise<FsdsZipContent>>();

  private fsdsZip(path: string, last = false): Promise<FsdsZipContent> {
    const read = this.fsdsRead.get(path) ?? readFsdsZip(path);
    if (last) this.fsdsRead.delete(path);
    else this.fsdsRead.set(path, read);
    return read;
  }

  async tickers(path: string | null): Promise<Map<number, SecTickerEntry>> {
    if (!path) return new Map();
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's --tickers file
    const text = await readFile(path, 'utf8');
    return parseCompanyTickers(JSON.parse(text) as unknown);
  }

  async auditors(path: string): Promise<AuditorsFile> {
    return parseAuditorsCsv(await readText(path), basename(path));
  }

  async prices(path: string): Promise<PricesFile> {
    return parsePricesCsv(await readText(path), basename(path));
  }

  async fetch(
    request: SecFetchRequest,
    log: (line: string) => void = () => undefined,
  ): Promise<SecFetchOutcome> {
    const client = new SecApiClient({
      userAgent: request.userAgent,
      ...(request.dataBaseUrl ? { dataBaseUrl: request.dataBaseUrl } : {}),
      ...(request.wwwBaseUrl ? { wwwBaseUrl: request.wwwBaseUrl } : {}),
    });
    const summary = await client.fetchCompanies([...request.ids], request.cacheDir, {
      onProgress: (progress) => {
        if (progress.kind === 'company')
          log(`fetched ${progress.id} (CIK ${progress.cik}), ${progress.done} of ${progress.total}`);
        else if (progress.kind === 'retry')
          log(`retry ${progress.attempt} of ${progress.url} in ${progress.delayMs} ms: ${progress.reason}`);
      },
    });
    const layout = secCacheLayout(request.cacheDir);
    const file = (cik: number): string => `CIK${String(cik).padStart(10, '0')}.json`;
    return {
      fetched: summary.fetched,
      skipped: summary.skipped,
      requests: summary.requests,
      failed: summary.failed,
      sources: {
        facts: summary.companies.map((company) => join(layout.companyfacts, file(company.cik))),
        submissions: summary.companies.map((company) => join(layout.submissions, file(company.cik))),
        fsds: [],
        tickers: summary.companies.length > 0 ? layout.tickers : null,
      },
    };
  }

  async *filers(sources: SecSources): AsyncGenerator<SecFilerEntry> {
    for (const path of sources.facts) {
      let listed: AsyncGenerator<JsonDocument>;
      try {
        listed = documents(path);
        for await (const document of listed) {
          try {
            const text = (await document.read()).toString('utf8');
            yield { ok: true, entry: document.name, filer: parseCompanyFacts(JSON.parse(text) as unknown) };
          } catch (error) {
            yield { ok: false, entry: document.name, reason: reason(error) };
          }
        }
      } catch (error) {
        // The source itself (a truncated zip, a missing path): everything read of it before stays read.
        yield { ok: false, entry: path, reason: reason(error) };
      }
    }
    for (const path of sources.fsds) {
      try {
        const content = await this.fsdsZip(path, true);
        for (const filer of content.filers)
          yield { ok: true, entry: `${basename(path)} CIK ${filer.cik}`, filer };
      } catch (error) {
        yield { ok: false, entry: path, reason: reason(error) };
      }
    }
  }
}

/** The operator's --auditors or --prices file, as text; a missing file says so by its path. */
async function readText(path: string): Promise<string> {
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's --auditors/--prices file
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`${path}: cannot be read (${reason(error)})`, { cause: error });
  }
}

function reason(error: unknown): string {
  if (error instanceof SyntaxError) return `malformed JSON (${error.message})`;
  return error instanceof Error ? error.message : String(error);
}

/** The company documents of a path: itself (a file), its CIK##########.json files, or a zip's. */
async function* documents(path: string): AsyncGenerator<JsonDocument> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's --facts/--submissions path
  const info = await stat(path).catch(() => null);
  if (!info) throw new Error(`${path}: no such file or directory`);
  if (info.isDirectory()) {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's directory
    const names = (await readdir(path)).filter((name) => COMPANY_DOCUMENT.test(name)).sort();
    for (const name of names) {
      const file = join(path, name);
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file of the operator's directory
      yield { name, read: () => readFile(file) };
    }
    return;
  }
  if (path.toLowerCase().endsWith('.zip')) {
    for await (const entry of zipEntries(path)) {
      const name = entry.name.slice(entry.name.lastIndexOf('/') + 1);
      if (COMPANY_DOCUMENT.test(name)) yield { name, read: () => entry.buffer() };
    }
    return;
  }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's file
  yield { name: basename(path), read: () => readFile(path) };
}
