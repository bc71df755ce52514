import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { DefineSetting, SETTING_KEYS } from '../../src/contexts/content/index.js';
import { CLUSTERS, EXCHANGE_COUNTRIES } from '../../src/contexts/screening/index.js';
import { RunDueTenantRequests } from '../../src/contexts/tenancy/application/commands/run-tenant-requests/run-tenant-requests.command.js';
import { Clock } from '../../src/shared/domain/clock.js';
import { MESSAGES } from '../../src/shared/http/messages.js';
import { createAccount, inContext, signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

// The LLM engine's per-call limit, short enough to test the timeout (read when the app starts).
process.env.LUCA_LLM_CALL_TIMEOUT_MS = '1500';

const US = 1;
const GERMANY = 4;
const JAPAN = 6;
const INDUSTRIALS = 20;
const FINANCIALS = 40;
const BANKS = 4010;
const YEAR = 2025;
const CREDIT_AND_RECEIVABLES = CLUSTERS.findIndex((cluster) => cluster.code === 'cr') + 1;

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
  columns: Array<{ key: string; label: string }>;
  rows: Array<{ cells: Record<string, string>; citations: number[]; link: Citation['link'] }>;
}
type Block =
  | { type: 'text'; text: string }
  | TableBlock
  | {
      type: 'chart';
      series: Array<{ name: string; points: Array<{ x: number | string; y: number | null }> }>;
    };
interface Answer {
  status: string;
  intent: string;
  engine: string;
  fallback: boolean;
  errorCode: string | null;
  year: number | null;
  blocks: Block[];
  citations: Citation[];
  suggestions: string[];
  subject: { tickerId: string; exchangeCountryId: number; name: string } | null;
}
interface BreakdownTerm {
  code: string;
  name: string;
  value: number | null;
  weight: number;
  contribution: number | null;
  sectorMedian: number | null;
  inputs: Array<{ label: string; year: number; value: number | null }>;
}
/** The parts of POST /dashboard/scoreBreakdown's answer Luca's answers are checked against. */
interface Breakdown {
  tickerId: string;
  year: number;
  final: {
    score: number | null;
    logit: number | null;
    terms: Array<{ key: string; name: string; input: number | null; contribution: number | null }>;
  };
  mScore: { value: number | null; threshold: number; flagged: boolean | null; terms: BreakdownTerm[] };
}
interface TurnView {
  id: string;
  question: string;
  answer: Answer;
}

interface Company {
  ticker_id: string;
  name: string;
  isin: string;
  final_score: number;
  rating: string;
  rank_percent: number;
  rank_percent_within_sector: number;
  sector_id: number;
  sector_name: string;
}

const texts = (answer: Answer): string =>
  answer.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
const tables = (answer: Answer): TableBlock[] =>
  answer.blocks.filter((block): block is TableBlock => block.type === 'table');
const cited = (answer: Answer, label: RegExp): Citation => {
  const found = answer.citations.find((citation) => label.test(citation.label));
  if (!found) throw new Error(`No citation ${label} in ${answer.citations.map((c) => c.label).join(' | ')}`);
  return found;
};

