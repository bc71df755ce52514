import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  parseCompanyId,
  resolveSecUserAgent,
  SEC_USER_AGENT_REQUIRED,
  SecApiClient,
  SecApiError,
  type FetchProgress,
  SlidingWindowLimiter,
} from './sec-api-client.js';

/** Real SEC files (companyfacts/, submissions/, company_tickers.json), never copied into the repository. */
const SHARED = resolve(process.cwd(), '../shared/data/sec');
const USER_AGENT = 'Ledgerscope Tests tests@ledgerscope.test';

type Fault = '429' | '500' | '400' | 'stall';

interface Logged {
  path: string;
  /** 'run-2' for a request to `${base}/run-2/...` (the prefix is not part of `path`). */
  run: string | null;
  at: number;
  userAgent: string | undefined;
  status: number | 'stalled';
}

/** Made-up filers: always served, whether or not the shared data is here. */
const FIXTURES: Array<{ cik: number; ticker: string; name: string; pages?: number; noFacts?: boolean }> = [
  { cik: 9_000_001, ticker: 'ALFA', name: 'Alfa Test Corp' },
  { cik: 9_000_002, ticker: 'BETA', name: 'Beta Test Inc' },
  { cik: 9_000_003, ticker: 'GAMMA', name: 'Gamma Test Holdings', pages: 2 },
  { cik: 9_000_004, ticker: 'DELTA', name: 'Delta Test Trust', noFacts: true },
  { cik: 9_000_005, ticker: 'BRK-X', name: 'Epsilon Test Class X' },
  { cik: 9_000_006, ticker: 'ETA', name: 'Eta Test Co' },
];

const cikName = (cik: number): string => `CIK${String(cik).padStart(10, '0')}`;

/**
 * A stand-in for data.sec.gov and www.sec.gov on 127.0.0.1: SEC's paths, the made-up filers and (when
 * present) the shared real files. It logs every request's arrival and User-Agent, answers 403 without a
 * User-Agent as SEC does, and can be told to answer a path's next requests with 429 (Retry-After: 1),
 * 500, 400 or silence, or to answer 503 for good.
 */
class FakeSec {
  readonly log: Logged[] = [];
  readonly faults = new Map<string, Fault[]>();
  readonly refused = new Set<string>();
  private readonly fixtures = new Map<string, string>();
  private readonly server: Server;

