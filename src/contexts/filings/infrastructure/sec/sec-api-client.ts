import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { cikText, secTicker } from '../../domain/sec/sec-facts.js';

/**
 * SEC EDGAR's public API (https://www.sec.gov/os/accessing-edgar-data), fetched into a local cache that
 * the SEC importer reads as it reads `--facts <dir>` and `--submissions <dir>`:
 *
 *   <cacheDir>/company_tickers.json                 www.sec.gov/files/company_tickers.json
 *   <cacheDir>/companyfacts/CIK##########.json      data.sec.gov/api/xbrl/companyfacts/CIK##########.json
 *   <cacheDir>/submissions/CIK##########.json       data.sec.gov/submissions/CIK##########.json
 *   <cacheDir>/submissions/<filings.files[].name>   data.sec.gov/submissions/<name> (older filings' pages)
 *
 * SEC's fair-access rules are kept: every request carries the User-Agent naming the requester, no more
 * than `maxPerSecond` requests (retries included) start, nor arrive at SEC, in any second
 * (SlidingWindowLimiter), and 403, 429, 5xx and network errors are retried with exponential backoff plus
 * the Retry-After SEC gives.
 * Files are written to a temporary name and renamed, so a stopped run never leaves half a file, and a
 * file already present and parseable is not fetched again: a second run resumes where the first stopped.
 */

/** The setting (content context, console Settings) that holds the User-Agent; SEC_USER_AGENT overrides it. */
export const SEC_USER_AGENT_SETTING = 'secUserAgent';
export const SEC_USER_AGENT_ENV = 'SEC_USER_AGENT';

export const SEC_USER_AGENT_REQUIRED =
  `SEC requires a User-Agent naming you and an email address: set the ${SEC_USER_AGENT_SETTING} setting ` +
  `(console, Settings) or ${SEC_USER_AGENT_ENV}, e.g. "Acme Research admin@acme.example".`;

/** Setting values that mean "not set" (a setting cannot be empty, so the seed stores 'none'). */
const UNSET_VALUES = new Set(['', 'none', '-', 'off']);

/**
 * The User-Agent to send: SEC_USER_AGENT when set, else the `secUserAgent` setting; '' when neither is
 * set ('none', '-' and 'off' count as unset). The client refuses '' with SEC_USER_AGENT_REQUIRED.
 */
export function resolveSecUserAgent(
  env: Readonly<Record<string, string | undefined>>,
  setting: string,
): string {
  for (const value of [env[SEC_USER_AGENT_ENV], setting]) {
    const trimmed = value?.trim() ?? '';
    if (!UNSET_VALUES.has(trimmed.toLowerCase())) return trimmed;
  }
  return '';
}

/** Where the client writes, under the cache directory (the importer's `--facts` and `--submissions`). */
export function secCacheLayout(cacheDir: string): {
  companyfacts: string;
  submissions: string;
  tickers: string;
} {
  return {
    companyfacts: join(cacheDir, 'companyfacts'),
    submissions: join(cacheDir, 'submissions'),
    tickers: join(cacheDir, 'company_tickers.json'),
  };
}

/** 'CIK0000320193' */
function cikName(cik: number): string {
  return `CIK${cikText(cik)}`;
}

/** A company asked for: a CIK (digits with or without leading zeros, or 'CIK0000320193') or a ticker. */
export type CompanyId = { kind: 'cik'; cik: number } | { kind: 'ticker'; ticker: string };

/** Reads one id of the command line; null when it is neither a CIK nor a ticker. */
export function parseCompanyId(id: string): CompanyId | null {
  const text = id.trim();
  const cik = /^(?:CIK)?(\d{1,10})$/i.exec(text);
  if (cik?.[1]) {
    const value = Number(cik[1]);
    return value > 0 ? { kind: 'cik', cik: value } : null;
  }
  // SEC writes share classes with a dash (BRK-B); BRK.B and brk/b are taken too.
  if (/^[A-Za-z0-9][A-Za-z0-9.\-/]{0,11}$/.test(text)) return { kind: 'ticker', ticker: secTicker(text) };
  return null;
}

