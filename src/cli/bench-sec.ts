import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateUniverse } from '../contexts/filings/index.js';
import { EmbeddedPostgres } from '../shared/database/embedded/embedded-postgres.js';
import { envInteger, temporaryDatabase, type TemporaryDatabase } from './bench/bench-database.js';
import { runMeasured, stopMeasuredRuns, type MeasuredRun } from './bench/measured-run.js';
import { compareRoundTrip, type RoundTrip } from './bench/sec-round-trip.js';
import { writeSecBulkFiles, type ExpectedSecCompany } from './bench/sec-bulk-files.js';
import { integerOption } from './run-data-command.js';

/**
 * npm run bench:sec: the SEC import (`npm run data:sec`) at scale, and its round trip.
 *
 * 1. Generates a universe (BENCH_SEC_COMPANIES x BENCH_SEC_YEARS, default 10,000 x 15, seed
 *    BENCH_SEC_SEED = 42) and writes it as SEC's bulk companyfacts.zip and submissions.zip
 *    (bench/sec-bulk-files.ts) into a temporary directory.
 * 2. Imports them with the real command, `node dist/api/cli/data-sec.js --facts ... --submissions ...`
 *    in a child process, measuring its wall time and peak RSS: on a fresh embedded database (PGlite in
 *    a temporary directory; the command applies the migrations), and on a temporary database created
 *    and dropped on the PostgreSQL server of BENCH_SERVER_URL.
 * 3. Reads screening.company and screening.statement back from each and compares them with the
 *    generated statements (same companies by CIK, same years, every line item within 1e-6 relative).
 * 4. Times the import of the real SEC files of ../shared/data/sec (BENCH_SEC_SHARED_DIR), when they are
 *    there, on a fresh embedded database and then again on the same one, migrated.
 *
 * BENCH_SEC_TARGETS picks the phases (default embedded,server,shared); BENCH_SEC_KEEP=1 keeps the
 * temporary directory. Exit 1 when an import fails or the round trip finds any difference; a missed
 * timing or memory goal is printed as MISSED but does not fail the run.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const companies = integerOption('companies', envInteger('BENCH_SEC_COMPANIES', 10_000));
const years = integerOption('years', envInteger('BENCH_SEC_YEARS', 15));
const seed = envInteger('BENCH_SEC_SEED', 42);
const LAST_YEAR = 2024;
const TARGETS = ['embedded', 'server', 'shared'] as const;
type Target = (typeof TARGETS)[number];
const targets = (process.env.BENCH_SEC_TARGETS ?? TARGETS.join(','))
  .split(',')
  .map((target) => target.trim())
  .filter((target) => target !== '');
for (const target of targets)
  if (!(TARGETS as readonly string[]).includes(target))
    throw new Error(`BENCH_SEC_TARGETS: unknown target '${target}' (${TARGETS.join(', ')})`);
const wanted = (target: Target): boolean => targets.includes(target);
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sharedDir = resolve(process.env.BENCH_SEC_SHARED_DIR ?? join(root, '../shared/data/sec'));
const keep = process.env.BENCH_SEC_KEEP === '1';
const dataSec = join(root, 'dist/api/cli/data-sec.js');

/** The goals of the issue: seconds of the whole import, and peak RSS of the importing process. */
const GOALS = {
  embedded: { seconds: 300, rssMb: 2048 },
  server: { seconds: 180, rssMb: 2048 },
  shared: { seconds: 30, rssMb: 2048 },
} as const;

interface Row {
  phase: string;
  seconds: number;
  rssMb: number | null;
  companies: number | null;
  companyYears: number | null;
  goal: string;
  met: string;
}
const rows: Row[] = [];
const breakdown: string[] = [];
let failed = false;

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const selfRssMb = (): number => process.resourceUsage().maxRSS / 1024;
const fmt = (n: number | null, digits = 0): string =>
  n === null
    ? '-'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const work = mkdtempSync(join(tmpdir(), 'ledgerscope-bench-sec-'));
