import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ApiProcess } from '../../src/cli/bench/api-process.js';
import { migrationsList } from '../../src/migrations/index.js';
import { EmbeddedPostgres } from '../../src/shared/database/embedded/embedded-postgres.js';
import { OwnerLock } from '../../src/shared/database/embedded/owner-lock.js';

/**
 * One process per embedded data directory, tried with the built app and data commands as processes
 * (issue 27): two apps started together, a data command beside a starting app, SIGTERM during a load.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = Number(process.env.OWNER_ROUNDS ?? 10);
const REFUSAL = /^Another Ledgerscope process \(pid \d+\) (serves|is opening) the embedded database in \S+/;

/** The built app on `dataDir`'s embedded database, its output in `workDir/<log>.log`. */
const appOn = (dataDir: string, logFile: string, logLevel = 'warn') => ({
  root,
  databaseUrl: undefined,
  logFile,
  logLevel,
  env: embeddedEnv(dataDir),
});

/** The embedded database, whatever DATABASE_URL the suite runs on. */
const embeddedEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  EMBEDDED_DB_DIR: dataDir,
  DATABASE_URL: '',
  DATABASE_READ_URL: '',
});

async function withDirectory<T>(dataDir: string, read: (client: pg.Client) => Promise<T>): Promise<T> {
  const database = await EmbeddedPostgres.start({ dataDir, port: 0 });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
    await database.stop();
  }
}

/** What a directory holds: applied migrations, users, and the probe rows of the rounds. */
async function contents(dataDir: string): Promise<{ migrations: number; users: number; probes: number }> {
  return withDirectory(dataDir, async (client) => {
    const count = async (sql: string): Promise<number> =>
      (await client.query<{ n: number }>(sql)).rows[0]?.n ?? -1;
    const probes = (await client.query("select to_regclass('public.race_probe') as t")).rows[0] as {
      t: string | null;
    };
    return {
      migrations: await count('select count(*)::int as n from mikro_orm_migrations'),
      users: await count('select count(*)::int as n from identity.user_account'),
      probes: probes.t ? await count('select count(*)::int as n from race_probe') : 0,
    };
  });
}

