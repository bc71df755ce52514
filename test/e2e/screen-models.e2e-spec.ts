import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { GenerateDataset } from '../../src/contexts/filings/index.js';
import { inContext } from '../support/accounts.js';
import { tenantWithUsers, type TestUser } from '../support/tenant-users.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const UK = 3;
const YEAR = 2025;

interface ModelRow {
  tickerID: string;
  mScore: number | null;
  fScore: number | null;
}

/**
 * Screening by the models (issue 21): the M-score and F-score ranges and the M-score flag filter, count,
 * sort and download on the real PostgreSQL as direct SQL over screening.ticker_year says, and a saved filter
 * keeps them.
 */
describe("Screening by the models' scores: M-score, F-score and the M-score flag", () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let ana: TestUser;

  const post = (path: string, body: object) =>
    request(app.getHttpServer()).post(`/api/${path}`).set('Authorization', `Bearer ${ana.token}`).send(body);
  const get = (path: string) =>
    request(app.getHttpServer()).get(`/api/${path}`).set('Authorization', `Bearer ${ana.token}`);
  const count = async (where: string, params: unknown[]): Promise<number> => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from screening.ticker_year where ${where}`,
      params,
    );
    return rows[0]?.n ?? -1;
  };
  const scope = 'year = $1 and exchange_country_id = any($2)';

  beforeAll(async () => {
    app = await startTestApp();
    await inContext(app, (commands) =>
      commands.execute(new GenerateDataset({ companies: 500, years: 4, seed: 21, lastYear: YEAR })),
    );
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    [ana] = (await tenantWithUsers(app, [US, UK], 1)) as [TestUser];
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it("keeps the scores inside the criteria's limits, and the flag is M > -1.78", async () => {
    const { rows } = await db.query<{
      m_min: number;
      m_max: number;
      f_min: number;
      f_max: number;
      wrong_flags: number;
      flagged: number;
    }>(
      `select min(m_score) as m_min, max(m_score) as m_max, min(f_score) as f_min, max(f_score) as f_max,
              count(*) filter (where m_score is not null and m_score_flag is distinct from (m_score > -1.78))::int
                as wrong_flags,
              count(*) filter (where m_score_flag)::int as flagged
         from screening.ticker_year`,
    );
    const spread = rows[0]!;
    expect(spread.m_min).toBeGreaterThanOrEqual(-50);
    expect(spread.m_max).toBeLessThanOrEqual(50);
    expect(spread.f_min).toBeGreaterThanOrEqual(0);
    expect(spread.f_max).toBeLessThanOrEqual(1000);
    expect(spread.wrong_flags).toBe(0);
    expect(spread.flagged).toBeGreaterThan(0);
  });

  it("answers the available M-score and F-score ranges under the other criteria, with the scale's open ends", async () => {
    const body = { exchange: [US, UK], year: YEAR, minRiskScore: 20, minMScore: -2, minFScore: 0.5 };
    const mScore = await post('dashboard/mScore', body).expect(200);
    const fScore = await post('dashboard/fScore', body).expect(200);
    const spread = async (column: string, other: string) => {
      const { rows } = await db.query<{ min: number; max: number; p01: number; p99: number }>(
        `select min(${column}) as min, max(${column}) as max,
                percentile_cont(0.01) within group (order by ${column}) as p01,
                percentile_cont(0.99) within group (order by ${column}) as p99
           from screening.ticker_year where ${scope} and final_score >= 20 and ${other}`,
        [YEAR, [US, UK]],
      );
      const { min, max, p01, p99 } = rows[0]!;
      // The percentiles widened to the sliders' two decimals, kept within min and max.
      const within = (value: number) => Math.min(max, Math.max(min, value));
      return {
        min,
        max,
        low: within(Math.floor(p01 * 100 + 1e-9) / 100),
        high: within(Math.ceil(p99 * 100 - 1e-9) / 100),
      };
    };
    const m = await spread('m_score', 'f_score >= 0.5');
    const f = await spread('f_score', 'm_score >= -2');
    expect(mScore.body).toEqual(m);
    expect(fScore.body).toEqual(f);
    for (const answer of [mScore.body, fScore.body] as Array<
      Record<'min' | 'max' | 'low' | 'high', number>
    >) {
      expect(answer.min).toBeLessThanOrEqual(answer.low);
      expect(answer.low).toBeLessThanOrEqual(answer.high);
      expect(answer.high).toBeLessThanOrEqual(answer.max);
    }
    // The M-score's extremes lie beyond the open ends: the scale follows the bulk of the data.
    expect(m.low).toBeGreaterThan(m.min);
    expect(m.high).toBeLessThan(m.max);

    // No company under the filter (a sector that does not exist): all four null.
    const none = await post('dashboard/mScore', { exchange: [US], year: YEAR, sectorId: [999_999] }).expect(
      200,
    );
    expect(none.body).toEqual({ min: null, max: null, low: null, high: null });
  });

  it('filters by the M-score range, the F-score range and the flag, rows and counts as direct SQL counts them', async () => {
    const body = {
      exchange: [US, UK],
      year: YEAR,
      order: ['EXC', 'MS', 'FS', 'MF'],
      minMScore: -2.5,
      maxMScore: 3,
      minFScore: 0.2,
      maxFScore: 5,
      mScoreFlag: true,
      pageTake: 100,
    };
    const ms = 'm_score >= -2.5 and m_score <= 3';
    const fs = 'f_score >= 0.2 and f_score <= 5';
    const mf = 'm_score_flag is true';
    const params = [YEAR, [US, UK]];
    const total = await count(`${scope} and ${ms} and ${fs} and ${mf}`, params);
    expect(total).toBeGreaterThan(0);
    // The flag narrows the ranges' matches: it is not a no-op.
    expect(await count(`${scope} and ${ms} and ${fs}`, params)).toBeGreaterThan(total);

    const result = await post('dashboard/filter', body).expect(200);
    expect(result.body.total).toBe(total);
    const rows = result.body.data as ModelRow[];
    expect(rows).toHaveLength(Math.min(total, 100));
    const { rows: stored } = await db.query<{ ticker_id: string; m_score: number; f_score: number }>(
      `select ticker_id, m_score, f_score from screening.ticker_year where year = $1 and ticker_id = any($2)`,
      [YEAR, rows.map((row) => row.tickerID)],
    );
    const byTicker = new Map(stored.map((row) => [row.ticker_id, row]));
    for (const row of rows) {
      expect(row.mScore).toBe(byTicker.get(row.tickerID)?.m_score);
      expect(row.fScore).toBe(byTicker.get(row.tickerID)?.f_score);
      expect(row.mScore).toBeGreaterThan(-1.78);
      expect(row.mScore).toBeLessThanOrEqual(3);
      expect(row.fScore).toBeGreaterThanOrEqual(0.2);
      expect(row.fScore).toBeLessThanOrEqual(5);
    }

    const counts = await post('dashboard/filterCount', body).expect(200);
    expect(counts.body).toMatchObject({
      total,
      mScoreCount: await count(`${scope} and ${fs} and ${mf}`, params),
      fScoreCount: await count(`${scope} and ${ms} and ${mf}`, params),
      mScoreFlagCount: await count(`${scope} and ${ms} and ${fs}`, params),
      sectorCount: total,
    });

    // Unchosen (false or absent), the flag sets no condition.
    const off = await post('dashboard/filterCount', { ...body, mScoreFlag: false }).expect(200);
    expect(off.body.total).toBe(await count(`${scope} and ${ms} and ${fs}`, params));
    // Out-of-limit bounds and a non-boolean flag are refused with a 400, never a 500.
    await post('dashboard/filter', { ...body, minMScore: -51 }).expect(400);
    await post('dashboard/filter', { ...body, maxFScore: 1001 }).expect(400);
    await post('dashboard/filter', { ...body, mScoreFlag: 'yes' }).expect(400);
  });

  it('sorts by M-score and by F-score on the server, missing scores last', async () => {
    for (const [field, column] of [
      ['mScore', 'm_score'],
      ['fScore', 'f_score'],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const { rows } = await db.query<{ ticker_id: string }>(
          `select ticker_id from screening.ticker_year where ${scope}
            order by ${column} ${dir} nulls last, ticker_id asc limit 30`,
          [YEAR, [US, UK]],
        );
        const page = await post('dashboard/filter', {
          exchange: [US, UK],
          year: YEAR,
          filterOrders: [{ field, dir }],
          pageTake: 30,
        }).expect(200);
        expect((page.body.data as ModelRow[]).map((row) => row.tickerID)).toEqual(
          rows.map((row) => row.ticker_id),
        );
      }
    }
  });

  it("downloads the Beneish M-score and Dechow F-score columns after the spec's columns", async () => {
    const body = {
      exchange: [US],
      year: YEAR,
      minMScore: -1,
      filterOrders: [{ field: 'mScore', dir: 'desc' }],
    };
    const response = await post('dashboard/download', body).expect(200);
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ISIN,Name,Ticker,FiscalYear,FiscalYearEnd,Domicile,RankPercent,RankPerSector,Rating,Risk,Beneish M-score,Dechow F-score,Filing events',
    );
    const { rows } = await db.query<{ m_score: number; f_score: number | null }>(
      `select m_score, f_score from screening.ticker_year where year = $1 and exchange_country_id = $2
          and m_score >= -1 order by m_score desc nulls last, ticker_id`,
      [YEAR, US],
    );
    expect(lines).toHaveLength(rows.length + 1);
    const two = (value: number | null) => (value === null ? '' : String(Math.round(value * 100) / 100));
    lines.slice(1).forEach((line, index) => {
      const cells = line.split(',');
      expect(cells.slice(-3, -1)).toEqual([two(rows[index]!.m_score), two(rows[index]!.f_score)]);
    });
  });

  it("saves and loads a filter with the models' criteria, and reads an older saved filter as without them", async () => {
    const available = await post('dashboard/mScore', { exchange: [US], year: YEAR }).expect(200);
    const saved = await post('saved-filters', {
      name: 'Likely manipulators',
      exchange: [US],
      order: ['EXC', 'MS', 'FS', 'MF'],
      minMScore: -50,
      minFScore: 0.5,
      mScoreFlag: true,
    }).expect(201);
    expect(saved.body.filter).toMatchObject({
      minMScore: -50,
      maxMScore: null,
      minFScore: 0.5,
      maxFScore: null,
      mScoreFlag: true,
      order: ['EXC', 'MS', 'FS', 'MF'],
    });
    const listed = await get('saved-filters').expect(200);
    expect(
      (listed.body as Array<{ id: string; filter: object }>).find((f) => f.id === saved.body.id)?.filter,
    ).toEqual(saved.body.filter);

    const loaded = await get(`saved-filters/${saved.body.id as string}`).expect(200);
    // Replayed in the stored order: the M-score minimum below what is offered moves to the available
    // minimum (two decimals, widened down); the F-score minimum is inside its range; the flag applies.
    const low = Math.floor((available.body as { min: number }).min * 100) / 100;
    expect(loaded.body.adjustments).toEqual([`Min Beneish M-score : -50 will be changed to ${low}`]);
    expect(loaded.body.filter).toMatchObject({
      minMScore: low,
      maxMScore: null,
      minFScore: 0.5,
      maxFScore: null,
      mScoreFlag: true,
      order: ['EXC', 'MS', 'FS', 'MF'],
    });
    // The loaded filter screens as a direct count says.
    const screened = await post('dashboard/filter', { ...loaded.body.filter, pageTake: 1 }).expect(200);
    expect(screened.body.total).toBe(
      await count(
        'year = $1 and exchange_country_id = $2 and m_score >= $3 and f_score >= 0.5 and m_score_flag',
        [YEAR, US, low],
      ),
    );

    // A filter saved before these criteria existed: its jsonb has none of their fields.
    const old = await post('saved-filters', {
      name: 'Before issue 21',
      exchange: [US],
      order: ['EXC'],
    }).expect(201);
    await db.query(
      `update watchlists.saved_filter
          set criteria = criteria - 'minMScore' - 'maxMScore' - 'minFScore' - 'maxFScore' - 'mScoreFlag'
        where id = $1`,
      [old.body.id],
    );
    const legacy = await get(`saved-filters/${old.body.id as string}`).expect(200);
    expect(legacy.body.adjustments).toEqual([]);
    const none = { minMScore: null, maxMScore: null, minFScore: null, maxFScore: null, mScoreFlag: false };
    expect(legacy.body.stored).toMatchObject(none);
    expect(legacy.body.filter).toMatchObject({ ...none, order: ['EXC'] });
  });
});
