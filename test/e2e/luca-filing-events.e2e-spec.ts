import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { ImportSecData, type SecImportSummary } from '../../src/contexts/filings/index.js';
import { createAccount, inContext, signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const YEAR = 2025;
const SEC = resolve(process.cwd(), '../shared/data/sec');
const haveShared = existsSync(SEC);
if (!haveShared) console.warn(`Skipping Luca's filing events of the real SEC filers: ${SEC} is absent.`);

interface Citation {
  n: number;
  label: string;
  value: number | string | null;
  display: string;
  source: string;
  link: { tickerId: string; exchangeCountryId: number; year: number | null } | null;
}
interface TableBlock {
  type: 'table';
  title: string;
  rows: Array<{ cells: Record<string, string>; citations: number[] }>;
}
type Block = { type: 'text'; text: string } | TableBlock | { type: 'chart' };
interface Answer {
  status: string;
  intent: string;
  year: number | null;
  blocks: Block[];
  citations: Citation[];
  suggestions: string[];
  subject: { tickerId: string; name: string } | null;
}
/** An event as POST /dashboard/filingEvents answers it. */
interface FilingEvent {
  form: string;
  filed: string;
  fiscalYear: number;
  accession: string;
  url: string | null;
  meaning: string;
}

const texts = (answer: Answer): string =>
  answer.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
const tableOf = (answer: Answer): TableBlock | undefined =>
  answer.blocks.find((block): block is TableBlock => block.type === 'table');

describe("Luca: a company's filing events", () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let token: string;
  let conversation: string;

  const ask = async (question: string): Promise<Answer> => {
    const response = await request(app.getHttpServer())
      .post(`/api/luca/conversations/${conversation}/questions`)
      .set('Authorization', `Bearer ${token}`)
      .send({ question })
      .expect(201);
    return (response.body as { answer: Answer }).answer;
  };
  const eventsOf = async (tickerId: string): Promise<FilingEvent[]> =>
    (
      (await dashboardCall(app)('filingEvents', token, { tickerId }).expect(200)).body as {
        events: FilingEvent[];
      }
    ).events;
  /** A scored US company of YEAR: with events of that fiscal year, or with none at all. */
  const pick = async (withEvents: boolean): Promise<string> => {
    const { rows } = await db.query<{ ticker_id: string }>(
      `select y.ticker_id from screening.ticker_year y
        where y.year = $1 and y.exchange_country_id = $2 and y.final_score is not null
          and ${withEvents ? '' : 'not'} exists (select 1 from screening.filing_event e where e.ticker_id = y.ticker_id
                ${withEvents ? 'and e.fiscal_year = $1' : ''})
        order by y.ticker_id limit 1`,
      [YEAR, US],
    );
    if (!rows[0]) throw new Error(`no US company ${withEvents ? 'with' : 'without'} filing events`);
    return rows[0].ticker_id;
  };

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 400, years: 4, seed: 31, lastYear: YEAR });
    const acme = await db.query<{ tenant_id: string }>(
      'select tenant_id from identity.user_account where email = $1',
      ['analyst@acme.test'],
    );
    const account = await createAccount(app, { tenantId: acme.rows[0]!.tenant_id, lucaAccessible: true });
    token = await signIn(app, account.email);
    conversation = (
      await request(app.getHttpServer())
        .post('/api/luca/conversations')
        .set('Authorization', `Bearer ${token}`)
        .send({})
        .expect(201)
    ).body.id as string;
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it("answers a demo company's generated events as the dashboard does: form, date, meaning, accession", async () => {
    const tickerId = await pick(true);
    const events = await eventsOf(tickerId);
    expect(events.length).toBeGreaterThan(0);
    const answer = await ask(`What filing events does ${tickerId} have?`);
    expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'FILING_EVENTS', subject: { tickerId } });
    const text = texts(answer);
    expect(text).toContain('is a generated company of the demo universe');
    expect(text).toMatch(
      new RegExp(`has ${events.length} filing events? in its generated filings \\(of the demo universe\\)`),
    );
    // One citation per event, in the dashboard's order, with the dashboard's meaning; no EDGAR page.
    expect(answer.citations.map((citation) => [citation.source, citation.value, citation.display])).toEqual(
      events.map((event) => ['filingEvents', event.accession, `${event.form} filed ${event.filed}`]),
    );
    expect(tableOf(answer)?.rows.map((row) => row.cells.meaning)).toEqual(
      events.map((event) => event.meaning),
    );
    expect(text).not.toContain('sec.gov');
  });

  it('says a company without events has none, and mentions the events of the year it explains a rating of', async () => {
    const quiet = await pick(false);
    const none = await ask(`What filing events does ${quiet} have?`);
    expect(texts(none)).toMatch(/has no filing events in its generated filings \(of the demo universe\): /);
    expect(none.citations).toEqual([]);

    const tickerId = await pick(true);
    const ofYear = (await eventsOf(tickerId)).filter((event) => event.fiscalYear === YEAR);
    const rating = await ask(`Why does ${tickerId} have its rating in ${YEAR}?`);
    expect(rating).toMatchObject({ intent: 'SCORE_EXPLANATION', year: YEAR });
    expect(texts(rating)).toContain(`Filing events of fiscal ${YEAR} in its generated filings`);
    const cited = rating.citations.filter((citation) => citation.source === 'filingEvents');
    expect(cited.map((citation) => citation.value)).toEqual(ofYear.map((event) => event.accession));
    for (const citation of cited) expect(texts(rating)).toContain(`${citation.display} [${citation.n}]`);
  });

  (haveShared ? it : it.skip)(
    "answers Tesla's NT 10-K and non-reliance notice of fiscal 2012 from the shared SEC files, and none for Apple",
    async () => {
      // The shared files read in place (never copied); they replace the generated universe, so this runs last.
      const summary = await inContext<SecImportSummary>(app, (commands) =>
        commands.execute(
          new ImportSecData(
            {
              facts: [join(SEC, 'companyfacts')],
              submissions: [join(SEC, 'submissions')],
              fsds: [],
              tickers: join(SEC, 'company_tickers.json'),
            },
            { mode: 'replace', usdPerUnit: {} },
          ),
        ),
      );
      expect(summary.imported).toBeGreaterThanOrEqual(3);
      const tesla = await ask('What filing events does Tesla have?');
      expect(tesla).toMatchObject({ status: 'ANSWERED', intent: 'FILING_EVENTS' });
      const text = texts(tesla);
      expect(text).toMatch(/^Tesla, Inc\. \(TSLA[^)]*\) has \d+ filing events in its SEC filings/);
      expect(text).toMatch(
        /NT 10-K filed 2013-03-04 \[\d+\]: Notification of late filing of the annual report for fiscal 2012, fiscal 2012; accession \S+, https:\/\/www\.sec\.gov\//,
      );
      expect(text).toMatch(
        /8-K filed 2013-03-07 \[\d+\]: Non-reliance on previously issued financial statements \(8-K item 4\.02\), fiscal 2012; accession 0001193125-13-096223, https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/1318605\/000119312513096223\/0001193125-13-096223-index\.htm\./,
      );
      expect(text).toContain('An amendment alone is not a restatement');

      const apple = await ask('Does Apple have any filing events?');
      expect(texts(apple)).toMatch(/^Apple Inc\.? \(AAPL[^)]*\) has no filing events in its SEC filings: /);

      const rating = await ask('Why does Tesla have its rating in 2012?');
      expect(rating).toMatchObject({ intent: 'SCORE_EXPLANATION', year: 2012 });
      expect(texts(rating)).toMatch(
        /Filing events of fiscal 2012 in its SEC filings: .*8-K filed 2013-03-07 \[\d+\] \(Non-reliance on previously issued financial statements/,
      );
    },
  );
});
