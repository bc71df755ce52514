import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const GERMANY = 4;
const SINGAPORE = 13;
const YEAR = 2025;
const CIK = 1318605;

interface StoredEvent {
  kind: string;
  form: string;
  items: string[];
  filed: string;
  period: string | null;
  accn: string;
  fiscalYear: number;
  report: string | null;
}

/**
 * Tesla's kinds of events (submissions CIK0001318605), moved to the generated years and stored out of
 * order: an 8-K with items 4.01 and 4.02 is two events of one filing.
 */
const EVENTS: StoredEvent[] = [
  {
    kind: 'late-filing',
    form: 'NT 10-Q',
    items: [],
    filed: '2024-11-15',
    period: '2024-09-30',
    accn: '0001193125-24-260001',
    fiscalYear: 2024,
    report: 'quarterly',
  },
  {
    kind: 'non-reliance',
    form: '8-K',
    items: ['4.01', '4.02', '9.01'],
    filed: '2026-03-07',
    period: '2026-03-01',
    accn: '0001193125-26-096223',
    fiscalYear: YEAR,
    report: null,
  },
  {
    kind: 'late-filing',
    form: 'NT 10-K',
    items: [],
    filed: '2026-03-03',
    period: '2025-12-31',
    accn: '0001193125-26-088191',
    fiscalYear: YEAR,
    report: 'annual',
  },
  {
    kind: 'auditor-change',
    form: '8-K',
    items: ['4.01', '4.02', '9.01'],
    filed: '2026-03-07',
    period: '2026-03-01',
    accn: '0001193125-26-096223',
    fiscalYear: YEAR,
    report: null,
  },
  {
    kind: 'amendment',
    form: '10-K/A',
    items: [],
    filed: '2026-04-30',
    period: null,
    accn: '0001318605-26-000040',
    fiscalYear: YEAR,
    report: 'annual',
  },
];

const indexUrl = (accn: string) =>
  `https://www.sec.gov/Archives/edgar/data/${CIK}/${accn.replaceAll('-', '')}/${accn}-index.htm`;

