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
      'Source',
    ]) {
      expect(page.text).toContain(title);
    }
    // Generated demo data: the Source section says so, and names no filing.
    expect(page.text).toContain('The figures of this year are generated demo data');
    expect(page.text).not.toContain('sec.gov');
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

  it('names the filing and the concept and filing of each line item of a year imported from SEC EDGAR', async () => {
    const tenK = { accn: '0000320193-24-000123', form: '10-K', filed: '2024-11-01' };
    const provenance = {
      cik: 320193,
      filing: tenK,
      fiscalYearEnd: '2024-09-28',
      items: {
        revenue: { concept: 'RevenueFromContractWithCustomerExcludingAssessedTax', ...tenK },
        cfo: {
          concept: '<NetCashProvidedByUsedInOperatingActivities>',
          accn: '0000320193-25-000007',
          form: '10-K/A',
          filed: '2025-01-15',
        },
      },
      marketValueBasis: 'shares x price',
    };
    await db.query('update screening.statement set provenance = $3 where ticker_id = $1 and year = $2', [
      scored.ticker_id,
      YEAR,
      JSON.stringify(provenance),
    ]);
    try {
      const answer = await post('full-report-url', acme, {
        isin: scored.isin,
        year: YEAR,
        regionId: US,
      }).expect(200);
      const page = await request(app.getHttpServer())
        .get(answer.body.url as string)
        .expect(200);
      const source = page.text.slice(page.text.indexOf('<h2 id="source">'));
      expect(source).toMatch(/<dt>Form<\/dt><dd>10-K<\/dd>/);
      expect(source).toMatch(/<dt>Fiscal year end<\/dt><dd>2024-09-28<\/dd>/);
      expect(source).toContain(
        'href="https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm" target="_blank" rel="noopener noreferrer"',
      );
      expect(source).toContain('Shares outstanding × closing price');
      expect(source).toContain('RevenueFromContractWithCustomerExcludingAssessedTax');
      expect(source).toContain('&lt;NetCashProvidedByUsedInOperatingActivities&gt;');
      expect(source).toContain('10-K/A filed 2025-01-15');
      const { rows } = await db.query<{ revenue: number }>(
        'select revenue from screening.statement where ticker_id = $1 and year = $2',
        [scored.ticker_id, YEAR],
      );
      const revenue = Number(rows[0]!.revenue).toLocaleString('en-US', {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      expect(source).toContain(`<td>Revenue</td><td class="num">$${revenue}m</td>`);
      expect(source.match(/<tr>/g)).toHaveLength(22);
    } finally {
      await db.query('update screening.statement set provenance = null where ticker_id = $1 and year = $2', [
        scored.ticker_id,
        YEAR,
      ]);
    }
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