  constructor() {
    const tickers: Record<string, unknown> = {};
    FIXTURES.forEach((fixture, index) => {
      tickers[`f${index}`] = { cik_str: fixture.cik, ticker: fixture.ticker, title: fixture.name };
      const name = cikName(fixture.cik);
      const pages = Array.from(
        { length: fixture.pages ?? 0 },
        (_, page) => `${name}-submissions-${String(page + 1).padStart(3, '0')}.json`,
      );
      this.fixtures.set(
        `/submissions/${name}.json`,
        JSON.stringify({
          cik: String(fixture.cik).padStart(10, '0'),
          name: fixture.name,
          tickers: [fixture.ticker],
          filings: {
            recent: { accessionNumber: [], form: [] },
            files: pages.map((page) => ({ name: page })),
          },
        }),
      );
      for (const page of pages)
        this.fixtures.set(`/submissions/${page}`, JSON.stringify({ accessionNumber: [], form: [] }));
      if (!fixture.noFacts)
        this.fixtures.set(
          `/api/xbrl/companyfacts/${name}.json`,
          JSON.stringify({ cik: fixture.cik, entityName: fixture.name, facts: { 'us-gaap': {} } }),
        );
    });
    this.fixtures.set('/files/company_tickers.json', JSON.stringify(tickers));
    this.server = createServer((request, response) => void this.answer(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  /** The requests of a path, in arrival order. */
  requestsOf(path: string): Logged[] {
    return this.log.filter((entry) => entry.path === path);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const at = performance.now();
    const full = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const [, run = null, path = full] = /^\/(run-\d+)(\/.*)$/.exec(full) ?? [];
    const entry: Logged = {
      path,
      run,
      at,
      userAgent: request.headers['user-agent'],
      status: 200,
    };
    this.log.push(entry);
    const send = (status: number, body: string, headers: Record<string, string> = {}): void => {
      entry.status = status;
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
    };
    if (!entry.userAgent) return send(403, '{"error":"undeclared automated tool"}');
    const fault = this.faults.get(path)?.shift();
    if (fault === 'stall') {
      entry.status = 'stalled';
      return;
    }
    if (fault === '429') return send(429, '{"error":"slow down"}', { 'retry-after': '1' });
    if (fault === '500') return send(500, '{"error":"internal"}');
    if (fault === '400') return send(400, '{"error":"bad request"}');
    if (this.refused.has(path)) return send(503, '{"error":"unavailable"}');
    const body = await this.content(path);
    if (body === null) send(404, '{"error":"not found"}');
    else send(200, body);
  }

  private async content(path: string): Promise<string | null> {
    const real = existsSync(SHARED) ? sharedFile(path) : null;
    if (path === '/files/company_tickers.json' && real) {
      // The real list with the made-up filers added.
      const merged = {
        ...(JSON.parse(await readFile(real, 'utf8')) as object),
        ...(JSON.parse(this.fixtures.get(path) ?? '{}') as object),
      };
      return JSON.stringify(merged);
    }
    const fixture = this.fixtures.get(path);
    if (fixture !== undefined) return fixture;
    return real && existsSync(real) ? readFile(real, 'utf8') : null;
  }
}

/** Where the shared copy of an SEC path is (only plain file names are mapped). */
function sharedFile(path: string): string | null {
  const facts = /^\/api\/xbrl\/companyfacts\/(CIK\d{10}\.json)$/.exec(path);
  if (facts?.[1]) return join(SHARED, 'companyfacts', facts[1]);
  const submissions = /^\/submissions\/(CIK\d{10}(?:-submissions-\d+)?\.json)$/.exec(path);
  if (submissions?.[1]) return join(SHARED, 'submissions', submissions[1]);
  return path === '/files/company_tickers.json' ? join(SHARED, 'company_tickers.json') : null;
}

/** Every file under dir, relative ('companyfacts/CIK0009000001.json'). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** The SEC path a cached file came from. */
function pathOf(file: string): string {
  if (file === 'company_tickers.json') return '/files/company_tickers.json';
  return file.startsWith('companyfacts/') ? `/api/xbrl/${file}` : `/${file}`;
}

/** Most requests that arrived in any one second (a window starting at each arrival). */
function mostInOneSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  sorted.forEach((start, index) => {
    const inWindow = sorted.slice(index).filter((at) => at - start < 1_000).length;
    most = Math.max(most, inWindow);
  });
  return most;
}

describe('SecApiClient against a fake SEC on 127.0.0.1', () => {
  const sec = new FakeSec();
  let base = '';
  let cacheRoot = '';
  const client = (options: Partial<ConstructorParameters<typeof SecApiClient>[0]> = {}): SecApiClient =>
    new SecApiClient({
      userAgent: USER_AGENT,
      dataBaseUrl: base,
      wwwBaseUrl: base,
      backoffMs: 10,
      ...options,
    });
  let cacheCount = 0;
  const newCache = (): string => join(cacheRoot, `cache-${++cacheCount}`);

  beforeAll(async () => {
    base = await sec.start();
    cacheRoot = await mkdtemp(join(tmpdir(), 'ledgerscope-sec-'));
  });

  afterAll(async () => {
    await sec.stop();
    await rm(cacheRoot, { recursive: true, force: true });
  });

  describe('the User-Agent', () => {
    it('is required: a blank one is refused before any request', () => {
      const before = sec.log.length;
      let called = 0;
      const fetchImpl: typeof fetch = () => {
        called += 1;
        return Promise.reject(new Error('must not be called'));
      };
      for (const userAgent of ['', '   ', '\t'])
        expect(() => new SecApiClient({ userAgent, dataBaseUrl: base, wwwBaseUrl: base, fetchImpl })).toThrow(
          SEC_USER_AGENT_REQUIRED,
        );
      expect(SEC_USER_AGENT_REQUIRED).toContain('secUserAgent setting');
      expect(SEC_USER_AGENT_REQUIRED).toContain('SEC_USER_AGENT');
      expect(() => new SecApiClient({ userAgent: 'Acme\r\nX-Evil: 1', fetchImpl })).toThrow(/single line/);
      expect(called).toBe(0);
      expect(sec.log.length).toBe(before);
    });

    it('comes from SEC_USER_AGENT, else the setting; none, - and off mean unset', () => {
      expect(
        resolveSecUserAgent({ SEC_USER_AGENT: ' Env Co env@co.example ' }, 'Set Co set@co.example'),
      ).toBe('Env Co env@co.example');
      expect(resolveSecUserAgent({}, 'Set Co set@co.example')).toBe('Set Co set@co.example');
      expect(resolveSecUserAgent({ SEC_USER_AGENT: '  ' }, 'Set Co set@co.example')).toBe(
        'Set Co set@co.example',
      );
      expect(resolveSecUserAgent({ SEC_USER_AGENT: 'none' }, 'none')).toBe('');
      expect(resolveSecUserAgent({}, 'off')).toBe('');
      expect(resolveSecUserAgent({}, '')).toBe('');
    });
  });

  it('reads tickers and CIKs', () => {
    expect(parseCompanyId('0000320193')).toEqual({ kind: 'cik', cik: 320193 });
    expect(parseCompanyId('320193')).toEqual({ kind: 'cik', cik: 320193 });
    expect(parseCompanyId('cik0000320193')).toEqual({ kind: 'cik', cik: 320193 });
    expect(parseCompanyId('aapl')).toEqual({ kind: 'ticker', ticker: 'AAPL' });
    expect(parseCompanyId('brk.b')).toEqual({ kind: 'ticker', ticker: 'BRK-B' });
    expect(parseCompanyId('0')).toBeNull();
    expect(parseCompanyId('../etc')).toBeNull();
    expect(parseCompanyId('')).toBeNull();
  });

  describe('the rate limit', () => {
    it('lets at most 10 requests start in any second, each counted until its answer came (fake clock)', async () => {
      let clock = 0;
      const limiter = (): SlidingWindowLimiter =>
        new SlidingWindowLimiter(
          10,
          1_000,
          () => clock,
          (ms) => {
            clock += ms;
            return Promise.resolve();
          },
        );
      // Answers that come at once: ten a second.
      const fast = limiter();
      const starts: number[] = [];
      await Promise.all(
        Array.from({ length: 35 }, () =>
          fast.acquire().then((release) => {
            starts.push(clock);
            release();
          }),
        ),
      );
      expect(starts).toHaveLength(35);
      expect(mostInOneSecond(starts)).toBe(10);
      expect(Math.max(...starts)).toBe(3_000);

      // Answers that take 300 ms: a slot frees up a second after its answer, not after its start.
      clock = 0;
      const slow = limiter();
      const slowStarts: number[] = [];
      const releases: Array<() => void> = [];
      const pending = Array.from({ length: 11 }, () =>
        slow.acquire().then((release) => {
          slowStarts.push(clock);
          releases.push(release);
        }),
      );
      await Promise.all(pending.slice(0, 10));
      expect(slowStarts).toEqual(Array.from({ length: 10 }, () => 0));
      clock = 300;
      for (const release of releases.splice(0)) release();
      await pending[10];
      expect(slowStarts[10]).toBe(1_300);
    });

    it('keeps 30 requests made at once to at most 10 arrivals in any second at the server', async () => {
      const path = `/submissions/${cikName(9_000_001)}.json`;
      const before = sec.requestsOf(path).length;
      const starts: number[] = [];
      const sec10 = client({
        fetchImpl: (input, init) => {
          starts.push(performance.now());
          return fetch(input, init);
        },
      });
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: 30 }, () => sec10.fetchJson(`${base}${path}`)));
      expect(results.every((result) => result.kind === 'ok')).toBe(true);
      const arrivals = sec
        .requestsOf(path)
        .slice(before)
        .map((entry) => entry.at);
      expect(arrivals).toHaveLength(30);
      expect(mostInOneSecond(arrivals)).toBeLessThanOrEqual(10);
      expect(mostInOneSecond(starts)).toBeLessThanOrEqual(10);
      // Limited, not merely slow: the third ten cannot start before two seconds have passed.
      expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(sec10.requests).toBe(30);
    });
  });

