import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../app/seed/demo-accounts.js';
import { ApiProcess, createWatchlist, freePort } from './bench/api-process.js';
import {
  ACME_EXCHANGES,
  BENCH_SECTORS,
  benchSample,
  envInteger,
  temporaryDatabase,
  type TemporaryDatabase,
} from './bench/bench-database.js';
import { measure, type BenchEndpoint, type Measurement } from './bench/http-measure.js';
import { median, samplesBetween, worstLoopP99 } from './bench/runtime-samples.js';

/**
 * npm run bench:embedded: the embedded default (`npm start` with no DATABASE_URL) against a PostgreSQL
 * server, with the same demo universe, in the same run on the same machine (issue 22).
 *
 * 1. Cold start: the built API on an empty data directory (cluster creation, migrations, demo accounts,
 *    the demo universe), timed until /api/health answers 200; then a warm start on the same directory.
 * 2. The same API on a new database of the PostgreSQL server (BENCH_SERVER_URL), which loads the same
 *    demo universe (same size, same seed).
 * 3. BENCH_ROUNDS rounds of `POST /api/dashboard/filter` at BENCH_CONNECTIONS connections for
 *    BENCH_DURATION seconds, embedded then server in each round, and the API's event-loop delay
 *    (RUNTIME_STATS_FILE) of each under load.
 *
 * 4. Durability: writes through the embedded app while it gets SIGKILL, then SIGTERM; after a restart on the
 *    same directory every acknowledged write must be there, once.
 *
 * Prints the ratio of requests per second and exits 1 when a goal fails. Speed is judged only as a ratio
 * against the server measured beside it (the machines are shared and noisy), plus the issue's p95 and
 * event-loop limits.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const rounds = envInteger('BENCH_ROUNDS', 3);
const seconds = envInteger('BENCH_DURATION', 10);
const warmupSeconds = envInteger('BENCH_WARMUP', 3);
const connections = envInteger('BENCH_CONNECTIONS', 16);
const writeRate = envInteger('BENCH_WRITE_RATE', 50);
/** Another build's dist/api/main.js for the embedded API (a before/after comparison in one run). */
const embeddedMain = process.env.BENCH_EMBEDDED_MAIN;
/** Busy loops run beside the measured rounds (the issue's "machine busy with other work"). */
const busyLoops = envInteger('BENCH_BUSY_LOOPS', 0, 0);
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOALS = { ratio: 0.8, embeddedP95: 50, loopP99: 20, coldStartS: 60, warmStartS: 5 };

const round = (value: number, digits = 1): string =>
  Number.isFinite(value) ? value.toFixed(digits) : String(value);
const secondsSince = (from: number): number => (performance.now() - from) / 1000;

const running = new Set<ApiProcess>();
let database: TemporaryDatabase | undefined;
let dataDir: string | undefined;

const busy: ChildProcess[] = [];
function stopBusyLoops(): void {
  for (const loop of busy.splice(0)) loop.kill('SIGKILL');
}

async function cleanUp(): Promise<void> {
  stopBusyLoops();
  await Promise.all([...running].map((api) => api.stop()));
  running.clear();
  await database?.drop().catch(() => undefined);
  database = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function startApi(name: string, databaseUrl: string | undefined, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const api = await ApiProcess.start({
    root,
    main: databaseUrl === undefined ? embeddedMain : undefined,
    databaseUrl,
    logFile: join(tmpdir(), `ledgerscope-bench-embedded-${name}-${process.pid}.log`),
    logLevel: 'warn',
    env: { LOAD_DEMO_DATASET: 'true', ...env },
  });
  running.add(api);
  return { api, seconds: secondsSince(started) };
}

async function stopApi(api: ApiProcess): Promise<void> {
  running.delete(api);
  const { code, signal } = await api.stop();
  if (code !== 0)
    throw new Error(`The API exited with code ${code} (signal ${signal}); its log:\n${api.tail()}`);
}

async function filterAnswer(
  api: ApiProcess,
  token: string,
  body: object,
): Promise<{ total: number; page: string }> {
  const answer = await api.post(token, '/api/dashboard/filter', body);
  if (answer.status !== 200)
    throw new Error(`filter answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const { total, data } = answer.body as { total: number; data: Array<{ tickerID: string }> };
  return { total, page: data.map((row) => row.tickerID).join() };
}

interface Round {
  database: 'embedded' | 'server';
  round: number;
  result: Measurement;
  loopP99Worst?: number;
  loopP99Median?: number;
}

interface Durability {
  signal: 'SIGKILL' | 'SIGTERM';
  sent: number;
  acknowledged: number;
  lost: number;
  duplicates: number;
  statuses: Record<string, number>;
}

/**
 * Writes at BENCH_WRITE_RATE (watchlists with unique names) through the embedded app, sends it `signal`
 * while writes are in flight, starts it again on the same directory and counts what it finds: every
 * write answered 201 must be there, once.
 */
async function durability(
  signal: Durability['signal'],
  env: NodeJS.ProcessEnv,
  embeddedDbPort: number,
): Promise<Durability> {
  const { api } = await startApi('embedded', undefined, env);
  const token = await api.signIn('analyst@acme.test', DEMO_PASSWORD);
  const prefix = `${signal.toLowerCase()}-${Date.now().toString(36)}-`;
  const writes: Array<Promise<{ name: string; status: number }>> = [];
  const timer = setInterval(() => {
    const name = `${prefix}${String(writes.length + 1).padStart(4, '0')}`;
    writes.push(createWatchlist(api.baseUrl, token, name, 15_000).then((status) => ({ name, status })));
  }, 1_000 / writeRate);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  process.kill(api.pid ?? 0, signal);
  await new Promise((resolve) => setTimeout(resolve, 200));
  clearInterval(timer);
  await api.waitForExit();
  running.delete(api);
  const done = await Promise.all(writes);

  const again = await startApi('embedded', undefined, env);
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${embeddedDbPort}/postgres`,
  });
  await client.connect();
  const { rows } = await client
    .query<{ name: string; n: number }>(
      `select name, count(*)::int as n from watchlists.watchlist where name like $1 group by name`,
      [`${prefix}%`],
    )
    .finally(() => client.end());
  await stopApi(again.api);
  const stored = new Map(rows.map((row) => [row.name, row.n]));
  const acknowledged = done.filter((one) => one.status === 201);
  const statuses: Record<string, number> = {};
  for (const one of done) statuses[one.status] = (statuses[one.status] ?? 0) + 1;
  return {
    signal,
    sent: done.length,
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((one) => !stored.has(one.name)).length,
    duplicates: rows.filter((row) => row.n > 1).length,
    statuses,
  };
}