describe('Luca', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let acmeId: string;
  let ada: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let japanese: Company;
  let german: Company;
  const api = () => request(app.getHttpServer());

  const ask = async (token: string, conversationId: string, question: string): Promise<Answer> => {
    const response = await api()
      .post(`/api/luca/conversations/${conversationId}/questions`)
      .set('Authorization', `Bearer ${token}`)
      .send({ question })
      .expect(201);
    const turn = response.body as TurnView;
    expect(turn.question).toBe(question);
    return turn.answer;
  };
  const newConversation = async (token: string, title?: string): Promise<string> =>
    (
      await api()
        .post('/api/luca/conversations')
        .set('Authorization', `Bearer ${token}`)
        .send(title === undefined ? {} : { title })
        .expect(201)
    ).body.id as string;

  async function company(exchange: number, extra = ''): Promise<Company> {
    const { rows } = await db.query<Company>(
      `select ticker_id, name, isin, final_score, rating, rank_percent, rank_percent_within_sector, sector_id, sector_name
         from screening.ticker_year
        where year = $1 and exchange_country_id = $2 and final_score is not null ${extra}
        order by final_score desc limit 1`,
      [YEAR, exchange],
    );
    if (!rows[0]) throw new Error(`no company in exchange ${exchange}`);
    return rows[0];
  }

  async function lucaUser(
    lucaAccessible: boolean,
  ): Promise<{ token: string; userId: string; email: string }> {
    const account = await createAccount(app, { tenantId: acmeId, lucaAccessible });
    return { ...account, token: await signIn(app, account.email) };
  }

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 1200, years: 5, seed: 61, lastYear: YEAR });
    const acme = await db.query<{ tenant_id: string }>(
      'select tenant_id from identity.user_account where email = $1',
      ['analyst@acme.test'],
    );
    acmeId = acme.rows[0]!.tenant_id;
    ada = await lucaUser(true);
    bob = await lucaUser(true);
    // Companies whose names are no part of another name Acme sees (United States, United Kingdom, Japan).
    const unique = `and not exists (select 1 from screening.company c where c.exchange_country_id in (1, 3, 6)
                      and c.ticker_id <> ticker_year.ticker_id and upper(c.name) like '%' || upper(ticker_year.name) || '%')`;
    japanese = await company(JAPAN, unique);
    german = await company(GERMANY, unique);
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  describe('access', () => {
    it('gives users without lucaAccessible the permission message on every route', async () => {
      const carol = await lucaUser(false);
      const conversation = await newConversation(ada.token);
      const calls = [
        api().post('/api/luca/open'),
        api().get('/api/luca/suggestions'),
        api().get('/api/luca/conversations'),
        api().post('/api/luca/conversations').send({}),
        api().get(`/api/luca/conversations/${conversation}`),
        api().patch(`/api/luca/conversations/${conversation}`).send({ title: 'Mine now' }),
        api().delete(`/api/luca/conversations/${conversation}`),
        api().post(`/api/luca/conversations/${conversation}/questions`).send({ question: 'Why?' }),
      ];
      for (const call of calls) {
        const response = await call.set('Authorization', `Bearer ${carol.token}`);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          statusCode: 403,
          errorCode: 'INSUFFICIENT_PERMISSION',
          message: MESSAGES.INSUFFICIENT_PERMISSION,
        });
      }
      await api().post('/api/luca/open').expect(401);
    });

    it('opens Luca only between the Luca start and end dates of a user request', async () => {
      const dana = await lucaUser(false);
      const admin = await signIn(app, 'admin@ledgerscope.test');
      const day = (days: number) => {
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
        return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      };
      await api()
        .post('/api/tenant/request-future-create')
        .set('Authorization', `Bearer ${admin}`)
        .send({
          requestType: 'LUCA',
          country: 'Asia/Singapore',
          startDate: `${day(1)}T09:00:00`,
          endDate: `${day(7)}T09:00:00`,
          tenantId: acmeId,
          uids: [dana.userId],
        })
        .expect(201);
      const clock = app.get(Clock);
      const runAt = async (at: string) => {
        clock.now = () => new Date(at);
        try {
          await inContext(app, (commands) => commands.execute(new RunDueTenantRequests()));
        } finally {
          delete (clock as { now?: unknown }).now;
        }
      };
      const open = () => api().post('/api/luca/open').set('Authorization', `Bearer ${dana.token}`);
      await runAt(`${day(1)}T08:59:00+08:00`);
      expect((await open()).status).toBe(403);
      await runAt(`${day(1)}T09:00:00+08:00`);
      expect((await open()).status).toBe(200);
      await runAt(`${day(7)}T09:00:00+08:00`);
      const after = await open();
      expect(after.status).toBe(403);
      expect(after.body.errorCode).toBe('INSUFFICIENT_PERMISSION');
    });

    it('records LUCA_ACCESS once per session, on opening Luca', async () => {
      const erin = await lucaUser(true);
      const count = async () =>
        Number(
          (
            await db.query<{ n: string }>(
              "select count(*) as n from identity.activity where user_id = $1 and type = 'LUCA_ACCESS'",
              [erin.userId],
            )
          ).rows[0]?.n,
        );
      await api().get('/api/luca/conversations').set('Authorization', `Bearer ${erin.token}`).expect(200);
      expect(await count()).toBe(0);
      const opened = await api()
        .post('/api/luca/open')
        .set('Authorization', `Bearer ${erin.token}`)
        .expect(200);
      expect(opened.body).toMatchObject({ engine: 'DETERMINISTIC', conversations: [] });
      expect(typeof opened.body.dataRevision).toBe('string');
      expect((opened.body.suggestions as string[]).length).toBeGreaterThanOrEqual(4);
      await api().post('/api/luca/open').set('Authorization', `Bearer ${erin.token}`).expect(200);
      expect(await count()).toBe(1);
      const again = await signIn(app, erin.email);
      await api().post('/api/luca/open').set('Authorization', `Bearer ${again}`).expect(200);
      expect(await count()).toBe(2);
    });
  });

  describe('conversations', () => {
    it("removes a deleted person's conversations and turns", async () => {
      const leaver = await lucaUser(true);
      const id = await newConversation(leaver.token);
      await ask(leaver.token, id, 'What does the accruals cluster mean?');
      const count = async (): Promise<number> =>
        Number(
          (
            await db.query<{ count: string }>(
              `select (select count(*) from luca.conversation where user_id = $1)
                    + (select count(*) from luca.turn where conversation_id = $2) as count`,
              [leaver.userId, id],
            )
          ).rows[0]!.count,
        );
      expect(await count()).toBe(2);
      const admin = await signIn(app, 'admin@ledgerscope.test');
      await api()
        .post('/api/person/delete')
        .set('Authorization', `Bearer ${admin}`)
        .send({ tenantId: acmeId, uid: leaver.userId })
        .expect(204);
      const deadline = Date.now() + 5000;
      while ((await count()) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await count()).toBe(0);
    });

    it('creates, lists, renames and deletes conversations, named after their first question', async () => {
      const id = await newConversation(ada.token);
      const created = await api()
        .get(`/api/luca/conversations/${id}`)
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(200);
      expect(created.body).toMatchObject({ id, title: 'New conversation', turns: [] });
      await ask(ada.token, id, 'What does the accruals cluster mean?');
      const listed = await api()
        .get('/api/luca/conversations')
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(200);
      expect(listed.body[0]).toMatchObject({ id, title: 'What does the accruals cluster mean?', turns: 1 });

      const renamed = await api()
        .patch(`/api/luca/conversations/${id}`)
        .set('Authorization', `Bearer ${ada.token}`)
        .send({ title: '  Clusters  ' })
        .expect(200);
      expect(renamed.body).toMatchObject({ id, title: 'Clusters', turns: 1 });
      const empty = await api()
        .patch(`/api/luca/conversations/${id}`)
        .set('Authorization', `Bearer ${ada.token}`)
        .send({ title: '   ' })
        .expect(400);
      expect(empty.body).toEqual({
        statusCode: 400,
        errorCode: 'LUCA_TITLE_REQUIRED',
        message: MESSAGES.LUCA_TITLE_REQUIRED,
      });
      const blank = await api()
        .post(`/api/luca/conversations/${id}/questions`)
        .set('Authorization', `Bearer ${ada.token}`)
        .send({ question: ' ' })
        .expect(400);
      expect(blank.body.errorCode).toBe('LUCA_QUESTION_REQUIRED');
      const long = await api()
        .post(`/api/luca/conversations/${id}/questions`)
        .set('Authorization', `Bearer ${ada.token}`)
        .send({ question: 'x'.repeat(1001) })
        .expect(400);
      expect(long.body.errorCode).toBe('LUCA_QUESTION_TOO_LONG');

      const full = await api()
        .get(`/api/luca/conversations/${id}`)
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(200);
      expect(full.body.turns).toHaveLength(1);
      expect(full.body.turns[0].question).toBe('What does the accruals cluster mean?');

      await api()
        .delete(`/api/luca/conversations/${id}`)
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(204);
      await api()
        .get(`/api/luca/conversations/${id}`)
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(404);
      const turns = await db.query('select 1 from luca.turn where conversation_id = $1', [id]);
      expect(turns.rows).toHaveLength(0);
    });

    it("keeps each user's conversations their own", async () => {
      const id = await newConversation(ada.token, 'Ada only');
      await ask(ada.token, id, 'What does the gearing cluster mean?');
      const notFound = {
        statusCode: 404,
        errorCode: 'LUCA_CONVERSATION_NOT_FOUND',
        message: MESSAGES.LUCA_CONVERSATION_NOT_FOUND,
      };
      const as = (call: request.Test) => call.set('Authorization', `Bearer ${bob.token}`);
      expect((await as(api().get(`/api/luca/conversations/${id}`)).expect(404)).body).toEqual(notFound);
      await as(api().patch(`/api/luca/conversations/${id}`).send({ title: 'Bob was here' })).expect(404);
      await as(api().post(`/api/luca/conversations/${id}/questions`).send({ question: 'Why?' })).expect(404);
      await as(api().delete(`/api/luca/conversations/${id}`)).expect(404);
      await as(api().get('/api/luca/conversations/not-a-uuid')).expect(404);
      const bobs = (await as(api().get('/api/luca/conversations')).expect(200)).body as Array<{ id: string }>;
      expect(bobs.map((conversation) => conversation.id)).not.toContain(id);
      const still = await api()
        .get(`/api/luca/conversations/${id}`)
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(200);
      expect(still.body).toMatchObject({ title: 'Ada only' });
      expect(still.body.turns).toHaveLength(1);
    });
  });

  describe('intents, with the figures of the dashboard', () => {
    let conversation: string;
    /** Who /dashboard/tickerDetail says a company is: the ticker it is shown under and its exchange. */
    const shown = async (
      tickerId: string,
      exchangeCountryId: number,
    ): Promise<{ ticker: string | null; exchange: string }> => {
      const response = await dashboardCall(app)('tickerDetail', ada.token, {
        tickerId,
        year: YEAR,
        exchangeCountryId,
      }).expect(200);
      return response.body as { ticker: string | null; exchange: string };
    };

    beforeAll(async () => {
      conversation = await newConversation(ada.token, 'Intents');
    });

    it("explains a company's score and rating with its top risk clusters", async () => {
      const answer = await ask(
        ada.token,
        conversation,
        `Why does ${japanese.name} have a ${japanese.rating} rating?`,
      );
      expect(answer).toMatchObject({
        status: 'ANSWERED',
        intent: 'SCORE_EXPLANATION',
        engine: 'DETERMINISTIC',
        year: YEAR,
        subject: { tickerId: japanese.ticker_id, exchangeCountryId: JAPAN, name: japanese.name },
      });
      const link = { tickerId: japanese.ticker_id, exchangeCountryId: JAPAN, year: YEAR };
      expect(cited(answer, /^Final score,/)).toMatchObject({
        value: japanese.final_score,
        source: 'tickerDetail',
        link,
      });
      expect(cited(answer, /^Rating,/).value).toBe(japanese.rating);
      expect(cited(answer, /^Rank within Japan/).value).toBe(japanese.rank_percent);
      expect(cited(answer, /^Rank within .*, Japan/).value).toBe(japanese.rank_percent_within_sector);
      // The answer names the company with the ticker and exchange the dashboard shows.
      const { ticker, exchange } = await shown(japanese.ticker_id, JAPAN);
      expect(ticker).toBe(japanese.ticker_id.replace(/-[A-Z]{2}$/, ''));
      expect(texts(answer)).toContain(
        `${japanese.name} (${ticker}, ${exchange}; Japan, ${japanese.sector_name}) has a final score of ${japanese.final_score.toFixed(2)} [`,
      );

      const { rows } = await db.query<{ v: Array<number | null>; q: Array<number | null>; c: string[] }>(
        `select cluster_values as v, cluster_quantiles as q, cluster_comments as c
           from screening.cluster_detail where ticker_id = $1 and year = $2`,
        [japanese.ticker_id, YEAR],
      );
      const detail = rows[0]!;
      const expected = CLUSTERS.map((cluster, index) => ({
        name: cluster.name,
        quintile: detail.q[index] ?? null,
        value: detail.v[index] ?? null,
        comment: detail.c[index],
      }))
        .filter((cluster) => cluster.quintile !== null)
        .sort((a, b) => (b.quintile as number) - (a.quintile as number))
        .slice(0, 5);
      const table = tables(answer).find((each) => each.title.startsWith('Top risk clusters'));
      expect(table!.rows.map((row) => row.cells.cluster)).toEqual(expected.map((cluster) => cluster.name));
      table!.rows.forEach((row, index) => {
        const want = expected[index]!;
        expect(row.cells.comment).toBe(want.comment);
        expect(row.link).toEqual(link);
        const [quintile, value] = row.citations.map((n) => answer.citations[n - 1]!);
        expect(quintile!.value).toBe(want.quintile);
        expect(value!.value).toBe(want.value);
        expect(value!.source).toBe('clusterDetail');
      });
      // Every [n] of the text is a citation, every citation has a dashboard link.
      for (const match of texts(answer).matchAll(/\[(\d+)\]/g))
        expect(Number(match[1])).toBeLessThanOrEqual(answer.citations.length);
      answer.citations.forEach((citation) => expect(citation.link).toEqual(link));
    });

    it('shows how the score changed over the years, and takes "its" for the previous company', async () => {
      const answer = await ask(ada.token, conversation, 'How has its score changed over the years?');
      expect(answer).toMatchObject({
        status: 'ANSWERED',
        intent: 'SCORE_HISTORY',
        subject: { tickerId: japanese.ticker_id },
      });
      const { rows } = await db.query<{ year: number; score: number | null; average: number }>(
        `select ty.year, ty.final_score as score, coalesce(cy.average, 0) as average
           from screening.ticker_year ty
           join screening.country_year cy on cy.year = ty.year and cy.exchange_country_id = ty.exchange_country_id
          where ty.ticker_id = $1
            -- The dashboard's history: the span of the exchange country's scored years.
            and ty.year between (select min(year) from screening.country_year where exchange_country_id = $2 and scored > 0)
                            and (select max(year) from screening.country_year where exchange_country_id = $2 and scored > 0)
          order by ty.year`,
        [japanese.ticker_id, JAPAN],
      );
      expect(rows.every((row) => row.average > 0)).toBe(true);
      const [table] = tables(answer);
      expect(table!.rows.map((row) => Number(row.cells.year))).toEqual(rows.map((row) => row.year));
      table!.rows.forEach((row, index) => {
        const [score, average] = row.citations.map((n) => answer.citations[n - 1]!);
        expect(score!.value).toBe(rows[index]!.score);
        expect(average!.value).toBe(rows[index]!.average);
        expect(row.link).toEqual({
          tickerId: japanese.ticker_id,
          exchangeCountryId: JAPAN,
          year: rows[index]!.year,
        });
      });
      const chart = answer.blocks.find((block) => block.type === 'chart');
      expect(chart && 'series' in chart ? chart.series[0]!.points.map((point) => point.y) : []).toEqual(
        rows.map((row) => row.score),
      );
    });

    it('compares a company with its sector and its exchange country', async () => {
      const answer = await ask(
        ada.token,
        conversation,
        `How does ${japanese.name} compare with its sector and country?`,
      );
      expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'PEER_COMPARISON', year: YEAR });
      const { rows } = await db.query<{ n: number; average: number; median: number }>(
        `select count(*)::int as n, avg(final_score) as average,
                percentile_cont(0.5) within group (order by final_score) as median
           from screening.ticker_year
          where year = $1 and exchange_country_id = $2 and sector_id = $3 and final_score is not null`,
        [YEAR, JAPAN, japanese.sector_id],
      );
      const peers = rows[0]!;
      expect(cited(answer, /^Number of /).value).toBe(peers.n);
      expect(cited(answer, /^Average final score of .* companies of Japan/).value as number).toBeCloseTo(
        peers.average,
        9,
      );
      expect(cited(answer, /^Median final score of /).value as number).toBeCloseTo(peers.median, 9);
      const country = await db.query<{ average: number }>(
        'select average from screening.country_year where year = $1 and exchange_country_id = $2',
        [YEAR, JAPAN],
      );
      expect(cited(answer, /^Average final score of Japan, /).value).toBe(country.rows[0]!.average);
      const place = await db.query<{ place: number }>(
        `select count(*)::int + 1 as place from screening.ticker_year
          where year = $1 and exchange_country_id = $2 and sector_id = $3 and final_score > $4`,
        [YEAR, JAPAN, japanese.sector_id, japanese.final_score],
      );
      expect(cited(answer, /^Place of /).value).toBe(place.rows[0]!.place);
      expect(cited(answer, /^Final score, /).value).toBe(japanese.final_score);
    });

    it('lists the companies of an exchange country and sector that match a cluster condition', async () => {
      const answer = await ask(
        ada.token,
        conversation,
        'Which Japanese industrials have receivables risk in the top quintile?',
      );
      expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'RISK_SCREEN', year: YEAR });
      const { rows } = await db.query<{ ticker_id: string; final_score: number; value: number }>(
        `select ty.ticker_id, ty.final_score, cd.cluster_values[$4] as value
           from screening.ticker_year ty
           join screening.cluster_detail cd on cd.ticker_id = ty.ticker_id and cd.year = ty.year
          where ty.year = $1 and ty.exchange_country_id = $2 and ty.sector_id = $3 and cd.cluster_quantiles[$4] = 5
          order by ty.final_score desc nulls last`,
        [YEAR, JAPAN, INDUSTRIALS, CREDIT_AND_RECEIVABLES],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(cited(answer, /^Number of Industrials companies of Japan matching/).value).toBe(rows.length);
      const [table] = tables(answer);
      const listed = table!.rows.map((row) => row.link!.tickerId);
      expect(listed).toEqual(rows.slice(0, 25).map((row) => row.ticker_id));
      // A Ticker column: each company's ticker as the dashboard shows it.
      expect(table!.columns.slice(0, 2).map((column) => column.label)).toEqual(['Company', 'Ticker']);
      for (const row of table!.rows)
        expect(row.cells.ticker).toBe((await shown(row.link!.tickerId, JAPAN)).ticker);
      // A generated universe: the answer says so of the companies listed.
      expect(texts(answer)).toContain(
        rows.length === 1
          ? 'The company listed is a generated company of the demo universe, not a real one.'
          : 'The companies listed are generated companies of the demo universe, not real ones.',
      );
      table!.rows.forEach((row, index) => {
        const figures = row.citations.map((n) => answer.citations[n - 1]!);
        expect(figures[0]!.value).toBe(rows[index]!.final_score);
        expect(figures[2]!.value).toBe(5);
        expect(figures[3]!.value).toBe(rows[index]!.value);
        expect(row.link).toEqual({ tickerId: rows[index]!.ticker_id, exchangeCountryId: JAPAN, year: YEAR });
      });
    });

    it("lists an industry group's companies, not its whole sector: Japanese banks", async () => {
      const answer = await ask(ada.token, conversation, 'Japanese banks');
      expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'RISK_SCREEN', year: YEAR });
      const count = async (column: string, id: number): Promise<number> =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from screening.ticker_year
              where year = $1 and exchange_country_id = $2 and ${column} = $3`,
            [YEAR, JAPAN, id],
          )
        ).rows[0]!.n;
      const banks = await count('industry_group_id', BANKS);
      expect(banks).toBeGreaterThan(0);
      expect(banks).toBeLessThan(await count('sector_id', FINANCIALS));
      expect(cited(answer, /^Number of companies of Japan in the Banks industry group/).value).toBe(banks);
      const listed = tables(answer)[0]!.rows.map((row) => row.link!.tickerId);
      const { rows: sectors } = await db.query<{ industry_group_id: number }>(
        'select distinct industry_group_id from screening.ticker_year where year = $1 and ticker_id = any($2)',
        [YEAR, listed],
      );
      expect(sectors).toEqual([{ industry_group_id: BANKS }]);
    });

    it('suggests questions with the right article before a rating ("an F rating", "a C rating")', async () => {
      const opened = await api()
        .post('/api/luca/open')
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(200);
      const ratingQuestion = (opened.body.suggestions as string[]).find((text) => / rating\?$/.test(text));
      const [, article, rating] = /have (a|an) (\S+) rating\?$/.exec(ratingQuestion ?? '') ?? [];
      expect(rating).toBeDefined();
      expect(article).toBe(/^[AEF]/.test(rating ?? '') ? 'an' : 'a');
    });

    it('lists the companies matching a score condition', async () => {
      const answer = await ask(ada.token, conversation, 'Which Japanese companies have a score above 60?');
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from screening.ticker_year where year = $1 and exchange_country_id = $2 and final_score >= 60',
        [YEAR, JAPAN],
      );
      expect(answer.intent).toBe('RISK_SCREEN');
      expect(cited(answer, /^Number of /).value).toBe(rows[0]!.n);
    });

    it('tells what changed in the watchlists against the alert baselines, never showing a forbidden company', async () => {
      const [a, b, c] = (
        await db.query<{ ticker_id: string }>(
          `select ticker_id from screening.ticker_year where year = $1 and exchange_country_id = $2
             and final_score is not null order by final_score desc limit 3`,
          [YEAR, US],
        )
      ).rows.map((row) => row.ticker_id);
      const created = await api()
        .post('/api/watchlists')
        .set('Authorization', `Bearer ${ada.token}`)
        .send({ name: 'Luca watch', tickerIds: [a, b, c] })
        .expect(201);
      // A company of an exchange country Acme does not have, as if the subscription had changed.
      await db.query('update watchlists.watchlist set ticker_ids = ticker_ids || $2::text[] where id = $1', [
        created.body.id,
        [german.ticker_id],
      ]);
      const now = async (ticker: string) =>
        (
          await db.query<{ final_score: number; rating: string }>(
            `select final_score, rating from screening.ticker_year where ticker_id = $1 and final_score is not null
              order by year desc limit 1`,
            [ticker],
          )
        ).rows[0]!;
      const first = await now(a!);
      const second = await now(b!);
      const since = new Date('2026-11-01T00:00:00Z');
      await db.query(
        `insert into watchlists.alert_baseline (user_id, ticker_id, final_score, rating, updated_at)
         values ($1, $2, $3, $4, $7), ($1, $5, $6, 'A+', $7), ($1, $8, 1, 'A+', $7)
         on conflict (user_id, ticker_id) do update
           set final_score = excluded.final_score, rating = excluded.rating, updated_at = excluded.updated_at`,
        [
          ada.userId,
          a,
          first.final_score,
          first.rating,
          b,
          second.final_score - 12.5,
          since,
          german.ticker_id,
        ],
      );

      const answer = await ask(
        ada.token,
        conversation,
        'What changed in my watchlist since the last data revision?',
      );
      expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'WATCHLIST_CHANGES' });
      expect(cited(answer, /^Companies in your watchlists$/).value).toBe(3);
      expect(cited(answer, /whose final score or rating changed$/).value).toBe(1);
      const revision = await db.query<{ at: Date }>(
        'select max(revision_date) as at from screening.data_revision',
      );
      expect(texts(answer)).toContain(revision.rows[0]!.at.toISOString().slice(0, 10));
      const [table] = tables(answer);
      expect(table!.rows).toHaveLength(1);
      const [before, after, ratingBefore, ratingAfter] = table!.rows[0]!.citations.map(
        (n) => answer.citations[n - 1]!,
      );
      expect(before!.value).toBe(second.final_score - 12.5);
      expect(after!.value).toBe(second.final_score);
      expect(ratingBefore!.value).toBe('A+');
      expect(ratingAfter!.value).toBe(second.rating);
      expect(table!.rows[0]!.link).toMatchObject({ tickerId: b, exchangeCountryId: US });
      expect(table!.rows[0]!.cells.ticker).toBe((await shown(b!, US)).ticker);
      // Every company of the generated universe is a demo one: said once of the lists' companies.
      expect(texts(answer)).toContain(
        'The companies in your watchlists are generated companies of the demo universe, not real ones.',
      );
      expect(JSON.stringify(answer)).not.toContain(german.ticker_id);

      const named = await ask(ada.token, conversation, 'What changed in my Nope watchlist?');
      expect(named).toMatchObject({ status: 'REFUSED', errorCode: 'WATCHLIST_NOT_FOUND' });
    });

    describe('from the score breakdown, with the figures of /dashboard/scoreBreakdown', () => {
      let breakdown: Breakdown;
      const label = (what: string) => `Score breakdown, ${japanese.name} ${YEAR}: ${what}`;
      const byLabel = (answer: Answer, what: string): Citation => {
        const found = answer.citations.find((citation) => citation.label === label(what));
        if (!found) throw new Error(`No citation ${label(what)}`);
        return found;
      };
      const signed3 = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(3)}`;

      beforeAll(async () => {
        const response = await dashboardCall(app)('scoreBreakdown', ada.token, {
          tickerId: japanese.ticker_id,
          year: YEAR,
          exchangeCountryId: JAPAN,
        }).expect(200);
        breakdown = response.body as Breakdown;
        // The breakdown adds up to the stored score the rest of the answer cites.
        expect(breakdown.final.score).toBe(japanese.final_score);
      });

      it(`answers "Why is <company> rated <rating>?" with the three terms of the score`, async () => {
        const answer = await ask(
          ada.token,
          conversation,
          `Why is ${japanese.name} rated ${japanese.rating}?`,
        );
        expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'SCORE_EXPLANATION', year: YEAR });
        expect(cited(answer, /^Rating,/).value).toBe(japanese.rating);
        const text = texts(answer);
        expect(text).not.toContain('You asked about');
        for (const term of breakdown.final.terms) {
          const contribution = byLabel(answer, `${term.name} term, contribution to the logit`);
          expect(contribution).toMatchObject({
            value: term.contribution,
            source: 'scoreBreakdown',
            link: { tickerId: japanese.ticker_id, exchangeCountryId: JAPAN, year: YEAR },
          });
          expect(text).toContain(`${signed3(term.contribution!)} [${contribution.n}]`);
          expect(byLabel(answer, `${term.name} term, input`).value).toBe(term.input);
        }
        expect(byLabel(answer, 'logit (the sum of the terms)').value).toBe(breakdown.final.logit);
        const strongest = [...breakdown.final.terms].sort(
          (a, b) => Math.abs(b.contribution!) - Math.abs(a.contribution!),
        )[0]!;
        expect(text).toMatch(
          new RegExp(
            `The ${strongest.key === 'clusters' ? 'cluster red-flag share' : strongest.name} term moves the score most, ` +
              `${strongest.contribution! > 0 ? 'pushing it up' : 'pulling it down'}`,
          ),
        );
        const table = tables(answer).find((each) => each.title.startsWith('How the final score'))!;
        expect(table.rows.map((row) => row.cells.contribution)).toEqual(
          breakdown.final.terms.map((term) => signed3(term.contribution!)),
        );
      });

      it('says the rating the company really has when the question names another', async () => {
        const other = japanese.rating === 'F' ? 'A' : 'F';
        const answer = await ask(ada.token, conversation, `Why is ${japanese.name} rated ${other}?`);
        expect(texts(answer)).toMatch(
          new RegExp(
            `You asked about an? ${other} rating: its rating in ${YEAR} is ${japanese.rating.replace(/[+]/g, '\\+')} \\[\\d+\\]`,
          ),
        );
      });

      it(`answers "What drives <company>'s M-score?" with the indices and the statement lines behind them`, async () => {
        const answer = await ask(ada.token, conversation, `What drives ${japanese.name}'s M-score?`);
        expect(answer).toMatchObject({
          status: 'ANSWERED',
          intent: 'M_SCORE_EXPLANATION',
          year: YEAR,
          subject: { tickerId: japanese.ticker_id, exchangeCountryId: JAPAN },
        });
        const { mScore } = breakdown;
        const m = byLabel(answer, 'M-score');
        expect(m.value).toBe(mScore.value);
        expect(byLabel(answer, 'M-score flag (M above the threshold)').value).toBe(String(mScore.flagged));
        const text = texts(answer);
        expect(text).toContain(`has a Beneish M-score of ${mScore.value!.toFixed(2)} [${m.n}]`);
        expect(text).toContain(mScore.flagged ? 'as a likely earnings manipulator' : 'no manipulation flag');
        expect(answer.citations.every((citation) => citation.source === 'scoreBreakdown')).toBe(true);

        const ranked = [...mScore.terms].sort(
          (a, b) => (b.contribution ?? -Infinity) - (a.contribution ?? -Infinity),
        );
        const [indices, lines] = tables(answer);
        expect(indices!.rows.map((row) => row.cells.index)).toEqual(
          ranked.map((term) => `${term.code} (${term.name})`),
        );
        indices!.rows.forEach((row, index) => {
          const term = ranked[index]!;
          expect(row.citations.map((n) => answer.citations[n - 1]!.value)).toEqual([
            term.value,
            term.sectorMedian,
            term.contribution,
          ]);
        });
        const top = ranked.filter((term) => term.contribution !== null).slice(0, 3);
        expect(text).toContain(
          `The indices adding most to M: ${top[0]!.code} (${top[0]!.name}) ${top[0]!.value!.toFixed(3)} [`,
        );
        expect(lines!.rows.map((row) => answer.citations[row.citations[0]! - 1]!.value)).toEqual(
          top.flatMap((term) => term.inputs.map((input) => input.value)),
        );
        expect(lines!.rows.map((row) => `${row.cells.item} ${row.cells.year}`)).toEqual(
          top.flatMap((term) => term.inputs.map((input) => `${input.label} ${input.year}`)),
        );
      });
    });

    it('says where the data come from, and once that a generated company is from the demo universe', async () => {
      const { rows } = await db.query<{ revised: Date }>(
        'select max(revision_date) as revised from screening.data_revision',
      );
      const revised = `The risk data was last revised on ${rows[0]!.revised.toISOString().slice(0, 10)}.`;
      const general = await ask(ada.token, conversation, 'Where does the data come from?');
      expect(general).toMatchObject({ status: 'ANSWERED', intent: 'DATA_SOURCE', citations: [] });
      expect(texts(general)).toContain('SEC EDGAR');
      expect(texts(general)).toContain('the generated demo universe');
      expect(texts(general)).toContain(revised);

      const demo = `${japanese.name} is a generated company of the demo universe, not a real one`;
      const source = await ask(ada.token, conversation, `Where do ${japanese.name}'s figures come from?`);
      expect(source).toMatchObject({
        status: 'ANSWERED',
        intent: 'DATA_SOURCE',
        year: YEAR,
        subject: { tickerId: japanese.ticker_id, exchangeCountryId: JAPAN },
      });
      // The source sentence is the demo sentence, naming the company with its ticker and exchange.
      const { ticker, exchange } = await shown(japanese.ticker_id, JAPAN);
      const sourceDemo = `${japanese.name} (${ticker}, ${exchange}) is a generated company of the demo universe, not a real one`;
      expect(texts(source).split(sourceDemo)).toHaveLength(2);
      expect(texts(source)).toContain(revised);

      for (const question of [
        `Why is ${japanese.name} rated ${japanese.rating}?`,
        `What drives ${japanese.name}'s M-score?`,
      ]) {
        const answer = await ask(ada.token, conversation, question);
        expect(texts(answer).split(demo)).toHaveLength(2);
      }
    });

    it('explains what a cluster means', async () => {
      const answer = await ask(ada.token, conversation, 'What does the accruals cluster mean?');
      expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'CLUSTER_DEFINITION', year: null });
      expect(answer.citations[0]).toMatchObject({ value: 'ac', source: 'clusterDefinition', link: null });
      expect(texts(answer)).toContain(CLUSTERS[0]!.description);
    });

    it("says it can't answer anything else, with questions it can answer", async () => {
      const answer = await ask(ada.token, conversation, 'What is the weather tomorrow?');
      expect(answer).toMatchObject({ status: 'NOT_UNDERSTOOD', intent: 'UNKNOWN', citations: [] });
      expect(texts(answer)).toContain("I can't answer that.");
      expect(answer.suggestions.length).toBeGreaterThanOrEqual(4);
      expect(answer.suggestions.join(' ')).not.toContain(german.name);
    });
  });

  describe('entitlements', () => {
    let conversation: string;

    beforeAll(async () => {
      conversation = await newConversation(ada.token, 'Leaks');
    });

    /** Nothing of the German company in the answer: no ticker, ISIN, score or rank. */
    const expectNoGermanData = (answer: Answer) => {
      const json = JSON.stringify({ ...answer, suggestions: [] });
      expect(json).not.toContain(german.ticker_id);
      expect(json).not.toContain(german.isin);
      expect(json).not.toContain(german.final_score.toFixed(2));
      expect(answer.citations).toEqual([]);
      expect(tables(answer)).toEqual([]);
    };

    it('refuses a screen of an exchange country of another tenant (Globex: Germany)', async () => {
      const answer = await ask(
        ada.token,
        conversation,
        'Which German industrials have receivables risk in the top quintile?',
      );
      expect(answer).toMatchObject({
        status: 'REFUSED',
        intent: 'RISK_SCREEN',
        errorCode: 'EXCHANGE_NOT_PERMITTED',
      });
      expect(texts(answer)).toContain(MESSAGES.EXCHANGE_NOT_PERMITTED);
      expectNoGermanData(answer);
    });

    it('refuses a German company by name, ticker or ISIN, telling nothing of it', async () => {
      const byName = await ask(
        ada.token,
        conversation,
        `Why does ${german.name} have a ${german.rating} rating?`,
      );
      expect(byName).toMatchObject({ status: 'REFUSED', errorCode: 'TICKER_NOT_FOUND' });
      expectNoGermanData({ ...byName, blocks: [] });
      expect(texts(byName)).not.toContain(german.final_score.toFixed(2));

      for (const question of [
        `Why is ${german.ticker_id} so risky?`,
        `How has ${german.isin}'s score changed over the years?`,
      ]) {
        const answer = await ask(ada.token, conversation, question);
        expect(answer).toMatchObject({
          status: 'REFUSED',
          errorCode: 'EXCHANGE_NOT_PERMITTED',
          subject: null,
        });
        expect(texts(answer)).toContain(MESSAGES.EXCHANGE_NOT_PERMITTED);
        expectNoGermanData(answer);
      }
      const compare = await ask(
        ada.token,
        conversation,
        `How does ${german.ticker_id} compare with its peers?`,
      );
      expect(compare.status).toBe('REFUSED');
      expectNoGermanData(compare);
    });

    it("answers a trial tenant with the aliases it sees, never the real companies' names", async () => {
      const initech = await db.query<{ tenant_id: string }>(
        'select tenant_id from identity.user_account where email = $1',
        ['owner@initech.test'],
      );
      const account = await createAccount(app, {
        tenantId: initech.rows[0]!.tenant_id,
        lucaAccessible: true,
      });
      const token = await signIn(app, account.email);
      const opened = await api().post('/api/luca/open').set('Authorization', `Bearer ${token}`).expect(200);
      const question = (opened.body.suggestions as string[])[0]!;
      expect(question).toMatch(/^Why does Anonymized stock \w+ have a/);
      const answer = await ask(token, await newConversation(token), question);
      expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'SCORE_EXPLANATION' });
      expect(answer.subject!.tickerId).toMatch(/^ANON-/);
      // Named with the alias's ticker, as the trial tenant's dashboard shows it.
      expect(texts(answer)).toContain(`${answer.subject!.name} (${answer.subject!.tickerId}, `);
      const singapore = EXCHANGE_COUNTRIES.find((country) => country.exchange_country === 'Singapore')!;
      const top = await db.query<{ final_score: number }>(
        `select max(final_score) as final_score from screening.ticker_year where year = $1 and exchange_country_id = $2`,
        [YEAR, singapore.exchange_countryID],
      );
      expect(cited(answer, /^Final score,/).value).toBe(top.rows[0]!.final_score);
      const { rows } = await db.query<{ ticker_id: string; name: string; isin: string }>(
        'select ticker_id, name, isin from screening.company where exchange_country_id = $1',
        [singapore.exchange_countryID],
      );
      const json = JSON.stringify(answer);
      for (const row of rows) {
        expect(json).not.toContain(row.ticker_id);
        expect(json).not.toContain(row.isin);
        expect(json).not.toContain(row.name);
      }
    });

    it("answers a trial tenant's breakdown questions with the alias, from the breakdown it may see", async () => {
      const initech = await db.query<{ tenant_id: string }>(
        'select tenant_id from identity.user_account where email = $1',
        ['owner@initech.test'],
      );
      const account = await createAccount(app, {
        tenantId: initech.rows[0]!.tenant_id,
        lucaAccessible: true,
      });
      const token = await signIn(app, account.email);
      const opened = await api().post('/api/luca/open').set('Authorization', `Bearer ${token}`).expect(200);
      const alias = /^Why does (Anonymized stock \w+) have/.exec(
        (opened.body.suggestions as string[])[0]!,
      )![1]!;
      const conversation = await newConversation(token);
      const rated = await ask(token, conversation, `Why is ${alias} rated F?`);
      const drives = await ask(token, conversation, `What drives ${alias}'s M-score?`);
      expect(rated).toMatchObject({ status: 'ANSWERED', intent: 'SCORE_EXPLANATION' });
      expect(drives).toMatchObject({ status: 'ANSWERED', intent: 'M_SCORE_EXPLANATION' });
      const subject = drives.subject!;
      expect(subject.tickerId).toMatch(/^ANON-/);
      const response = await dashboardCall(app)('scoreBreakdown', token, {
        tickerId: subject.tickerId,
        year: drives.year,
        exchangeCountryId: subject.exchangeCountryId,
      }).expect(200);
      const breakdown = response.body as Breakdown;
      const label = `Score breakdown, ${alias} ${drives.year}: `;
      expect(drives.citations.find((citation) => citation.label === `${label}M-score`)!.value).toBe(
        breakdown.mScore.value,
      );
      const logit = rated.citations.find(
        (citation) => citation.label === `${label}logit (the sum of the terms)`,
      );
      expect(logit!.value).toBe(breakdown.final.logit);
      const { rows } = await db.query<{ ticker_id: string; name: string; isin: string }>(
        'select ticker_id, name, isin from screening.company where exchange_country_id = $1',
        [subject.exchangeCountryId],
      );
      const json = JSON.stringify([rated, drives]);
      for (const row of rows) {
        expect(json).not.toContain(row.ticker_id);
        expect(json).not.toContain(row.isin);
        expect(json).not.toContain(row.name);
      }
      // No filing would name the company either.
      expect(json).not.toMatch(/filed \d{4}-/);
    });

    it('does not carry a refused company into "its" follow-ups', async () => {
      const answer = await ask(ada.token, conversation, 'How has its score changed?');
      expect(answer.status).toBe('NOT_UNDERSTOOD');
      expectNoGermanData(answer);
    });
  });

  describe('the LLM engine, against a local chat-completions endpoint', () => {
    interface Received {
      headers: IncomingHttpHeaders;
      body: {
        model: string;
        messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
        tools?: Array<{ function: { name: string } }>;
      };
    }
    let server: Server;
    let received: Received[];
    /** What the fake model does with the next request. */
    let script: (body: Received['body']) => { status?: number; delayMs?: number; message?: object };
    let conversation: string;
    const timers = new Set<NodeJS.Timeout>();

    const setting = (key: string, value: string) =>
      inContext(app, (commands) =>
        commands.execute(new DefineSetting(key, 'STRING', value, 'Luca LLM (test)')),
      );

    beforeAll(async () => {
      received = [];
      server = createServer((req, res) => {
        let raw = '';
        req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        req.on('end', () => {
          const body = JSON.parse(raw) as Received['body'];
          received.push({ headers: req.headers, body });
          const { status = 200, delayMs = 0, message } = script(body);
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (res.destroyed) return;
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(
              JSON.stringify(
                status === 200
                  ? { choices: [{ index: 0, message, finish_reason: 'stop' }] }
                  : { error: 'down' },
              ),
            );
          }, delayMs);
          timers.add(timer);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await setting(SETTING_KEYS.lucaLlmUrl, `http://127.0.0.1:${port}/v1`);
      await setting(SETTING_KEYS.lucaLlmModel, 'fake-model-1');
      await setting(SETTING_KEYS.lucaLlmKey, 'sk-test-key');
      conversation = await newConversation(ada.token, 'LLM');
    });

    afterAll(async () => {
      for (const key of [SETTING_KEYS.lucaLlmUrl, SETTING_KEYS.lucaLlmModel, SETTING_KEYS.lucaLlmKey])
        await setting(key, 'none');
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const toolCall = (name: string, args: object, id = `call_${name}`) => ({
      role: 'assistant',
      content: null,
      tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    });
    const lastRole = (body: Received['body']) => body.messages.at(-1)?.role;

    it('offers the answer functions as tools and answers from what they return, with their citations', async () => {
      const opened = await api()
        .post('/api/luca/open')
        .set('Authorization', `Bearer ${ada.token}`)
        .expect(200);
      expect(opened.body.engine).toBe('LLM');
      received = [];
      script = (body) =>
        lastRole(body) === 'user'
          ? { message: toolCall('explain_score', { company: japanese.name }) }
          : {
              message: {
                role: 'assistant',
                content: `${japanese.name} has a final score of ${japanese.final_score.toFixed(2)} [1].`,
              },
            };
      const answer = await ask(ada.token, conversation, `Why is ${japanese.name} rated ${japanese.rating}?`);
      expect(answer).toMatchObject({
        engine: 'LLM',
        fallback: false,
        status: 'ANSWERED',
        intent: 'SCORE_EXPLANATION',
      });
      expect(answer.blocks[0]).toEqual({
        type: 'text',
        text: `${japanese.name} has a final score of ${japanese.final_score.toFixed(2)} [1].`,
      });
      expect(cited(answer, /^Final score,/).value).toBe(japanese.final_score);
      // How the score is built (the score breakdown), then the top risk clusters.
      expect(tables(answer).map((table) => table.title)).toEqual([
        `How the final score of ${japanese.name} is built, ${YEAR}`,
        `Top risk clusters of ${japanese.name}, ${YEAR}`,
      ]);

      expect(received).toHaveLength(2);
      expect(received[0]!.headers.authorization).toBe('Bearer sk-test-key');
      expect(received[0]!.body.model).toBe('fake-model-1');
      expect(received[0]!.body.tools!.map((tool) => tool.function.name).sort()).toEqual([
        'compare_with_peers',
        'data_source',
        'explain_cluster',
        'explain_m_score',
        'explain_score',
        'filing_events',
        'list_exchange_countries',
        'score_history',
        'screen_companies',
        'watchlist_changes',
      ]);
      const toolMessage = received[1]!.body.messages.find((message) => message.role === 'tool');
      expect(toolMessage?.tool_call_id).toBe('call_explain_score');
      const result = JSON.parse(toolMessage!.content!) as {
        status: string;
        citations: Array<{ n: number; value: string }>;
      };
      expect(result.status).toBe('ANSWERED');
      expect(result.citations[0]).toMatchObject({ n: 1, value: japanese.final_score.toFixed(2) });
    });

    it('gives the model the M-score breakdown through explain_m_score, cited as the score breakdown', async () => {
      received = [];
      script = (body) =>
        lastRole(body) === 'user'
          ? { message: toolCall('explain_m_score', { company: japanese.name, year: YEAR }) }
          : { message: { role: 'assistant', content: `Its M-score is in [1].` } };
      const answer = await ask(ada.token, conversation, `What drives ${japanese.name}'s M-score?`);
      expect(answer).toMatchObject({ engine: 'LLM', status: 'ANSWERED', intent: 'M_SCORE_EXPLANATION' });
      const breakdown = (
        await dashboardCall(app)('scoreBreakdown', ada.token, {
          tickerId: japanese.ticker_id,
          year: YEAR,
          exchangeCountryId: JAPAN,
        }).expect(200)
      ).body as Breakdown;
      const toolMessage = received[1]!.body.messages.find((message) => message.role === 'tool');
      const result = JSON.parse(toolMessage!.content!) as {
        status: string;
        text: string;
        citations: Array<{ n: number; label: string; value: string }>;
      };
      expect(result.status).toBe('ANSWERED');
      expect(result.citations[0]).toEqual({
        n: 1,
        label: `Score breakdown, ${japanese.name} ${YEAR}: M-score`,
        value: breakdown.mScore.value!.toFixed(2),
      });
      expect(result.text).toContain(`has a Beneish M-score of ${breakdown.mScore.value!.toFixed(2)} [1]`);
      expect(answer.citations[0]!.value).toBe(breakdown.mScore.value);
    });

    it('never sends the model data of an exchange country the user may not see', async () => {
      received = [];
      script = (body) => {
        const tools = body.messages.filter((message) => message.role === 'tool').length;
        if (tools === 0)
          return {
            message: toolCall('screen_companies', {
              exchange_country: 'Germany',
              sector: 'Industrials',
              cluster: 'receivables',
            }),
          };
        if (tools === 1)
          return { message: toolCall('explain_score', { company: german.ticker_id }, 'call_2') };
        if (tools === 2)
          return { message: toolCall('compare_with_peers', { company: german.name }, 'call_3') };
        return { message: { role: 'assistant', content: 'You do not have access to German companies.' } };
      };
      const answer = await ask(
        ada.token,
        conversation,
        'Tell me about German industrials and their receivables',
      );
      expect(answer).toMatchObject({ engine: 'LLM', status: 'REFUSED', errorCode: 'EXCHANGE_NOT_PERMITTED' });
      expect(received).toHaveLength(4);
      const { rows } = await db.query<{ ticker_id: string; isin: string; name: string }>(
        'select ticker_id, isin, name from screening.company where exchange_country_id = $1',
        [GERMANY],
      );
      const sent = JSON.stringify(
        received.map((each) => each.body.messages.filter((message) => message.role === 'tool')),
      );
      expect(sent).toContain('EXCHANGE_NOT_PERMITTED');
      for (const row of rows) {
        expect(sent).not.toContain(row.ticker_id);
        expect(sent).not.toContain(row.isin);
      }
      expect(sent).not.toContain(german.final_score.toFixed(2));
      expect(answer.citations).toEqual([]);
    });

    it('falls back to the deterministic engine when the endpoint fails or is too slow', async () => {
      script = () => ({ status: 500 });
      const failed = await ask(ada.token, conversation, 'What does the inventory cluster mean?');
      expect(failed).toMatchObject({
        engine: 'DETERMINISTIC',
        fallback: true,
        status: 'ANSWERED',
        intent: 'CLUSTER_DEFINITION',
      });

      script = () => ({ delayMs: 5_000, message: { role: 'assistant', content: 'Too late.' } });
      const started = Date.now();
      const slow = await ask(ada.token, conversation, 'What does the goodwill cluster mean?');
      expect(Date.now() - started).toBeLessThan(4_500);
      expect(slow).toMatchObject({ engine: 'DETERMINISTIC', fallback: true, intent: 'CLUSTER_DEFINITION' });
      expect(texts(slow)).not.toContain('Too late.');
    });
  });
});