  describe('retries', () => {
    it('retries a 429 after its Retry-After, a 500 and a stalled answer, and the files arrive', async () => {
      const cache = newCache();
      const name = cikName(9_000_002);
      const facts = `/api/xbrl/companyfacts/${name}.json`;
      const submissions = `/submissions/${name}.json`;
      sec.faults.set(facts, ['429']);
      sec.faults.set(submissions, ['500', 'stall']);
      const retries: FetchProgress[] = [];
      const summary = await client({ timeoutMs: 400 }).fetchCompanies(['CIK0009000002'], cache, {
        onProgress: (progress) => {
          if (progress.kind === 'retry') retries.push(progress);
        },
      });
      expect(summary).toMatchObject({ fetched: 2, skipped: 0, failed: [], requests: 6 });
      expect(summary.companies).toEqual([{ id: 'CIK0009000002', cik: 9_000_002 }]);
      const factsRequests = sec.requestsOf(facts);
      expect(factsRequests.map((entry) => entry.status)).toEqual([429, 200]);
      const [first, second] = factsRequests;
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1_000);
      expect(sec.requestsOf(submissions).map((entry) => entry.status)).toEqual([500, 'stalled', 200]);
      expect(retries.map((retry) => retry.kind === 'retry' && retry.reason)).toEqual([
        'SEC answered 500',
        'no answer within 400 ms',
        'SEC answered 429',
      ]);
      const written = JSON.parse(await readFile(join(cache, 'companyfacts', `${name}.json`), 'utf8')) as {
        entityName: string;
      };
      expect(written.entityName).toBe('Beta Test Inc');
      // company_tickers.json as well, though only a CIK was asked for: the importer reads it.
      expect(await filesUnder(cache)).toEqual([
        'company_tickers.json',
        `companyfacts/${name}.json`,
        `submissions/${name}.json`,
      ]);
    });

    it('does not retry another 4xx: the error names the URL and the status', async () => {
      const path = `/submissions/${cikName(9_000_006)}.json`;
      sec.faults.set(path, ['400']);
      const sec1 = client();
      const error = await sec1.fetchJson(`${base}${path}`).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SecApiError);
      expect((error as SecApiError).status).toBe(400);
      expect((error as Error).message).toBe(`${base}${path}: SEC answered 400`);
      expect(sec1.requests).toBe(1);
    });

