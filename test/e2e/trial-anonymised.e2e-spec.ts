import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const SINGAPORE = 13;
const YEAR = 2025;

describe('Trial tenants see anonymised stocks with real scores', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let trial: string;
  let paid: string;
  const post = (path: string, token: string, body: object) => dashboardCall(app)(path, token, body);

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 900, years: 3, seed: 44, lastYear: YEAR });
    trial = await signIn(app, 'owner@initech.test');
    paid = await signIn(app, 'admin@ledgerscope.test');
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('masks names, ISINs and tickers in the results, keeping the real scores in the real order', async () => {
    const body = { exchange: [SINGAPORE], year: YEAR, pageTake: 50 };
    const answer = await post('filter', trial, body).expect(200);
    const { rows } = await db.query<{ final_score: number | null; name: string; isin: string }>(
      `select final_score, name, isin from screening.ticker_year where year = $1 and exchange_country_id = $2
        order by final_score desc nulls last, ticker_id limit 50`,
      [YEAR, SINGAPORE],
    );
    expect(rows.length).toBeGreaterThan(0);
    const data = answer.body.data as Array<{
      name: string;
      isin: string;
      tickerID: string;
      ticker: string | null;
      final_score: number | null;
    }>;
    expect(data.map((row) => row.final_score)).toEqual(rows.map((row) => row.final_score));
    const realNames = new Set(rows.map((row) => row.name));
    const realIsins = new Set(rows.map((row) => row.isin));
    for (const row of data) {
      expect(row.name).toMatch(/^Anonymized stock [0-9A-F]{6}$/);
      expect(row.isin).toMatch(/^XX[0-9A-F]{10}$/);
      expect(row.tickerID).toMatch(/^ANON-[0-9A-F]{10}$/);
      // The ticker shown is the alias too, never the real symbol.
      expect(row.ticker).toBe(row.tickerID);
      expect(realNames.has(row.name)).toBe(false);
      expect(realIsins.has(row.isin)).toBe(false);
    }
    // Consistent: the same company has the same alias on every answer.
    const again = await post('filter', trial, body).expect(200);
    expect(again.body.data).toEqual(answer.body.data);
    // The provider (not on trial) sees the real names.
    const real = await post('filter', paid, body).expect(200);
    expect((real.body.data as Array<{ name: string }>).map((row) => row.name)).toEqual(
      rows.map((row) => row.name),
    );
  });

  it('opens a company by its alias only, with the masked identity and the real score', async () => {
    const first = (
      await post('filter', trial, { exchange: [SINGAPORE], year: YEAR, pageTake: 1 }).expect(200)
    ).body.data[0] as { tickerID: string; isin: string; name: string; final_score: number };
    const detail = await post('tickerDetail', trial, {
      tickerId: first.tickerID,
      year: YEAR,
      exchangeCountryId: SINGAPORE,
    }).expect(200);
    expect(detail.body).toMatchObject({ id: first.tickerID, name: first.name, isin: first.isin });
    expect(detail.body).toMatchObject({ ticker: first.tickerID, cik: null });
    expect(detail.body.finalScore).toBe(first.final_score);
    const history = await post('riskHistory', trial, {
      tickerId: first.tickerID,
      exchangeCountryId: SINGAPORE,
    });
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThan(0);
    const listing = await post('isin', trial, { isin: first.isin }).expect(200);
    expect(listing.body).toMatchObject({ tickerId: first.tickerID, name: first.name, isin: first.isin });

    const { rows } = await db.query<{ ticker_id: string; isin: string }>(
      `select ticker_id, isin from screening.ticker_year where year = $1 and exchange_country_id = $2
        order by final_score desc nulls last, ticker_id limit 1`,
      [YEAR, SINGAPORE],
    );
    const realTicker = rows[0]!;
    await post('tickerDetail', trial, {
      tickerId: realTicker.ticker_id,
      year: YEAR,
      exchangeCountryId: SINGAPORE,
    }).expect(404);
    await post('isin', trial, { isin: realTicker.isin }).expect(404);
  });

  it('never shows a trial tenant the SEC filing of a company, on the dashboard or in the full report', async () => {
    const first = (
      await post('filter', trial, { exchange: [SINGAPORE], year: YEAR, pageTake: 1 }).expect(200)
    ).body.data[0] as { tickerID: string; isin: string };
    const tenK = { accn: '0001234567-25-000042', form: '10-K', filed: '2025-03-01' };
    const provenance = {
      cik: 1234567,
      filing: tenK,
      fiscalYearEnd: '2024-12-31',
      items: { revenue: { concept: 'Revenues', ...tenK } },
      marketValueBasis: 'public float',
    };
    // Every Singapore company-year of YEAR as if imported from SEC EDGAR.
    const singapore = `year = $1 and ticker_id in (select ticker_id from screening.company where exchange_country_id = $2)`;
    await db.query(`update screening.statement set provenance = $3 where ${singapore}`, [
      YEAR,
      SINGAPORE,
      JSON.stringify(provenance),
    ]);
    try {
      // The provider (not on trial) sees the filing.
      const { rows } = await db.query<{ ticker_id: string }>(
        `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2 limit 1`,
        [YEAR, SINGAPORE],
      );
      const seen = await post('tickerDetail', paid, {
        tickerId: rows[0]!.ticker_id,
        year: YEAR,
        exchangeCountryId: SINGAPORE,
      }).expect(200);
      expect(seen.body.source).toMatchObject({ accession: tenK.accn, form: '10-K' });
      // A trial tenant does not: the filing would name the company behind the alias.
      const masked = await post('tickerDetail', trial, {
        tickerId: first.tickerID,
        year: YEAR,
        exchangeCountryId: SINGAPORE,
      }).expect(200);
      expect(masked.body.source).toBeNull();
      expect(JSON.stringify(masked.body)).not.toContain('1234567');
      const link = await post('full-report-url', trial, {
        isin: first.isin,
        year: YEAR,
        regionId: SINGAPORE,
      }).expect(200);
      const page = await request(app.getHttpServer())
        .get(link.body.url as string)
        .expect(200);
      expect(page.text).toContain('The filing is not shown during a trial');
      expect(page.text).not.toContain('1234567');
      expect(page.text).not.toContain('sec.gov');
    } finally {
      await db.query(`update screening.statement set provenance = null where ${singapore}`, [
        YEAR,
        SINGAPORE,
      ]);
    }
  });

  it('searches the aliases, never the real names, and masks the CSV', async () => {
    const first = (
      await post('filter', trial, { exchange: [SINGAPORE], year: YEAR, pageTake: 1 }).expect(200)
    ).body.data[0] as { tickerID: string; name: string };
    const code = first.name.slice(-6);
    const hits = await post('search', trial, { keywords: code.toLowerCase() }).expect(200);
    expect((hits.body.data as Array<{ ticker_region: string }>).map((hit) => hit.ticker_region)).toContain(
      first.tickerID,
    );
    for (const hit of hits.body.data as Array<{ ticker_region: string; ticker: string | null; cik: unknown }>)
      expect(hit).toMatchObject({ ticker: hit.ticker_region, cik: null });

    const { rows } = await db.query<{ name: string }>(
      `select name from screening.company where exchange_country_id = $1 order by name limit 1`,
      [SINGAPORE],
    );
    const byRealName = await post('search', trial, { keywords: rows[0]!.name.slice(0, 6) }).expect(200);
    expect(
      (byRealName.body.data as Array<{ name: string }>).every((hit) =>
        hit.name.startsWith('Anonymized stock '),
      ),
    ).toBe(true);

    const csv = await post('download', trial, { exchange: [SINGAPORE], year: YEAR }).expect(200);
    expect(csv.text).toContain('Anonymized stock ');
    expect(csv.text).not.toContain(rows[0]!.name);
  });

  it("writes the alias as the CSV's ticker and no fiscal year end, which a paying tenant gets from the filing", async () => {
    const { rows } = await db.query<{ ticker_id: string }>(
      `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2
        order by final_score desc nulls last, ticker_id limit 1`,
      [YEAR, SINGAPORE],
    );
    const tickerId = rows[0]!.ticker_id;
    const provenance = {
      cik: 1234567,
      filing: { accn: '0001234567-26-000001', form: '10-K', filed: '2026-02-20' },
      fiscalYearEnd: '2025-12-31',
      items: {},
      marketValueBasis: null,
    };
    await db.query('update screening.statement set provenance = $3 where ticker_id = $1 and year = $2', [
      tickerId,
      YEAR,
      JSON.stringify(provenance),
    ]);
    try {
      const body = { exchange: [SINGAPORE], year: YEAR };
      const masked = (await post('download', trial, body).expect(200)).text.trimEnd().split('\r\n');
      expect(masked[0]).toMatch(/^ISIN,Name,Ticker,FiscalYear,FiscalYearEnd,/);
      for (const line of masked.slice(1)) {
        const [isin, name, ticker, fiscalYear, fiscalYearEnd] = line.split(',');
        expect(isin).toMatch(/^XX[0-9A-F]{10}$/);
        expect(name).toMatch(/^Anonymized stock [0-9A-F]{6}$/);
        expect(ticker).toMatch(/^ANON-[0-9A-F]{10}$/);
        expect([fiscalYear, fiscalYearEnd]).toEqual([String(YEAR), '']);
      }
      const real = await post('download', paid, body).expect(200);
      expect(real.text).toContain(`,${tickerId.replace(/-SG$/, '')},${YEAR},2025-12-31,`);
    } finally {
      await db.query('update screening.statement set provenance = null where ticker_id = $1 and year = $2', [
        tickerId,
        YEAR,
      ]);
    }
  });
});
