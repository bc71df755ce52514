import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../app/seed/demo-accounts.js';
import { ApiProcess } from './bench/api-process.js';
import {
  ACME_EXCHANGES,
  BENCH_SECTORS,
  benchSample,
  ensureDataset,
  envInteger,
  stopRunningCommands,
} from './bench/bench-database.js';
import { measure, type BenchEndpoint, type Measurement } from './bench/http-measure.js';
import { inProcessLowerBound } from './bench/lower-bound.js';

/**
 * npm run bench:screening: the screening API over HTTP on a PostgreSQL server (issue 5).
 * Loads BENCH_COMPANIES x BENCH_YEARS into BENCH_DATABASE_URL (kept and reused when it already holds that
 * size), starts the built API as a second process on it, signs in as the Acme analyst (United States,
 * United Kingdom, Japan) and measures filter, filterCount, the sector option list, search and tickerDetail
 * with autocannon, then the throughput of filter at BENCH_CONNECTIONS. Exits 1 when a floor fails.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const companies = envInteger('BENCH_COMPANIES', 100_000);
const years = envInteger('BENCH_YEARS', 10);
const seed = envInteger('BENCH_SEED', 42);
const seconds = envInteger('BENCH_DURATION', 10);
const warmupSeconds = envInteger('BENCH_WARMUP', 2);
const connections = envInteger('BENCH_CONNECTIONS', 32);
const latencyConnections = envInteger('BENCH_LATENCY_CONNECTIONS', 1);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ledgerscope_bench';
const apiLogLevel = process.env.BENCH_API_LOG_LEVEL ?? 'info';

const RISK = { min: 30, max: 90 };
const FLOORS = { filterP95: 50, filterCountP95: 50, searchP95: 30, filterPerSecond: 300 };

const round = (value: number, digits = 1): string =>
  Number.isFinite(value) ? value.toFixed(digits) : String(value);
const secondsSince = (from: number): string => ((performance.now() - from) / 1000).toFixed(1);

let api: ApiProcess | undefined;
let apiStopped: Promise<void> | undefined;
/** Stops the API once; every caller (the end of the run, a failure, a signal) waits for the same stop. */
const stopApi = (): Promise<void> => {
  const running = api;
  if (!running) return Promise.resolve();
  apiStopped ??= running.stop().then(({ code, signal }) => {
    console.log(`API stopped (code ${code}, signal ${signal ?? 'none'}); its log: ${running.logFile}`);
  });
  return apiStopped;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping`);
    stopRunningCommands();
    void stopApi().finally(() => process.exit(130));
  });
}

function post(token: string, path: string, body: object): Promise<{ status: number; body: unknown }> {
  if (!api) throw new Error('The API is not running');
  return api.post(token, path, body);
}

/** Sends every body once and fails on anything but 200: a benchmark of error answers measures nothing. */
async function check(token: string, endpoint: BenchEndpoint): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const body of endpoint.bodies) {
    const answer = await post(token, endpoint.path, body);
    if (answer.status !== 200)
      throw new Error(
        `${endpoint.name} ${JSON.stringify(body)} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    answers.push(answer.body);
  }
  return answers;
}

