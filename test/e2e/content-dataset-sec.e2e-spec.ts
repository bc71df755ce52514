import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { describeSecImport } from '../../src/cli/sec-import-summary.js';
import { importStatements, MAX_IMPORT_BYTES } from '../../src/cli/statements-import.js';
import { ReadDataset } from '../../src/contexts/content/index.js';
import { inContext, signIn } from '../support/accounts.js';
import { cikFile, companyFacts } from '../support/sec-company-facts.js';
import { loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const FAILED = 'Failed to connect to dataset. Dataset is not found / Invalid format.';
const CIK = 9_999_911;
const NAME = 'Fixture Screening Corp';

/**
 * A `dataset` setting of `sec:<directory>` names an SEC EDGAR directory (docs/sec-edgar.md): Test
 * connection checks it holds companyfacts, and `npm run data:import` without a file runs the SEC import of
 * it. The test calls the function the command runs (src/cli/statements-import.ts).
 */
describe('Risk data importer reading an SEC EDGAR directory named by the dataset setting', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let admin: string;
  let dir: string;
  /** A made-up filer's companyfacts and SEC's tickers file with its ticker. */
  let bulk: string;
  let zipped: string;
  let empty: string;
  /** The dataset setting before these tests: the other test files share the database, so it comes back. */
  let original: string;

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
    ).body as { data: boolean; message: string; reason?: string };
  const companies = async () =>
    (
      await db.query<{ ticker_id: string; name: string; cik: number | null }>(
        'select ticker_id, name, cik from screening.company order by ticker_id',
      )
    ).rows;

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 12, years: 3, seed: 2_911, lastYear: 2024 });
    admin = await signIn(app, 'admin@ledgerscope.test');
    original = (await db.query<{ value: string }>(`select value from content.setting where key = 'dataset'`))
      .rows[0]!.value;
    dir = await mkdtemp(join(tmpdir(), 'ledgerscope-sec-dataset-'));
    bulk = join(dir, 'bulk');
    await mkdir(join(bulk, 'companyfacts'), { recursive: true });
    await writeFile(join(bulk, 'companyfacts', cikFile(CIK)), JSON.stringify(companyFacts(CIK, NAME)));
    await writeFile(
      join(bulk, 'company_tickers.json'),
      JSON.stringify({ '0': { cik_str: CIK, ticker: 'FXSC', title: NAME } }),
    );
    zipped = join(dir, 'zipped');
    await mkdir(zipped);
    await writeFile(join(zipped, 'companyfacts.zip'), Buffer.from('PK\u0003\u0004 the rest of a zip'));
    empty = join(dir, 'empty');
    await mkdir(empty);
  });

  afterAll(async () => {
    await setDataset(original);
    await db.end();
    await rm(dir, { recursive: true, force: true });
    await app.close();
  });

  it('Test connection: OK with companyfacts (a directory or a zip), else the spec failure with its reason', async () => {
    for (const value of [`sec:${bulk}`, `sec:${zipped}`, `sec:${relative(process.cwd(), bulk)}`]) {
      await setDataset(value);
      expect(await testConnection()).toEqual({ data: true, message: 'Connected Successfully' });
    }
    await setDataset(`sec:${join(dir, 'missing')}`);
    expect(await testConnection()).toEqual({ data: false, message: FAILED, reason: 'NOT_FOUND' });
    await setDataset(`sec:${empty}`);
    expect(await testConnection()).toEqual({ data: false, message: FAILED, reason: 'INVALID_FORMAT' });
  });

  it('refuses a directory Test connection refuses, and imports nothing', async () => {
    const before = await companies();
    await setDataset(`sec:${empty}`);
    await expect(importStatements(app)).rejects.toThrow(`SEC EDGAR empty: ${FAILED} (invalid format)`);
    await setDataset(`sec:${join(dir, 'missing')}`);
    await expect(importStatements(app)).rejects.toThrow(`SEC EDGAR missing: ${FAILED} (not found)`);
    expect(await companies()).toEqual(before);
  });

  it('imports the directory as npm run data:sec does: its companies replace the universe', async () => {
    await setDataset(`sec:${bulk}`);
    const read = await inContext(app, (_, queries) => queries.execute(new ReadDataset(MAX_IMPORT_BYTES)));
    expect(read).toEqual({
      outcome: 'SEC',
      source: 'SEC EDGAR bulk',
      files: {
        directory: bulk,
        facts: join(bulk, 'companyfacts'),
        submissions: null,
        tickers: join(bulk, 'company_tickers.json'),
      },
    });

    const imported = await importStatements(app);

    expect(imported.kind).toBe('SEC');
    expect(imported.source).toBe('SEC EDGAR bulk');
    if (imported.kind !== 'SEC') return;
    expect(imported.result).toMatchObject({
      read: 1,
      imported: 1,
      skipped: [],
      companies: 1,
      companyYears: 2,
    });
    expect(describeSecImport(imported.result)).toMatch(
      /^Companies read: 1, imported: 1, skipped: 0\nCompany-years scored: \d of 2; restatements found: 0/,
    );
    expect(await companies()).toEqual([{ ticker_id: 'FXSC', name: NAME, cik: CIK }]);
  });
});