/** The answer to one GET: the JSON (and its text, written as it came), or SEC's 404. */
export type SecFetchResult = { kind: 'ok'; text: string; json: unknown } | { kind: 'not-found' };

/** A request SEC refused for good: another 4xx, or a retryable failure that outlasted the retries. */
export class SecApiError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'SecApiError';
  }
}

export type FetchProgress =
  | { kind: 'file'; id: string; cik: number; file: string; status: 'fetched' | 'skipped' }
  | { kind: 'company'; id: string; cik: number; done: number; total: number }
  | { kind: 'failed'; id: string; reason: string }
  | { kind: 'warning'; id: string; reason: string }
  | { kind: 'retry'; url: string; attempt: number; delayMs: number; reason: string };

export interface FetchFailure {
  /** The id as given on the command line. */
  id: string;
  reason: string;
}

export interface FetchSummary {
  /** Files downloaded and written by this run. */
  fetched: number;
  /** Files already in the cache (present and parseable JSON): not requested again. */
  skipped: number;
  /** The ids that could not be fetched (unknown ticker, CIK SEC answers 404 for, ...); the rest were. */
  failed: FetchFailure[];
  /**
   * What is missing besides: an extra submissions page SEC lists but answers 404 for (it holds only older
   * filings), or company_tickers.json (id 'company_tickers.json') when only CIKs were asked for. Asked for
   * again by the next run.
   */
  warnings: FetchFailure[];
  /** The companies whose submissions and companyfacts are in the cache now: the id asked for and its CIK. */
  companies: Array<{ id: string; cik: number }>;
  /** HTTP requests made, retries included. */
  requests: number;
}

export interface FetchCompaniesOptions {
  onProgress?: (progress: FetchProgress) => void;
  /** Stops the run: the request in flight is dropped (its file is not written) and the call rejects. */
  signal?: AbortSignal;
}

export interface SecApiClientOptions {
  /** 'Acme Research admin@acme.example': SEC refuses requests that do not name their sender. */
  userAgent: string;
  dataBaseUrl?: string;
  wwwBaseUrl?: string;
  /** Requests (retries included) that may start, or arrive, in any one-second window; SEC allows 10. */
  maxPerSecond?: number;
  /** Retries after the first attempt of a request. */
  retries?: number;
  /** The first retry's wait; each further retry waits twice as long (plus Retry-After when SEC sends it). */
  backoffMs?: number;
  /** The longest wait before a retry. */
  maxBackoffMs?: number;
  /** One attempt's limit, answer body included; a stalled answer is retried. */
  timeoutMs?: number;
  /** Companies fetched at the same time (their requests share the rate limit). */
  concurrency?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Milliseconds of a monotonic clock (the rate limiter's). */
  now?: () => number;
}

/** After this many companies in a row fail for SEC's refusals (not a 404), the rest are not attempted. */
const STOP_AFTER_REFUSED_COMPANIES = 3;
const MAX_REDIRECTS = 5;
/** Names SEC gives the extra submissions pages (CIK0000320193-submissions-001.json); nothing else is written. */
const SUBMISSIONS_PAGE = /^CIK\d{10}-submissions-\d{1,6}\.json$/;

/**
 * At most `max` requests in any window of `windowMs`, counted where SEC counts them: on arrival.
 * A request holds its slot from its start (`acquire`) until `windowMs` after its answer began
 * (`release`, when the response headers came or the attempt failed). Its arrival at the server lies between
 * those two times, and the next request to take the slot starts (so arrives) after it: any `windowMs`
 * holds at most `max` starts and at most `max` arrivals, whatever the network delays. Callers are served
 * in the order they asked.
 */
export class SlidingWindowLimiter {
  /** When each released slot of the window frees up again, oldest first. */
  private readonly freesAt: number[] = [];
  private inFlight = 0;
  private turn: Promise<unknown> = Promise.resolve();
  private wakeOnRelease: (() => void) | null = null;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
  ) {
    if (!Number.isInteger(max) || max < 1)
      throw new Error(`maxPerSecond must be a whole number >= 1 (${max})`);
  }

