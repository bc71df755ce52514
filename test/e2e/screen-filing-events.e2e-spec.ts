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
const KINDS = ['late-filing', 'auditor-change', 'non-reliance', 'restatement'] as const;
const LABELS = ['Late filing', 'Auditor change', 'Non-reliance', 'Restatement'];

interface EventRow {
  tickerID: string;
  filingEvents: string[];
}

/**
 * The year's events of a company-year `y`, from the stored statements' flags and the stored filing events
 * (year-filing-events.ts, written again in SQL): the window is the year and the two before that the
 * company has statements for.
 */
const IN_WINDOW = (flag: string) =>
  `exists (select 1 from screening.statement s where s.ticker_id = y.ticker_id
             and s.year between y.year - 2 and y.year and s.${flag})`;
const NON_RELIANCE = `exists (select 1 from screening.filing_event e
             join screening.statement s on s.ticker_id = e.ticker_id and s.year = e.fiscal_year
            where e.ticker_id = y.ticker_id and e.kind = 'non-reliance' and e.fiscal_year between y.year - 2 and y.year)`;
const EXPECTED_KINDS = `array_remove(array[
    case when ${IN_WINDOW('late_filing')} then 'late-filing' end,
    case when ${IN_WINDOW('auditor_changed')} then 'auditor-change' end,
    case when ${NON_RELIANCE} then 'non-reliance' end,
    case when ${IN_WINDOW('restatement')} then 'restatement' end], null)`;

/**
 * The screener's Filing events criterion (issue 31) on the real PostgreSQL over a generated universe
 * (whose companies have late filings, auditor changes, non-reliance notices and restatements): the
 * stored window, the filter, its counts and options, the sort, the CSV column, saved filters and shared
 * views, each checked against direct SQL.
 */