describe('Filing events of a company (POST /dashboard/filingEvents and the full report)', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let acme: string;
  let globex: string;
  let trial: string;
  let provider: string;
  let usTicker: string;
  let quietTicker: string;
  let generatedTicker: string;
  let germanTicker: string;
  let singaporeTicker: string;
  const post = (path: string, token: string, body: object) => dashboardCall(app)(path, token, body);

  /**
   * The company's events, replacing any the generated dataset gave it; an SEC filer's (their filings are on
   * EDGAR) unless `generated` (a generated company's are made up).
   */
  const store = async (
    tickerId: string,
    events: readonly StoredEvent[],
    generated = false,
  ): Promise<void> => {
    await db.query('delete from screening.filing_event where ticker_id = $1', [tickerId]);
    if (!generated)
      await db.query(`update screening.company set origin = 'sec', cik = $2 where ticker_id = $1`, [
        tickerId,
        CIK,
      ]);
    for (const event of events)
      await db.query(
        `insert into screening.filing_event (ticker_id, accn, kind, cik, fiscal_year, form, items, filed, period, report)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          tickerId,
          event.accn,
          event.kind,
          CIK,
          event.fiscalYear,
          event.form,
          event.items,
          event.filed,
          event.period,
          event.report,
        ],
      );
  };

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 400, years: 4, seed: 31, lastYear: YEAR });
    const pick = async (exchange: number, offset = 0): Promise<string> => {
      const { rows } = await db.query<{ ticker_id: string }>(
        `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2 and final_score is not null
          order by ticker_id limit 1 offset $3`,
        [YEAR, exchange, offset],
      );
      if (!rows[0]) throw new Error(`no scored company in exchange ${exchange}`);
      return rows[0].ticker_id;
    };
    usTicker = await pick(US);
    quietTicker = await pick(US, 1);
    generatedTicker = await pick(US, 2);
    germanTicker = await pick(GERMANY);
    // The riskiest of Singapore: the first row of a trial tenant's screen of it, under its alias.
    const { rows } = await db.query<{ ticker_id: string }>(
      `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2
        order by final_score desc nulls last, ticker_id limit 1`,
      [YEAR, SINGAPORE],
    );
    singaporeTicker = rows[0]?.ticker_id ?? '';
    await store(usTicker, EVENTS);
    await store(germanTicker, EVENTS.slice(0, 1));
    await store(singaporeTicker, EVENTS);
    await store(quietTicker, [], true);
    await store(generatedTicker, EVENTS.slice(0, 1), true);
    acme = await signIn(app, 'analyst@acme.test');
    globex = await signIn(app, 'analyst@globex.test');
    trial = await signIn(app, 'owner@initech.test');
    provider = await signIn(app, 'admin@ledgerscope.test');
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('answers every event latest filing first, with its EDGAR page and what it means', async () => {
    const answer = await post('filingEvents', acme, { tickerId: usTicker }).expect(200);
    expect(answer.body).toEqual({
      events: [
        {
          kind: 'amendment',
          form: '10-K/A',
          items: [],
          filed: '2026-04-30',
          period: null,
          fiscalYear: YEAR,
          report: 'annual',
          accession: '0001318605-26-000040',
          url: indexUrl('0001318605-26-000040'),
          meaning: 'Amendment of the annual report for fiscal 2025 (10-K/A)',
        },
        // One 8-K, two events: in the kinds' order.
        {
          kind: 'auditor-change',
          form: '8-K',
          items: ['4.01', '4.02', '9.01'],
          filed: '2026-03-07',
          period: '2026-03-01',
          fiscalYear: YEAR,
          report: null,
          accession: '0001193125-26-096223',
          url: indexUrl('0001193125-26-096223'),
          meaning: 'Change of the certifying accountant (8-K item 4.01)',
        },
        {
          kind: 'non-reliance',
          form: '8-K',
          items: ['4.01', '4.02', '9.01'],
          filed: '2026-03-07',
          period: '2026-03-01',
          fiscalYear: YEAR,
          report: null,
          accession: '0001193125-26-096223',
          url: indexUrl('0001193125-26-096223'),
          meaning: 'Non-reliance on previously issued financial statements (8-K item 4.02)',
        },
        {
          kind: 'late-filing',
          form: 'NT 10-K',
          items: [],
          filed: '2026-03-03',
          period: '2025-12-31',
          fiscalYear: YEAR,
          report: 'annual',
          accession: '0001193125-26-088191',
          url: indexUrl('0001193125-26-088191'),
          meaning: 'Notification of late filing of the annual report for fiscal 2025',
        },
        {
          kind: 'late-filing',
          form: 'NT 10-Q',
          items: [],
          filed: '2024-11-15',
          period: '2024-09-30',
          fiscalYear: 2024,
          report: 'quarterly',
          accession: '0001193125-24-260001',
          url: indexUrl('0001193125-24-260001'),
          meaning: 'Notification of late filing of a quarterly report for the period ended 2024-09-30',
        },
      ],
    });
    // A company with no events: an empty list, not an error.
    expect((await post('filingEvents', acme, { tickerId: quietTicker }).expect(200)).body).toEqual({
      events: [],
    });
    // A generated company's filings are made up: no EDGAR page.
    const generated = await post('filingEvents', acme, { tickerId: generatedTicker }).expect(200);
    expect(generated.body.events).toEqual([
      expect.objectContaining({ accession: '0001193125-24-260001', url: null, form: 'NT 10-Q' }),
    ]);
  });

  it("keeps each tenant to its exchange countries: 404 for an unknown ticker, 403 for another country's", async () => {
    const unknown = await post('filingEvents', acme, { tickerId: 'NO-SUCH-US' }).expect(404);
    expect(unknown.body.errorCode).toBe('TICKER_NOT_FOUND');
    const german = await post('filingEvents', acme, { tickerId: germanTicker }).expect(403);
    expect(german.body.errorCode).toBe('EXCHANGE_NOT_PERMITTED');
    expect(JSON.stringify(german.body)).not.toContain('0001193125');
    // The tenant that has Germany reads it, and not the US company.
    const globexAnswer = await post('filingEvents', globex, { tickerId: germanTicker }).expect(200);
    expect(
      (globexAnswer.body.events as Array<{ accession: string }>).map((event) => event.accession),
    ).toEqual(['0001193125-24-260001']);
    await post('filingEvents', globex, { tickerId: usTicker }).expect(403);
    // Bad bodies: 400, never 500.
    await post('filingEvents', acme, {}).expect(400);
    await post('filingEvents', acme, { tickerId: usTicker, extra: true }).expect(400);
  });

  it('gives a trial tenant no events (an accession number would name the company), by its alias only', async () => {
    const [first] = (
      await post('filter', trial, { exchange: [SINGAPORE], year: YEAR, pageTake: 1 }).expect(200)
    ).body.data as Array<{ tickerID: string }>;
    const alias = first?.tickerID ?? '';
    expect(alias).toMatch(/^ANON-/);
    // The alias is of the company with the events: the same score, as the provider reads it.
    const masked = await post('tickerDetail', trial, {
      tickerId: alias,
      year: YEAR,
      exchangeCountryId: SINGAPORE,
    });
    const real = await post('tickerDetail', provider, {
      tickerId: singaporeTicker,
      year: YEAR,
      exchangeCountryId: SINGAPORE,
    });
    expect(masked.body.finalScore).toBe(real.body.finalScore);
    expect(await post('filingEvents', trial, { tickerId: alias }).expect(200)).toMatchObject({
      body: { events: [] },
    });
    // The real ticker is unknown to a trial tenant: only the alias works.
    await post('filingEvents', trial, { tickerId: singaporeTicker }).expect(404);
    // The provider, not on trial, sees the same company's events.
    const seen = await post('filingEvents', provider, { tickerId: singaporeTicker }).expect(200);
    expect(seen.body.events).toHaveLength(EVENTS.length);
  });

  it("lists the company's events in the full report and the year's on page 1, dated and linked", async () => {
    const link = await post('full-report-url', acme, { tickerId: usTicker, year: YEAR, regionId: US }).expect(
      200,
    );
    const page = (
      await request(app.getHttpServer())
        .get(link.body.url as string)
        .expect(200)
    ).text;
    const page1 = page.slice(
      page.indexOf('<header class="report">'),
      page.indexOf('<section class="appendix"'),
    );
    const section = page.slice(page.indexOf('<h3 id="filing-events">Filing events</h3>'));
    const rows = section.slice(section.indexOf('<tbody>'), section.indexOf('</tbody>')).split('<tr').slice(1);
    expect(rows).toHaveLength(EVENTS.length);
    expect(rows[0]).toContain('<td>Amendment of the annual report for fiscal 2025 (10-K/A)</td>');
    expect(rows[0]).toContain(`href="${indexUrl('0001318605-26-000040')}"`);
    expect(rows[4]).toContain('<td class="num">2024-11-15</td><td>NT 10-Q</td>');
    // Page 1: the events of fiscal 2025, each dated and linked to its filing (then the warnings, if any).
    expect(page1).toContain(
      `<li>Notification of late filing of the annual report for fiscal 2025: <a href="${indexUrl('0001193125-26-088191')}" target="_blank" rel="noopener noreferrer">NT 10-K filed 2026-03-03`,
    );
    expect(page1).not.toContain('2024-11-15');

    // A company without events: none recorded.
    const quiet = await post('full-report-url', acme, {
      tickerId: quietTicker,
      year: YEAR,
      regionId: US,
    }).expect(200);
    const quietPage = (
      await request(app.getHttpServer())
        .get(quiet.body.url as string)
        .expect(200)
    ).text;
    expect(quietPage).toMatch(
      /<h3 id="filing-events">Filing events<\/h3>\s*<p class="empty" id="no-filing-events">None recorded.<\/p>/,
    );
  });
});