  /** Waits for a slot; the answer is the `release` to call once the response headers came (or it failed). */
  acquire(signal?: AbortSignal): Promise<() => void> {
    const mine = this.turn.then(() => this.waitForSlot(signal));
    this.turn = mine.catch(() => undefined);
    return mine;
  }

  private async waitForSlot(signal?: AbortSignal): Promise<() => void> {
    for (;;) {
      signal?.throwIfAborted();
      const now = this.now();
      while ((this.freesAt[0] ?? Infinity) <= now) this.freesAt.shift();
      if (this.freesAt.length + this.inFlight < this.max) {
        this.inFlight += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          this.inFlight -= 1;
          this.freesAt.push(this.now() + this.windowMs);
          this.wakeOnRelease?.();
        };
      }
      const next = this.freesAt[0];
      if (next !== undefined) await this.sleep(Math.max(1, next - now), signal);
      else await this.released(signal);
    }
  }

  /** Every slot is in flight: the first release gives the next time one frees up. */
  private released(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => reject(signal?.reason as Error);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.wakeOnRelease = () => {
        this.wakeOnRelease = null;
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
    });
  }
}

type Attempt =
  | { kind: 'done'; result: SecFetchResult }
  | { kind: 'redirect'; url: string }
  | { kind: 'retry'; reason: string; status: number | null; retryAfterMs: number };

interface Target {
  cik: number;
  ids: string[];
}

/** The SEC EDGAR API client: rate-limited, retrying, writing a resumable cache (see the file's comment). */
export class SecApiClient {
  private readonly userAgent: string;
  private readonly dataBaseUrl: string;
  private readonly wwwBaseUrl: string;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly limiter: SlidingWindowLimiter;
  private requestCount = 0;

