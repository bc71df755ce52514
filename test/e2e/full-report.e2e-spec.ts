import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const YEAR = 2025;

describe('Full report, cluster detail and the market-value filter', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let acme: string;
  let globex: string;
  let scored: { ticker_id: string; isin: string; name: string };
  const post = (path: string, token: string, body: object) => dashboardCall(app)(path, token, body);

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 300, years: 4, seed: 33, lastYear: YEAR });
    const { rows } = await db.query<{ ticker_id: string; isin: string; name: string }>(
      `select ticker_id, isin, name from screening.ticker_year
        where year = $1 and exchange_country_id = $2 and final_score is not null order by ticker_id limit 1`,
      [YEAR, US],
    );
    scored = rows[0]!;
    acme = await signIn(app, 'analyst@acme.test');
    globex = await signIn(app, 'analyst@globex.test');
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('answers chartDetail with the 14 clusters of chartFactor', async () => {
    const detail = await post('chartDetail', acme, {
      tickerId: scored.ticker_id,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(200);
    const factor = await post('chartFactor', acme, {
      tickerId: scored.ticker_id,
      year: YEAR,
      exchange_countryID: US,
    }).expect(200);
    expect(detail.body).toHaveLength(14);
    expect(detail.body).toEqual(factor.body.data);
    await post('chartDetail', globex, {
      tickerId: scored.ticker_id,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(403);
  });

  it('signs a report link that opens a printable page with every panel, and refuses a tampered one', async () => {
    const answer = await post('full-report-url', acme, {
      isin: scored.isin,
      year: YEAR,
      regionId: US,
    }).expect(200);
    const url = answer.body.url as string;
    expect(url).toMatch(/^\/api\/dashboard\/report\?token=/);
    const page = await request(app.getHttpServer()).get(url).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const escapedName = scored.name.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    expect(page.text).toContain(escapedName);
    for (const title of [
      'Ticker info',
      'Risk score history',
      'Sector risk distribution',
      'Risk distribution',
      'Cluster detail',
    ]) {
      expect(page.text).toContain(title);
    }
    expect((page.text.match(/<svg /g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(page.text).toContain('@media print');

    const token = decodeURIComponent(url.split('token=')[1]!);
    const [payload, signature] = token.split('.');
    const other = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...other, year: YEAR - 1 })).toString('base64url');
    const refused = await request(app.getHttpServer())
      .get(`/api/dashboard/report?token=${forged}.${signature}`)
      .expect(404);
    expect(refused.body.errorCode).toBe('REPORT_LINK_INVALID');
    await request(app.getHttpServer()).get('/api/dashboard/report').expect(404);
  });

  it('refuses a report of another tenant, a wrong region and a year without a final score', async () => {
    await post('full-report-url', globex, { isin: scored.isin, year: YEAR, regionId: US }).expect(403);
    await post('full-report-url', acme, { isin: scored.isin, year: YEAR, regionId: 3 }).expect(404);
    const { rows } = await db.query<{ isin: string; year: number }>(
      `select isin, year from screening.ticker_year where exchange_country_id = $1 and final_score is null limit 1`,
      [US],
    );
    if (rows[0]) {
      const unavailable = await post('full-report-url', acme, { ...rows[0], regionId: US }).expect(409);
      expect(unavailable.body.message).toBe('We cannot generate report for this company at the moment');
    }
    await post('full-report-url', acme, { isin: 'short', year: YEAR, regionId: US }).expect(400);
  });

  it('filters on market value in $ millions and refuses min not below max', async () => {
    const body = {
      exchange: [US],
      year: YEAR,
      minMarketCapDecile: 500,
      maxMarketCapDecile: 20000,
      pageTake: 100,
    };
    const answer = await post('filter', acme, body).expect(200);
    const { rows } = await db.query<{ count: string }>(
      `select count(*) from screening.ticker_year where year = $1 and exchange_country_id = $2 and mv >= 500 and mv <= 20000`,
      [YEAR, US],
    );
    expect(answer.body.total).toBe(Number(rows[0]!.count));
    expect(answer.body.total).toBeGreaterThan(0);
    const refused = await post('filter', acme, { ...body, minMarketCapDecile: 20000 }).expect(400);
    expect(refused.body.message).toBe('Min Market Cap should be smaller than Max Market Cap');
    await post('filter', acme, { ...body, maxMarketCapDecile: 100_000_000_000 }).expect(400);
  });
});