async function main(): Promise<number> {
  const [cpu] = cpus();
  console.log(
    `Embedded against server: the demo universe, filter at ${connections} connections, ${rounds} rounds of ${seconds} s; ` +
      `${cpus().length} cores (${cpu?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  dataDir = mkdtempSync(join(tmpdir(), 'ledgerscope-bench-embedded-'));
  const embeddedDir = join(dataDir, 'pg');
  const statsFile = join(dataDir, 'runtime-stats.jsonl');
  const serverStatsFile = join(dataDir, 'runtime-stats-server.jsonl');
  const embeddedDbPort = await freePort();
  const embeddedEnv = { EMBEDDED_DB_DIR: embeddedDir, EMBEDDED_DB_PORT: String(embeddedDbPort) };

  const cold = await startApi('embedded', undefined, embeddedEnv);
  console.log(`Embedded cold start (new data directory, demo universe loaded): ${round(cold.seconds)} s`);
  await stopApi(cold.api);
  const warm = await startApi('embedded', undefined, { ...embeddedEnv, RUNTIME_STATS_FILE: statsFile });
  console.log(`Embedded warm start (same data directory): ${round(warm.seconds)} s`);
  database = await temporaryDatabase(serverUrl, 'ledgerscope_bench_embedded');
  const server = await startApi('server', database.url, { RUNTIME_STATS_FILE: serverStatsFile });
  console.log(`Server start (new database, demo universe loaded): ${round(server.seconds)} s`);

  const probe = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${embeddedDbPort}/postgres`,
  });
  await probe.connect();
  const sample = await benchSample(probe, ACME_EXCHANGES).finally(() => probe.end());
  const body = {
    exchange: ACME_EXCHANGES,
    sectorId: BENCH_SECTORS,
    minRiskScore: 30,
    maxRiskScore: 90,
    year: sample.year,
    pageSkip: 0,
    pageTake: 20,
    filterOrders: [{ field: 'final_score', dir: 'desc' }],
  };
  const targets = {
    embedded: { api: warm.api, token: await warm.api.signIn('analyst@acme.test', DEMO_PASSWORD) },
    server: { api: server.api, token: await server.api.signIn('analyst@acme.test', DEMO_PASSWORD) },
  };
  const [embeddedAnswer, serverAnswer] = [
    await filterAnswer(targets.embedded.api, targets.embedded.token, body),
    await filterAnswer(targets.server.api, targets.server.token, body),
  ];
  if (embeddedAnswer.total === 0 || JSON.stringify(embeddedAnswer) !== JSON.stringify(serverAnswer))
    throw new Error(
      `The two databases do not hold the same universe: embedded ${JSON.stringify(embeddedAnswer)}, server ${JSON.stringify(serverAnswer)}`,
    );
  console.log(
    `Year ${sample.year}: ${sample.rows.toLocaleString('en-US')} company-years on exchanges ${ACME_EXCHANGES.join(', ')}; ` +
      `the filter matches ${embeddedAnswer.total.toLocaleString('en-US')} on both, same first page`,
  );

  const endpoint: BenchEndpoint = { name: 'filter', path: '/api/dashboard/filter', bodies: [body] };
  for (let loop = 0; loop < busyLoops; loop += 1)
    busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  if (embeddedMain) console.log(`The embedded API runs ${embeddedMain} (BENCH_EMBEDDED_MAIN)`);
  if (busyLoops > 0) console.log(`${busyLoops} busy loop(s) run beside the measured rounds`);
  const results: Round[] = [];
  for (let index = 1; index <= rounds; index += 1) {
    for (const name of ['embedded', 'server'] as const) {
      const { api, token } = targets[name];
      process.stdout.write(`round ${index}: ${name}...`);
      const from = Date.now() + warmupSeconds * 1_000;
      const result = await measure(api.baseUrl, token, endpoint, { connections, seconds, warmupSeconds });
      const entry: Round = { database: name, round: index, result };
      const samples = samplesBetween(
        name === 'embedded' ? statsFile : serverStatsFile,
        from + 1_000,
        Date.now(),
      );
      entry.loopP99Worst = worstLoopP99(samples);
      entry.loopP99Median = median(samples.map((one) => one.loopP99));
      results.push(entry);
      console.log(` ${round(result.perSecond, 0)} req/s, p95 ${round(result.p95)} ms`);
      // Let the requests autocannon dropped at its end finish before the next run.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  stopBusyLoops();
  await stopApi(warm.api);
  await stopApi(server.api);
  const killed: Durability[] = [];
  for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
    process.stdout.write(`${signal} while writing ${writeRate} watchlists a second...`);
    const outcome = await durability(signal, embeddedEnv, embeddedDbPort);
    killed.push(outcome);
    console.log(
      ` ${outcome.acknowledged} acknowledged, ${outcome.lost} lost, ${outcome.duplicates} stored twice`,
    );
  }

  console.log(
    '\n| database | round | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | API event loop p99 ms (median / worst second) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { database: name, round: index, result, loopP99Median, loopP99Worst } of results) {
    console.log(
      `| ${name} | ${index} | ${result.completed.toLocaleString('en-US')} | ${round(result.perSecond, 0)} | ` +
        `${round(result.p50)} | ${round(result.p95)} | ${round(result.p99)} | ${result.errors} | ${result.non2xx} | ` +
        `${loopP99Worst === undefined ? '' : `${round(loopP99Median ?? Number.NaN)} / ${round(loopP99Worst)}`} |`,
    );
  }
  const of = (name: Round['database']) => results.filter((entry) => entry.database === name);
  const perSecond = (name: Round['database']) =>
    of(name).reduce((sum, entry) => sum + entry.result.perSecond, 0) / rounds;
  const ratio = perSecond('embedded') / perSecond('server');
  const embeddedP95 = Math.max(...of('embedded').map((entry) => entry.result.p95));
  const loopP99 = Math.max(...of('embedded').map((entry) => entry.loopP99Worst ?? Number.NaN));
  console.log(
    `\nembedded / server requests per second: ${round(perSecond('embedded'), 0)} / ${round(perSecond('server'), 0)} = ${round(ratio, 2)}`,
  );

  const goals = [
    { goal: 'embedded / server req/s', value: ratio, limit: GOALS.ratio, unit: '', below: false },
    {
      goal: 'embedded filter p95 (worst round)',
      value: embeddedP95,
      limit: GOALS.embeddedP95,
      unit: 'ms',
      below: true,
    },
    {
      goal: 'embedded API event loop p99 (worst second)',
      value: loopP99,
      limit: GOALS.loopP99,
      unit: 'ms',
      below: true,
    },
    { goal: 'cold start (demo load)', value: cold.seconds, limit: GOALS.coldStartS, unit: 's', below: true },
    { goal: 'warm start', value: warm.seconds, limit: GOALS.warmStartS, unit: 's', below: true },
  ];
  console.log('\n| signal to the app | writes sent | acknowledged (201) | lost | stored twice | answers |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const one of killed)
    console.log(
      `| ${one.signal} | ${one.sent} | ${one.acknowledged} | ${one.lost} | ${one.duplicates} | ${JSON.stringify(one.statuses)} |`,
    );
  const failures: string[] = [];
  for (const one of killed) {
    if (one.acknowledged === 0) failures.push(`${one.signal}: no write was acknowledged before the signal`);
    if (one.lost + one.duplicates > 0)
      failures.push(`${one.signal}: ${one.lost} acknowledged writes lost, ${one.duplicates} stored twice`);
  }
  console.log('\n| goal | measured | limit | |');
  console.log('| --- | ---: | ---: | --- |');
  for (const { goal, value, limit, unit, below } of goals) {
    const pass = Number.isFinite(value) && (below ? value < limit : value >= limit);
    if (!pass)
      failures.push(
        `${goal}: ${round(value, 2)} ${unit}, goal ${below ? 'under' : 'at least'} ${limit} ${unit}`,
      );
    console.log(
      `| ${goal} | ${round(value, 2)} ${unit} | ${below ? '<' : '>='} ${limit} ${unit} | ${pass ? 'pass' : 'FAIL'} |`,
    );
  }
  for (const { database: name, round: index, result } of results) {
    if (result.errors + result.non2xx > 0)
      failures.push(`${name} round ${index}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  if (failures.length > 0) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('\nAll goals met, no errors.');
  return 0;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await cleanUp();
    process.exit(1);
  });