  constructor(options: SecApiClientOptions) {
    const userAgent = options.userAgent.trim();
    if (!userAgent) throw new Error(SEC_USER_AGENT_REQUIRED);
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(userAgent))
      throw new Error('The SEC User-Agent must be a single line of text');
    this.userAgent = userAgent;
    this.dataBaseUrl = (options.dataBaseUrl ?? 'https://data.sec.gov').replace(/\/+$/, '');
    this.wwwBaseUrl = (options.wwwBaseUrl ?? 'https://www.sec.gov').replace(/\/+$/, '');
    this.retries = options.retries ?? 5;
    this.backoffMs = options.backoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.concurrency = Math.max(1, options.concurrency ?? 3);
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.sleep = options.sleep ?? ((ms, signal) => delay(ms, undefined, signal ? { signal } : {}));
    this.limiter = new SlidingWindowLimiter(
      options.maxPerSecond ?? 10,
      1_000,
      options.now ?? (() => performance.now()),
      this.sleep,
    );
  }

  /** HTTP requests this client has made, retries and redirects included. */
  get requests(): number {
    return this.requestCount;
  }

  /**
   * GETs one JSON document: 404 is `not-found` (no retry); 403, 429, 5xx, a network error, a stall past
   * `timeoutMs` and a body that is not JSON are retried; any other status throws SecApiError.
   */
  async fetchJson(
    url: string,
    signal?: AbortSignal,
    onRetry?: (progress: FetchProgress) => void,
  ): Promise<SecFetchResult> {
    let current = url;
    let redirects = 0;
    for (let attempt = 0; ;) {
      const release = await this.limiter.acquire(signal);
      this.requestCount += 1;
      const outcome = await this.attempt(current, signal, release);
      if (outcome.kind === 'done') return outcome.result;
      if (outcome.kind === 'redirect') {
        if (++redirects > MAX_REDIRECTS)
          throw new SecApiError(url, null, `${url}: more than ${MAX_REDIRECTS} redirects`);
        current = outcome.url;
        continue;
      }
      if (attempt >= this.retries)
        throw new SecApiError(
          current,
          outcome.status,
          `${current}: ${outcome.reason}, still after ${attempt + 1} attempt${attempt === 0 ? '' : 's'}`,
        );
      const delayMs = Math.min(this.maxBackoffMs, this.backoffMs * 2 ** attempt + outcome.retryAfterMs);
      attempt += 1;
      onRetry?.({ kind: 'retry', url: current, attempt, delayMs, reason: outcome.reason });
      await this.sleep(delayMs, signal);
    }
  }

  /**
   * Fetches the companyfacts and submissions JSON (with its extra pages) of each id into `cacheDir`
   * (layout: secCacheLayout). Ids are tickers (any case) or CIKs; an unknown ticker, a CIK SEC does not
   * know (404) or a company SEC keeps refusing is reported in `failed` and the others go on. Files already
   * cached are not requested again. Rejects only when `signal` aborts (or the cache cannot be written).
   */
  async fetchCompanies(
    ids: string[],
    cacheDir: string,
    options: FetchCompaniesOptions = {},
  ): Promise<FetchSummary> {
    const { onProgress, signal } = options;
    const layout = secCacheLayout(cacheDir);
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's cache directory
    await mkdir(layout.companyfacts, { recursive: true });
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the operator's cache directory
    await mkdir(layout.submissions, { recursive: true });
    const summary: FetchSummary = {
      fetched: 0,
      skipped: 0,
      failed: [],
      warnings: [],
      companies: [],
      requests: 0,
    };
    const requestsBefore = this.requestCount;
    const fail = (id: string, reason: string): void => {
      summary.failed.push({ id, reason });
      onProgress?.({ kind: 'failed', id, reason });
    };

    const warn = (id: string, reason: string): void => {
      summary.warnings.push({ id, reason });
      onProgress?.({ kind: 'warning', id, reason });
    };
    const targets = await this.resolveTargets(ids, layout.tickers, fail, warn, signal, onProgress);
    let next = 0;
    let done = 0;
    let refusedInARow = 0;
    let stopReason: string | null = null;
    const worker = async (): Promise<void> => {
      for (;;) {
        signal?.throwIfAborted();
        const target = targets[next++];
        if (!target) return;
        const [id = String(target.cik)] = target.ids;
        if (stopReason) {
          for (const each of target.ids) fail(each, stopReason);
          continue;
        }
        try {
          const outcome = await this.fetchCompany(target, layout, summary, signal, onProgress);
          if (outcome === 'OK') {
            refusedInARow = 0;
            for (const each of target.ids) summary.companies.push({ id: each, cik: target.cik });
            onProgress?.({ kind: 'company', id, cik: target.cik, done: ++done, total: targets.length });
          } else {
            refusedInARow = 0;
            for (const each of target.ids) fail(each, outcome);
          }
        } catch (error) {
          if (signal?.aborted || !(error instanceof SecApiError)) throw error;
          for (const each of target.ids) fail(each, error.message);
          if (++refusedInARow >= STOP_AFTER_REFUSED_COMPANIES)
            stopReason = `not attempted: SEC refused ${refusedInARow} companies in a row (last: ${error.message})`;
        }
      }
    };
    const settled = await Promise.allSettled(
      Array.from({ length: Math.min(this.concurrency, Math.max(1, targets.length)) }, worker),
    );
    summary.requests = this.requestCount - requestsBefore;
    const rejected = settled.find((result) => result.status === 'rejected');
    if (rejected) throw rejected.reason;
    const inOrderAsked = (a: { id: string }, b: { id: string }): number =>
      ids.indexOf(a.id) - ids.indexOf(b.id);
    summary.companies.sort(inOrderAsked);
    summary.failed.sort(inOrderAsked);
    summary.warnings.sort(inOrderAsked);
    return summary;
  }

  /** Ids to CIKs, one target per CIK (AAPL and 320193 are fetched once); a bad id is reported here. */
  private async resolveTargets(
    ids: string[],
    tickersFile: string,
    fail: (id: string, reason: string) => void,
    warn: (id: string, reason: string) => void,
    signal: AbortSignal | undefined,
    onProgress: ((progress: FetchProgress) => void) | undefined,
  ): Promise<Target[]> {
    const parsed = ids.map((id) => ({ id, company: parseCompanyId(id) }));
    // Fetched (once, then cached) even when only CIKs are asked for: the importer reads it beside them.
    let tickers: Map<string, number> | string;
    try {
      tickers = await this.tickerDirectory(tickersFile, signal, onProgress);
    } catch (error) {
      if (signal?.aborted || !(error instanceof SecApiError)) throw error;
      tickers = `SEC's ticker list could not be fetched: ${error.message}`;
      if (!parsed.some(({ company }) => company?.kind === 'ticker')) warn('company_tickers.json', tickers);
    }
    const byCik = new Map<number, Target>();
    for (const { id, company } of parsed) {
      let cik: number | undefined;
      if (!company) fail(id, 'neither a ticker nor a CIK');
      else if (company.kind === 'cik') cik = company.cik;
      else if (typeof tickers === 'string') fail(id, tickers);
      else {
        cik = tickers.get(company.ticker);
        if (cik === undefined)
          fail(id, `unknown ticker ${company.ticker} (not in SEC's company_tickers.json)`);
      }
      if (cik === undefined) continue;
      const target = byCik.get(cik);
      if (target) target.ids.push(id);
      else byCik.set(cik, { cik, ids: [id] });
    }
    return [...byCik.values()];
  }

  /** company_tickers.json (cached beside the companies): ticker (upper case) to CIK. */
  private async tickerDirectory(
    file: string,
    signal: AbortSignal | undefined,
    onProgress: ((progress: FetchProgress) => void) | undefined,
  ): Promise<Map<string, number>> {
    let json = await readCachedJson(file);
    if (json === undefined) {
      const url = `${this.wwwBaseUrl}/files/company_tickers.json`;
      const result = await this.fetchJson(url, signal, onProgress);
      if (result.kind === 'not-found') throw new SecApiError(url, 404, `${url}: not found (404)`);
      await writeAtomically(file, result.text);
      json = result.json;
    }
    const directory = new Map<string, number>();
    if (json && typeof json === 'object')
      for (const entry of Object.values(json as Record<string, unknown>)) {
        if (!entry || typeof entry !== 'object') continue;
        const { cik_str: cik, ticker } = entry as { cik_str?: unknown; ticker?: unknown };
        const cikNumber = typeof cik === 'number' ? cik : typeof cik === 'string' ? Number(cik) : NaN;
        if (typeof ticker === 'string' && Number.isSafeInteger(cikNumber) && cikNumber > 0) {
          const key = secTicker(ticker);
          if (!directory.has(key)) directory.set(key, cikNumber);
        }
      }
    return directory;
  }

  /** One company's files; 'OK' or why it is not there (a 404). SecApiError when SEC keeps refusing. */
  private async fetchCompany(
    target: Target,
    layout: ReturnType<typeof secCacheLayout>,
    summary: FetchSummary,
    signal: AbortSignal | undefined,
    onProgress: ((progress: FetchProgress) => void) | undefined,
  ): Promise<string> {
    const name = `${cikName(target.cik)}.json`;
    const [id = name] = target.ids;
    const cached = async (dir: string, file: string, url: string): Promise<unknown> => {
      const path = join(dir, file);
      const present = await readCachedJson(path);
      if (present !== undefined) {
        summary.skipped += 1;
        onProgress?.({ kind: 'file', id, cik: target.cik, file: path, status: 'skipped' });
        return present;
      }
      const result = await this.fetchJson(url, signal, onProgress);
      if (result.kind === 'not-found') return undefined;
      signal?.throwIfAborted();
      await writeAtomically(path, result.text);
      summary.fetched += 1;
      onProgress?.({ kind: 'file', id, cik: target.cik, file: path, status: 'fetched' });
      return result.json;
    };

    // Submissions first: every CIK SEC knows has them, so a 404 here is a CIK that does not exist.
    const submissions = await cached(layout.submissions, name, `${this.dataBaseUrl}/submissions/${name}`);
    if (submissions === undefined) return `CIK ${cikName(target.cik)} not found at SEC (404)`;
    const warn = (reason: string): void => {
      summary.warnings.push({ id, reason });
      onProgress?.({ kind: 'warning', id, reason });
    };
    for (const page of submissionsPages(submissions)) {
      // The name becomes a file name: only SEC's own pattern is taken.
      if (!SUBMISSIONS_PAGE.test(page))
        warn(`submissions page ${JSON.stringify(page)} ignored: not a page name`);
      else if (
        (await cached(layout.submissions, page, `${this.dataBaseUrl}/submissions/${page}`)) === undefined
      )
        warn(`submissions page ${page} not found at SEC (404)`);
    }
    const facts = await cached(
      layout.companyfacts,
      name,
      `${this.dataBaseUrl}/api/xbrl/companyfacts/${name}`,
    );
    if (facts === undefined) return `no XBRL financial data for ${cikName(target.cik)} (companyfacts 404)`;
    return 'OK';
  }

  /** One request; `release` (the rate limiter's slot) is called once its answer began or it failed. */
  private async attempt(url: string, signal: AbortSignal | undefined, release: () => void): Promise<Attempt> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      release();
    } catch (error) {
      release();
      signal?.throwIfAborted();
      return {
        kind: 'retry',
        reason: networkReason(error, timeout, this.timeoutMs),
        status: null,
        retryAfterMs: 0,
      };
    }
    const { status } = response;
    const location = response.headers.get('location');
    if (status >= 300 && status < 400 && location) {
      await response.body?.cancel();
      return { kind: 'redirect', url: new URL(location, url).toString() };
    }
    if (status === 404) {
      await response.body?.cancel();
      return { kind: 'done', result: { kind: 'not-found' } };
    }
    if (status === 403 || status === 429 || status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      return {
        kind: 'retry',
        reason: `SEC answered ${status}`,
        status,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
      };
    }
    if (status < 200 || status >= 300) {
      await response.body?.cancel().catch(() => undefined);
      throw new SecApiError(url, status, `${url}: SEC answered ${status}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      signal?.throwIfAborted();
      return {
        kind: 'retry',
        reason: networkReason(error, timeout, this.timeoutMs),
        status,
        retryAfterMs: 0,
      };
    }
    try {
      return { kind: 'done', result: { kind: 'ok', text, json: JSON.parse(text) as unknown } };
    } catch {
      return { kind: 'retry', reason: 'the answer is not JSON (cut short?)', status, retryAfterMs: 0 };
    }
  }
}

function networkReason(error: unknown, timeout: AbortSignal, timeoutMs: number): string {
  if (timeout.aborted) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `network error (${error instanceof Error ? error.message : String(error)}${cause})`;
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date; 0 when absent or unreadable. */
function retryAfterMs(header: string | null): number {
  if (!header) return 0;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : 0;
}

/** The extra pages a submissions JSON lists (`filings.files[].name`). */
function submissionsPages(json: unknown): string[] {
  const files = (json as { filings?: { files?: unknown } } | null)?.filings?.files;
  if (!Array.isArray(files)) return [];
  return files
    .map((file) => (file as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === 'string');
}

/** A cached file's JSON, or undefined when it is absent or not whole (it is then fetched again). */
async function readCachedJson(path: string): Promise<unknown> {
  let text: string;
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- under the operator's cache directory
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Writes to a temporary name beside the file (not ending .json, so a reader of *.json never sees it),
 * flushes it and renames it into place: the file is either absent or whole.
 */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- under the operator's cache directory
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- under the operator's cache directory
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
