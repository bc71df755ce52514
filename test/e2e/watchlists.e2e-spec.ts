import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { GenerateDataset } from '../../src/contexts/filings/index.js';
import { inContext, signIn } from '../support/accounts.js';
import { tenantWithUsers, type TestUser } from '../support/tenant-users.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const UK = 3;
const GERMANY = 4;
const SINGAPORE = 13;
const YEAR = 2025;

interface Company {
  ticker_id: string;
  isin: string;
  name: string;
}

/** The ticker a generated company is shown under: its key without the exchange suffix ('ABCD-US' shows 'ABCD'). */
const shownTickerOf = (tickerId: string): string => tickerId.replace(/-[A-Z]{2}$/, '');

interface View {
  id: string;
  name: string;
  companies: Array<Record<string, unknown> & { tickerID: string; isin: string }>;
}

describe('Watchlists: CRUD, isolation, upload, download', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let us: Company[];
  let uk: Company;
  let german: Company;

  const call = (user: TestUser | string) => {
    const token = typeof user === 'string' ? user : user.token;
    const server = app.getHttpServer();
    const auth = { Authorization: `Bearer ${token}` };
    return {
      get: (path: string) => request(server).get(`/api/${path}`).set(auth),
      post: (path: string, body: object) => request(server).post(`/api/${path}`).set(auth).send(body),
      patch: (path: string, body: object) => request(server).patch(`/api/${path}`).set(auth).send(body),
      put: (path: string, body: object) => request(server).put(`/api/${path}`).set(auth).send(body),
      delete: (path: string) => request(server).delete(`/api/${path}`).set(auth),
      upload: (path: string, content: string | Buffer, fileName: string) =>
        request(server)
          .post(`/api/${path}`)
          .set(auth)
          .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), fileName),
    };
  };
  const companies = async (exchange: number, limit: number): Promise<Company[]> =>
    (
      await db.query<Company>(
        `select c.ticker_id, c.isin, c.name from screening.company c
          where c.exchange_country_id = $1
            and exists (select 1 from screening.ticker_year y where y.ticker_id = c.ticker_id and y.final_score is not null)
          order by c.ticker_id limit $2`,
        [exchange, limit],
      )
    ).rows;
  const create = async (user: TestUser, name: string, tickerIds: string[] = []): Promise<View> =>
    (await call(user).post('watchlists', { name, tickerIds }).expect(201)).body as View;
  /** Changes a tenant's regions, and waits out the screening context's entitlement cache (2 s). */
  const setRegions = async (tenantId: string, regionIds: number[]) => {
    await db.query('update tenancy.tenant set region_ids = $2 where id = $1', [tenantId, regionIds]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
  };

  beforeAll(async () => {
    app = await startTestApp();
    await inContext(app, (commands) =>
      commands.execute(new GenerateDataset({ companies: 600, years: 3, seed: 61, lastYear: YEAR })),
    );
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    [alice, bob] = (await tenantWithUsers(app, [US, UK], 2)) as [TestUser, TestUser];
    [carol] = (await tenantWithUsers(app, [US, UK], 1)) as [TestUser];
    us = await companies(US, 5);
    [uk] = (await companies(UK, 1)) as [Company];
    [german] = (await companies(GERMANY, 1)) as [Company];
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('creates, lists, renames and deletes watchlists with names unique per user in any case', async () => {
    const tech = await create(alice, 'Tech');
    expect(tech).toMatchObject({ name: 'Tech', companies: [] });
    const duplicate = await call(alice).post('watchlists', { name: ' tech ' }).expect(409);
    expect(duplicate.body).toEqual({
      statusCode: 409,
      errorCode: 'WATCHLIST_NAME_ALREADY_EXISTS',
      message: 'Watchlist name already exists.',
    });
    expect((await call(alice).post('watchlists', { name: '  ' }).expect(400)).body.errorCode).toBe(
      'WATCHLIST_NAME_REQUIRED',
    );
    const energy = await create(alice, 'Energy');
    await call(alice).patch(`watchlists/${energy.id}`, { name: 'TECH' }).expect(409);
    const renamed = await call(alice).patch(`watchlists/${energy.id}`, { name: 'Banks' }).expect(200);
    expect(renamed.body.name).toBe('Banks');
    // Renaming to its own name in another case is allowed.
    await call(alice).patch(`watchlists/${energy.id}`, { name: 'BANKS' }).expect(200);
    const listed = await call(alice).get('watchlists').expect(200);
    expect((listed.body as View[]).map((list) => list.name)).toEqual(['BANKS', 'Tech']);
    await call(alice).delete(`watchlists/${energy.id}`).expect(204);
    await call(alice).get(`watchlists/${energy.id}`).expect(404);
    // Another user may use the same name.
    await create(bob, 'Tech');
  });

  it("adds and removes companies with the spec's fields of the latest scored year, and finds the lists holding one", async () => {
    const list = await create(alice, 'Picks', [us[0]!.ticker_id]);
    const added = await call(alice)
      .post(`watchlists/${list.id}/companies`, { tickerIds: [us[1]!.ticker_id, us[0]!.ticker_id] })
      .expect(200);
    const body = added.body as View;
    expect(body.companies.map((company) => company.tickerID)).toEqual([us[0]!.ticker_id, us[1]!.ticker_id]);
    const { rows } = await db.query(
      `select ticker_id, isin, name, domicile_country, exchange_country_id, exchange_country, rating, score_note, final_score, year
         from screening.ticker_year where ticker_id = $1 and final_score is not null order by year desc limit 1`,
      [us[0]!.ticker_id],
    );
    const latest = rows[0];
    expect(body.companies[0]).toEqual({
      tickerID: latest.ticker_id,
      isin: latest.isin,
      name: latest.name,
      // A generated company's symbol without its exchange suffix ('ABCD-US' shows 'ABCD'), as in the results.
      ticker: shownTickerOf(latest.ticker_id),
      domicile_country: latest.domicile_country,
      exchange_countryID: US,
      exchange_country: 'United States',
      rating: latest.rating,
      scoreNote: latest.score_note,
      final_score: latest.final_score,
      year: latest.year,
    });
    // The ticker is the one the screen shows for the company (one derivation, displayTickerOf).
    const hits = (await call(alice).post('dashboard/search', { keywords: latest.ticker_id }).expect(200)).body
      .data as Array<{ ticker_region: string; ticker: string | null }>;
    expect(hits.find((hit) => hit.ticker_region === latest.ticker_id)?.ticker).toBe(
      body.companies[0]!.ticker,
    );
    // The company's origin decides it: an SEC filer's ticker is its key as it is.
    await db.query("update screening.company set origin = 'sec' where ticker_id = $1", [latest.ticker_id]);
    try {
      const sec = (await call(alice).get(`watchlists/${list.id}`).expect(200)).body as View;
      expect(sec.companies[0]).toMatchObject({ tickerID: latest.ticker_id, ticker: latest.ticker_id });
    } finally {
      await db.query("update screening.company set origin = 'generated' where ticker_id = $1", [
        latest.ticker_id,
      ]);
    }

    const unknown = await call(alice)
      .post(`watchlists/${list.id}/companies`, { tickerIds: [us[2]!.ticker_id, 'NO-SUCH'] })
      .expect(404);
    expect(unknown.body.errorCode).toBe('TICKER_NOT_FOUND');
    await call(alice)
      .post(`watchlists/${list.id}/companies`, { tickerIds: [german.ticker_id] })
      .expect(404);
    expect(
      ((await call(alice).get(`watchlists/${list.id}`).expect(200)).body as View).companies,
    ).toHaveLength(2);

    const star = await call(alice).get(`watchlists/containing?tickerId=${us[0]!.ticker_id}`).expect(200);
    expect(star.body).toEqual({ tickerID: us[0]!.ticker_id, watchlists: [{ id: list.id, name: 'Picks' }] });
    const removed = await call(alice)
      .delete(`watchlists/${list.id}/companies/${us[0]!.ticker_id}`)
      .expect(200);
    expect((removed.body as View).companies.map((company) => company.tickerID)).toEqual([us[1]!.ticker_id]);
    const off = await call(alice).get(`watchlists/containing?tickerId=${us[0]!.ticker_id}`).expect(200);
    expect(off.body.watchlists).toEqual([]);
    const stored = await db.query('select ticker_ids from watchlists.watchlist where id = $1', [list.id]);
    expect(stored.rows[0].ticker_ids).toEqual([us[1]!.ticker_id]);
  });

  it("refuses another user's and another tenant's watchlist as not found", async () => {
    const mine = await create(alice, 'Private');
    for (const other of [bob, carol]) {
      const them = call(other);
      expect((await them.get(`watchlists/${mine.id}`).expect(404)).body.errorCode).toBe(
        'WATCHLIST_NOT_FOUND',
      );
      await them.patch(`watchlists/${mine.id}`, { name: 'Mine now' }).expect(404);
      await them.post(`watchlists/${mine.id}/companies`, { tickerIds: [us[0]!.ticker_id] }).expect(404);
      await them.delete(`watchlists/${mine.id}/companies/${us[0]!.ticker_id}`).expect(404);
      await them.upload(`watchlists/${mine.id}/upload`, `isin\n${us[0]!.isin}\n`, 'list.csv').expect(404);
      await them.post('watchlists/download', { watchlistIds: [mine.id], fileName: 'x' }).expect(404);
      await them.delete(`watchlists/${mine.id}`).expect(404);
      expect(
        ((await them.get('watchlists').expect(200)).body as View[]).map((list) => list.id),
      ).not.toContain(mine.id);
    }
    await call(alice).get('watchlists/not-a-uuid').expect(404);
    await call(alice).get(`watchlists/${mine.id}`).expect(200);
  });

  it('hides companies of an exchange country the tenant no longer has, and shows them again when it has', async () => {
    const list = await create(alice, 'Mixed', [us[2]!.ticker_id, uk.ticker_id]);
    expect(list.companies.map((company) => company.tickerID)).toEqual([us[2]!.ticker_id, uk.ticker_id]);
    await setRegions(alice.tenantId, [US]);
    try {
      const hidden = (await call(alice).get(`watchlists/${list.id}`).expect(200)).body as View;
      expect(hidden.companies.map((company) => company.tickerID)).toEqual([us[2]!.ticker_id]);
    } finally {
      await setRegions(alice.tenantId, [US, UK]);
    }
    const back = (await call(alice).get(`watchlists/${list.id}`).expect(200)).body as View;
    expect(back.companies.map((company) => company.tickerID)).toEqual([us[2]!.ticker_id, uk.ticker_id]);
  });

  it('uploads a CSV with good, unknown, restricted and repeated rows: every good row is added', async () => {
    const list = await create(alice, 'Uploaded', [us[1]!.ticker_id]);
    const csv = [
      'Company,ISIN,Note',
      `First,${us[3]!.isin.toLowerCase()},ok`,
      'Ghost,XX0000000001,unknown',
      `"Kraut, AG",${german.isin},restricted`,
      `Again,${us[1]!.isin},already in the list`,
      `Repeat,${us[3]!.isin},twice in the file`,
      `Brit,${uk.isin},ok`,
      '',
    ].join('\r\n');
    const answer = await call(alice).upload(`watchlists/${list.id}/upload`, csv, 'mine.CSV').expect(200);
    expect(answer.body).toMatchObject({
      message: 'Data match warning - Some data did not match with database.',
      partial: true,
      unmatched: ['XX0000000001'],
      restricted: [{ isin: german.isin, exchange_country: 'Germany' }],
    });
    expect(answer.body.messages[1]).toContain('Germany Exchange country');
    expect([...answer.body.duplicates].sort()).toEqual([us[1]!.isin, us[3]!.isin].sort());
    expect((answer.body.added as Array<{ tickerID: string }>).map((company) => company.tickerID)).toEqual([
      us[3]!.ticker_id,
      uk.ticker_id,
    ]);
    expect((answer.body.watchlist as View).companies.map((company) => company.tickerID)).toEqual([
      us[1]!.ticker_id,
      us[3]!.ticker_id,
      uk.ticker_id,
    ]);

    const clean = await call(alice)
      .upload(`watchlists/${list.id}/upload`, `isin\n${us[4]!.isin}\n`, 'more.csv')
      .expect(200);
    expect(clean.body).toMatchObject({
      message: 'Upload complete.',
      partial: false,
      unmatched: [],
      restricted: [],
    });
  });

  it('refuses other file types, files over 102400 bytes, no ISIN column, an empty file and no file', async () => {
    const list = await create(alice, 'Limits');
    const path = `watchlists/${list.id}/upload`;
    const wrongType = await call(alice).upload(path, `isin\n${us[0]!.isin}\n`, 'list.xlsx').expect(400);
    expect(wrongType.body).toMatchObject({
      errorCode: 'UNSUPPORTED_FILE_TYPE',
      message: 'Unsupported file type',
    });
    const big = `isin\n${`${us[0]!.isin}\n`.repeat(8000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(102_400);
    const tooBig = await call(alice).upload(path, big, 'big.csv').expect(413);
    expect(tooBig.body.errorCode).toBe('FILE_TOO_LARGE');
    const exact = `isin\n${us[0]!.isin}\n`.padEnd(102_400, ' ');
    await call(alice).upload(path, exact, 'exact.csv').expect(200);
    const noIsin = await call(alice)
      .upload(path, `name,ticker\nAcme,${us[0]!.ticker_id}\n`, 'x.csv')
      .expect(400);
    expect(noIsin.body).toMatchObject({
      errorCode: 'EMPTY_STOCK_DATA',
      message: 'Error empty stock data uploaded',
    });
    const empty = await call(alice).upload(path, Buffer.alloc(0), 'empty.csv').expect(400);
    expect(empty.body).toMatchObject({ errorCode: 'EMPTY_DATA', message: 'Empty Data' });
    const none = await call(alice).post(path, {}).expect(400);
    expect(none.body.errorCode).toBe('NO_FILE_UPLOADED');
  });

  it('downloads selected watchlists as CSV with the spec columns, formula cells neutralised, recorded as WATCHLIST', async () => {
    const first = await create(alice, '=Risky, list', [us[0]!.ticker_id, us[1]!.ticker_id]);
    const second = await create(alice, 'Second', [uk.ticker_id]);
    const original = us[1]!.name;
    await db.query('update screening.company set name = $2 where ticker_id = $1', [
      us[1]!.ticker_id,
      '@SUM(A1)+"x"',
    ]);
    const activities = async (): Promise<number> =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from identity.activity where user_id = $1 and type = 'WATCHLIST'",
          [alice.userId],
        )
      ).rows[0]!.n;
    const before = await activities();
    let csv: request.Response;
    try {
      csv = await call(alice)
        .post('watchlists/download', { watchlistIds: [second.id, first.id], fileName: 'my lists' })
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => done(null, text));
        })
        .expect(200);
    } finally {
      await db.query('update screening.company set name = $2 where ticker_id = $1', [
        us[1]!.ticker_id,
        original,
      ]);
    }
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('filename="my lists.csv"');
    const lines = (csv.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'isin,ticker,company_name,domicile_country,exchange_countryID,exchange_country,risk_score,rating,watchlist_name',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`^${uk.isin},${shownTickerOf(uk.ticker_id)},.*,3,United Kingdom,[0-9.]*,[A-F+-]*,Second$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${us[0]!.isin},${shownTickerOf(us[0]!.ticker_id)},.*,1,United States,.*,"'=Risky, list"$`),
    );
    expect(lines[3]).toContain(`${us[1]!.isin},${shownTickerOf(us[1]!.ticker_id)},"'@SUM(A1)+""x""",`);
    const { rows } = await db.query(
      'select final_score from screening.ticker_year where ticker_id = $1 and final_score is not null order by year desc limit 1',
      [uk.ticker_id],
    );
    expect(lines[1]).toContain(`,${Math.round(Number(rows[0].final_score) * 100) / 100},`);
    expect(await activities()).toBe(before + 1);

    const noName = await call(alice)
      .post('watchlists/download', { watchlistIds: [first.id] })
      .expect(400);
    expect(noName.body.errorCode).toBe('DOWNLOAD_FILE_NAME_REQUIRED');
    const none = await call(alice)
      .post('watchlists/download', { watchlistIds: [], fileName: 'x' })
      .expect(400);
    expect(none.body.errorCode).toBe('NO_WATCHLIST_SELECTED');
    expect(await activities()).toBe(before + 1);
  });

  it('downloads at most 100 watchlists at a time', async () => {
    const [dave] = (await tenantWithUsers(app, [US], 1)) as [TestUser];
    const ids: string[] = [];
    for (let index = 0; index < 101; index += 1) ids.push((await create(dave, `List ${index}`)).id);
    const refused = await call(dave)
      .post('watchlists/download', { watchlistIds: ids, fileName: 'all' })
      .expect(400);
    expect(refused.body).toEqual({
      statusCode: 400,
      errorCode: 'DOWNLOAD_WATCHLIST_LIMITED',
      message: 'You can download 100 Watchlists at any one time.',
    });
    await call(dave)
      .post('watchlists/download', { watchlistIds: ids.slice(0, 100), fileName: 'all' })
      .expect(200);
  });

  it('keeps real tickers for a trial tenant, which sees and sends aliases only', async () => {
    const trial = await signIn(app, 'owner@initech.test');
    const [company] = await companies(SINGAPORE, 1);
    const screen = await call(trial).post('dashboard/search', { keywords: 'ANON' }).expect(200);
    expect(screen.body.total).toBeGreaterThan(0);
    const alias = (
      await call(trial)
        .post('dashboard/filter', { exchange: [SINGAPORE], year: YEAR, pageTake: 1 })
        .expect(200)
    ).body.data[0] as { tickerID: string; isin: string; name: string; ticker: string | null };
    expect(alias.tickerID).toMatch(/^ANON-/);
    const name = `Trial ${Date.now()}`;
    const list = (
      await call(trial)
        .post('watchlists', { name, tickerIds: [alias.tickerID] })
        .expect(201)
    ).body as View;
    expect(list.companies[0]).toMatchObject({ tickerID: alias.tickerID, isin: alias.isin, name: alias.name });
    // The ticker shown is the alias too, as in the trial tenant's results.
    expect(list.companies[0]?.ticker).toBe(alias.tickerID);
    expect(alias.ticker).toBe(alias.tickerID);
    const stored = await db.query('select ticker_ids from watchlists.watchlist where id = $1', [list.id]);
    expect(stored.rows[0].ticker_ids[0]).not.toMatch(/^ANON-/);
    // A real ticker or ISIN means nothing to a trial tenant.
    await call(trial)
      .post(`watchlists/${list.id}/companies`, { tickerIds: [company!.ticker_id] })
      .expect(404);
    const upload = await call(trial)
      .upload(`watchlists/${list.id}/upload`, `isin\n${company!.isin}\n${alias.isin}\n`, 'trial.csv')
      .expect(200);
    expect(upload.body.unmatched).toEqual([company!.isin]);
    expect(upload.body.duplicates).toEqual([alias.isin]);
    await call(trial).delete(`watchlists/${list.id}`).expect(204);
  });

  it('keeps the alert frequency per user, INSTANT by default', async () => {
    expect((await call(bob).get('watchlists/alert-settings').expect(200)).body).toEqual({
      frequency: 'INSTANT',
      lastDigestAt: null,
    });
    const weekly = await call(bob).put('watchlists/alert-settings', { frequency: 'WEEKLY' }).expect(200);
    expect(weekly.body.frequency).toBe('WEEKLY');
    expect((await call(bob).get('watchlists/alert-settings').expect(200)).body.frequency).toBe('WEEKLY');
    expect((await call(alice).get('watchlists/alert-settings').expect(200)).body.frequency).toBe('INSTANT');
    await call(bob).put('watchlists/alert-settings', { frequency: 'HOURLY' }).expect(400);
  });
});