describe('Screening by filing events', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let ana: TestUser;

  const post = (path: string, body: object) =>
    request(app.getHttpServer()).post(`/api/${path}`).set('Authorization', `Bearer ${ana.token}`).send(body);
  const get = (path: string) =>
    request(app.getHttpServer()).get(`/api/${path}`).set('Authorization', `Bearer ${ana.token}`);
  const count = async (where: string, params: unknown[] = [YEAR, [US, UK]]): Promise<number> => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from screening.ticker_year y where ${scope} and ${where}`,
      params,
    );
    return rows[0]?.n ?? -1;
  };
  const scope = 'y.year = $1 and y.exchange_country_id = any($2)';

  beforeAll(async () => {
    app = await startTestApp();
    await inContext(app, (commands) =>
      commands.execute(new GenerateDataset({ companies: 600, years: 4, seed: 31, lastYear: YEAR })),
    );
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    [ana] = (await tenantWithUsers(app, [US, UK], 1)) as [TestUser];
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it("stores each company-year's events of the year and the two before, and how many, as the statements and filings say", async () => {
    const { rows } = await db.query<{ rows: number; wrong_kinds: number; wrong_counts: number }>(
      `select count(*)::int as rows,
              count(*) filter (where y.filing_events <> ${EXPECTED_KINDS})::int as wrong_kinds,
              count(*) filter (where y.filing_event_count <> (
                select count(*) filter (where s.late_filing) + count(*) filter (where s.auditor_changed)
                       + count(*) filter (where s.restatement)
                  from screening.statement s
                 where s.ticker_id = y.ticker_id and s.year between y.year - 2 and y.year)
                + (select count(distinct e.fiscal_year) from screening.filing_event e
                     join screening.statement s on s.ticker_id = e.ticker_id and s.year = e.fiscal_year
                    where e.ticker_id = y.ticker_id and e.kind = 'non-reliance'
                      and e.fiscal_year between y.year - 2 and y.year))::int as wrong_counts
         from screening.ticker_year y`,
    );
    const stored = rows[0]!;
    expect(stored.rows).toBeGreaterThan(2000);
    expect(stored.wrong_kinds).toBe(0);
    expect(stored.wrong_counts).toBe(0);
    // Every kind occurs in the year screened: the criterion is not vacuous.
    for (const kind of KINDS)
      expect(await count(`y.filing_events @> array[$3]`, [YEAR, [US, UK], kind])).toBeGreaterThan(0);
  });

  it('finds exactly the rows whose window holds a chosen kind (any of several), and counts them as direct SQL does', async () => {
    for (const kind of KINDS) {
      const expected = await count(`${EXPECTED_KINDS} @> array[$3]`, [YEAR, [US, UK], kind]);
      const result = await post('dashboard/filter', {
        exchange: [US, UK],
        year: YEAR,
        filingEvent: [kind],
        pageTake: 100,
      }).expect(200);
      expect(result.body.total).toBe(expected);
      const rows = result.body.data as EventRow[];
      expect(rows).toHaveLength(Math.min(expected, 100));
      for (const row of rows) expect(row.filingEvents).toContain(kind);
    }

    const body = {
      exchange: [US, UK],
      year: YEAR,
      order: ['EXC', 'RS', 'FE'],
      minRiskScore: 30,
      filingEvent: ['late-filing', 'non-reliance'],
    };
    const chosen = `y.filing_events && array['late-filing', 'non-reliance']`;
    const total = await count(`y.final_score >= 30 and ${chosen}`);
    expect(total).toBeGreaterThan(0);
    // Any of the kinds: more rows than either alone.
    expect(total).toBeGreaterThan(
      await count(`y.final_score >= 30 and y.filing_events @> array['non-reliance']`),
    );
    const counts = await post('dashboard/filterCount', body).expect(200);
    expect(counts.body).toMatchObject({
      total,
      filingEventCount: await count('y.final_score >= 30'),
      riskScoreCount: await count(chosen),
      sectorCount: total,
    });
    // Unknown kinds and a text instead of a list are refused with a 400, never a 500.
    await post('dashboard/filter', { ...body, filingEvent: ['amendment'] }).expect(400);
    await post('dashboard/filter', { ...body, filingEvent: 'late-filing' }).expect(400);
  });

  it('answers per kind the rows whose window holds it under the other criteria, in the order of the kinds', async () => {
    const body = { exchange: [US, UK], year: YEAR, minRiskScore: 20, filingEvent: ['restatement'] };
    const answer = await post('dashboard/filingEvent', body).expect(200);
    const expected = [];
    for (const kind of KINDS) {
      const n = await count(`y.final_score >= 20 and y.filing_events @> array[$3]`, [YEAR, [US, UK], kind]);
      if (n > 0) expected.push({ filing_event: kind, count: n });
    }
    expect(expected).toHaveLength(4);
    expect(answer.body).toEqual(expected);
    // Under a criterion no company meets: no options.
    const none = await post('dashboard/filingEvent', {
      exchange: [US],
      year: YEAR,
      sectorId: [999_999],
    }).expect(200);
    expect(none.body).toEqual([]);
  });

  it('sorts by the number of filing events in the window, ties by ticker', async () => {
    for (const dir of ['desc', 'asc'] as const) {
      const { rows } = await db.query<{ ticker_id: string; filing_events: string[] }>(
        `select ticker_id, filing_events from screening.ticker_year y where ${scope}
          order by filing_event_count ${dir}, ticker_id asc limit 40`,
        [YEAR, [US, UK]],
      );
      const page = await post('dashboard/filter', {
        exchange: [US, UK],
        year: YEAR,
        filterOrders: [{ field: 'filingEvents', dir }],
        pageTake: 40,
      }).expect(200);
      const data = page.body.data as EventRow[];
      expect(data.map((row) => [row.tickerID, row.filingEvents])).toEqual(
        rows.map((row) => [row.ticker_id, row.filing_events]),
      );
    }
  });

  it('downloads the filing events after the score columns, their labels joined by "; "', async () => {
    const body = {
      exchange: [US],
      year: YEAR,
      filingEvent: ['auditor-change'],
      filterOrders: [{ field: 'filingEvents', dir: 'desc' }],
    };
    const response = await post('dashboard/download', body).expect(200);
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ISIN,Name,Ticker,FiscalYear,FiscalYearEnd,Domicile,RankPercent,RankPerSector,Rating,Risk,Beneish M-score,Dechow F-score,Filing events',
    );
    const { rows } = await db.query<{ filing_events: string[] }>(
      `select filing_events from screening.ticker_year where year = $1 and exchange_country_id = $2
          and filing_events && array['auditor-change'] order by filing_event_count desc, ticker_id`,
      [YEAR, US],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(rows.length + 1);
    const label = (kind: string) => LABELS[KINDS.indexOf(kind as (typeof KINDS)[number])];
    lines.slice(1).forEach((line, index) => {
      expect(line.split(',').at(-1)).toBe(rows[index]!.filing_events.map(label).join('; '));
    });
  });

  it('saves and replays a filter with filing events, and reads an older saved filter as without them', async () => {
    const saved = await post('saved-filters', {
      name: 'Late or restated',
      exchange: [US],
      year: YEAR,
      order: ['EXC', 'FE'],
      filingEvent: ['late-filing', 'restatement'],
    }).expect(201);
    expect(saved.body.filter).toMatchObject({
      filingEvent: ['late-filing', 'restatement'],
      order: ['EXC', 'FE'],
    });
    const loaded = await get(`saved-filters/${saved.body.id as string}`).expect(200);
    expect(loaded.body.adjustments).toEqual([]);
    expect(loaded.body.filter).toMatchObject({
      filingEvent: ['late-filing', 'restatement'],
      order: ['EXC', 'FE'],
    });
    const screened = await post('dashboard/filter', { ...loaded.body.filter, pageTake: 1 }).expect(200);
    expect(screened.body.total).toBe(
      await count(`y.filing_events && array['late-filing', 'restatement']`, [YEAR, [US]]),
    );
    await post('saved-filters', { name: 'Bad kind', exchange: [US], filingEvent: ['amendment'] }).expect(400);

    // Under a sector without an auditor change in the year, the kind is dropped with the spec's note.
    const { rows } = await db.query<{ sector_id: number }>(
      `select sector_id from screening.ticker_year where year = $1 and exchange_country_id = $2
        group by sector_id having not bool_or(filing_events @> array['auditor-change']) limit 1`,
      [YEAR, US],
    );
    const sector = rows[0]?.sector_id;
    expect(sector).toBeDefined();
    const narrowed = await post('saved-filters', {
      name: 'No auditor change here',
      exchange: [US],
      year: YEAR,
      order: ['EXC', 'SEC', 'FE'],
      sectorId: [sector],
      filingEvent: ['auditor-change'],
    }).expect(201);
    const replayed = await get(`saved-filters/${narrowed.body.id as string}`).expect(200);
    expect(replayed.body.adjustments).toEqual([
      'Filing event auditor-change will not be included in the filter',
    ]);
    expect(replayed.body.filter).toMatchObject({ filingEvent: [], order: ['EXC', 'SEC'] });

    // A filter saved before the criterion existed: its jsonb has no filingEvent.
    const old = await post('saved-filters', {
      name: 'Before issue 31',
      exchange: [US],
      order: ['EXC'],
    }).expect(201);
    await db.query(`update watchlists.saved_filter set criteria = criteria - 'filingEvent' where id = $1`, [
      old.body.id,
    ]);
    const legacy = await get(`saved-filters/${old.body.id as string}`).expect(200);
    expect(legacy.body.adjustments).toEqual([]);
    expect(legacy.body.stored).toMatchObject({ filingEvent: [] });
    expect(legacy.body.filter).toMatchObject({ filingEvent: [], order: ['EXC'] });
  });

  it('carries the filing events in a shared view, which screens as before', async () => {
    const filter = { order: ['EXC', 'FE'], exchange: [US, UK], year: YEAR, filingEvent: ['non-reliance'] };
    const first = await post('dashboard/filter', { ...filter, pageTake: 1 }).expect(200);
    const view = {
      filter,
      selected: { tickerId: (first.body.data as EventRow[])[0]!.tickerID, exchangeCountryId: US, year: YEAR },
    };
    const link = await post('share', view).expect(200);
    const opened = await post('share/open', { share: link.body.share }).expect(200);
    expect(opened.body).toEqual(view);
    const again = await post('dashboard/filter', {
      ...(opened.body as typeof view).filter,
      pageTake: 1,
    }).expect(200);
    expect(again.body.total).toBe(first.body.total);
    expect(again.body.total).toBe(await count(`y.filing_events @> array['non-reliance']`));
  });
});
