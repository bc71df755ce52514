import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { RescoreDataset } from '../../src/contexts/screening/index.js';
import { ImportSecData, type SecImportSummary, type SecSources } from '../../src/contexts/filings/index.js';
import { describeSecImport } from '../../src/cli/sec-import-summary.js';
import { readCsvRecords } from '../../src/shared/domain/csv/csv.js';
import { inContext, signIn } from '../support/accounts.js';
import { cikFile, companyFacts } from '../support/sec-company-facts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const SEC = resolve(process.cwd(), '../shared/data/sec');
const haveShared = existsSync(SEC);
if (!haveShared) console.warn(`Skipping the SEC import of the real files: ${SEC} is absent.`);

describe('npm run data:sec: SEC EDGAR data as the screening universe', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let dir: string;
  let analyst: string;
  const post = (path: string, body: object) => dashboardCall(app)(path, analyst, body);
  const importSec = (sources: Partial<SecSources>, mode: 'replace' | 'add' = 'replace') =>
    inContext<SecImportSummary>(app, (commands) =>
      commands.execute(
        new ImportSecData(
          { facts: [], submissions: [], fsds: [], tickers: null, ...sources },
          { mode, usdPerUnit: {} },
        ),
      ),
    );
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]?.n ?? -1;
  const revisions = () => count('select count(*)::int as n from screening.data_revision');
  /** The data revision as the dashboard's header reads it: its date and the dataset's origin. */
  const revision = async () =>
    (
      await request(app.getHttpServer())
        .get('/api/dashboard/revision')
        .set('Authorization', `Bearer ${analyst}`)
        .expect(200)
    ).body as { revisionDate: string; origin: unknown };

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 20, years: 3, seed: 1_801, lastYear: 2024 });
    analyst = await signIn(app, 'analyst@acme.test');
    dir = await mkdtemp(join(tmpdir(), 'ledgerscope-sec-'));
    await writeFile(
      join(dir, cikFile(9_999_901)),
      JSON.stringify(companyFacts(9_999_901, 'Fixture Foods Corp')),
    );
    await writeFile(join(dir, cikFile(9_999_902)), '{"cik": 9999902, "entityName": "Broken", "facts": {');
    await writeFile(
      join(dir, cikFile(9_999_903)),
      JSON.stringify(companyFacts(9_999_903, 'Euro Fixture SE', { unit: 'EUR' })),
    );
    await writeFile(
      join(dir, cikFile(9_999_904)),
      JSON.stringify(companyFacts(9_999_904, 'Quarterly Only Inc', { form: '10-Q' })),
    );
    // A zip cut short: its central directory is gone.
    const zip = Buffer.from('PK\u0003\u0004 this archive was cut off in the middle of its first entry');
    await writeFile(join(dir, 'companyfacts.zip'), zip);
  });

  afterAll(async () => {
    await db.end();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports the good filers and reports every bad file and company with its reason', async () => {
    const before = await revisions();
    const summary = await importSec({ facts: [dir, join(dir, 'companyfacts.zip')] });
    expect(summary.imported).toBe(1);
    expect(summary.skipped.map((skip) => [skip.id, skip.reason])).toEqual([
      [cikFile(9_999_902), 'UNREADABLE'],
      ['CIK0009999903', 'CURRENCY'],
      ['CIK0009999904', 'NO_ANNUAL_FACTS'],
      [join(dir, 'companyfacts.zip'), 'UNREADABLE'],
    ]);
    expect(summary.skipped[0]?.message).toMatch(/malformed JSON/);
    expect(summary.skipped[1]?.message).toMatch(/reports in EUR, not USD/);
    expect(await revisions()).toBe(before + 1);
    // The SEC companies are the whole universe: ranks are not shared with generated companies.
    expect(await count('select count(*)::int as n from screening.company')).toBe(1);
    const { rows } = await db.query<{ ticker_id: string; isin: string; cik: number; name: string }>(
      'select ticker_id, isin, cik, name from screening.company',
    );
    expect(rows[0]).toEqual({
      ticker_id: 'CIK0009999901',
      isin: 'missing',
      cik: 9_999_901,
      name: 'Fixture Foods Corp',
    });
    // Where the dataset came from, stored as data: SEC EDGAR, the datasets read, when; a rescore keeps it.
    const imported = await revision();
    expect(imported.origin).toEqual({
      kind: 'sec',
      sources: ['companyfacts'],
      added: false,
      at: imported.revisionDate,
    });
    await inContext(app, (commands) => commands.execute(new RescoreDataset()));
    expect((await revision()).origin).toEqual(imported.origin);
  });

  it('finds the imported company by name and by ticker, with N/A where SEC has nothing', async () => {
    const byName = await post('search', { keywords: 'fixture foods' }).expect(200);
    expect(byName.body.data).toEqual([
      expect.objectContaining({ ticker_region: 'CIK0009999901', isin: 'missing' }),
    ]);
    const byTicker = await post('search', { keywords: 'cik0009999901' }).expect(200);
    expect(byTicker.body.total).toBe(1);
    const detail = await post('tickerDetail', {
      tickerId: 'CIK0009999901',
      year: 2024,
      exchangeCountryId: US,
    }).expect(200);
    // SEC has no ISIN and its structured data names no auditor: both N/A.
    expect(detail.body).toMatchObject({ id: 'CIK0009999901', isin: 'N/A', auditor: 'N/A' });
    // SEC lists no ticker for it: the CIK stands for its key, never for a ticker; the CIK and origin say SEC.
    expect(detail.body).toMatchObject({ ticker: null, origin: 'sec', cik: 9_999_901 });
    expect(byName.body.data[0]).toMatchObject({ ticker: null, origin: 'sec', cik: 9_999_901 });
  });

  it('changes nothing when the import fails as a whole', async () => {
    const before = await revisions();
    const companies = await count('select count(*)::int as n from screening.company');
    await expect(importSec({ facts: [join(dir, cikFile(9_999_902))] })).rejects.toThrow(
      /No company could be imported .* the dataset is unchanged/,
    );
    expect(await revisions()).toBe(before);
    expect(await count('select count(*)::int as n from screening.company')).toBe(companies);
  });

  it('merges into what is there with --add, as one new revision', async () => {
    await loadUniverse(app, { companies: 20, years: 3, seed: 1_802, lastYear: 2024 }).then((client) =>
      client.end(),
    );
    const before = await revisions();
    await importSec({ facts: [join(dir, cikFile(9_999_901))] }, 'add');
    expect(await count('select count(*)::int as n from screening.company')).toBe(21);
    expect(await revisions()).toBe(before + 1);
    expect((await revision()).origin).toMatchObject({ kind: 'sec', sources: ['companyfacts'], added: true });
  });

  it('screens by data source with counts; a demo company has no annual report to name', async () => {
    const body = { exchange: [US], year: 2024 };
    const options = await post('source', body).expect(200);
    // The US companies of the demo universe and the SEC filer, each counted.
    const rows = options.body as { origin: string; count: number }[];
    expect(rows.map((row) => row.origin).sort()).toEqual(['generated', 'sec']);
    const demoCount = rows.find((row) => row.origin === 'generated')?.count ?? 0;
    expect(demoCount).toBeGreaterThan(0);
    expect(rows.find((row) => row.origin === 'sec')?.count).toBe(1);
    const secOnly = await post('filter', { ...body, source: ['sec'], order: ['EXC', 'SRC'] }).expect(200);
    expect(secOnly.body.total).toBe(1);
    expect(secOnly.body.data[0]).toMatchObject({ tickerID: 'CIK0009999901', origin: 'sec' });
    const counts = await post('filterCount', { ...body, source: ['generated'], order: ['EXC', 'SRC'] });
    expect(counts.body).toMatchObject({ sourceCount: demoCount + 1, total: demoCount });
    await post('filter', { ...body, source: ['nasdaq'] }).expect(400);

    const demo = (await post('filter', { ...body, source: ['generated'] }).expect(200)).body.data[0];
    const generated = await post('tickerDetail', {
      tickerId: demo.tickerID,
      year: 2024,
      exchangeCountryId: US,
    });
    expect(generated.body.latestAnnualReport).toBeNull();
  });

  it('takes auditors and prices from --auditors and --prices, and keeps them through a rescore', async () => {
    const priced = join(dir, 'priced');
    await mkdir(priced, { recursive: true });
    // Two digits of the CIK make the fixture's accession numbers well-formed (the dashboard checks them).
    const cik = 9_999_915;
    await writeFile(
      join(priced, cikFile(cik)),
      JSON.stringify(companyFacts(cik, 'Priced Auditors Corp', { shares: 50e6 })),
    );
    await writeFile(
      join(priced, 'company_tickers.json'),
      JSON.stringify({ '0': { cik_str: cik, ticker: 'PACO', title: 'Priced Auditors Corp' } }),
    );
    await writeFile(
      join(priced, 'auditors.csv'),
      [
        'cik,fiscal_year,auditor',
        `${cik},2023,"Marcum, LLP"`,
        `${cik},2024,"Deloitte & Touche LLP"`,
        `${cik},FY24,KPMG LLP`,
        '9999999,2024,KPMG LLP',
      ].join('\n'),
    );
    // Month-end closes from March 2023: 20 at the end of fiscal 2023, a peak of 30 in June 2024, 24 at
    // the end of fiscal 2024.
    const closes: string[] = ['ticker,date,close'];
    for (const year of [2023, 2024])
      for (let month = year === 2023 ? 3 : 1; month <= 12; month += 1) {
        const mm = String(month).padStart(2, '0');
        const close = month === 12 ? (year === 2023 ? 20 : 24) : year === 2024 && month === 6 ? 30 : 22;
        closes.push(`paco,${year}-${mm}-${month === 12 ? (year === 2023 ? 29 : 31) : 28},${close}`);
      }
    closes.push('PACO,2024-07-01,n/a');
    await writeFile(join(priced, 'prices.csv'), closes.join('\n'));

    const summary = await importSec({
      facts: [join(priced, cikFile(cik))],
      tickers: join(priced, 'company_tickers.json'),
      auditors: join(priced, 'auditors.csv'),
      prices: join(priced, 'prices.csv'),
    });
    expect(summary.imported).toBe(1);
    expect(summary.notes).toEqual(
      expect.arrayContaining([
        "auditors.csv line 4: fiscal year 'FY24' is not a year",
        `prices.csv line ${closes.length}: close 'n/a' is not a positive number`,
      ]),
    );
    type Row = {
      year: number;
      auditor_id: number;
      auditor: string;
      mv: number;
      rfp_absolute: number | null;
      rfp_relative: number | null;
      warnings: string[];
    };
    const rows = async () =>
      (
        await db.query<Row>(
          `select year, auditor_id, auditor, mv, rfp_absolute, rfp_relative, warnings
             from screening.ticker_year where ticker_id = 'PACO' order by year`,
        )
      ).rows;
    const expectRows = (got: Row[]) => {
      expect(got.map(({ warnings: _warnings, ...row }) => row)).toEqual([
        // Marcum is not on the list: added as auditor 1000 under its own name; mv = 50m shares x $20.
        {
          year: 2023,
          auditor_id: 1000,
          auditor: 'Marcum, LLP',
          mv: 1000,
          rfp_absolute: expect.closeTo(20 / 22 - 1, 6),
          rfp_relative: null,
        },
        // Deloitte & Touche LLP is Deloitte; mv = 50m shares x $24.
        {
          year: 2024,
          auditor_id: 1,
          auditor: 'Deloitte',
          mv: 1200,
          rfp_absolute: -0.2,
          rfp_relative: null,
        },
      ]);
      expect(got[1]?.warnings).toContain('ALERT: Change of auditor from Marcum, LLP to Deloitte.');
      expect(got[0]?.warnings ?? []).not.toContain(expect.stringMatching(/Change of auditor/));
    };
    expectRows(await rows());
    const stored = await db.query<{
      auditor_name: string | null;
      provenance: { marketValueBasis: string; items: { marketValue: string } };
    }>(`select auditor_name, provenance from screening.statement where ticker_id = 'PACO' order by year`);
    expect(stored.rows.map((row) => row.auditor_name)).toEqual(['Marcum, LLP', null]);
    expect(stored.rows[1]?.provenance.marketValueBasis).toBe('shares x price');
    expect(stored.rows[1]?.provenance.items.marketValue).toBe(
      'dei:EntityCommonStockSharesOutstanding × close 2024-12-31',
    );
    const detail = await post('tickerDetail', { tickerId: 'PACO', year: 2023, exchangeCountryId: US }).expect(
      200,
    );
    expect(detail.body).toMatchObject({
      auditor: 'Marcum, LLP',
      source: { fiscalYearEnd: '2023-12-31', marketValueBasis: 'shares x price' },
    });

    // npm run data:score: the stored statements scored again keep the added auditor, the warning naming it
    // (the previous year's stored name) and the prices.
    await inContext(app, (commands) => commands.execute(new RescoreDataset()));
    expectRows(await rows());
  });

  (haveShared ? it : it.skip)(
    'imports the 10-K filers of the 2010q2 data set and skips its 10-Q filers as not annual',
    async () => {
      const summary = await importSec({ fsds: [join(SEC, 'fsds/2010q2.zip')] });
      const notAnnual = summary.skipped.filter((skip) => skip.reason === 'NO_ANNUAL_FACTS');
      expect(notAnnual.length).toBeGreaterThan(400);
      expect(summary.imported).toBeGreaterThanOrEqual(18);
      const { rows } = await db.query<{ name: string }>('select name from screening.company order by name');
      const names = rows.map((row) => row.name);
      for (const name of ['SYMANTEC CORP', 'MEDTRONIC INC', 'BEST BUY CO INC']) expect(names).toContain(name);
      expect(names).not.toContain('BOEING CO');
    },
  );

  (haveShared ? it : it.skip)(
    'imports the real filers: Apple, NVIDIA and Tesla by name and ticker, ten or more scored years, the 10-K/A',
    async () => {
      const summary = await importSec({
        facts: [join(SEC, 'companyfacts')],
        submissions: [join(SEC, 'submissions')],
        tickers: join(SEC, 'company_tickers.json'),
      });
      expect(summary.imported).toBe(7);
      for (const [name, ticker] of [
        ['apple', 'AAPL'],
        ['nvidia', 'NVDA'],
        ['tesla', 'TSLA'],
      ] as const) {
        const byName = await post('search', { keywords: name }).expect(200);
        expect(
          (byName.body.data as Array<{ ticker_region: string }>).map((hit) => hit.ticker_region),
        ).toContain(ticker);
        const byTicker = await post('search', { keywords: ticker.toLowerCase() }).expect(200);
        expect((byTicker.body.data as Array<{ ticker_region: string }>)[0]?.ticker_region).toBe(ticker);
        // The suggestion shows the ticker and the venue (issue 30: not 'N/A · United States').
        expect(byTicker.body.data[0]).toMatchObject({ ticker, exchange: 'Nasdaq', origin: 'sec' });
        const scored = await count(
          `select count(*)::int as n from screening.ticker_year where ticker_id = '${ticker}' and final_score is not null`,
        );
        expect(scored).toBeGreaterThanOrEqual(10);
      }
      const { rows } = await db.query<{ warnings: string[] }>(
        `select warnings from screening.ticker_year where ticker_id = 'AAPL' and year = 2009`,
      );
      expect(rows[0]?.warnings).toContain(
        'ALERT: Revenue for fiscal 2009 was revised from $36,537m to $42,905m (10-K/A filed 2010-01-25).',
      );
      // The breakdown's statements show fiscal 2009 as first reported, and the 10-K/A's revision beside it
      // and in the list of revisions, linked to the filing on EDGAR.
      const restated = await post('scoreBreakdown', {
        tickerId: 'AAPL',
        year: 2024,
        exchangeCountryId: US,
      }).expect(200);
      type Statements = {
        years: number[];
        items: { item: string; values: (number | null)[]; revisions: unknown[] }[];
        revisions: unknown[];
      };
      const statements = restated.body.statements as Statements;
      const fy2009 = statements.years.indexOf(2009);
      const revenue = statements.items.find((row) => row.item === 'revenue');
      const amendment = {
        form: '10-K/A',
        filed: '2010-01-25',
        accession: '0001193125-10-012091',
        url: 'https://www.sec.gov/Archives/edgar/data/320193/000119312510012091/0001193125-10-012091-index.htm',
      };
      expect(revenue?.values[fy2009]).toBe(36_537);
      expect(revenue?.revisions[fy2009]).toEqual({ from: 36_537, to: 42_905, ...amendment });
      expect(statements.revisions).toContainEqual({
        year: 2009,
        item: 'revenue',
        label: 'Revenue',
        from: 36_537,
        to: 42_905,
        ...amendment,
      });
      // The ticker detail names the year's 10-K, and the full report (asked for by ticker: no ISIN) lists
      // each line item's concept and filing.
      const detail = await post('tickerDetail', {
        tickerId: 'AAPL',
        year: 2024,
        exchangeCountryId: US,
      }).expect(200);
      expect(detail.body).toMatchObject({ ticker: 'AAPL', exchange: 'Nasdaq', origin: 'sec', cik: 320_193 });
      expect(detail.body.source).toEqual({
        form: '10-K',
        filed: '2024-11-01',
        accession: '0000320193-24-000123',
        url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
        fiscalYearEnd: '2024-09-28',
        marketValueBasis: 'public float',
      });
      // The latest annual report in the data, whatever the year shown, and when the next one is due.
      const years = (await post('availableYears', { tickerId: 'AAPL', exchangeCountryId: US })).body
        .data as number[];
      const latest = detail.body.latestAnnualReport as { form: string; fiscalYear: number; due: string };
      expect(latest).toMatchObject({ form: '10-K', fiscalYear: Math.max(...years) });
      expect(detail.body.latestAnnualReport.overdue).toBe(new Date().toISOString().slice(0, 10) > latest.due);
      await post('full-report-url', { isin: 'N/A', year: 2024, regionId: US }).expect(400);
      const link = await post('full-report-url', { tickerId: 'AAPL', year: 2024, regionId: US }).expect(200);
      const report = await request(app.getHttpServer())
        .get(link.body.url as string)
        .expect(200);
      expect(report.text).toContain('us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax');
      expect(report.text).toContain('0000320193-24-000123');
      const apple = await db.query<{ sector_id: number; exchange: string }>(
        `select sector_id, exchange from screening.company where ticker_id = 'AAPL'`,
      );
      expect(apple.rows[0]).toEqual({ sector_id: 45, exchange: 'Nasdaq' });
      // Absent lines (docs/risk-model.md): Apple's fiscal 2012, Snowflake's and Alphabet's fiscal 2025 are
      // scored, the lines their 10-Ks do not have (debt, inventory) taken as 0, and their sources say so.
      const absent = await db.query<{ cik: number; m: number | null; f: number | null }>(
        `select c.cik, ty.m_score as m, ty.f_score as f
           from screening.ticker_year ty join screening.company c on c.ticker_id = ty.ticker_id
          where (c.cik, ty.year) in ((320193, 2012), (1640147, 2025), (1652044, 2025)) order by c.cik`,
      );
      expect(absent.rows.map((row) => [row.cik, row.m !== null, row.f !== null])).toEqual([
        [320193, true, true],
        [1640147, true, true],
        [1652044, true, true],
      ]);
      const breakdown = await post('scoreBreakdown', {
        tickerId: 'AAPL',
        year: 2012,
        exchangeCountryId: US,
      }).expect(200);
      type Input = { item: string; year: number; value: number; source: { notReported?: boolean } | null };
      const lvgi = (breakdown.body.mScore.terms as Array<{ code: string; inputs: Input[] }>).find(
        (term) => term.code === 'LVGI',
      );
      expect(
        lvgi?.inputs.find((input) => input.item === 'longTermDebt' && input.year === 2011),
      ).toMatchObject({
        value: 0,
        source: { concept: null, form: '10-K', notReported: true },
      });
      const snow = await db.query<{ ticker_id: string }>(
        'select ticker_id from screening.company where cik = 1640147',
      );
      const snowLink = await post('full-report-url', {
        tickerId: snow.rows[0]?.ticker_id,
        year: 2025,
        regionId: US,
      }).expect(200);
      const snowReport = await request(app.getHttpServer())
        .get(snowLink.body.url as string)
        .expect(200);
      expect(snowReport.text).toContain(
        '<td>Inventory</td><td class="num">$0.0m</td><td colspan="2">not reported, taken as 0</td>',
      );
      // Snowflake's long-term debt is its convertible notes of September 2024, read by the concept table's
      // sum of noncurrent debt lines: the formula is the figure's source, in the report and the breakdown.
      const debtSum =
        '[us-gaap:ConvertibleDebtNoncurrent | us-gaap:ConvertibleSubordinatedDebtNoncurrent] + ' +
        '[us-gaap:CapitalLeaseObligationsNoncurrent] + [us-gaap:OtherLongTermDebtNoncurrent]';
      expect(snowReport.text).toContain(`<td>Long-term debt</td><td class="num">`);
      expect(snowReport.text).toContain(`<td class="code">${debtSum}</td>`);
      const snowBreakdown = await post('scoreBreakdown', {
        tickerId: snow.rows[0]?.ticker_id,
        year: 2025,
        exchangeCountryId: US,
      }).expect(200);
      type Sourced = { item: string; year: number; value: number; source: { concept: string | null } | null };
      const snowLvgi = (snowBreakdown.body.mScore.terms as Array<{ code: string; inputs: Sourced[] }>).find(
        (term) => term.code === 'LVGI',
      );
      const snowDebt = snowLvgi?.inputs.find((input) => input.item === 'longTermDebt' && input.year === 2025);
      expect(snowDebt?.value).toBeCloseTo(2271.5, 1);
      expect(snowDebt?.source).toMatchObject({ concept: debtSum, form: '10-K', filed: '2025-03-21' });
      // The shared files are read in place, never copied (a sanity check that the test read them).
      expect((await readFile(join(SEC, 'company_tickers.json'))).length).toBeGreaterThan(100_000);
    },
  );

  (haveShared ? it : it.skip)(
    "downloads the real filers in the screen's CSV: ticker, N/A for the ISIN SEC lacks, the fiscal year and its end",
    async () => {
      // The real filers of the test above, in the screen of their fiscal 2017.
      const response = await post('download', { exchange: [US], year: 2017 }).expect(200);
      expect(response.text).not.toContain('missing');
      // The project's CSV reader: quoted cells may hold commas ('Tesla, Inc.').
      const rows = [...readCsvRecords(response.text.trimEnd())].map((record) => record.fields);
      expect(rows[0]).toEqual([
        'ISIN',
        'Name',
        'Ticker',
        'FiscalYear',
        'FiscalYearEnd',
        'Domicile',
        'RankPercent',
        'RankPerSector',
        'Rating',
        'Risk',
        'Beneish M-score',
        'Dechow F-score',
        'Filing events',
      ]);
      const apple = rows.find((row) => row[2] === 'AAPL');
      expect(apple?.slice(0, 5)).toEqual([
        'N/A',
        expect.stringMatching(/^Apple/i),
        'AAPL',
        '2017',
        '2017-09-30',
      ]);
      const { rows: ends } = await db.query<{ ticker_id: string; end: string }>(
        `select s.ticker_id, s.provenance ->> 'fiscalYearEnd' as end from screening.statement s
          join screening.ticker_year y on y.ticker_id = s.ticker_id and y.year = s.year
         where s.year = 2017 and y.exchange_country_id = $1 and s.provenance is not null`,
        [US],
      );
      expect(ends.length).toBeGreaterThanOrEqual(3);
      for (const { ticker_id, end } of ends) {
        expect(rows.find((row) => row[2] === ticker_id)?.slice(3, 5)).toEqual(['2017', end]);
      }
    },
  );

  (haveShared ? it : it.skip)(
    "sets late filing and restatement from the filing lists' events: Tesla's fiscal 2012, none for Apple",
    async () => {
      const summary = await importSec({
        facts: [join(SEC, 'companyfacts')],
        submissions: [join(SEC, 'submissions')],
        tickers: join(SEC, 'company_tickers.json'),
      });
      // The events of the imported filers only: of the 7, Tesla alone has any (its late 10-K for 2012 on
      // its page, the 8-K item 4.02 of 2013-03-07, five 10-K/As); the submissions of the filers that are not
      // imported (late notices, auditor changes) do not count.
      expect(summary.events).toEqual({
        byKind: [
          { kind: 'late-filing', report: 'annual', events: 1, filers: 1 },
          { kind: 'late-filing', report: 'quarterly', events: 0, filers: 0 },
          { kind: 'auditor-change', report: null, events: 0, filers: 0 },
          { kind: 'non-reliance', report: null, events: 1, filers: 1 },
          { kind: 'amendment', report: 'annual', events: 5, filers: 1 },
          { kind: 'amendment', report: 'quarterly', events: 0, filers: 0 },
        ],
        filers: 1,
      });
      expect(describeSecImport(summary).split('\n')[2]).toBe(
        'Filing events: 1 late-filing notice (annual), 0 late-filing notices (quarterly), 0 auditor changes, ' +
          '1 non-reliance notice, 5 amendments (annual), 0 amendments (quarterly), from 1 filer',
      );
      // A page the shared files do not have is a note naming the filer; the rest is read.
      expect(summary.notes).toContain(
        'SEC submissions CIK0000320193: filings.files names CIK0000320193-submissions-001.json, which was not given: its filings are not read',
      );

      const flags = await db.query<{
        ticker_id: string;
        year: number;
        late_filing: boolean;
        restatement: boolean;
      }>(
        `select ticker_id, year, late_filing, restatement from screening.statement
          where ticker_id in ('TSLA', 'AAPL') and (late_filing or ticker_id = 'TSLA' and year = 2012)
          order by ticker_id, year`,
      );
      // Tesla's 10-K for 2012 came after its NT 10-K, and its 8-K said the earlier statements were not to
      // be relied on; Apple filed no late-filing notice in the years its filing lists cover.
      expect(flags.rows).toEqual([{ ticker_id: 'TSLA', year: 2012, late_filing: true, restatement: true }]);
      const tesla2012 = await post('tickerDetail', {
        tickerId: 'TSLA',
        year: 2012,
        exchangeCountryId: US,
      }).expect(200);
      // Each warning cites its filing, and the detail gives the EDGAR page of each accession number cited.
      expect(tesla2012.body.warnings).toEqual(
        expect.arrayContaining([
          'ALERT: Annual report filed late (NT 10-K filed 2013-03-04, 0001193125-13-088624).',
          'ALERT: Previously issued financial statements are not to be relied on (8-K item 4.02 filed 2013-03-07, 0001193125-13-096223).',
        ]),
      );
      expect(tesla2012.body.warningFilings).toEqual(
        expect.arrayContaining([
          {
            accession: '0001193125-13-096223',
            url: 'https://www.sec.gov/Archives/edgar/data/1318605/000119312513096223/0001193125-13-096223-index.htm',
          },
        ]),
      );
      // The score counts them: the breakdown shows the late filing and the non-reliance notice as terms.
      const breakdown = await post('scoreBreakdown', { tickerId: 'TSLA', year: 2012, exchangeCountryId: US });
      const terms = (
        breakdown.body.final.terms as { key: string; name: string; contribution: number }[]
      ).slice(3);
      expect(terms).toEqual([
        expect.objectContaining({
          key: 'late-filing',
          name: 'Late filing: NT 10-K filed 2013-03-04',
          contribution: 0.3,
        }),
        expect.objectContaining({
          key: 'non-reliance',
          name: 'Non-reliance: 8-K filed 2013-03-07',
          contribution: 0.4,
        }),
      ]);
      // Apple has none.
      const apple = await post('tickerDetail', {
        tickerId: 'AAPL',
        year: 2024,
        exchangeCountryId: US,
      }).expect(200);
      expect(apple.body.warningFilings).toEqual([]);
      // The screener's Filing events criterion finds Tesla by each of them, and not Apple.
      for (const kind of ['late-filing', 'non-reliance']) {
        const found = await post('filter', {
          exchange: [US],
          year: 2012,
          filingEvent: [kind],
          pageTake: 100,
        }).expect(200);
        const tickers = (found.body.data as { tickerID: string }[]).map((row) => row.tickerID);
        expect(tickers).toContain('TSLA');
        expect(tickers).not.toContain('AAPL');
      }
    },
  );

  (haveShared ? it : it.skip)(
    "stores the filers' filing events with the dataset, and keeps them through --add and a rescore",
    async () => {
      const sources = {
        facts: [join(SEC, 'companyfacts')],
        submissions: [join(SEC, 'submissions')],
        tickers: join(SEC, 'company_tickers.json'),
      };
      await importSec(sources);
      const events = async (tickerId: string) =>
        (
          await db.query<Record<string, unknown>>(
            `select kind, form, items, filed::text as filed, period::text as period, accn, cik, fiscal_year, report
               from screening.filing_event where ticker_id = $1 order by filed, accn, kind`,
            [tickerId],
          )
        ).rows;
      const tesla = await events('TSLA');
      // Its late 10-K and its non-reliance 8-K for fiscal 2012, and five 10-K/As (the summary counts them above).
      expect(tesla).toHaveLength(7);
      expect(tesla.filter((event) => event.fiscal_year === 2012 && event.kind !== 'amendment')).toEqual([
        {
          kind: 'late-filing',
          form: 'NT 10-K',
          items: [],
          filed: '2013-03-04',
          period: '2012-12-31',
          accn: '0001193125-13-088624',
          cik: 1_318_605,
          fiscal_year: 2012,
          report: 'annual',
        },
        {
          kind: 'non-reliance',
          form: '8-K',
          items: ['4.02'],
          filed: '2013-03-07',
          period: '2013-03-06',
          accn: '0001193125-13-096223',
          cik: 1_318_605,
          fiscal_year: 2012,
          report: null,
        },
      ]);
      // Apple's lists (its recent filings: no page) have none of these kinds.
      expect(await events('AAPL')).toEqual([]);

      // --add of Tesla's facts again without its filing lists brings no events: Tesla keeps its own; so does a
      // rescore, which reads the stored universe back.
      await importSec({ facts: sources.facts, tickers: sources.tickers }, 'add');
      expect(await events('TSLA')).toEqual(tesla);
      await inContext(app, (commands) => commands.execute(new RescoreDataset()));
      expect(await events('TSLA')).toEqual(tesla);
      // --add of another filer leaves Tesla's events as they were.
      await importSec({ facts: [dir] }, 'add');
      expect(await events('TSLA')).toEqual(tesla);
    },
  );
});