async function main(): Promise<number> {
  const [cpu] = cpus();
  console.log(
    `Screening benchmark: ${companies.toLocaleString('en-US')} companies x ${years} years (seed ${seed}); ` +
      `${cpus().length} cores (${cpu?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  );
  await ensureDataset(root, databaseUrl, { companies, years, seed });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sample = await benchSample(client, ACME_EXCHANGES);
    console.log(
      `Year ${sample.year}: ${sample.rows.toLocaleString('en-US')} company-years on exchanges ${ACME_EXCHANGES.join(', ')}; ` +
        `${sample.tickers.length} tickers and ${sample.keywords.length} search keywords sampled`,
    );

    const started = performance.now();
    api = await ApiProcess.start({
      root,
      databaseUrl,
      logFile: join(tmpdir(), `ledgerscope-bench-screening-${process.pid}.log`),
      logLevel: apiLogLevel,
    });
    console.log(`API healthy at ${api.baseUrl} after ${secondsSince(started)} s (log level ${apiLogLevel})`);
    const token = await api.signIn('analyst@acme.test', DEMO_PASSWORD);

    const filterBody = {
      exchange: ACME_EXCHANGES,
      sectorId: BENCH_SECTORS,
      minRiskScore: RISK.min,
      maxRiskScore: RISK.max,
      year: sample.year,
      pageSkip: 0,
      pageTake: 20,
      filterOrders: [{ field: 'final_score', dir: 'desc' }],
    };
    const endpoints = {
      filter: { name: 'filter', path: '/api/dashboard/filter', bodies: [filterBody] },
      filterCount: { name: 'filterCount', path: '/api/dashboard/filterCount', bodies: [filterBody] },
      sector: { name: 'sector (option list)', path: '/api/dashboard/sector', bodies: [filterBody] },
      search: {
        name: 'search',
        path: '/api/dashboard/search',
        bodies: sample.keywords.map((keywords) => ({ keywords })),
      },
      tickerDetail: {
        name: 'tickerDetail',
        path: '/api/dashboard/tickerDetail',
        bodies: sample.tickers.map((ticker) => ({ ...ticker, year: sample.year })),
      },
    } satisfies Record<string, BenchEndpoint>;

    const [filtered] = (await check(token, endpoints.filter)) as Array<{ data: unknown[]; total: number }>;
    const [counted] = (await check(token, endpoints.filterCount)) as Array<{ total: number }>;
    const [options] = (await check(token, endpoints.sector)) as unknown[][];
    const hits = ((await check(token, endpoints.search)) as Array<{ total: number }>).map((hit) => hit.total);
    await check(token, endpoints.tickerDetail);
    if (!filtered || filtered.data.length === 0 || filtered.total !== counted?.total)
      throw new Error(`The filter matched nothing or disagrees with filterCount: ${JSON.stringify(counted)}`);
    console.log(
      `Filter body ${JSON.stringify(filterBody)}\n` +
        `  matches ${filtered.total.toLocaleString('en-US')} company-years; the sector list has ${options?.length ?? 0} options; ` +
        `search keywords match ${Math.min(...hits)}-${Math.max(...hits)} companies (median ${[...hits].sort((a, b) => a - b)[hits.length >> 1]})`,
    );

    const results: Measurement[] = [];
    for (const endpoint of Object.values(endpoints)) {
      process.stdout.write(
        `measuring ${endpoint.name} at ${latencyConnections} connection(s) for ${seconds} s...`,
      );
      results.push(
        await measure(api.baseUrl, token, endpoint, {
          connections: latencyConnections,
          seconds,
          warmupSeconds,
        }),
      );
      console.log(' done');
    }
    process.stdout.write(`measuring filter throughput at ${connections} connections for ${seconds} s...`);
    const throughput = await measure(api.baseUrl, token, endpoints.filter, {
      connections,
      seconds,
      warmupSeconds,
    });
    results.push(throughput);
    console.log(' done');
    // autocannon drops the requests in flight when a run ends; let the API finish them before SIGTERM.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stopApi();

    const bound = await inProcessLowerBound(client, {
      year: sample.year,
      exchangeIds: ACME_EXCHANGES,
      sectorIds: BENCH_SECTORS,
      minRiskScore: RISK.min,
      maxRiskScore: RISK.max,
      take: 20,
    });
    const apiPage = (filtered.data as Array<{ tickerID: string }>).map((row) => row.tickerID);
    const samePage = apiPage.join() === bound.firstPage.join() && bound.total === filtered.total;

    console.log(
      `\n| request | connections | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | non-2xx |`,
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) {
      console.log(
        `| ${result.name} | ${result.connections} | ${result.completed.toLocaleString('en-US')} | ${round(result.perSecond, 0)} | ` +
          `${round(result.p50)} | ${round(result.p95)} | ${round(result.p99)} | ${round(result.max)} | ` +
          `${result.errors} | ${result.non2xx} |`,
      );
    }
    console.log(
      `\nIn-process lower bound over ${bound.rows.toLocaleString('en-US')} plain objects (median of ${bound.runs} runs): ` +
        `filter ${round(bound.filterMedianMs, 2)} ms, filterCount ${round(bound.countMedianMs, 2)} ms; ` +
        `${bound.total.toLocaleString('en-US')} matches, first page ${samePage ? 'identical to' : 'DIFFERENT from'} the API's`,
    );

    const byName = new Map(results.slice(0, -1).map((result) => [result.name, result]));
    const floors = [
      {
        floor: 'filter p95',
        value: byName.get('filter')?.p95,
        limit: FLOORS.filterP95,
        unit: 'ms',
        below: true,
      },
      {
        floor: 'filterCount p95',
        value: byName.get('filterCount')?.p95,
        limit: FLOORS.filterCountP95,
        unit: 'ms',
        below: true,
      },
      {
        floor: 'search p95',
        value: byName.get('search')?.p95,
        limit: FLOORS.searchP95,
        unit: 'ms',
        below: true,
      },
      {
        floor: `filter throughput at ${connections} connections`,
        value: throughput.perSecond,
        limit: FLOORS.filterPerSecond,
        unit: 'req/s',
        below: false,
      },
    ];
    const failures: string[] = [];
    console.log('\n| floor | measured | limit | |');
    console.log('| --- | ---: | ---: | --- |');
    for (const { floor, value, limit, unit, below } of floors) {
      const pass = value !== undefined && (below ? value < limit : value > limit);
      if (!pass)
        failures.push(
          `${floor}: ${round(value ?? Number.NaN)} ${unit}, must be ${below ? 'under' : 'above'} ${limit} ${unit}`,
        );
      console.log(
        `| ${floor} | ${round(value ?? Number.NaN, unit === 'ms' ? 1 : 0)} ${unit} | ${below ? '<' : '>'} ${limit} ${unit} | ${pass ? 'pass' : 'FAIL'} |`,
      );
    }
    for (const result of results) {
      if (result.errors + result.non2xx > 0)
        failures.push(
          `${result.name} at ${result.connections} connection(s): ${result.errors} errors (${result.timeouts} timeouts), ` +
            `${result.non2xx} non-2xx (status codes ${JSON.stringify(result.statusCodes)})`,
        );
    }
    if (failures.length > 0) {
      console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
      return 1;
    }
    console.log('\nAll floors met, no errors.');
    return 0;
  } finally {
    await stopApi();
    await client.end();
  }
}

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await stopApi();
    process.exit(1);
  });
