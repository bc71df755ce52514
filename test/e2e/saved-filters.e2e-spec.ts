import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { RATINGS } from '../../src/contexts/screening/index.js';
import { GenerateDataset } from '../../src/contexts/filings/index.js';
import { inContext } from '../support/accounts.js';
import { tenantWithUsers, type TestUser } from '../support/tenant-users.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const UK = 3;
const GERMANY = 4;
const YEAR = 2025;

interface Row {
  ticker_id: string;
  sector_id: number;
  industry_group_id: number;
  auditor_id: number;
  domicile_country: string;
  trading_status: string;
  rating: string;
}

describe('Saved filters: save, replace, load with adjustments, restricted exchanges', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let ana: TestUser;
  let ben: TestUser;
  let other: TestUser;

  const call = (user: TestUser) => {
    const auth = { Authorization: `Bearer ${user.token}` };
    return {
      get: (path: string) => request(app.getHttpServer()).get(`/api/${path}`).set(auth),
      post: (path: string, body: object) =>
        request(app.getHttpServer()).post(`/api/${path}`).set(auth).send(body),
      delete: (path: string) => request(app.getHttpServer()).delete(`/api/${path}`).set(auth),
    };
  };
  const one = async <T>(sql: string, params: unknown[]): Promise<T> => {
    const { rows } = await db.query(sql, params);
    if (!rows[0]) throw new Error(`No row for ${sql}`);
    return rows[0] as T;
  };
  const floor = (value: number, decimals: number) => Math.floor(value * 10 ** decimals) / 10 ** decimals;
  const ceil = (value: number, decimals: number) => Math.ceil(value * 10 ** decimals) / 10 ** decimals;

  beforeAll(async () => {
    app = await startTestApp();
    await inContext(app, (commands) =>
      commands.execute(new GenerateDataset({ companies: 600, years: 5, seed: 62, lastYear: YEAR })),
    );
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    [ana, ben] = (await tenantWithUsers(app, [US, UK], 2)) as [TestUser, TestUser];
    [other] = (await tenantWithUsers(app, [US, UK], 1)) as [TestUser];
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it("validates a save with the spec's messages and asks before replacing a name", async () => {
    const noName = await call(ana)
      .post('saved-filters', { exchange: [US] })
      .expect(400);
    expect(noName.body).toEqual({
      statusCode: 400,
      errorCode: 'FILTER_NAME_REQUIRED',
      message: 'Saved filter name is required.',
    });
    expect((await call(ana).post('saved-filters', {}).expect(400)).body.errorCode).toBe(
      'FILTER_NAME_REQUIRED',
    );
    const noExchange = await call(ana).post('saved-filters', { name: 'Mine', exchange: [] }).expect(400);
    expect(noExchange.body).toMatchObject({
      errorCode: 'EXCHANGE_REQUIRED',
      message: 'Exchange country is required',
    });
    const forbidden = await call(ana)
      .post('saved-filters', { name: 'Mine', exchange: [GERMANY] })
      .expect(403);
    expect(forbidden.body.errorCode).toBe('EXCHANGE_NOT_PERMITTED');
    await call(ana)
      .post('saved-filters', { name: 'Mine', exchange: [US], minMarketCapDecile: 50, maxMarketCapDecile: 10 })
      .expect(400);

    const saved = await call(ana)
      .post('saved-filters', { name: 'Mine', order: ['EXC', 'SEC'], exchange: [US], sectorId: [10] })
      .expect(201);
    expect(saved.body).toMatchObject({
      name: 'Mine',
      filter: { order: ['EXC', 'SEC'], exchange: [US], sectorId: [10], year: null, minRiskScore: null },
    });
    const again = await call(ana)
      .post('saved-filters', { name: 'MINE', exchange: [UK] })
      .expect(409);
    expect(again.body.errorCode).toBe('FILTER_NAME_ALREADY_EXISTS');
    const replaced = await call(ana)
      .post('saved-filters', { name: 'MINE', exchange: [UK], replace: true })
      .expect(201);
    expect(replaced.body).toMatchObject({
      id: saved.body.id,
      name: 'MINE',
      filter: { exchange: [UK], order: ['EXC'] },
    });
    const listed = await call(ana).get('saved-filters').expect(200);
    expect(listed.body).toHaveLength(1);
    // Names are per user.
    await call(ben)
      .post('saved-filters', { name: 'Mine', exchange: [US] })
      .expect(201);
  });

  it('loads an unchanged filter as it was saved, without adjustments', async () => {
    const { sector_id } = await one<Row>(
      'select sector_id from screening.ticker_year where year = $1 and exchange_country_id = $2 limit 1',
      [YEAR, US],
    );
    const saved = await call(ana)
      .post('saved-filters', {
        name: 'Plain',
        order: ['EXC', 'SEC', 'YEAR'],
        exchange: [US],
        sectorId: [sector_id],
        year: YEAR,
      })
      .expect(201);
    const loaded = await call(ana).get(`saved-filters/${saved.body.id}`).expect(200);
    expect(loaded.body).toMatchObject({
      name: 'Plain',
      adjustments: [],
      restrictAccess: false,
      restrictedExchanges: [],
      filter: { order: ['EXC', 'SEC', 'YEAR'], exchange: [US], sectorId: [sector_id], year: YEAR },
    });
    expect(loaded.body.stored).toEqual(loaded.body.filter);
  });

  it('replays the criteria in stored order, drops values no longer offered, clamps ranges and moves the year', async () => {
    const exchanges = [US, UK];
    const reference = await one<Row>(
      `select ticker_id, sector_id, industry_group_id, auditor_id, domicile_country, trading_status, rating
         from screening.ticker_year
        where year = $1 and exchange_country_id = $2 and final_score is not null and rating is not null
          and one_year_change between -90 and 90
        order by ticker_id limit 1`,
      [YEAR, US],
    );
    const otherGroup = await one<{ industry_group_id: number }>(
      'select industry_group_id from screening.ticker_year where year = $1 and sector_id <> $2 limit 1',
      [YEAR, reference.sector_id],
    );
    const risk = await one<{ min: number; max: number }>(
      'select min(final_score) as min, max(final_score) as max from screening.ticker_year where year = $1 and exchange_country_id = any($2)',
      [YEAR, exchanges],
    );
    const [riskLow, riskHigh] = [floor(risk.min, 2), ceil(risk.max, 2)];
    const change = await one<{ min: number; max: number }>(
      `select min(one_year_change) as min, max(one_year_change) as max from screening.ticker_year
        where year = $1 and exchange_country_id = any($2) and final_score >= $3 and final_score <= $4`,
      [YEAR, exchanges, riskLow, riskHigh],
    );
    const [changeLow, changeHigh] = [floor(change.min, 0), ceil(change.max, 0)];
    const changeMin = Math.min(Math.max(-100, changeLow), changeHigh);
    const changeMax = Math.max(Math.min(100, changeHigh), changeLow);
    const { rows: ratingRows } = await db.query<{ rating: string }>(
      `select distinct rating from screening.ticker_year
        where year = $1 and exchange_country_id = any($2) and final_score >= $3 and final_score <= $4
          and one_year_change >= $5 and one_year_change <= $6 and sector_id = $7 and industry_group_id = $8
          and auditor_id = $9 and domicile_country = $10 and trading_status = $11 and rating is not null`,
      [
        YEAR,
        exchanges,
        riskLow,
        riskHigh,
        changeMin,
        changeMax,
        reference.sector_id,
        reference.industry_group_id,
        reference.auditor_id,
        reference.domicile_country,
        reference.trading_status,
      ],
    );
    const absentRating = RATINGS.find((rating) => !ratingRows.some((row) => row.rating === rating));
    if (!absentRating) throw new Error('every rating present');

    const saved = await call(ana)
      .post('saved-filters', {
        name: 'Everything',
        order: ['EXC', 'RS', 'OYC', 'SEC', 'IG', 'AUD', 'DOM', 'INC', 'STA', 'RAT', 'YEAR', 'MCD'],
        exchange: exchanges,
        minRiskScore: 0,
        maxRiskScore: 100,
        minOneYearChange: -100,
        maxOneYearChange: 100,
        sectorId: [reference.sector_id, 999],
        industryGroupId: [reference.industry_group_id, otherGroup.industry_group_id],
        auditorId: [reference.auditor_id, 99_999],
        domicile: [reference.domicile_country, 'Atlantis'],
        incorporation: ['Atlantis'],
        status: [reference.trading_status, 'Zombie'],
        rating: [reference.rating, absentRating],
        year: 2019,
        minMarketCapDecile: 0,
        maxMarketCapDecile: 99_999_999,
      })
      .expect(201);
    const loaded = await call(ana).get(`saved-filters/${saved.body.id}`).expect(200);

    const expected = [
      `Year : 2019 will be changed to ${YEAR}`,
      ...(riskLow > 0 ? [`Min Risk Score : 0 will be changed to ${riskLow}`] : []),
      ...(riskHigh < 100 ? [`Max Risk Score : 100 will be changed to ${riskHigh}`] : []),
      ...(changeMin !== -100 ? [`Min 1 year change : -100 will be changed to ${changeMin}`] : []),
      ...(changeMax !== 100 ? [`Max 1 year change : 100 will be changed to ${changeMax}`] : []),
      'Sector ID 999 will not be included in the filter',
      `Industry Group ID ${otherGroup.industry_group_id} will not be included in the filter`,
      'Auditor ID 99999 will not be included in the filter',
      'Domicile Atlantis will not be included in the filter',
      'Incorporation Atlantis will not be included in the filter',
      'Status Zombie will not be included in the filter',
      `Rating ${absentRating} will not be included in the filter`,
    ];
    expect(loaded.body.adjustments).toEqual(expected);
    expect(loaded.body.adjustments.length).toBeGreaterThanOrEqual(9);
    expect(loaded.body.restrictAccess).toBe(false);
    expect(loaded.body.filter).toEqual({
      order: ['EXC', 'RS', 'OYC', 'SEC', 'IG', 'AUD', 'DOM', 'STA', 'RAT', 'YEAR', 'MCD'],
      exchange: exchanges,
      sectorId: [reference.sector_id],
      industryGroupId: [reference.industry_group_id],
      auditorId: [reference.auditor_id],
      domicile: [reference.domicile_country],
      incorporation: [],
      status: [reference.trading_status],
      rating: [reference.rating],
      minRiskScore: Math.max(0, riskLow),
      maxRiskScore: Math.min(100, riskHigh),
      minOneYearChange: changeMin,
      maxOneYearChange: changeMax,
      year: YEAR,
      minMarketCapDecile: 0,
      maxMarketCapDecile: 99_999_999,
      // The models' criteria (issue 21), not chosen.
      minMScore: null,
      maxMScore: null,
      minFScore: null,
      maxFScore: null,
      mScoreFlag: false,
      // The data source (issue 30), not chosen.
      source: [],
      // The filing events (issue 31), not chosen.
      filingEvent: [],
    });
    // The stored filter is kept as saved.
    expect(loaded.body.stored).toMatchObject({ year: 2019, sectorId: [reference.sector_id, 999] });
    // The adjusted filter screens the reference company.
    const screened = await request(app.getHttpServer())
      .post('/api/dashboard/filter')
      .set('Authorization', `Bearer ${ana.token}`)
      .send({ ...loaded.body.filter, pageTake: 100 })
      .expect(200);
    expect((screened.body.data as Array<{ tickerID: string }>).map((row) => row.tickerID)).toContain(
      reference.ticker_id,
    );
  });

  it('stops with restrictAccess and the exchange names when a stored exchange is not permitted now', async () => {
    const saved = await call(ana)
      .post('saved-filters', { name: 'Both', exchange: [US, UK] })
      .expect(201);
    // Regions change in the database; the screening context's entitlement cache (2 s) is waited out.
    const setRegions = async (regionIds: number[]) => {
      await db.query('update tenancy.tenant set region_ids = $2 where id = $1', [ana.tenantId, regionIds]);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    };
    await setRegions([US]);
    try {
      const loaded = await call(ana).get(`saved-filters/${saved.body.id}`).expect(200);
      expect(loaded.body).toMatchObject({
        name: 'Both',
        restrictAccess: true,
        restrictedExchanges: ['United Kingdom'],
        filter: null,
        adjustments: [],
        stored: { exchange: [US, UK] },
      });
    } finally {
      await setRegions([US, UK]);
    }
    expect((await call(ana).get(`saved-filters/${saved.body.id}`).expect(200)).body.restrictAccess).toBe(
      false,
    );
  });

  it("refuses another user's saved filter as not found, and deletes one's own", async () => {
    const saved = await call(ana)
      .post('saved-filters', { name: 'Secret', exchange: [US] })
      .expect(201);
    for (const stranger of [ben, other]) {
      const answer = await call(stranger).get(`saved-filters/${saved.body.id}`).expect(404);
      expect(answer.body.errorCode).toBe('SAVED_FILTER_NOT_FOUND');
      await call(stranger).delete(`saved-filters/${saved.body.id}`).expect(404);
      await call(stranger)
        .post('saved-filters', { name: 'Secret', exchange: [US], replace: true })
        .expect(201);
    }
    expect((await call(ana).get(`saved-filters/${saved.body.id}`).expect(200)).body.stored.exchange).toEqual([
      US,
    ]);
    await call(ana).delete(`saved-filters/${saved.body.id}`).expect(204);
    await call(ana).get(`saved-filters/${saved.body.id}`).expect(404);
    await call(ana).get('saved-filters/not-a-uuid').expect(404);
  });
});
