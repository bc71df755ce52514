import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { ImportSecData, ImportStatements, type SecImportSummary } from '../../src/contexts/filings/index.js';
import { inContext, signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const SEC = resolve(process.cwd(), '../shared/data/sec');
const haveShared = existsSync(SEC);
if (!haveShared) console.warn(`Skipping the real SEC companies beside the demo: ${SEC} is absent.`);

/**
 * Enron's figures as originally reported in its 10-Ks for 1997-2000 ($ millions; the textbook case of
 * Beneish's M-score): no inventory, equity, cash or issuance lines, so its F-score cannot be computed.
 * Arthur Andersen is not in the auditor list: N/A.
 */
const ENRON_COLUMNS =
  'isin,ticker,name,exchange_country,exchange,domicile_country,incorporation_country,sector,industry_group,' +
  'auditor,trading_status,year,revenue,cogs,sga,depreciation,netIncome,cfo,receivables,inventory,' +
  'otherCurrentAssets,currentAssets,ppe,goodwill,otherIntangibles,totalAssets,currentLiabilities,' +
  'longTermDebt,totalLiabilities,equity,cash,securities,marketValue';
const ENRON_YEARS: Record<number, number[]> = {
  // revenue, cogs, sga, depreciation, netIncome, cfo, receivables, currentAssets, ppe, totalAssets,
  // currentLiabilities, longTermDebt
  1997: [20273, 17311, 1406, 480, 105, 501, 1697, 4669, 9170, 23422, 4412, 6254],
  1998: [31260, 26381, 2473, 563, 703, 1640, 2060, 5933, 10657, 29350, 6107, 7357],
  1999: [40112, 34761, 3045, 565, 1024, 1228, 3030, 7255, 10681, 33381, 6759, 7151],
  2000: [100789, 94517, 3184, 485, 979, 4779, 10396, 30381, 11743, 65503, 28406, 8550],
};
const ENRON_CSV = [
  ENRON_COLUMNS,
  ...Object.entries(ENRON_YEARS).map(([year, v]) =>
    [
      'US2935611069,ENE,Enron Corp,United States,NYSE,United States,United States,Utilities,Utilities,N/A,Delisted',
      year,
      ...v.slice(0, 7),
      '',
      '',
      v[7],
      v[8],
      '',
      '',
      v[9],
      v[10],
      v[11],
      '',
      '',
      '',
      '',
      '',
    ].join(','),
  ),
].join('\n');

/**
 * Issue 28: real companies beside the generated demo universe are ranked only among real ones and
 * rated only among at least 30 peers; every year with statements is offered, a year without a score
 * says why, and a line a filer does not report does not drop the company.
 */
describe('real companies beside the demo universe: peers, "Not rated", "Not scored"', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let analyst: string;
  const post = (path: string, body: object) => dashboardCall(app)(path, analyst, body);

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 120, years: 5, seed: 2_828, lastYear: 2025 });
    analyst = await signIn(app, 'analyst@acme.test');
    await inContext(app, (commands) => commands.execute(new ImportStatements(`${ENRON_CSV}\n`, 'enron.csv')));
    if (haveShared)
      await inContext<SecImportSummary>(app, (commands) =>
        commands.execute(
          new ImportSecData(
            {
              facts: [join(SEC, 'companyfacts')],
              submissions: [join(SEC, 'submissions')],
              fsds: [],
              tickers: join(SEC, 'company_tickers.json'),
            },
            { mode: 'add', usdPerUnit: {} },
          ),
        ),
      );
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('rates generated companies among generated ones and never gives a real company a generated peer', async () => {
    const { rows } = await db.query<{ origin: string; scored: number; rated: number; notes: string[] }>(
      `select origin, count(final_score)::int as scored, count(rating)::int as rated,
              array_agg(distinct score_note) filter (where score_note is not null and final_score is not null) as notes
         from screening.ticker_year group by origin order by origin`,
    );
    const byOrigin = new Map(rows.map((row) => [row.origin, row]));
    const generated = byOrigin.get('generated');
    expect(generated?.rated).toBe(generated?.scored);
    expect(generated?.rated).toBeGreaterThan(100);
    // The real companies (tens of them) have fewer than 30 peers of their kind: scored, never rated.
    for (const origin of ['file', ...(haveShared ? ['sec'] : [])]) {
      expect(byOrigin.get(origin)?.rated ?? 0).toBe(0);
      for (const note of byOrigin.get(origin)?.notes ?? [])
        expect(note).toBe('Not rated: fewer than 30 peers');
    }
    // A generated company's peers are all generated: its peer count is the generated class's count.
    const counts = await db.query<{ peers: number; same: number }>(
      `select t.peers, (select count(*)::int from screening.ticker_year o
                          where o.origin = 'generated' and o.year = t.year and o.exchange_country_id = t.exchange_country_id
                            and o.final_score is not null) as same
         from screening.ticker_year t
        where t.origin = 'generated' and t.peer_group = 'exchange country' limit 20`,
    );
    for (const row of counts.rows) expect(row.peers).toBe(row.same);
  });

  it("offers each of Enron's years, opens on its latest, shows its 2000 M-score flagged and says why it has no score", async () => {
    const years = await post('availableYears', { tickerId: 'ENE', exchangeCountryId: US }).expect(200);
    expect(years.body).toMatchObject({
      restrictAccess: false,
      data: [2000, 1999, 1998, 1997],
      defaultYear: 2000,
    });
    const detail = await post('tickerDetail', { tickerId: 'ENE', year: 2000, exchangeCountryId: US }).expect(
      200,
    );
    expect(detail.body).toMatchObject({
      finalScore: null,
      rating: 'N/A',
      scoreNote: 'Not scored: the F-score is N/A (RSST_ACC, CH_INV, SOFT_ASSETS and ISSUE are N/A)',
      origin: 'file',
    });
    const breakdown = await post('scoreBreakdown', {
      tickerId: 'ENE',
      year: 2000,
      exchangeCountryId: US,
    }).expect(200);
    expect(breakdown.body.mScore.value).toBeCloseTo(-0.539, 3);
    expect(breakdown.body.mScore.flagged).toBe(true);
    expect(breakdown.body.final.reason).toMatch(/^Not scored: the F-score is N\/A/);
    // The report exists for a year without a score, and says why in place of the rating.
    const link = await post('full-report-url', { tickerId: 'ENE', year: 2000, regionId: US }).expect(200);
    const report = await request(app.getHttpServer())
      .get(link.body.url as string)
      .expect(200);
    expect(report.text).toContain('id="score-note">Not scored: the F-score is N/A');
    await post('full-report-url', { tickerId: 'ENE', year: 2001, regionId: US }).expect(409);
  });

  (haveShared ? it : it.skip)(
    'scores Apple 2012, Snowflake and Alphabet 2025, does not rate NVIDIA 2026, keeps losses to a few percent',
    async () => {
      const nvidia = await post('tickerDetail', {
        tickerId: 'NVDA',
        year: 2026,
        exchangeCountryId: US,
      }).expect(200);
      expect(nvidia.body).toMatchObject({
        rating: 'N/A',
        scoreNote: 'Not rated: fewer than 30 peers',
        origin: 'sec',
      });
      expect(nvidia.body.finalScore).not.toBeNull();
      expect(nvidia.body.rankPercent).toBeNull();
      const scored = await db.query<{ ticker_id: string; year: number; final_score: number | null }>(
        `select ticker_id, year, final_score from screening.ticker_year
          where (ticker_id, year) in (('AAPL', 2012), ('SNOW', 2025), ('GOOGL', 2025)) order by ticker_id`,
      );
      expect(scored.rows.map((row) => [row.ticker_id, row.year, row.final_score !== null])).toEqual([
        ['AAPL', 2012, true],
        ['GOOGL', 2025, true],
        ['SNOW', 2025, true],
      ]);
      const apple = await post('availableYears', { tickerId: 'AAPL', exchangeCountryId: US }).expect(200);
      expect(apple.body.data).toContain(2009);
      const apple2009 = await post('tickerDetail', {
        tickerId: 'AAPL',
        year: 2009,
        exchangeCountryId: US,
      }).expect(200);
      expect(apple2009.body.warnings).toContain(
        'ALERT: Revenue for fiscal 2009 was revised from $36,537m to $42,905m (10-K/A filed 2010-01-25).',
      );
      const loss = await db.query<{ share: number }>(
        `select equity_loss / mv as share from screening.ticker_year where ticker_id = 'AAPL' and year = 2025`,
      );
      expect(loss.rows[0]?.share).toBeLessThan(0.05);
      // The screen shows the note beside the row instead of a rating.
      const screen = await post('filter', {
        exchange: [US],
        year: 2025,
        sectorId: [45],
        pageTake: 100,
      }).expect(200);
      const row = (
        screen.body.data as Array<{ tickerID: string; rating: string | null; scoreNote: string | null }>
      ).find((each) => each.tickerID === 'NVDA');
      expect(row).toMatchObject({ rating: null, scoreNote: 'Not rated: fewer than 30 peers' });
      // The results CSV writes the note in the Rating cell, never a blank or a letter.
      const csv = await post('download', {
        exchange: [US],
        year: 2025,
        sectorId: [45],
        pageTake: 100,
      }).expect(200);
      const line = csv.text.split('\r\n').find((each) => each.includes('NVIDIA'));
      expect(line?.split(',')[8]).toBe('Not rated: fewer than 30 peers');
    },
  );
});
