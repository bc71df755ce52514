import { readFile, readdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { ANNUAL_FORMS } from '../../domain/sec/annual-statements.js';
import { parseAuditorsCsv, type AuditorsFile } from '../../domain/sec/auditors-file.js';
import { parseCompanyFacts } from '../../domain/sec/companyfacts.js';
import { secFilingEvents } from '../../domain/sec/filing-events.js';
import { FsdsHistory, type FsdsQuarterRead } from '../../domain/sec/fsds.js';
import { parsePricesCsv, type PricesFile } from '../../domain/sec/market-value.js';
import { cikText, type SecCompanyMeta } from '../../domain/sec/sec-facts.js';
import type {
  SecFetched,
  SecFetchRequest,
  SecFilerEntry,
  SecFilerEvents,
  SecSources,
  SecSubmissionsRead,
} from '../../domain/sec/sec-sources.js';
import {
  cikOf,
  isRecord,
  parseCompanyTickers,
  parseSubmissions,
  type SecTickerEntry,
} from '../../domain/sec/submissions.js';
import { readFsdsQuarter } from './fsds-zip.js';
import { SecApiClient, secCacheLayout } from './sec-api-client.js';
import { zipEntries } from './zip-entries.js';

// What an import reads, and what is read of it, is the domain's (sec-sources.ts).
export type {
  SecFetchRequest,
  SecFilerEntry,
  SecFilerEvents,
  SecSources,
  SecSubmissionsRead,
} from '../../domain/sec/sec-sources.js';

export interface SecFetchOutcome extends SecFetched {
  readonly fetched: number;
  /** Files already in the cache from an earlier run: not fetched again. */
  readonly skipped: number;
  readonly requests: number;
}

/** One JSON document of a source: a file, a file of a directory, or an entry of a zip. */
interface JsonDocument {
  readonly name: string;
  read(): Promise<Buffer>;
}

/** The main documents of SEC's per-company JSON: `CIK##########.json` (not the `-submissions-001` pages). */
const COMPANY_DOCUMENT = /^CIK\d{10}\.json$/i;

/** The extra pages of a submissions document (filings.files names them): `CIK##########-submissions-001.json`. */
const SUBMISSIONS_PAGE = /^CIK(\d{10})-submissions-\d+\.json$/i;

/** The pages of a source by the 10-digit CIK of their names. */
type PagesByCik = ReadonlyMap<string, readonly JsonDocument[]>;

/**
 * SEC's files on disk: each source may be a JSON file, a directory of them, or a zip (SEC's nightly bulk
 * files), read entry by entry. A document that cannot be read or parsed is reported with its name and the
 * reason, and the others are read. It keeps nothing between imports: what one import reads of its sources
 * is held by the SecSourceFiles it opens, dropped with it.
 */
@Injectable()
export class SecFilesReader {
  /** The submissions and companyfacts of one import's sources, read through one SecSourceFiles. */
  open(sources: SecSources): SecSourceFiles {
    return new SecSourceFiles(sources);
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
    const file = (cik: number): string => `CIK${cikText(cik)}.json`;
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
}

/** An import's FSDS zips, each read once into one history of its filers, and what was read of each. */
interface FsdsRead {
  /** The annual reports' facts of every quarter, one filer per CIK (FsdsHistory). */
  readonly history: FsdsHistory;
  readonly quarters: readonly FsdsQuarterRead[];
  /** The zips that could not be read, and why: they add nothing. */
  readonly failed: ReadonlyArray<{ readonly path: string; readonly reason: string }>;
}

/**
 * One import's reading of its sources, opened by SecFilesReader.open and dropped with the import: the FSDS
 * zips are read once, in the order given, into one history per filer (FsdsHistory: the annual reports'
 * facts of every quarter), for the metadata (submissions) and the filers (filers), which lets each filer
 * go as it is given, so that none is held after the filers are read, nor by the next import.
 */
export class SecSourceFiles {
  private fsdsRead: Promise<FsdsRead> | null = null;

  constructor(private readonly sources: SecSources) {}

  /**
   * The submissions documents, each read once, into the filers' metadata and filing events: a main
   * document (`CIK##########.json`) with its pages (`CIK##########-submissions-001.json`) beside it in
   * the same directory or zip. A document or page that cannot be read or parsed is a problem naming it
   * (its CIK) and why; the filer's events are then read without it (and filing-events.ts says which
   * filings were not read).
   */
  async submissions(): Promise<SecSubmissionsRead> {
    const metas = new Map<number, SecCompanyMeta>();
    const events = new Map<number, SecFilerEvents>();
    const problems: string[] = [];
    const pagesOfDirectory = new Map<string, Promise<PagesByCik>>();
    for (const path of this.sources.submissions) {
      for await (const { document, pages } of submissionsDocuments(path, pagesOfDirectory)) {
        let json: unknown;
        try {
          json = JSON.parse((await document.read()).toString('utf8')) as unknown;
        } catch (error) {
          problems.push(`${document.name}: ${reason(error)}`);
          continue;
        }
        try {
          const meta = parseSubmissions(json);
          metas.set(meta.cik, meta);
        } catch (error) {
          problems.push(`${document.name}: ${reason(error)}`);
        }
        // Without a CIK there are no events (parseSubmissions has said why).
        const cik = isRecord(json) ? cikOf(json.cik) : null;
        if (cik === null) continue;
        const filed = secFilingEvents(json, await readPages(pages.get(cikText(cik)) ?? [], problems));
        // A filer read again from a later source is read as it is there, as its metadata.
        if (filed.events.length > 0 || filed.problems.length > 0)
          events.set(cik, { events: filed.events, problems: filed.problems });
        else events.delete(cik);
      }
    }
    // FSDS sub.txt carries the same metadata (no tickers, no filing lists); submissions JSON, where given, wins.
    const fsds = await this.fsds();
    for (const [cik, meta] of fsds.history.metas()) if (!metas.has(cik)) metas.set(cik, meta);
    for (const failed of fsds.failed) problems.push(failed.reason);
    return { metas, events, problems };
  }

  /** What was read of each FSDS zip: its filings, where its rows went, its malformed rows. */
  async fsdsQuarters(): Promise<readonly FsdsQuarterRead[]> {
    return (await this.fsds()).quarters;
  }

  /** The filers of the companyfacts and FSDS sources, one by one; `log` hears of every thousandth. */
  async *filers(log?: (line: string) => void): AsyncGenerator<SecFilerEntry> {
    let read = 0;
    for await (const entry of this.entries()) {
      read += 1;
      if (read % 1000 === 0) log?.(`read ${read.toLocaleString('en-US')} filers`);
      yield entry;
    }
  }

  private async *entries(): AsyncGenerator<SecFilerEntry> {
    for (const path of this.sources.facts) {
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
    if (this.sources.fsds.length === 0) return;
    const fsds = await this.fsds();
    for (const failed of fsds.failed) yield { ok: false, entry: failed.path, reason: failed.reason };
    // One entry per filer, its facts of every quarter merged (a filer of two zips is not a duplicate).
    const read = fsdsEntryName(fsds.quarters);
    for (const filer of fsds.history.filers()) yield { ok: true, entry: `${read} CIK ${filer.cik}`, filer };
  }

  /**
   * The FSDS zips, read once (in the order given, one at a time) into one history: the annual reports'
   * facts, so that a quarter's quarterly reports are not held once it is read.
   */
  private fsds(): Promise<FsdsRead> {
    this.fsdsRead ??= (async () => {
      const history = new FsdsHistory(ANNUAL_FORMS);
      const quarters: FsdsQuarterRead[] = [];
      const failed: Array<{ path: string; reason: string }> = [];
      for (const path of this.sources.fsds) {
        try {
          quarters.push(await readFsdsQuarter(path, history));
        } catch (error) {
          failed.push({ path, reason: reason(error) });
        }
      }
      return { history, quarters, failed };
    })();
    return this.fsdsRead;
  }
}

/** What an FSDS filer's entry says it was read from: '2010q2.zip', or '2 FSDS quarters'. */
function fsdsEntryName(quarters: readonly FsdsQuarterRead[]): string {
  return quarters.length === 1 ? (quarters[0]?.zip ?? '') : `${quarters.length} FSDS quarters`;
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

/** Pages by name, as secFilingEvents takes them; one that cannot be read or parsed is a problem, and left out. */
async function readPages(pages: readonly JsonDocument[], problems: string[]): Promise<Map<string, unknown>> {
  const read = new Map<string, unknown>();
  for (const page of pages) {
    try {
      read.set(page.name, JSON.parse((await page.read()).toString('utf8')) as unknown);
    } catch (error) {
      problems.push(`${page.name}: ${reason(error)}`);
    }
  }
  return read;
}

function reason(error: unknown): string {
  if (error instanceof SyntaxError) return `malformed JSON (${error.message})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The documents of a path whose names `wanted` matches: itself (a file, whatever its name), its files, or
 * a zip's entries (the central directory only: an entry is read when asked).
 */
async function* documents(path: string, wanted: RegExp = COMPANY_DOCUMENT): AsyncGenerator<JsonDocument> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's --facts/--submissions path
  const info = await stat(path).catch(() => null);
  if (!info) throw new Error(`${path}: no such file or directory`);
  if (info.isDirectory()) {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's directory
    const names = (await readdir(path)).filter((name) => wanted.test(name)).sort();
    for (const name of names) {
      const file = join(path, name);
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file of the operator's directory
      yield { name, read: () => readFile(file) };
    }
    return;
  }
  if (isZip(path)) {
    for await (const entry of zipEntries(path)) {
      const name = entry.name.slice(entry.name.lastIndexOf('/') + 1);
      if (wanted.test(name)) yield { name, read: () => entry.buffer() };
    }
    return;
  }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's file
  yield { name: basename(path), read: () => readFile(path) };
}

const isZip = (path: string): boolean => path.toLowerCase().endsWith('.zip');

/** The submissions pages of a directory or zip, by CIK (a zip's entries are kept, not read). */
async function pagesIn(path: string): Promise<PagesByCik> {
  const byCik = new Map<string, JsonDocument[]>();
  for await (const page of documents(path, SUBMISSIONS_PAGE)) {
    const cik = SUBMISSIONS_PAGE.exec(page.name)?.[1] ?? '';
    const ofCik = byCik.get(cik) ?? [];
    if (ofCik.length === 0) byCik.set(cik, ofCik);
    ofCik.push(page);
  }
  return byCik;
}

/**
 * The main submissions documents of a path, each with the pages beside it: a directory's or a zip's own
 * (listed, or the central directory read, once before the documents), a file's in its directory (listed
 * once per directory: `pagesOfDirectory` keeps them across the files of one read).
 */
async function* submissionsDocuments(
  path: string,
  pagesOfDirectory: Map<string, Promise<PagesByCik>>,
): AsyncGenerator<{ readonly document: JsonDocument; readonly pages: PagesByCik }> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's --submissions path
  const info = await stat(path).catch(() => null);
  if (!info) throw new Error(`${path}: no such file or directory`);
  const container = info.isDirectory() || isZip(path) ? path : dirname(path);
  const listed = pagesOfDirectory.get(container) ?? pagesIn(container);
  if (container !== path) pagesOfDirectory.set(container, listed);
  const pages = await listed;
  for await (const document of documents(path)) yield { document, pages };
}