    it('gives up on companies SEC keeps refusing, and after three in a row does not try the rest', async () => {
      const ids = [9_000_001, 9_000_002, 9_000_003, 9_000_005].map(cikName);
      for (const name of ids) sec.refused.add(`/submissions/${name}.json`);
      try {
        const summary = await client({ retries: 1, concurrency: 1 }).fetchCompanies(ids, newCache());
        expect(summary.requests).toBe(7);
        expect(summary.failed.map((failure) => failure.id)).toEqual(ids);
        expect(summary.failed[0]?.reason).toBe(
          `${base}/submissions/${ids[0]}.json: SEC answered 503, still after 2 attempts`,
        );
        expect(summary.failed[3]?.reason).toMatch(/^not attempted: SEC refused 3 companies in a row/);
      } finally {
        sec.refused.clear();
      }
    });
  });

  it('fetches by CIK when the ticker list cannot be had, and says so; a ticker then fails', async () => {
    sec.refused.add('/files/company_tickers.json');
    try {
      const summary = await client({ retries: 0 }).fetchCompanies(['9000001', 'ALFA'], newCache());
      const reason = `SEC's ticker list could not be fetched: ${base}/files/company_tickers.json: SEC answered 503, still after 1 attempt`;
      expect(summary).toMatchObject({ fetched: 2, failed: [{ id: 'ALFA', reason }], warnings: [] });
      const cikOnly = await client({ retries: 0 }).fetchCompanies(['9000001'], newCache());
      expect(cikOnly).toMatchObject({
        fetched: 2,
        failed: [],
        warnings: [{ id: 'company_tickers.json', reason }],
      });
    } finally {
      sec.refused.clear();
    }
  });

  it('reports an unknown ticker, a CIK SEC answers 404 for and a company without facts, and fetches the rest', async () => {
    const cache = newCache();
    const summary = await client().fetchCompanies(
      ['alfa', 'CIK8999999', 'NOSUCH', 'delta', '9000003', 'not a ticker!', 'brk.x'],
      cache,
    );
    expect(summary.failed).toEqual([
      { id: 'CIK8999999', reason: 'CIK CIK0008999999 not found at SEC (404)' },
      { id: 'NOSUCH', reason: "unknown ticker NOSUCH (not in SEC's company_tickers.json)" },
      { id: 'delta', reason: 'no XBRL financial data for CIK0009000004 (companyfacts 404)' },
      { id: 'not a ticker!', reason: 'neither a ticker nor a CIK' },
    ]);
    expect(summary.warnings).toEqual([]);
    expect(summary.companies).toEqual([
      { id: 'alfa', cik: 9_000_001 },
      { id: '9000003', cik: 9_000_003 },
      { id: 'brk.x', cik: 9_000_005 },
    ]);
    // Alfa 2, Gamma 2 and its 2 pages, Epsilon 2, Delta's submissions (kept: its facts are what is missing).
    expect(summary.fetched).toBe(9);
    expect(await filesUnder(cache)).toEqual(
      [
        'company_tickers.json',
        ...[9_000_001, 9_000_003, 9_000_005].map((cik) => `companyfacts/${cikName(cik)}.json`),
        'submissions/CIK0009000001.json',
        'submissions/CIK0009000003-submissions-001.json',
        'submissions/CIK0009000003-submissions-002.json',
        'submissions/CIK0009000003.json',
        'submissions/CIK0009000004.json',
        'submissions/CIK0009000005.json',
      ].sort(),
    );
  });

  it('resumes a stopped run without requesting again the files the first run wrote', async () => {
    const cache = newCache();
    const ids = ['ALFA', 'BETA', 'GAMMA', 'BRK-X', 'ETA'];
    const controller = new AbortController();
    let fetchedFiles = 0;
    // Each run has its own URL prefix: a request the first run aborted may still arrive during the second.
    const run = (n: number): SecApiClient =>
      client({ dataBaseUrl: `${base}/run-${n}`, wwwBaseUrl: `${base}/run-${n}` });
    const stopped = await run(1)
      .fetchCompanies(ids, cache, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (progress.kind === 'file' && progress.status === 'fetched' && ++fetchedFiles === 3)
            controller.abort();
        },
      })
      .catch((error: unknown) => error);
    // Rejected with the signal's reason (a DOMException of another realm under Jest: compared by name).
    expect((stopped as Error).name).toBe('AbortError');

    const afterFirst = await filesUnder(cache);
    // Whole files only: every one parses, and no temporary file is left behind.
    expect(afterFirst.filter((file) => !file.endsWith('.json'))).toEqual([]);
    for (const file of afterFirst)
      await expect(readFile(join(cache, file), 'utf8').then(JSON.parse)).resolves.toBeTruthy();
    expect(afterFirst).toContain('company_tickers.json');
    const companyFiles = afterFirst.filter((file) => file !== 'company_tickers.json');
    expect(companyFiles.length).toBeGreaterThanOrEqual(3);
    expect(companyFiles.length).toBeLessThan(12);

    const summary = await run(2).fetchCompanies(ids, cache);
    const secondPaths = sec.log.filter((entry) => entry.run === 'run-2').map((entry) => entry.path);
    for (const file of afterFirst) expect(secondPaths).not.toContain(pathOf(file));
    expect(summary).toMatchObject({
      failed: [],
      skipped: companyFiles.length,
      fetched: 12 - companyFiles.length,
    });
    expect(summary.requests).toBe(secondPaths.length);
    expect(summary.companies.map((company) => company.id)).toEqual(ids);
    // The second run asked for each missing file once.
    expect(new Set(secondPaths).size).toBe(secondPaths.length);
    expect(await filesUnder(cache)).toHaveLength(13);

    // A third run finds everything in place and sends nothing.
    const third = await run(3).fetchCompanies(ids, cache);
    expect(third).toMatchObject({ fetched: 0, skipped: 12, failed: [], requests: 0 });
  });

  (existsSync(SHARED) ? describe : describe.skip)('with the real SEC files of ../shared/data/sec', () => {
    it('fetches them by ticker and CIK, byte for byte, with the extra submissions pages', async () => {
      const cache = newCache();
      const summary = await client().fetchCompanies(['aapl', 'NVDA', 'CIK0001318605', '1835632'], cache);
      expect(summary.failed).toEqual([]);
      expect(summary.companies.map((company) => company.cik)).toEqual([320193, 1045810, 1318605, 1835632]);
      // The shared copy lacks the older-filings pages of Apple and NVIDIA: a warning, not a failure.
      expect(summary.warnings).toEqual([
        { id: 'aapl', reason: 'submissions page CIK0000320193-submissions-001.json not found at SEC (404)' },
        { id: 'NVDA', reason: 'submissions page CIK0001045810-submissions-001.json not found at SEC (404)' },
      ]);
      expect(summary.fetched).toBe(9);
      const files = (await filesUnder(cache)).filter((file) => file !== 'company_tickers.json');
      expect(files).toContain('submissions/CIK0001318605-submissions-001.json');
      expect(files).toHaveLength(9);
      for (const file of files)
        expect(await readFile(join(cache, file), 'utf8')).toBe(await readFile(join(SHARED, file), 'utf8'));
      // Resumed: only the two missing pages are asked for again.
      const again = await client().fetchCompanies(['AAPL', 'nvda', '1318605', 'CIK0001835632'], cache);
      expect(again).toMatchObject({ fetched: 0, skipped: 9, failed: [], requests: 2 });
    });
  });

  if (!existsSync(SHARED))
    it.skip(`the real SEC files: ${SHARED} is absent, only the made-up fixtures ran`, () => undefined);

  it('sent the User-Agent with every request', () => {
    expect(sec.log.length).toBeGreaterThan(60);
    expect(sec.log.filter((entry) => entry.userAgent !== USER_AGENT)).toEqual([]);
  });
});
