import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { formatMillions } from '../../src/shared/domain/format/millions.js';
import { signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const SINGAPORE = 13;
const YEAR = 2025;

/** A figure as the report prints it (en-US, fixed decimals); N/A when missing. */
const fixed = (value: number | null, digits: number): string =>
  value === null
    ? 'N/A'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The breakdown sections of a report page: from "How the score is built" to the Source section. */
const breakdownOf = (page: string): string =>
  page.slice(page.indexOf('<h3 id="score-built">'), page.indexOf('<h3 id="source">'));

/** Page 1 of a report page: the header and the summary, up to Appendix A. */
const page1Of = (page: string): string =>
  page.slice(page.indexOf('<header class="report">'), page.indexOf('<section class="appendix"'));

/** A model figure as page 1 writes it: two decimals and a true minus sign. */
const signed = (value: number): string => fixed(value, 2).replace('-', '−');

interface Breakdown {
  year: number;
  origin: string;
  final: { score: number | null; unrounded: number | null; logit: number | null };
  mScore: { value: number | null; terms: { code: string; value: number | null }[] };
  fScore: { value: number | null; predictedValue: number | null; terms: { code: string }[] };
  statements: { years: number[]; items: { item: string; label: string; values: (number | null)[] }[] };
}

describe('Full report, cluster detail and the market-value filter', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let acme: string;
  let globex: string;
  let trial: string;
  let provider: string;
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
    trial = await signIn(app, 'owner@initech.test');
    provider = await signIn(app, 'admin@ledgerscope.test');
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

  it("opens on a summary of the company-year as the dashboard's APIs answer it, the appendices after it", async () => {
    const detail = (
      await post('tickerDetail', acme, {
        tickerId: scored.ticker_id,
        year: YEAR,
        exchangeCountryId: US,
      }).expect(200)
    ).body as {
      ticker: string;
      rating: string;
      scoreNote: string | null;
      finalScore: number;
      rankPercent: number | null;
      peers: number | null;
      mv: number | null;
      warnings: string[];
    };
    const api = (
      await post('scoreBreakdown', acme, {
        tickerId: scored.ticker_id,
        year: YEAR,
        exchangeCountryId: US,
      }).expect(200)
    ).body as Breakdown & { mScore: { flagged: boolean | null } };
    const revision = await request(app.getHttpServer())
      .get('/api/dashboard/revision')
      .set('Authorization', `Bearer ${acme}`)
      .expect(200);
    const answer = await post('full-report-url', acme, {
      isin: scored.isin,
      year: YEAR,
      regionId: US,
    }).expect(200);
    const page = (
      await request(app.getHttpServer())
        .get(answer.body.url as string)
        .expect(200)
    ).text;
    const page1 = page1Of(page);
    expect(page.indexOf('<h2 id="summary">Summary</h2>')).toBeLessThan(page.indexOf('<h2 id="appendix-a">'));
    expect(page1).toContain(`<span class="ticker">${detail.ticker}</span>`);
    expect(page1).toContain(`Fiscal year ${YEAR}`);
    // The score and the rating with what they mean.
    expect(page1).toContain(`<strong style="color:`);
    expect(page1).toContain(`>${fixed(detail.finalScore, 1)}</strong>`);
    if (detail.scoreNote === null) {
      expect(page1).toContain(
        `Rated ${detail.rating}: the score ranks at the ${Math.round(detail.rankPercent!)}`,
      );
      expect(page1).toContain(`percentile of risk among ${detail.peers!.toLocaleString('en-US')} peers`);
    } else expect(page1).toContain(`id="score-note">${detail.scoreNote}`);
    // The M-score and the F-score against their cut-offs, as the breakdown has them.
    expect(page1).toContain(
      `<h3>Beneish M-score</h3><p class="big"><strong>${signed(api.mScore.value!)}</strong>`,
    );
    expect(page1).toContain(
      api.mScore.flagged
        ? 'cut-off: the model <strong>flags likely manipulation</strong>'
        : 'cut-off: not flagged.',
    );
    expect(page1).toContain(
      `<h3>Dechow F-score</h3><p class="big"><strong>${signed(api.fScore.value!)}</strong>`,
    );
    // At most three drivers; the year's filing events or none; no table of the appendices.
    const drivers = page1.match(/<ol class="drivers">(.*?)<\/ol>/)?.[1] ?? '';
    expect((drivers.match(/<li>/g) ?? []).length).toBeLessThanOrEqual(3);
    if (drivers === '') expect(page1).toContain('id="no-drivers"');
    expect(page1).toContain(detail.warnings.length === 0 ? 'None recorded.' : '<ul class="alerts">');
    expect(page1).not.toContain('<table');
    expect(page1).toContain(`<dt>Market value</dt><dd>${formatMillions(detail.mv)}</dd>`);
    // Where the figures come from, and the dataset's last update as GET /dashboard/revision has it.
    expect(page1).toContain('<dt>Data source</dt><dd>Demo universe (generated)</dd>');
    const updated = (revision.body.revisionDate as string).replace('T', ' ').slice(0, 16);
    expect(page1).toContain(`<dt>Last data update</dt><dd>${updated} UTC</dd>`);
    // The history chart marks the report's year.
    expect(page).toContain(`fiscal ${YEAR}, this report&#39;s year, is marked`);
    expect(page).toContain(`FY${YEAR} · this report</text>`);
  });

  it('shows how the score is built, the M-score, the F-score and the statements as the scoreBreakdown API answers them', async () => {
    const api = (
      await post('scoreBreakdown', acme, {
        tickerId: scored.ticker_id,
        year: YEAR,
        exchangeCountryId: US,
      }).expect(200)
    ).body as Breakdown;
    const detail = (
      await post('tickerDetail', acme, {
        tickerId: scored.ticker_id,
        year: YEAR,
        exchangeCountryId: US,
      }).expect(200)
    ).body as { finalScore: number };
    expect(api.mScore.value).not.toBeNull();
    expect(api.final.score).toBe(detail.finalScore);
    const answer = await post('full-report-url', acme, {
      isin: scored.isin,
      year: YEAR,
      regionId: US,
    }).expect(200);
    const page = (
      await request(app.getHttpServer())
        .get(answer.body.url as string)
        .expect(200)
    ).text;
    const sections = breakdownOf(page);
    for (const heading of [
      '<h3 id="score-built">Final score</h3>',
      '<h3 id="beneish">Beneish M-score</h3>',
      '<h3 id="dechow">Dechow F-score</h3>',
      '<h3 id="statements">Financial statements</h3>',
    ])
      expect(sections).toContain(heading);
    // The report's M, F, logit and score are the API's.
    expect(sections).toContain(
      `<td class="num" id="m-score"><strong>${fixed(api.mScore.value, 3)}</strong></td>`,
    );
    expect(sections).toContain(
      `<td class="num" id="f-score"><strong>${fixed(api.fScore.value, 3)}</strong></td>`,
    );
    expect(sections).toContain(
      `<td class="num" id="f-predicted">${fixed(api.fScore.predictedValue, 3)}</td>`,
    );
    expect(sections).toContain(`<td class="num" id="final-logit">${fixed(api.final.logit, 3)}</td>`);
    expect(sections).toContain(
      `${fixed(api.final.unrounded, 4)} → <strong>${fixed(detail.finalScore, 2)}</strong>`,
    );
    // Each index and variable with its value, or N/A and its reason.
    expect(sections.match(/<tr class="term">/g)).toHaveLength(
      api.mScore.terms.length + api.fScore.terms.length,
    );
    for (const term of api.mScore.terms) {
      const at = sections.indexOf(`<th scope="row" class="term-code">${term.code}</th>`);
      expect(at).toBeGreaterThan(0);
      const row = sections.slice(at, sections.indexOf('</tr>', at));
      expect(row).toContain(`<td class="num">${fixed(term.value, 3)}</td>`);
      if (term.value === null) expect(row).toContain('N/A: ');
    }
    // Generated demo data: every statement line says so and names no filing.
    expect(api.origin).toBe('generated');
    expect(sections).toContain('<span class="muted">generated</span>');
    expect(sections).not.toContain('sec.gov');
    // The statements over the company's years, the report's year marked, in $ millions.
    const statements = sections.slice(sections.indexOf('<h3 id="statements">'));
    expect(statements.match(/<tr><th scope="row">/g)).toHaveLength(21);
    for (const year of api.statements.years) expect(statements).toContain(`>${year}<`);
    expect(api.statements.years.at(-1)).toBe(YEAR);
    const { rows } = await db.query<{ revenue: number | null; cash: number | null }>(
      'select revenue, cash from screening.statement where ticker_id = $1 and year = $2',
      [scored.ticker_id, YEAR],
    );
    const money = (value: number | null) => formatMillions(value === null ? null : Number(value));
    expect(statements).toMatch(
      new RegExp(
        `<tr><th scope="row">Revenue</th>.*<td class="num current">${money(rows[0]!.revenue).replace('$', '\\$')}</td></tr>`,
      ),
    );
    expect(statements).toMatch(
      new RegExp(
        `<tr><th scope="row">Cash and short-term investments</th>.*<td class="num current">${money(rows[0]!.cash).replace('$', '\\$')}</td></tr>`,
      ),
    );
  });

  it("prints each warning of a company-year with one 'ALERT: ', as the dashboard's tickerDetail has it", async () => {
    const { rows } = await db.query<{ isin: string; year: number; ticker_id: string }>(
      `select isin, year, ticker_id from screening.ticker_year
        where exchange_country_id = $1 and final_score is not null and warning is not null
        order by ticker_id, year limit 1`,
      [US],
    );
    const warned = rows[0]!;
    const detail = await post('tickerDetail', acme, {
      tickerId: warned.ticker_id,
      year: warned.year,
      exchangeCountryId: US,
    }).expect(200);
    const warnings = detail.body.warnings as string[];
    expect(warnings.length).toBeGreaterThan(0);
    const answer = await post('full-report-url', acme, {
      isin: warned.isin,
      year: warned.year,
      regionId: US,
    }).expect(200);
    const page = await request(app.getHttpServer())
      .get(answer.body.url as string)
      .expect(200);
    expect(page.text).not.toContain('ALERT: ALERT:');
    expect(page.text.match(/ALERT: /g)).toHaveLength(warnings.length);
    const escape = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;');
    for (const warning of warnings) expect(page.text).toContain(`<li>${escape(warning)}</li>`);
  });

  it("never shows a trial tenant a filing in the breakdown sections, which the provider's report names", async () => {
    const tenK = { accn: '0001234567-25-000042', form: '10-K', filed: '2025-03-01' };
    const provenance = {
      cik: 1234567,
      filing: tenK,
      fiscalYearEnd: '2024-12-31',
      items: {
        revenue: { concept: 'RevenuesOfTheAlias', ...tenK },
        receivables: { concept: 'AccountsReceivableOfTheAlias', ...tenK },
      },
      marketValueBasis: 'public float',
    };
    // Every Singapore company-year of t−2..t as if imported from SEC EDGAR.
    const singapore = `year between $1 - 2 and $1 and ticker_id in (select ticker_id from screening.company where exchange_country_id = $2)`;
    await db.query(`update screening.statement set provenance = $3 where ${singapore}`, [
      YEAR,
      SINGAPORE,
      JSON.stringify(provenance),
    ]);
    try {
      const reportOf = async (token: string, body: object) => {
        const link = await post('full-report-url', token, {
          ...body,
          year: YEAR,
          regionId: SINGAPORE,
        }).expect(200);
        return (
          await request(app.getHttpServer())
            .get(link.body.url as string)
            .expect(200)
        ).text;
      };
      // The provider (not on trial) sees each line's filing and concept in the breakdown.
      const { rows } = await db.query<{ ticker_id: string }>(
        `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2
          and final_score is not null order by ticker_id limit 1`,
        [YEAR, SINGAPORE],
      );
      const seen = breakdownOf(await reportOf(provider, { tickerId: rows[0]!.ticker_id }));
      expect(seen).toContain(tenK.accn);
      expect(seen).toContain('AccountsReceivableOfTheAlias');
      expect(seen).toContain('sec.gov');
      // The trial tenant's report of its alias shows the figures, not the filing.
      const first = (
        await post('filter', trial, { exchange: [SINGAPORE], year: YEAR, pageTake: 1 }).expect(200)
      ).body.data[0] as { tickerID: string; final_score: number | null };
      expect(first.final_score).not.toBeNull();
      const page = await reportOf(trial, { tickerId: first.tickerID });
      const masked = breakdownOf(page);
      expect(masked).toContain('<h3 id="beneish">Beneish M-score</h3>');
      // Page 1 names no source either: no CIK, no filing, no fiscal year end.
      expect(page1Of(page)).toContain('<dd>Not shown during a trial: it would name the company.</dd>');
      expect(page1Of(page)).not.toContain('ended 2024-12-31');
      expect(masked).toContain('The filings behind these lines are not shown during a trial');
      expect(masked).toMatch(
        /<td>Receivables<\/td><td>2025 \(t\)<\/td><td class="num">[^<]+<\/td><td class="code"><\/td>/,
      );
      for (const leak of [
        tenK.accn,
        'AccountsReceivableOfTheAlias',
        'RevenuesOfTheAlias',
        'sec.gov',
        '1234567',
      ])
        expect(page).not.toContain(leak);
    } finally {
      await db.query(`update screening.statement set provenance = null where ${singapore}`, [
        YEAR,
        SINGAPORE,
      ]);
    }
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
      // Page 1 names the filing and the fiscal year's end (no CIK: the company is not an SEC filer's).
      const page1 = page1Of(page.text);
      expect(page1).toContain(
        '<dd>SEC EDGAR · <a href="https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm" target="_blank" rel="noopener noreferrer">10-K filed 2024-11-01<span class="sr-only">',
      );
      expect(page1).toContain(`Fiscal year ${YEAR}, ended 2024-09-28</div>`);
      const source = page.text.slice(page.text.indexOf('<h3 id="source">'));
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
      expect(source).toContain(
        `<td>Revenue</td><td class="num">${formatMillions(Number(rows[0]!.revenue))}</td>`,
      );
      expect(source.match(/<tr>/g)).toHaveLength(22);
    } finally {
      await db.query('update screening.statement set provenance = null where ticker_id = $1 and year = $2', [
        scored.ticker_id,
        YEAR,
      ]);
    }
  });

  it('refuses a report of another tenant, a wrong region and a year without statements; reports a year without a score', async () => {
    await post('full-report-url', globex, { isin: scored.isin, year: YEAR, regionId: US }).expect(403);
    await post('full-report-url', acme, { isin: scored.isin, year: YEAR, regionId: 3 }).expect(404);
    const { rows } = await db.query<{ isin: string; year: number }>(
      `select isin, year from screening.ticker_year where exchange_country_id = $1 and final_score is null limit 1`,
      [US],
    );
    const unscored = rows[0];
    if (!unscored) throw new Error('no US company-year without a score');
    // A year without a score has its report (issue 28), which says why in place of the rating.
    const link = await post('full-report-url', acme, { ...unscored, regionId: US }).expect(200);
    const report = await request(app.getHttpServer())
      .get(link.body.url as string)
      .expect(200);
    expect(report.text).toMatch(/id="score-note">Not scored: /);
    // A year the company has no statements for has none.
    const unavailable = await post('full-report-url', acme, {
      isin: unscored.isin,
      year: 1995,
      regionId: US,
    }).expect(409);
    expect(unavailable.body.message).toBe('We cannot generate report for this company at the moment');
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
