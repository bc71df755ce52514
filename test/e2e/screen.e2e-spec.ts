import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { DefineSetting } from '../../src/contexts/content/index.js';
import { GenerateDataset } from '../../src/contexts/filings/index.js';
import { inContext, signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const UK = 3;
const GERMANY = 4;
const YEAR = 2025;

describe('Screening: filter, facet counts, options and search', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let acme: string;
  const post = (path: string, body: object) =>
    request(app.getHttpServer())
      .post(`/api/dashboard/${path}`)
      .set('Authorization', `Bearer ${acme}`)
      .send(body);
  const count = async (where: string, params: unknown[]): Promise<number> => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from screening.ticker_year where ${where}`,
      params,
    );
    return rows[0]?.n ?? -1;
  };

  beforeAll(async () => {
    app = await startTestApp();
    await inContext(app, (commands) =>
      commands.execute(new GenerateDataset({ companies: 500, years: 4, seed: 5, lastYear: YEAR })),
    );
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    acme = await signIn(app, 'analyst@acme.test');
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('screens the latest year of the permitted exchanges by default, riskiest first, paged', async () => {
    const first = await post('filter', { exchange: [US], pageTake: 20 }).expect(200);
    expect(first.body.year).toBe(YEAR);
    expect(first.body.restrictAccess).toBe(false);
    expect(first.body.total).toBe(await count('year = $1 and exchange_country_id = $2', [YEAR, US]));
    expect(first.body.data).toHaveLength(20);
    const scores = (first.body.data as Array<{ final_score: number | null }>).map(
      (row) => row.final_score ?? -1,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Object.keys(first.body.data[0] as object).sort()).toEqual(
      [
        'domicile_country',
        'exchange',
        'exchange_countryID',
        'exchange_country',
        'fScore',
        'filingEvents',
        'final_score',
        'isin',
        'mScore',
        'name',
        'origin',
        'rank_percent',
        'rank_percent_within_sector',
        'rating',
        'scoreNote',
        'ticker',
        'tickerID',
      ].sort(),
    );
    // A generated company shows its symbol without the exchange suffix, on its venue, as a demo company.
    const { rows: venues } = await db.query<{ ticker_id: string; exchange: string }>(
      'select ticker_id, exchange from screening.company where exchange_country_id = $1',
      [US],
    );
    const venueOf = new Map(venues.map((row) => [row.ticker_id, row.exchange]));
    for (const row of first.body.data as Array<{
      tickerID: string;
      ticker: string;
      exchange: string;
      origin: string;
    }>) {
      expect(row.tickerID).toMatch(/-US$/);
      expect(row).toMatchObject({
        ticker: row.tickerID.replace(/-US$/, ''),
        exchange: venueOf.get(row.tickerID),
        origin: 'generated',
      });
    }
    const second = await post('filter', { exchange: [US], pageTake: 20, pageSkip: 20 }).expect(200);
    const ids = new Set((first.body.data as Array<{ tickerID: string }>).map((row) => row.tickerID));
    (second.body.data as Array<{ tickerID: string }>).forEach((row) =>
      expect(ids.has(row.tickerID)).toBe(false),
    );
    const byName = await post('filter', {
      exchange: [US],
      filterOrders: [{ field: 'name', dir: 'asc' }],
    }).expect(200);
    const names = (byName.body.data as Array<{ name: string }>).map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages several exchanges in the default order as one sorted list does, with the total', async () => {
    const criteria = 'year = $1 and exchange_country_id = any($2) and final_score between 10 and 95';
    const { rows } = await db.query<{ ticker_id: string }>(
      `select ticker_id from screening.ticker_year where ${criteria} and sector_id <> 10
        order by final_score desc nulls last, ticker_id`,
      [YEAR, [US, UK]],
    );
    expect(rows.length).toBeGreaterThan(60);
    const sectors = await db.query<{ sector_id: number }>(
      'select distinct sector_id from screening.ticker_year where sector_id <> 10 order by 1',
    );
    const body = {
      // A repeated exchange changes nothing.
      exchange: [UK, US, UK],
      year: YEAR,
      minRiskScore: 10,
      maxRiskScore: 95,
      sectorId: sectors.rows.map((row) => row.sector_id),
      filterOrders: [{ field: 'final_score', dir: 'desc' }],
    };
    for (const [pageSkip, pageTake] of [
      [0, 20],
      [20, 20],
      [45, 7],
      [rows.length - 5, 20],
    ] as const) {
      const page = await post('filter', { ...body, pageSkip, pageTake }).expect(200);
      expect(page.body.total).toBe(rows.length);
      expect((page.body.data as Array<{ tickerID: string }>).map((row) => row.tickerID)).toEqual(
        rows.slice(pageSkip, pageSkip + pageTake).map((row) => row.ticker_id),
      );
    }
    const beyond = await post('filter', { ...body, pageSkip: rows.length + 10 }).expect(200);
    expect(beyond.body).toMatchObject({ data: [], total: rows.length });
  });

  it('counts every option of a facet under all the other criteria, as a brute-force count does', async () => {
    const body = { exchange: [US, UK], year: YEAR, minRiskScore: 20, maxRiskScore: 90, sectorId: [10] };
    const sectors = await post('sector', body).expect(200);
    expect(sectors.body.length).toBeGreaterThan(1);
    for (const option of sectors.body as Array<{ sectorID: number; sector_name: string; count: number }>) {
      expect(option.count).toBe(
        await count(
          'year = $1 and exchange_country_id = any($2) and final_score between 20 and 90 and sector_id = $3',
          [YEAR, [US, UK], option.sectorID],
        ),
      );
    }
    const counts = await post('filterCount', body).expect(200);
    expect(counts.body.sectorCount).toBe(
      await count('year = $1 and exchange_country_id = any($2) and final_score between 20 and 90', [
        YEAR,
        [US, UK],
      ]),
    );
    expect(counts.body.total).toBe(
      await count(
        'year = $1 and exchange_country_id = any($2) and final_score between 20 and 90 and sector_id = 10',
        [YEAR, [US, UK]],
      ),
    );
    const ratings = await post('rating', body).expect(200);
    const order = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'E', 'F'];
    const listed = (ratings.body as Array<{ rating: string }>).map((option) => option.rating);
    expect(listed).toEqual([...listed].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const range = await post('riskScore', { exchange: [US] }).expect(200);
    expect(range.body.min).toBeLessThanOrEqual(range.body.max);
    expect((await post('year', { exchange: [US] }).expect(200)).body[0]).toEqual({ year: YEAR });
  });

  it('offers only permitted exchanges and drops the others from a filter with restrictAccess', async () => {
    const exchanges = await post('exchange', {}).expect(200);
    expect(
      (exchanges.body as Array<{ exchange_countryID: number }>)
        .map((option) => option.exchange_countryID)
        .sort(),
    ).toEqual(expect.arrayContaining([US]));
    (exchanges.body as Array<{ exchange_countryID: number }>).forEach((option) =>
      expect([1, 3, 6]).toContain(option.exchange_countryID),
    );
    const mixed = await post('filter', { exchange: [US, GERMANY], pageTake: 100 }).expect(200);
    expect(mixed.body.restrictAccess).toBe(true);
    (mixed.body.data as Array<{ exchange_countryID: number }>).forEach((row) =>
      expect(row.exchange_countryID).toBe(US),
    );
    const onlyForbidden = await post('filter', { exchange: [GERMANY] }).expect(200);
    expect(onlyForbidden.body).toMatchObject({ data: [], total: 0, restrictAccess: true });
  });

  it('searches names, ISINs and tickers of permitted exchanges, uppercasing the keyword', async () => {
    const { rows } = await db.query<{ name: string; isin: string }>(
      'select name, isin from screening.company where exchange_country_id = $1 order by name limit 1',
      [US],
    );
    const company = rows[0];
    if (!company) throw new Error('no company');
    const word = company.name.split(' ')[0]?.toLowerCase() ?? '';
    const byName = await post('search', { keywords: word }).expect(200);
    expect((byName.body.data as Array<{ name: string }>).some((hit) => hit.name === company.name)).toBe(true);
    const byIsin = await post('search', { keywords: company.isin.toLowerCase() }).expect(200);
    expect(byIsin.body.data[0]).toMatchObject({ isin: company.isin, exchange_country: 'United States' });
    // Each hit says who the company is: the ticker shown, its venue, its origin (no CIK: a demo company).
    const { rows: listed } = await db.query<{ ticker_id: string; exchange: string }>(
      'select ticker_id, exchange from screening.company where isin = $1',
      [company.isin],
    );
    expect(byIsin.body.data[0]).toEqual({
      ticker_region: listed[0]?.ticker_id,
      ticker: listed[0]?.ticker_id.replace(/-US$/, ''),
      isin: company.isin,
      name: company.name,
      exchange: listed[0]?.exchange,
      exchange_country: 'United States',
      exchange_countryID: US,
      origin: 'generated',
      cik: null,
    });
    const { rows: german } = await db.query<{ isin: string }>(
      'select isin from screening.company where exchange_country_id = $1 limit 1',
      [GERMANY],
    );
    expect((await post('search', { keywords: german[0]?.isin ?? '' }).expect(200)).body.total).toBe(0);
    await post('search', { keywords: '' }).expect(400);
  });

  it('answers bad filter bodies with 400, never 500', async () => {
    await post('filter', { pageTake: 1000 }).expect(400);
    await post('filter', { rating: ['Z'] }).expect(400);
    await post('filter', { exchange: ['US'] }).expect(400);
    await post('filter', { minRiskScore: 'high' }).expect(400);
    await post('filter', { filterOrders: [{ field: 'password', dir: 'asc' }] }).expect(400);
    await post('filter', { order: ['NOPE'] }).expect(400);
    await post('filter', { surprise: 1 }).expect(400);
  });

  it('downloads the results as CSV, neutralising formulas, truncated to the max-rows setting, and records it', async () => {
    await inContext(app, (commands) =>
      commands.execute(new DefineSetting('filter', 'NUMERIC', '30', 'Maximum rows of a CSV download.')),
    );
    const { rows } = await db.query<{ ticker_id: string }>(
      `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2 order by final_score desc nulls last, ticker_id limit 1`,
      [YEAR, US],
    );
    await db.query(
      `update screening.ticker_year set name = '=HYPERLINK("http://evil")' where ticker_id = $1`,
      [rows[0]?.ticker_id],
    );
    try {
      const response = await post('download', { exchange: [US] })
        .expect(200)
        .expect('Content-Type', /text\/csv/);
      const lines = response.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'ISIN,Name,Ticker,FiscalYear,FiscalYearEnd,Domicile,RankPercent,RankPerSector,Rating,Risk,Beneish M-score,Dechow F-score,Filing events',
      );
      expect(lines).toHaveLength(31);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
      lines.slice(1).forEach((line) => expect(line.split(',').length).toBeGreaterThanOrEqual(7));
      // Who and when: a demo company's symbol without its exchange suffix, the screened year, and no
      // fiscal year end (generated data has no filing); its ISIN as it is.
      const [isin, , ticker, fiscalYear, fiscalYearEnd] = lines[1]!.split(',');
      const { rows: company } = await db.query<{ isin: string }>(
        'select isin from screening.company where ticker_id = $1',
        [rows[0]?.ticker_id],
      );
      expect([isin, ticker, fiscalYear, fiscalYearEnd]).toEqual([
        company[0]?.isin,
        rows[0]?.ticker_id.replace(/-US$/, ''),
        String(YEAR),
        '',
      ]);
      const { rows: activity } = await db.query<{ n: number }>(
        "select count(*)::int as n from identity.activity a join identity.user_account u on u.id = a.user_id where u.email = 'analyst@acme.test' and a.type = 'CSV_DOWNLOAD'",
      );
      expect(activity[0]?.n).toBeGreaterThanOrEqual(1);
    } finally {
      await inContext(app, (commands) =>
        commands.execute(
          new DefineSetting('filter', 'NUMERIC', '5000', 'Maximum number of rows in a CSV download.'),
        ),
      );
    }
    await post('download', { pageTake: 0 }).expect(400);
  });
});
