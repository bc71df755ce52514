import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { importStatements, MAX_IMPORT_BYTES } from '../../src/cli/statements-import.js';
import { ReadDataset } from '../../src/contexts/content/index.js';
import { csvRecord, readCsvRecords } from '../../src/shared/domain/csv/csv.js';
import {
  STATEMENT_CSV_COLUMNS,
  STATEMENT_EVENT_COLUMNS,
  statementsToCsv,
} from '../../src/contexts/filings/domain/import/statements-csv.js';
import { LINE_ITEMS } from '../../src/contexts/screening/index.js';
import { generateUniverse, type StatementsImportSummary } from '../../src/contexts/filings/index.js';
import { inContext, signIn } from '../support/accounts.js';
import { loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

/** The dataset setting's import, which these tests expect to read a statements CSV. */
async function csvImport(
  app: Parameters<typeof importStatements>[0],
  options?: Parameters<typeof importStatements>[1],
): Promise<{ source: string; result: StatementsImportSummary }> {
  const imported = await importStatements(app, options);
  if (imported.kind !== 'CSV') throw new Error(`Expected a statements CSV import, got ${imported.kind}`);
  return imported;
}

const YEAR = 2025;
const FAILED = 'Failed to connect to dataset. Dataset is not found / Invalid format.';
const ODD_NAME = 'Harbour "Best", Ltd.';

/**
 * `npm run data:import` without a file reads the source the `dataset` setting names: a PostgreSQL
 * statements table, a CSV file or a CSV URL. The test calls the function the command runs
 * (src/cli/statements-import.ts) inside the test application.
 */
describe('Risk data importer reading the dataset setting', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let admin: string;
  let dir: string;
  let server: Server;
  let baseUrl: string;
  /** Four companies the loaded universe does not have: two for the table, one for the file, one for the URL. */
  let companies: Array<{ isin: string; rows: string[][] }>;
  let header: string[];

  const setDataset = (value: string) =>
    request(app.getHttpServer())
      .post('/api/setting/edit')
      .set('Authorization', `Bearer ${admin}`)
      .send({ key: 'dataset', value })
      .expect(200);
  const testConnection = async () =>
    (
      await request(app.getHttpServer())
        .post('/api/setting/testConnection')
        .set('Authorization', `Bearer ${admin}`)
        .send({})
        .expect(200)
    ).body as { data: boolean; message: string };
  const companyCount = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from screening.company')).rows[0]?.n ?? -1;
  const storedStatements = async (isins: string[]) =>
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from screening.statement s join screening.company c using (ticker_id) where c.isin = any($1)',
        [isins],
      )
    ).rows[0]?.n;
  const csvOf = (rows: string[][]) => [header, ...rows].map((fields) => csvRecord(fields)).join('\n') + '\n';
  const pgUrl = (table: string) => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.searchParams.set('table', table);
    return url.toString();
  };

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 30, years: 3, seed: 91, lastYear: YEAR });
    admin = await signIn(app, 'admin@ledgerscope.test');

    const extra = generateUniverse({ companies: 4, years: 3, seed: 4_091, lastYear: YEAR });
    const [head = [], ...records] = [...readCsvRecords(statementsToCsv(extra.companies))].map(
      (record) => record.fields,
    );
    header = head;
    const isinAt = header.indexOf('isin');
    const known = new Set(
      (await db.query<{ isin: string }>('select isin from screening.company')).rows.map((row) => row.isin),
    );
    const isins = [...new Set(records.map((row) => row[isinAt] ?? ''))];
    expect(isins.filter((isin) => known.has(isin))).toEqual([]);
    companies = isins.map((isin) => ({ isin, rows: records.filter((row) => row[isinAt] === isin) }));
    for (const row of companies[0]?.rows ?? []) row[header.indexOf('name')] = ODD_NAME;

    // The table types its columns as a real one would (numbers, booleans), in its own column order,
    // with a column the format does not know.
    const type = (column: string) =>
      column === 'year'
        ? 'integer'
        : (LINE_ITEMS as readonly string[]).includes(column)
          ? 'numeric'
          : (STATEMENT_EVENT_COLUMNS as readonly string[]).includes(column)
            ? 'boolean'
            : 'text';
    const columns = [...STATEMENT_CSV_COLUMNS].reverse();
    await db.query('drop schema if exists dataset_import cascade');
    await db.query('create schema dataset_import');
    await db.query(
      `create table dataset_import.statements (note text, ${columns.map((c) => `"${c}" ${type(c)}`).join(', ')})`,
    );
    await db.query('create table dataset_import.partial (isin text, name text, year integer)');
    for (const company of companies.slice(0, 2))
      for (const row of company.rows)
        await db.query(
          `insert into dataset_import.statements (note, ${columns.map((c) => `"${c}"`).join(', ')})
           values ('from the table', ${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          columns.map((column) => {
            const value = row[header.indexOf(column)] ?? '';
            return value === '' ? null : value;
          }),
        );

    dir = await mkdtemp(join(tmpdir(), 'ledgerscope-import-'));
    await writeFile(join(dir, 'statements.csv'), csvOf(companies[2]?.rows ?? []));
    server = createServer((req, res) => {
      if (req.url === '/statements.csv') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(csvOf(companies[3]?.rows ?? []));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await setDataset('demo:companies=6000,years=12,seed=2026');
    await db.query('drop schema if exists dataset_import cascade');
    await db.end();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
    await app.close();
  });

  it('imports the rows of a PostgreSQL statements table, and the companies become screenable', async () => {
    const [first, second] = companies;
    const isins = [first?.isin ?? '', second?.isin ?? ''];
    const rows = (first?.rows.length ?? 0) + (second?.rows.length ?? 0);
    const before = await companyCount();
    await setDataset(pgUrl('dataset_import.statements'));
    expect((await testConnection()).data).toBe(true);

    const { source, result } = await csvImport(app);

    expect(source).toBe(
      `${new URL(process.env.DATABASE_URL ?? '').host}${new URL(process.env.DATABASE_URL ?? '').pathname} dataset_import.statements`,
    );
    expect(source).not.toMatch(/password|:[^@/]*@/);
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toBe(rows);
    expect(await companyCount()).toBe(before + 2);
    expect(await storedStatements(isins)).toBe(rows);
    const named = await db.query<{ name: string }>('select name from screening.company where isin = $1', [
      first?.isin,
    ]);
    expect(named.rows[0]?.name).toBe(ODD_NAME);
    const revision = await db.query<{ n: number }>(
      'select count(*)::int as n from screening.ticker_year t join screening.company c using (ticker_id) where c.isin = any($1)',
      [isins],
    );
    expect(revision.rows[0]?.n).toBe(rows);
  });

  it('imports a CSV file and a CSV URL named by the setting', async () => {
    const before = await companyCount();
    await setDataset(join(dir, 'statements.csv'));
    const fromFile = await csvImport(app);
    expect(fromFile.source).toBe('statements.csv');
    expect(fromFile.result.accepted).toBe(companies[2]?.rows.length);
    expect(await companyCount()).toBe(before + 1);

    await setDataset(`${baseUrl}/statements.csv`);
    const fromUrl = await csvImport(app);
    expect(fromUrl.source).toBe(`${baseUrl}/statements.csv`);
    expect(fromUrl.result.accepted).toBe(companies[3]?.rows.length);
    expect(await companyCount()).toBe(before + 2);
    expect(await storedStatements([companies[3]?.isin ?? ''])).toBe(companies[3]?.rows.length);
  });

  it('refuses a source the test connection refuses, and imports nothing', async () => {
    const before = await companyCount();
    for (const value of [
      pgUrl('dataset_import.missing'),
      pgUrl('dataset_import.partial'),
      `${baseUrl}/missing.csv`,
      'http://169.254.169.254/latest/statements.csv',
      'postgres://reader:secret@169.254.169.254:5432/risk',
    ]) {
      await setDataset(value);
      expect((await testConnection()).message).toBe(FAILED);
      await expect(importStatements(app)).rejects.toThrow(FAILED);
    }
    await expect(importStatements(app)).rejects.toThrow(/^169\.254\.169\.254:5432\/risk statements: /);
    expect(await companyCount()).toBe(before);
  });

  it('stops reading past the size limit, and the file argument still works', async () => {
    const tooLarge = await inContext(app, (_, queries) =>
      queries.execute(new ReadDataset(200, pgUrl('dataset_import.statements'))),
    );
    expect(tooLarge).toEqual({ outcome: 'TOO_LARGE', source: expect.any(String) });
    const whole = await inContext(app, (_, queries) =>
      queries.execute(new ReadDataset(MAX_IMPORT_BYTES, pgUrl('dataset_import.statements'))),
    );
    expect(whole.outcome).toBe('OK');

    // An import given a file ignores the (now broken) setting.
    await setDataset(pgUrl('dataset_import.missing'));
    const again = await csvImport(app, { file: join(dir, 'statements.csv') });
    expect(again.source).toBe('statements.csv');
    expect(again.result.accepted).toBe(companies[2]?.rows.length);
  });

  it('generates the demo universe again from a demo: source (the out-of-the-box setting)', async () => {
    await setDataset('demo:companies=12,years=3,seed=7');
    expect((await testConnection()).data).toBe(true);
    const imported = await importStatements(app);
    expect(imported).toMatchObject({
      kind: 'DEMO',
      source: 'demo universe (12 companies x 3 years, seed 7)',
    });
    expect(imported.result.companies).toBe(12);
    expect(await companyCount()).toBe(12);
  });
});
