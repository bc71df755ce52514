import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const running = new Set<ChildProcess>();

/** Runs a built CLI of dist/api/cli as a child process with its output on this terminal. */
export function runNode(root: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    running.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} failed (code ${code}, signal ${signal ?? 'none'})`));
    });
  });
}

/** SIGTERM to the CLIs runNode started that are still running (when the benchmark is interrupted). */
export function stopRunningCommands(): void {
  for (const child of running) child.kill('SIGTERM');
}

/** Creates the database named by url on its server when it does not exist yet; true when it was created. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`BENCH_DATABASE_URL must name a database of [a-z0-9_] (got '${name}')`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await admin.query(`create database ${name}`);
    return true;
  } finally {
    await admin.end();
  }
}

/** A database a benchmark creates under a unique name on the server of `serverUrl`, and drops at the end. */
export interface TemporaryDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function temporaryDatabase(serverUrl: string, prefix: string): Promise<TemporaryDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface LoadedDataset {
  companies: number;
  years: number;
  source: string | null;
}

/** What the screening tables of the database hold (zero when they do not exist yet). */
export async function loadedDataset(client: pg.Client): Promise<LoadedDataset> {
  const { rows: tables } = await client.query<{ present: boolean }>(
    `select to_regclass('screening.ticker_year') is not null and to_regclass('screening.data_revision') is not null as present`,
  );
  if (!tables[0]?.present) return { companies: 0, years: 0, source: null };
  const { rows } = await client.query<{ companies: number; years: number; source: string | null }>(
    `select (select count(*)::int from screening.company) as companies,
            (select count(distinct year)::int from screening.ticker_year) as years,
            (select source from screening.data_revision order by revision_date desc, created_at desc limit 1) as source`,
  );
  return rows[0] ?? { companies: 0, years: 0, source: null };
}

/** What the benchmark requests need from the loaded data. */
export interface BenchSample {
  /** The latest scored year of the exchanges. */
  year: number;
  /** Company-years of that year on those exchanges. */
  rows: number;
  /** Tickers listed on those exchanges in that year, spread over the universe. */
  tickers: Array<{ tickerId: string; exchangeCountryId: number }>;
  /** Search keywords taken from company names, tickers and ISINs of those exchanges. */
  keywords: string[];
}

export async function benchSample(client: pg.Client, exchangeIds: number[]): Promise<BenchSample> {
  const { rows: latest } = await client.query<{ year: number | null }>(
    'select max(year) as year from screening.ticker_year where exchange_country_id = any($1::int[]) and final_score is not null',
    [exchangeIds],
  );
  const year = latest[0]?.year;
  if (year === null || year === undefined)
    throw new Error('The benchmark database has no scored company-year on the chosen exchanges');
  const { rows: counted } = await client.query<{ n: number }>(
    'select count(*)::int as n from screening.ticker_year where year = $1 and exchange_country_id = any($2::int[])',
    [year, exchangeIds],
  );
  // Every k-th row in ticker order: deterministic, and spread over the whole universe.
  const { rows: picked } = await client.query<{
    ticker_id: string;
    exchange_country_id: number;
    isin: string;
    name: string;
  }>(
    `select ticker_id, exchange_country_id, isin, name from (
       select ticker_id, exchange_country_id, isin, name, row_number() over (order by ticker_id) as n,
              count(*) over () as total
         from screening.ticker_year
        where year = $1 and exchange_country_id = any($2::int[])) listed
      where n % greatest(total / 200, 1) = 0
      order by ticker_id`,
    [year, exchangeIds],
  );
  const keywords: string[] = [];
  picked.slice(0, 60).forEach((row, index) => {
    // What an analyst types: most often part of a name, sometimes a ticker or an ISIN.
    if (index % 6 === 4) keywords.push(row.ticker_id.toUpperCase());
    else if (index % 6 === 5) keywords.push(row.isin);
    else {
      const word = row.name.split(/\s+/).find((part) => part.length >= 4) ?? row.name;
      keywords.push(word.toUpperCase());
    }
  });
  return {
    year,
    rows: counted[0]?.n ?? 0,
    tickers: picked.map((row) => ({ tickerId: row.ticker_id, exchangeCountryId: row.exchange_country_id })),
    keywords,
  };
}

/**
 * Creates the database when missing and loads companies x years into it with the data:generate CLI in
 * its own process (generate, score, store: 100,000 x 10 needs about 8 GB of heap), unless it already
 * holds that size; then vacuums the screening tables (the state autovacuum reaches shortly after a load).
 */
export async function ensureDataset(
  root: string,
  databaseUrl: string,
  size: { companies: number; years: number; seed: number },
): Promise<void> {
  const created = await ensureDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: version } = await client.query<{ server_version: string }>('show server_version');
    console.log(
      `Database ${new URL(databaseUrl).pathname.slice(1)} (PostgreSQL ${version[0]?.server_version ?? '?'})${created ? ', created' : ''}`,
    );
    const loaded = await loadedDataset(client);
    if (loaded.companies === size.companies && loaded.years === size.years) {
      console.log(
        `Reusing the loaded dataset: ${loaded.companies.toLocaleString('en-US')} companies x ${loaded.years} years (${loaded.source ?? 'unknown source'})`,
      );
    } else {
      console.log(
        loaded.companies > 0
          ? `The database holds ${loaded.companies.toLocaleString('en-US')} companies x ${loaded.years} years; replacing it`
          : 'The database holds no dataset; loading it',
      );
      const started = performance.now();
      await runNode(
        root,
        [
          '--max-old-space-size=16384',
          'dist/api/cli/data-generate.js',
          '--companies',
          String(size.companies),
          '--years',
          String(size.years),
          '--seed',
          String(size.seed),
        ],
        {
          ...process.env,
          NODE_ENV: 'development',
          DATABASE_URL: databaseUrl,
          JWT_SECRET: randomBytes(32).toString('hex'),
          RUN_JOBS: 'false',
          LOG_PRETTY: 'false',
        },
      );
      console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const started = performance.now();
    await client.query('vacuum (analyze) screening.ticker_year, screening.company');
    console.log(
      `vacuum (analyze) of the screening tables: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

/** A whole-number setting of a benchmark from the environment, at least `min`; the fallback when unset. */
export function envInteger(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}, got '${raw}'`);
  return value;
}

/** The exchanges of Acme's subscription (United States, United Kingdom, Japan): what the benchmarks' analyst sees. */
export const ACME_EXCHANGES = [1, 3, 6];
/** The sectors of the benchmarks' filter. */
export const BENCH_SECTORS = [20, 25, 35, 45];