let serverDatabase: TemporaryDatabase | undefined;
const cleanup = async (): Promise<void> => {
  const database = serverDatabase;
  serverDatabase = undefined;
  await database?.drop().catch((error: unknown) => console.error(`drop ${database.name}: ${String(error)}`));
  if (keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping`);
    stopMeasuredRuns();
    void cleanup().finally(() => process.exit(130));
  });
}

/** What the command's last lines say: companies read and skipped, and the stage seconds. */
interface ImportReport {
  read: number | null;
  imported: number | null;
  skipped: number | null;
  companies: number | null;
  companyYears: number | null;
  prepare: number | null;
  score: number | null;
  store: number | null;
  total: number | null;
}

const num = (text: string | undefined): number | null =>
  text === undefined ? null : Number(text.replaceAll(',', ''));

function importReport(stdout: string): ImportReport {
  const counts = /Companies read: ([\d,]+), imported: ([\d,]+), skipped: ([\d,]+)/.exec(stdout);
  const load =
    /([\d,]+) companies, ([\d,]+) company-years \(([\d,]+) scored\) in ([\d.]+) s \(prepare ([\d.]+) s, score ([\d.]+) s, store ([\d.]+) s\)/.exec(
      stdout,
    );
  return {
    read: num(counts?.[1]),
    imported: num(counts?.[2]),
    skipped: num(counts?.[3]),
    companies: num(load?.[1]),
    companyYears: num(load?.[2]),
    total: num(load?.[4]),
    prepare: num(load?.[5]),
    score: num(load?.[6]),
    store: num(load?.[7]),
  };
}

function childEnv(database: { url: string } | { embeddedDir: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The data CLI needs no secret of its own; a fixed one spares it writing .data/jwt-secret.
    JWT_SECRET: randomBytes(32).toString('hex'),
    RUN_JOBS: 'false',
    LOG_PRETTY: 'false',
    SEED_ON_EMPTY_DATABASE: 'false',
    LOAD_DEMO_DATASET: 'false',
  };
  delete env.DATABASE_READ_URL;
  delete env.EMBEDDED_DB_PORT;
  if ('url' in database) {
    env.DATABASE_URL = database.url;
    delete env.EMBEDDED_DB_DIR;
  } else {
    env.DATABASE_URL = '';
    env.EMBEDDED_DB_DIR = database.embeddedDir;
  }
  return env;
}

function goalText(goal: { seconds: number; rssMb: number }): string {
  return `< ${goal.seconds} s, < ${fmt(goal.rssMb)} MB`;
}

function metText(run: MeasuredRun, goal: { seconds: number; rssMb: number }): string {
  if (run.code !== 0) return `FAILED (exit ${run.code ?? run.signal})`;
  const missed: string[] = [];
  if (run.seconds >= goal.seconds) missed.push(`${run.seconds.toFixed(1)} s`);
  if (run.peakRssMb === null) missed.push('RSS not measured');
  else if (run.peakRssMb >= goal.rssMb) missed.push(`${fmt(run.peakRssMb)} MB`);
  return missed.length === 0 ? 'yes' : `MISSED (${missed.join(', ')})`;
}

/** Runs data:sec, adds its row and its stage breakdown; false when the command failed. */
async function importPhase(
  phase: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  goal: { seconds: number; rssMb: number },
): Promise<{ run: MeasuredRun; report: ImportReport }> {
  console.log(`\n== ${phase}: node dist/api/cli/data-sec.js ${args.join(' ')}`);
  const run = await runMeasured({
    cwd: root,
    script: dataSec,
    args,
    env,
    workDir: work,
    prefix: `  [${phase}] `,
  });
  const report = importReport(run.stdout);
  rows.push({
    phase,
    seconds: run.seconds,
    rssMb: run.peakRssMb,
    companies: report.companies,
    companyYears: report.companyYears,
    goal: goalText(goal),
    met: metText(run, goal),
  });
  if (run.code !== 0) {
    failed = true;
    console.error(`${phase}: the import failed (exit ${run.code ?? run.signal})`);
  } else if (report.total !== null) {
    const other = run.seconds - report.total;
    breakdown.push(
      `| ${phase} | ${fmt(run.seconds, 1)} | ${fmt(report.prepare, 2)} | ${fmt(report.score, 2)} | ${fmt(report.store, 2)} | ${fmt(other, 1)} | ${fmt(report.read)} | ${fmt(report.skipped)} |`,
    );
  }
  return { run, report };
}

async function roundTripPhase(phase: string, client: pg.Client, expected: readonly ExpectedSecCompany[]) {
  const started = performance.now();
  const result: RoundTrip = await compareRoundTrip(client, expected);
  const seconds = (performance.now() - started) / 1000;
  const ok = result.mismatches === 0;
  rows.push({
    phase,
    seconds,
    rssMb: null,
    companies: result.companies,
    companyYears: result.companyYears,
    goal: 'no difference',
    met: ok ? 'yes' : `FAILED (${fmt(result.mismatches)} differences)`,
  });
  if (ok) {
    console.log(
      `${phase}: ${fmt(result.companies)} companies, ${fmt(result.companyYears)} company-years, every line item equal`,
    );
  } else {
    failed = true;
    console.error(`${phase}: ${fmt(result.mismatches)} differences; the first:`);
    for (const line of result.examples) console.error(`  ${line}`);
  }
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

try {
  console.log(
    `SEC import benchmark: ${fmt(companies)} companies x ${years} years (to ${LAST_YEAR}), seed ${seed}; ` +
      `targets ${targets.join(', ')}; work in ${work}`,
  );

  // 1. Generate and write the bulk files (the universe is dropped once written; `expected` remains).
  const { files, generateSeconds, writeSeconds } = await (async () => {
    let started = performance.now();
    const universe = generateUniverse({ companies, years, seed, lastYear: LAST_YEAR });
    const generateSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const files = await writeSecBulkFiles(universe, work);
    return { files, generateSeconds, writeSeconds: (performance.now() - started) / 1000 };
  })();
  rows.push({
    phase: 'generate universe',
    seconds: generateSeconds,
    rssMb: null,
    companies,
    companyYears: files.companyYears,
    goal: '-',
    met: '-',
  });
  rows.push({
    phase: 'write companyfacts.zip + submissions.zip',
    seconds: writeSeconds,
    rssMb: selfRssMb(),
    companies,
    companyYears: files.companyYears,
    goal: '-',
    met: '-',
  });
  console.log(
    `generated ${fmt(files.companyYears)} company-years in ${generateSeconds.toFixed(1)} s; wrote ` +
      `companyfacts.zip ${mb(files.facts.bytes)} (${mb(files.facts.uncompressedBytes)} of JSON) and ` +
      `submissions.zip ${mb(files.submissions.bytes)} (${mb(files.submissions.uncompressedBytes)}), ` +
      `${fmt(files.facts.entries)} entries each, in ${writeSeconds.toFixed(1)} s`,
  );
  const syntheticArgs = ['--facts', files.facts.path, '--submissions', files.submissions.path];

  // 2. Embedded database: a fresh PGlite directory; the command migrates it first.
  if (wanted('embedded')) {
    const dataDir = join(work, 'embedded-pg');
    const { run } = await importPhase(
      'import, embedded (PGlite)',
      syntheticArgs,
      childEnv({ embeddedDir: dataDir }),
      GOALS.embedded,
    );
    if (run.code === 0) {
      const embedded = await EmbeddedPostgres.start({ dataDir, port: 0 });
      try {
        await withClient(embedded.url, (client) =>
          roundTripPhase('round trip, embedded', client, files.expected),
        );
      } finally {
        await embedded.stop();
      }
    }
    rmSync(join(work, 'embedded-pg'), { recursive: true, force: true });
  }

  // 3. PostgreSQL server: a database of its own, dropped at the end.
  if (wanted('server')) {
    serverDatabase = await temporaryDatabase(serverUrl, 'ledgerscope_bench_sec');
    const { url } = serverDatabase;
    let version = '?';
    await withClient(url, async (client) => {
      const { rows: shown } = await client.query<{ server_version: string }>('show server_version');
      version = shown[0]?.server_version.split(' ')[0] ?? '?';
    });
    const { run } = await importPhase(
      `import, server (PostgreSQL ${version})`,
      syntheticArgs,
      childEnv({ url }),
      GOALS.server,
    );
    if (run.code === 0)
      await withClient(url, (client) => roundTripPhase('round trip, server', client, files.expected));
    const database = serverDatabase;
    serverDatabase = undefined;
    await database.drop();
  }

  // 4. The real SEC files of ../shared/data/sec, on a fresh embedded database.
  if (wanted('shared')) {
    const factsDir = join(sharedDir, 'companyfacts');
    if (!existsSync(factsDir)) {
      console.log(`\n== shared files: ${factsDir} is not there; skipped`);
      rows.push({
        phase: 'import of the shared SEC files',
        seconds: 0,
        rssMb: null,
        companies: null,
        companyYears: null,
        goal: goalText(GOALS.shared),
        met: 'skipped (no files)',
      });
    } else {
      const args = ['--facts', factsDir];
      if (existsSync(join(sharedDir, 'submissions')))
        args.push('--submissions', join(sharedDir, 'submissions'));
      if (existsSync(join(sharedDir, 'company_tickers.json')))
        args.push('--tickers', join(sharedDir, 'company_tickers.json'));
      const env = childEnv({ embeddedDir: join(work, 'shared-pg') });
      const first = await importPhase(
        'import of the shared SEC files, fresh embedded',
        args,
        env,
        GOALS.shared,
      );
      // Again into the same database, now migrated: what an operator's next import costs.
      if (first.run.code === 0)
        await importPhase('import of the shared SEC files, migrated embedded', args, env, GOALS.shared);
      rmSync(join(work, 'shared-pg'), { recursive: true, force: true });
    }
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanup();
}

console.log(
  `\nSEC import, ${fmt(companies)} companies x ${years} years, seed ${seed}, Node ${process.version}, ` +
    `${new Date().toISOString().slice(0, 10)}`,
);
console.log('| phase | seconds | peak RSS MB | companies | company-years | goal | met? |');
console.log('| --- | ---: | ---: | ---: | ---: | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.phase} | ${fmt(row.seconds, 1)} | ${fmt(row.rssMb)} | ${fmt(row.companies)} | ${fmt(row.companyYears)} | ${row.goal} | ${row.met} |`,
  );
if (breakdown.length > 0) {
  console.log(
    '\nWhere the import time goes (the command\'s own stages; "other" is start-up, migrations and shut-down):',
  );
  console.log('| import | wall s | prepare (read + map) s | score s | store s | other s | read | skipped |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const line of breakdown) console.log(line);
}
console.log(failed ? '\nFAILED' : '\nOK');
process.exitCode = failed ? 1 : 0;
