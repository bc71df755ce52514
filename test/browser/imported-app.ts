import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The app on statements an analyst's data team imported (docs/statements-csv.md): `data:import` of a CSV into
 * an embedded database of its own, then the app on it (no demo universe: the database is not empty). The
 * companies of a file are real companies: they are never ranked among the generated demo companies, so a few
 * of them are scored but not rated (fewer than 30 peers, docs/risk-model.md "Peers").
 */

const root = new URL('../..', import.meta.url).pathname;
export const dist = (path: string): string => join(root, 'dist/api', path);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

/** A company of the statements CSV writer (the scoring engine's ScoringCompany, loosely typed). */
export type CsvCompany = Record<string, unknown> & { tickerId: string; statements: object[] };

const EVENTS = {
  auditorChanged: false,
  lateFiling: false,
  qualifiedOpinion: false,
  restatement: false,
  auditorID: 1,
  previousAuditorID: null,
};

/** The worked example of docs/risk-model.md (2022 to 2024) as a company of a statements file: WEX-US. */
export async function workedExampleCompany(): Promise<CsvCompany> {
  const example = (await import(dist('contexts/screening/domain/scoring/worked-example.js'))) as Record<
    'WORKED_EXAMPLE_T2' | 'WORKED_EXAMPLE_T1' | 'WORKED_EXAMPLE_T',
    object
  >;
  const { buildIsin } = (await import(dist('contexts/filings/domain/isin.js'))) as {
    buildIsin: (country: string, nsin: string) => string;
  };
  return {
    tickerId: 'WEX-US',
    isin: buildIsin('US', '000WORKED'),
    name: 'Worked Example Corp',
    exchange_countryID: 1,
    exchange: 'NASDAQ',
    domicileIso2: 'US',
    incorporationIso2: 'US',
    sectorID: 45,
    industry_groupID: 4510,
    trading_status: 'Active',
    statements: [example.WORKED_EXAMPLE_T2, example.WORKED_EXAMPLE_T1, example.WORKED_EXAMPLE_T].map(
      (statement) => ({ ...statement, ...EVENTS }),
    ),
    prices: null,
  };
}

/**
 * `count` companies of the demo generator over 2020 to 2024, written to a file as an analyst's own: enough
 * company-years (over 30) to place each cluster among its peers, too few companies in a year (under 30) to
 * rate them.
 */
export async function filedPeers(count: number): Promise<CsvCompany[]> {
  const { generateUniverse } = (await import(dist('contexts/filings/domain/universe-generator.js'))) as {
    generateUniverse: (options: object) => { companies: CsvCompany[] };
  };
  return generateUniverse({ companies: count, years: 5, seed: 2028, lastYear: 2024, missingRate: 0 })
    .companies;
}

/** The companies as a statements CSV, written by the app's own writer. */
export async function statementsCsv(companies: readonly CsvCompany[]): Promise<string> {
  const { statementsToCsv } = (await import(dist('contexts/filings/domain/import/statements-csv.js'))) as {
    statementsToCsv: (companies: readonly CsvCompany[]) => string;
  };
  return statementsToCsv(companies);
}

export interface ImportedApp {
  baseUrl: string;
  /** What data:import printed. */
  imported: string;
  stop: () => Promise<void>;
}

/** The environment of an app on an embedded database of its own in `directory`. */
function appEnv(directory: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    APP_ENVIRONMENT: '',
    DATABASE_URL: '',
    EMBEDDED_DB_DIR: join(directory, 'pg'),
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
  };
}

/** Runs a data command (dist/cli/<command>.js) on the app's database; fails the test when it fails. */
function runDataCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv): string {
  const run = spawnSync(process.execPath, [dist(`cli/${command}.js`), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, `${command} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** Starts the app on the database a data command filled and waits until it is healthy. */
async function startAppOn(directory: string, imported: string, name: string): Promise<ImportedApp> {
  const env = appEnv(directory);
  const [port, smtp, web] = [await freePort(), await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const app: ChildProcess = spawn(process.execPath, [dist('main.js')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      MAILDEV_SMTP_PORT: String(smtp),
      MAILDEV_WEB_PORT: String(web),
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (app.exitCode !== null) {
      await stop();
      throw new Error(`the app on ${name} exited (${app.exitCode})`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, imported, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the app on ${name} did not become healthy within 120 s`);
}

/** Imports the CSV into a new embedded database, starts the app on it and waits until it is healthy. */
export async function startImportedApp(csv: string, name: string): Promise<ImportedApp> {
  const directory = mkdtempSync(join(tmpdir(), `ledgerscope-${name}-`));
  const file = join(directory, `${name}.csv`);
  writeFileSync(file, csv);
  const imported = runDataCommand('data-import', [file], appEnv(directory));
  return startAppOn(directory, imported, name);
}

/**
 * Imports SEC EDGAR files (`data:sec` with its arguments: companyfacts, submissions, tickers) into a new
 * embedded database, alone (no demo universe), starts the app on it and waits until it is healthy.
 */
export async function startSecApp(args: readonly string[], name: string): Promise<ImportedApp> {
  const directory = mkdtempSync(join(tmpdir(), `ledgerscope-${name}-`));
  const imported = runDataCommand('data-sec', args, appEnv(directory));
  return startAppOn(directory, imported, name);
}

/**
 * The worked example among 14 filed companies (15 a year): enough company-years to place its clusters among
 * peers of its kind, so that it has a final score, and fewer than the 30 peers a rating needs (issue 28).
 */
export async function startWorkedExampleApp(name: string): Promise<ImportedApp> {
  const companies = [await workedExampleCompany(), ...(await filedPeers(14))];
  return startImportedApp(await statementsCsv(companies), name);
}
