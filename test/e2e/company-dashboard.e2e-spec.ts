import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import { signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const GERMANY = 4;
const YEAR = 2025;

describe('Company risk dashboard panels', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let acme: string;
  let globex: string;
  let usTicker: string;
  let germanTicker: string;
  const post = (path: string, token: string, body: object) => dashboardCall(app)(path, token, body);

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 400, years: 5, seed: 21, lastYear: YEAR });
    const pick = async (exchange: number): Promise<string> => {
      const { rows } = await db.query<{ ticker_id: string }>(
        `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2 and final_score is not null
          order by final_score desc limit 1`,
        [YEAR, exchange],
      );
      if (!rows[0]) throw new Error(`no scored company in exchange ${exchange}`);
      return rows[0].ticker_id;
    };
    usTicker = await pick(US);
    germanTicker = await pick(GERMANY);
    acme = await signIn(app, 'analyst@acme.test');
    globex = await signIn(app, 'analyst@globex.test');
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('answers the ticker detail with the spec fields, agreeing with the history and the clusters', async () => {
    const detail = await post('tickerDetail', acme, {
      tickerId: usTicker,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(200);
    expect(detail.body).toMatchObject({
      id: usTicker,
      exchange_countryID: US,
      exchangeCountry: 'United States',
      // A demo company: its symbol without the exchange suffix, no CIK.
      ticker: usTicker.replace(/-US$/, ''),
      origin: 'generated',
      cik: null,
    });
    expect(usTicker).toMatch(/^[A-Z0-9]+-US$/);
    expect(typeof detail.body.finalScore).toBe('number');
    expect(detail.body.rating).toMatch(/^(A\+|A|A-|B\+|B|B-|C\+|C|C-|D\+|D|D-|E|F)$/);
    for (const text of [
      'name',
      'status',
      'auditor',
      'sector_name',
      'industryGroup',
      'incorpCountry',
      'domicileCountry',
      'isin',
    ]) {
      expect(typeof detail.body[text]).toBe('string');
    }
    const warnings = detail.body.warnings as string[];
    warnings.forEach((warning) => expect(warning).toMatch(/^ALERT: /));
    // Generated demo data: no SEC filing stands behind the figures.
    expect(detail.body.source).toBeNull();

    const history = await post('riskHistory', acme, { tickerId: usTicker, exchangeCountryId: US }).expect(
      200,
    );
    expect(
      (history.body as Array<{ year: number; score: number | null }>).find((point) => point.year === YEAR)
        ?.score,
    ).toBe(detail.body.finalScore);
    (history.body as Array<{ average: number }>).forEach((point) =>
      expect(typeof point.average).toBe('number'),
    );

    const factors = await post('chartFactor', acme, {
      tickerId: usTicker,
      year: YEAR,
      exchange_countryID: US,
    }).expect(200);
    expect(factors.body.restrictAccess).toBe(false);
    expect(factors.body.data).toHaveLength(14);
    const some = await post('chartFactor', acme, {
      tickerId: usTicker,
      year: YEAR,
      exchange_countryID: US,
      clusterType: ['ac', 'gr'],
    }).expect(200);
    expect((some.body.data as Array<{ cluster_type: string }>).map((factor) => factor.cluster_type)).toEqual([
      'ac',
      'gr',
    ]);
  });

  it('answers distributions whose bins count the scored companies and include the company', async () => {
    const risk = await post('riskDistribution', acme, { year: YEAR, exchangeCountryId: US }).expect(200);
    expect(risk.body).toHaveLength(20);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from screening.ticker_year where year = $1 and exchange_country_id = $2 and final_score is not null',
      [YEAR, US],
    );
    expect((risk.body as Array<{ y: number }>).reduce((sum, bin) => sum + bin.y, 0)).toBe(rows[0]?.n);
    const sector = await post('sectorDistribution', acme, {
      tickerId: usTicker,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(200);
    expect((sector.body as Array<{ y: number }>).reduce((sum, bin) => sum + bin.y, 0)).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('lists the available years, the listing by ISIN and ticker, every region and the popup texts', async () => {
    const years = await post('availableYears', acme, { tickerId: usTicker, exchangeCountryId: US }).expect(
      200,
    );
    expect(years.body.restrictAccess).toBe(false);
    expect(years.body.data[0]).toBe(YEAR);
    const detail = await post('tickerDetail', acme, {
      tickerId: usTicker,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(200);
    const byIsin = await post('isin', acme, { isin: (detail.body.isin as string).toLowerCase() }).expect(200);
    expect(byIsin.body).toMatchObject({ tickerId: usTicker, exchange_countryID: US });
    expect((await post('regionsByTickerId', acme, { tickerId: usTicker }).expect(200)).body).toEqual([
      { exchange_countryID: US, exchange_country: 'United States' },
    ]);
    expect((await post('allRegion', acme, {}).expect(200)).body.length).toBeGreaterThanOrEqual(30);
    const popups = await post('popup', acme, {}).expect(200);
    expect((popups.body as Array<{ id: string }>).map((popup) => popup.id)).toEqual(
      expect.arrayContaining(['pop_history', 'pop_gics_s']),
    );
  });

  it('offers every year with statements, opens on the latest rated, and draws the history over the scored ones', async () => {
    const yearsOf = async (scored: boolean): Promise<number[]> => {
      const { rows } = await db.query<{ year: number }>(
        `select year from screening.country_year where exchange_country_id = $1 and (scored > 0) = $2
          order by year desc`,
        [US, scored],
      );
      return rows.map((row) => row.year);
    };
    const scoredYears = await yearsOf(true);
    const unscoredYears = await yearsOf(false);
    // The first years of a generated dataset have statements but no score (the engine compares years).
    expect(unscoredYears.length).toBeGreaterThan(0);
    const { rows: companyYears } = await db.query<{ year: number }>(
      'select year from screening.ticker_year where ticker_id = $1 order by year desc',
      [usTicker],
    );
    expect(companyYears.map((row) => row.year)).toEqual(expect.arrayContaining(unscoredYears));

    // The company's top bar: every year it has statements, latest first (issue 28), opening on the latest
    // year with a rating.
    const years = await post('availableYears', acme, { tickerId: usTicker, exchangeCountryId: US }).expect(
      200,
    );
    expect(years.body.data).toEqual(companyYears.map((row) => row.year));
    const { rows: rated } = await db.query<{ year: number }>(
      'select max(year) as year from screening.ticker_year where ticker_id = $1 and rating is not null',
      [usTicker],
    );
    expect(years.body.defaultYear).toBe(rated[0]?.year);
    const scoredOfCompany = companyYears.map((row) => row.year).filter((year) => scoredYears.includes(year));
    // The screen's year list: the same definition, for the exchange countries chosen.
    const screenYears = await post('year', acme, { exchange: [US] }).expect(200);
    expect(screenYears.body).toEqual(scoredYears.map((year) => ({ year })));

    // The history starts at the first scored year: no average of 0 drawn before it.
    const history = (
      await post('riskHistory', acme, { tickerId: usTicker, exchangeCountryId: US }).expect(200)
    ).body as Array<{ year: number; average: number }>;
    expect(history.map((point) => point.year)).toEqual([...scoredOfCompany].reverse());
    history.forEach((point) => expect(point.average).toBeGreaterThan(0));

    // Inside that span the spec's "null becomes 0" stands: a year in the middle with nothing scored is still
    // offered on the company page (it has statements) but not by the screener, and the history keeps it with
    // an average of 0.
    const middle = scoredYears[1];
    if (middle === undefined) throw new Error('fewer than 2 scored years');
    const { rows: saved } = await db.query<{ scored: number; average: number }>(
      'select scored, average from screening.country_year where year = $1 and exchange_country_id = $2',
      [middle, US],
    );
    await db.query(
      'update screening.country_year set scored = 0, average = null where year = $1 and exchange_country_id = $2',
      [middle, US],
    );
    try {
      const gapYears = await post('availableYears', acme, { tickerId: usTicker, exchangeCountryId: US });
      expect(gapYears.body.data).toContain(middle);
      expect((await post('year', acme, { exchange: [US] })).body).not.toContainEqual({ year: middle });
      const gapHistory = (await post('riskHistory', acme, { tickerId: usTicker, exchangeCountryId: US }))
        .body as Array<{ year: number; average: number }>;
      expect(gapHistory.find((point) => point.year === middle)?.average).toBe(0);
    } finally {
      await db.query(
        'update screening.country_year set scored = $1, average = $2 where year = $3 and exchange_country_id = $4',
        [saved[0]?.scored, saved[0]?.average, middle, US],
      );
    }
  });

  it("keeps each tenant to its exchange countries: restrictAccess or 403, never another region's data", async () => {
    const years = await post('availableYears', acme, {
      tickerId: germanTicker,
      exchangeCountryId: GERMANY,
    }).expect(200);
    expect(years.body).toEqual({ restrictAccess: true, data: [] });
    const factors = await post('chartFactor', acme, {
      tickerId: germanTicker,
      year: YEAR,
      exchange_countryID: GERMANY,
    }).expect(200);
    expect(factors.body).toEqual({ restrictAccess: true, data: [] });
    const detail = await post('tickerDetail', acme, {
      tickerId: germanTicker,
      year: YEAR,
      exchangeCountryId: GERMANY,
    }).expect(403);
    expect(detail.body.errorCode).toBe('EXCHANGE_NOT_PERMITTED');
    // Asking for a permitted exchange with a ticker of another one finds nothing.
    await post('tickerDetail', acme, { tickerId: germanTicker, year: YEAR, exchangeCountryId: US }).expect(
      404,
    );
    await post('regionsByTickerId', acme, { tickerId: germanTicker }).expect(403);
    await post('tickerDetail', globex, {
      tickerId: germanTicker,
      year: YEAR,
      exchangeCountryId: GERMANY,
    }).expect(200);
    await post('tickerDetail', globex, { tickerId: usTicker, year: YEAR, exchangeCountryId: US }).expect(403);
  });

  it('names the SEC filing of a year imported with provenance', async () => {
    const provenance = {
      cik: 320193,
      filing: { accn: '0000320193-24-000123', form: '10-K', filed: '2024-11-01' },
      fiscalYearEnd: '2024-09-28',
      items: {
        revenue: { concept: 'Revenues', accn: '0000320193-24-000123', form: '10-K', filed: '2024-11-01' },
      },
      marketValueBasis: 'public float',
    };
    await db.query('update screening.statement set provenance = $3 where ticker_id = $1 and year = $2', [
      usTicker,
      YEAR,
      JSON.stringify(provenance),
    ]);
    try {
      const detail = await post('tickerDetail', acme, {
        tickerId: usTicker,
        year: YEAR,
        exchangeCountryId: US,
      }).expect(200);
      expect(detail.body.source).toEqual({
        form: '10-K',
        filed: '2024-11-01',
        accession: '0000320193-24-000123',
        url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
        fiscalYearEnd: '2024-09-28',
        marketValueBasis: 'public float',
      });
      // Another year of the same company has none.
      const before = await post('tickerDetail', acme, {
        tickerId: usTicker,
        year: YEAR - 1,
        exchangeCountryId: US,
      }).expect(200);
      expect(before.body.source).toBeNull();
      // The exchange entitlements still guard the panel.
      await post('tickerDetail', globex, { tickerId: usTicker, year: YEAR, exchangeCountryId: US }).expect(
        403,
      );
    } finally {
      await db.query('update screening.statement set provenance = null where ticker_id = $1 and year = $2', [
        usTicker,
        YEAR,
      ]);
    }
  });

  it('answers bad bodies with 400, never 500', async () => {
    await post('tickerDetail', acme, { tickerId: usTicker, year: 'abc', exchangeCountryId: US }).expect(400);
    await post('tickerDetail', acme, { year: YEAR, exchangeCountryId: US }).expect(400);
    await post('chartFactor', acme, {
      tickerId: usTicker,
      year: YEAR,
      exchange_countryID: US,
      clusterType: ['zz'],
    }).expect(400);
    await post('isin', acme, { isin: 'short' }).expect(400);
    await post('riskDistribution', acme, { year: YEAR, exchangeCountryId: US, extra: true }).expect(400);
    await post('tickerDetail', acme, { tickerId: 'NO-SUCH', year: YEAR, exchangeCountryId: US }).expect(404);
  });
});