/** The served revision and what the tables hold: whole when they agree with each other. */
async function served(dataDir: string): Promise<{
  revisions: number;
  companies: number;
  companyYears: number;
  tables: { company: number; tickerYear: number; statementTickers: number };
}> {
  return withDirectory(dataDir, async (client) => {
    const { rows } = await client.query<{
      revisions: number;
      companies: number;
      company_years: number;
      company: number;
      ticker_year: number;
      statement_tickers: number;
    }>(
      `select (select count(*)::int from screening.data_revision) as revisions,
              r.companies, r.company_years,
              (select count(*)::int from screening.company) as company,
              (select count(*)::int from screening.ticker_year) as ticker_year,
              (select count(distinct ticker_id)::int from screening.statement) as statement_tickers
         from screening.data_revision r order by r.created_at desc limit 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('No revision is served');
    return {
      revisions: row.revisions,
      companies: row.companies,
      companyYears: row.company_years,
      tables: { company: row.company, tickerYear: row.ticker_year, statementTickers: row.statement_tickers },
    };
  });
}

/** A data command of the build on `dataDir`; resolves with its exit code and output. */
function dataCommand(
  dataDir: string,
  script: string,
  args: string[],
  onOutput: (output: string, child: ReturnType<typeof spawn>) => void = () => undefined,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(root, 'dist/api/cli', script), ...args], {
    cwd: root,
    env: { ...process.env, ...embeddedEnv(dataDir), LOG_PRETTY: 'false' },
  });
  let output = '';
  const take = (chunk: Buffer): void => {
    output += chunk.toString();
    onOutput(output, child);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Two apps launched at once on `dataDir`: exactly one serves, the other exits 1 with one line. */
async function race(dataDir: string, round: number): Promise<ApiProcess> {
  const logs = ['a', 'b'].map((name) => join(dataDir, '..', `race-${round}-${name}.log`));
  const apps = await Promise.all(logs.map((logFile) => ApiProcess.launch(appOn(dataDir, logFile))));
  const healthy = await Promise.all(apps.map((app) => app.healthy(180_000)));
  const winners = apps.filter((_, index) => healthy[index]);
  const losers = apps.filter((_, index) => !healthy[index]);
  if (winners.length !== 1)
    throw new Error(
      `Round ${round}: ${winners.length} apps served.\n${apps.map((app) => app.tail()).join('\n---\n')}`,
    );
  const [loser] = losers as [ApiProcess];
  expect(await loser.waitForExit()).toEqual({ code: 1, signal: null });
  const said = readFileSync(loser.logFile, 'utf8').trim().split('\n');
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(REFUSAL);
  expect(said[0]).toContain(dataDir);
  return winners[0] as ApiProcess;
}

describe('one process per embedded data directory (built app and commands)', () => {
  let workDir: string;

  beforeAll(() => {
    // The processes run the build, as `npm start` does; build it when it is missing or older than src.
    const built = spawnSync(process.execPath, [join(root, 'scripts/ensure-built.mjs'), 'api'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('npm run build:api failed');
    workDir = mkdtempSync(join(tmpdir(), 'ledgerscope-owner-'));
  }, 600_000);
  afterAll(() => {
    if (!process.env.OWNER_KEEP) rmSync(workDir, { recursive: true, force: true });
  });

  it(`lets exactly one of two apps started together serve a fresh directory (${ROUNDS} rounds)`, async () => {
    const seen: Array<{ migrations: number; users: number }> = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const dataDir = join(workDir, `fresh-${round}`);
      const winner = await race(dataDir, round);
      expect(await winner.stop()).toEqual({ code: 0, signal: null });
      const { migrations, users } = await contents(dataDir);
      seen.push({ migrations, users });
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Every round migrated fully and seeded once: the same rows each time.
    expect(seen.every(({ migrations }) => migrations === migrationsList.length)).toBe(true);
    expect(new Set(seen.map(({ users }) => users)).size).toBe(1);
    expect(seen[0]?.users).toBeGreaterThan(0);
  }, 1_800_000);

  it(`lets exactly one of two apps serve a directory holding data, and keeps every row (${ROUNDS} rounds)`, async () => {
    const dataDir = join(workDir, 'held');
    const first = await ApiProcess.start(appOn(dataDir, join(workDir, 'held-first.log')));
    await first.stop();
    const before = await contents(dataDir);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const winner = await race(dataDir, 100 + round);
      // A write through the winner's database, which must be there, once, at the end.
      const owner = OwnerLock.ownerOf(dataDir);
      const client = new pg.Client({
        connectionString: `postgres://postgres@127.0.0.1:${owner?.port}/postgres`,
      });
      await client.connect();
      await client.query('create table if not exists race_probe (round int primary key)');
      await client.query('insert into race_probe values ($1)', [round]);
      await client.end();
      expect(await winner.stop()).toEqual({ code: 0, signal: null });
    }
    expect(await contents(dataDir)).toEqual({ ...before, probes: ROUNDS });
  }, 1_800_000);

  it('makes a data command started while the app starts wait until the app has migrated, and attach', async () => {
    const dataDir = join(workDir, 'attach');
    const app = await ApiProcess.launch(appOn(dataDir, join(workDir, 'attach-app.log'), 'info'));
    // The app holds the directory before it opens PGlite: start the command in that window.
    while (!OwnerLock.ownerOf(dataDir)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(OwnerLock.ownerOf(dataDir)?.port).toBeUndefined();
    const command = spawn(process.execPath, [join(root, 'dist/api/cli/migrate.js')], {
      cwd: root,
      env: { ...process.env, ...embeddedEnv(dataDir), LOG_PRETTY: 'false' },
    });
    let output = '';
    command.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    command.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => command.once('exit', resolve));
    expect({ code, output }).toEqual({
      code: 0,
      output: expect.stringContaining('Using the embedded PostgreSQL that the running app') as string,
    });
    expect(output).not.toContain('Embedded PostgreSQL (PGlite, in its own thread)');
    // It attached once the app had migrated: nothing left to apply, never a migration beside the app's.
    expect(output).toContain('The database is up to date.');
    expect(await app.healthy(180_000)).toBe(true);
    expect(await app.stop()).toEqual({ code: 0, signal: null });
    expect(readFileSync(app.logFile, 'utf8')).toContain('Embedded PostgreSQL (PGlite, in its own thread)');
  }, 600_000);
  it('serves the previous or the new revision, whole, after SIGTERM during a data:generate load of 20,000 companies', async () => {
    const dataDir = join(workDir, 'load');
    const small = await dataCommand(dataDir, 'data-generate.js', ['--companies', '300', '--years', '5']);
    expect(small.code).toBe(0);
    const previous = await served(dataDir);
    expect(previous.companies).toBe(300);
    // Once while it writes the staged rows, once after them (index builds, the swap, the vacuum), at a
    // moment that moves from run to run.
    const moments = [
      { when: 'ticker_year: 51%', after: 0 },
      { when: 'country_year: 100%', after: Math.round(Math.random() * 3_000) },
    ];
    for (const moment of moments) {
      let signalled = false;
      const load = await dataCommand(
        dataDir,
        'data-generate.js',
        ['--companies', '20000'],
        (output, child) => {
          if (signalled || !output.includes(moment.when)) return;
          signalled = true;
          setTimeout(() => child.kill('SIGTERM'), moment.after);
        },
      );
      expect(signalled).toBe(true);
      // Interrupted (143), or done just before the signal came (0).
      expect({ code: [143, 0].includes(load.code ?? -1), output: load.output }).toEqual({
        code: true,
        output: load.output,
      });
      const now = await served(dataDir);
      const whole = {
        company: now.companies,
        tickerYear: now.companyYears,
        statementTickers: now.companies,
      };
      expect(now.tables).toEqual(whole);
      expect([300, 20_000]).toContain(now.companies);
      if (load.code === 143) expect(load.output).toContain('SIGTERM: stopping');
    }
  }, 900_000);
});
