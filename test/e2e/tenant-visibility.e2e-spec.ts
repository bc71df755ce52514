import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import request from 'supertest';
import { createAccount, signIn } from '../support/accounts.js';
import { loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

/**
 * One tenant-visibility service (screening's TenantVisibility) answers every screening read, and watchlists
 * and Luca read companies only through screening's queries: a trial tenant and an exchange-restricted tenant
 * see the same on the screen, the company panels, a watchlist and in Luca, checked against the database.
 *
 * Demo tenants (src/app/seed/demo-accounts.ts): Globex (enterprise; Germany and France) and Initech (trial;
 * Singapore, anonymised). Each gets a Luca user of its own.
 */

const US = 1;
const GERMANY = 4;
const FRANCE = 5;
const SINGAPORE = 13;
const YEAR = 2025;
const ALIAS = {
  tickerID: /^ANON-[0-9A-F]{10}$/,
  name: /^Anonymized stock [0-9A-F]{6}$/,
  isin: /^XX[0-9A-F]{10}$/,
};

interface Company {
  ticker_id: string;
  name: string;
  isin: string;
  final_score: number;
  exchange_country_id: number;
}
interface Row {
  tickerID: string;
  name: string;
  isin: string;
  final_score: number | null;
  exchange_countryID: number;
}

describe('Tenant visibility: the same view on the screen, the company panels, a watchlist and in Luca', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  const tokens = {} as Record<'globex' | 'initech' | 'globexLuca' | 'initechLuca', string>;

  const call = (token: string) => ({
    post: (path: string, body: object) =>
      request(app.getHttpServer()).post(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    get: (path: string) =>
      request(app.getHttpServer()).get(`/api/${path}`).set('Authorization', `Bearer ${token}`),
    delete: (path: string) =>
      request(app.getHttpServer()).delete(`/api/${path}`).set('Authorization', `Bearer ${token}`),
  });

  async function top(exchange: number, limit: number): Promise<Company[]> {
    const { rows } = await db.query<Company>(
      `select ticker_id, name, isin, final_score, exchange_country_id from screening.ticker_year
        where year = $1 and exchange_country_id = $2 and final_score is not null
        order by final_score desc, ticker_id limit $3`,
      [YEAR, exchange, limit],
    );
    expect(rows).toHaveLength(limit);
    return rows;
  }

  async function lucaToken(email: string): Promise<string> {
    const { rows } = await db.query<{ tenant_id: string }>(
      'select tenant_id from identity.user_account where email = $1',
      [email],
    );
    const account = await createAccount(app, { tenantId: rows[0]!.tenant_id, lucaAccessible: true });
    return signIn(app, account.email);
  }

  async function ask(token: string, question: string): Promise<{ status: string; errorCode: string | null }> {
    const conversation = (await call(token).post('luca/conversations', {}).expect(201)).body.id as string;
    return (await call(token).post(`luca/conversations/${conversation}/questions`, { question }).expect(201))
      .body.answer;
  }

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 900, years: 3, seed: 77, lastYear: YEAR });
    tokens.globex = await signIn(app, 'analyst@globex.test');
    tokens.initech = await signIn(app, 'owner@initech.test');
    tokens.globexLuca = await lucaToken('analyst@globex.test');
    tokens.initechLuca = await lucaToken('owner@initech.test');
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('an exchange-restricted tenant sees its exchange countries only, everywhere', async () => {
    const globex = call(tokens.globex);
    const [german] = await top(GERMANY, 1);
    const [american] = await top(US, 1);

    // Screen: the US is cut from the asked countries and flagged; the rows are the database's German ones.
    const screen = await globex.post('dashboard/filter', {
      exchange: [GERMANY, US],
      year: YEAR,
      pageTake: 5,
    });
    expect(screen.status).toBe(200);
    expect(screen.body.restrictAccess).toBe(true);
    const rows = screen.body.data as Row[];
    expect(rows[0]).toMatchObject({ tickerID: german!.ticker_id, name: german!.name, isin: german!.isin });
    expect(rows.every((row) => row.exchange_countryID === GERMANY)).toBe(true);
    const counts = await globex.post('dashboard/filterCount', { exchange: [US], year: YEAR }).expect(200);
    expect(counts.body).toMatchObject({ total: 0, restrictAccess: true });
    const exchanges = await globex.post('dashboard/exchange', {}).expect(200);
    expect(JSON.stringify(exchanges.body)).not.toContain('United States');

    // Company panels: its own company in full, a US one refused with the restricted-access answers.
    const detail = await globex
      .post('dashboard/tickerDetail', { tickerId: german!.ticker_id, year: YEAR, exchangeCountryId: GERMANY })
      .expect(200);
    expect(detail.body).toMatchObject({
      id: german!.ticker_id,
      name: german!.name,
      finalScore: german!.final_score,
    });
    const refused = await globex.post('dashboard/tickerDetail', {
      tickerId: american!.ticker_id,
      year: YEAR,
      exchangeCountryId: US,
    });
    expect(refused.body.errorCode).toBe('EXCHANGE_NOT_PERMITTED');
    const years = await globex
      .post('dashboard/availableYears', { tickerId: american!.ticker_id, exchangeCountryId: US })
      .expect(200);
    expect(years.body).toMatchObject({ restrictAccess: true, data: [] });

    // Watchlist: the US company is stored but not shown; the German one is, as the database names it.
    const list = (
      await globex
        .post('watchlists', { name: `Visibility ${Date.now()}`, tickerIds: [german!.ticker_id] })
        .expect(201)
    ).body as { id: string; companies: Row[] };
    await globex.post(`watchlists/${list.id}/companies`, { tickerIds: [american!.ticker_id] });
    const shown = (await globex.get(`watchlists/${list.id}`).expect(200)).body as { companies: Row[] };
    expect(shown.companies.map((company) => company.tickerID)).toEqual([german!.ticker_id]);
    expect(shown.companies[0]).toMatchObject({ name: german!.name, isin: german!.isin });
    await globex.delete(`watchlists/${list.id}`).expect(204);

    // Luca: a US company and a US screen are refused; the German company is answered.
    expect(await ask(tokens.globexLuca, `Why is ${american!.ticker_id} so risky?`)).toMatchObject({
      status: 'REFUSED',
      errorCode: 'EXCHANGE_NOT_PERMITTED',
    });
    expect(await ask(tokens.globexLuca, 'Which US companies have the highest risk scores?')).toMatchObject({
      status: 'REFUSED',
      errorCode: 'EXCHANGE_NOT_PERMITTED',
    });
    const answered = await ask(tokens.globexLuca, `Why is ${german!.ticker_id} so risky?`);
    expect(answered.status).toBe('ANSWERED');
    expect(JSON.stringify(answered)).toContain(german!.name);
  });

  it('a trial tenant sees the same alias of a company with its real score, everywhere', async () => {
    const initech = call(tokens.initech);
    const [first] = await top(SINGAPORE, 1);
    const [french] = await top(FRANCE, 1);

    // Screen: the top Singapore company, under an alias, with its real score.
    const screen = await initech.post('dashboard/filter', { exchange: [SINGAPORE], year: YEAR, pageTake: 1 });
    expect(screen.status).toBe(200);
    const alias = (screen.body.data as Row[])[0]!;
    expect(alias).toMatchObject({ ...ALIAS, final_score: first!.final_score });
    const cut = await initech.post('dashboard/filter', { exchange: [FRANCE], year: YEAR }).expect(200);
    expect(cut.body).toMatchObject({ data: [], restrictAccess: true });

    // Company panels: the alias opens the company (masked, no filing source); the real ticker does not.
    const detail = await initech
      .post('dashboard/tickerDetail', { tickerId: alias.tickerID, year: YEAR, exchangeCountryId: SINGAPORE })
      .expect(200);
    expect(detail.body).toMatchObject({
      id: alias.tickerID,
      name: alias.name,
      isin: alias.isin,
      finalScore: first!.final_score,
      source: null,
    });
    const real = await initech.post('dashboard/tickerDetail', {
      tickerId: first!.ticker_id,
      year: YEAR,
      exchangeCountryId: SINGAPORE,
    });
    expect(real.body.errorCode).toBe('TICKER_NOT_FOUND');
    const listing = await initech.post('dashboard/isin', { isin: alias.isin }).expect(200);
    expect(JSON.stringify(listing.body)).toContain(alias.tickerID);
    expect(JSON.stringify(listing.body)).not.toContain(first!.name);
    const history = await initech.post('dashboard/riskHistory', {
      tickerId: french!.ticker_id,
      exchangeCountryId: FRANCE,
    });
    expect(history.body.errorCode).toBe('EXCHANGE_NOT_PERMITTED');

    // Watchlist: the alias in, the same alias out; the database keeps the real ticker.
    const list = (
      await initech
        .post('watchlists', { name: `Trial ${Date.now()}`, tickerIds: [alias.tickerID] })
        .expect(201)
    ).body as { id: string; companies: Row[] };
    expect(list.companies).toEqual([
      expect.objectContaining({ tickerID: alias.tickerID, name: alias.name, isin: alias.isin }),
    ]);
    const stored = await db.query<{ ticker_ids: string[] }>(
      'select ticker_ids from watchlists.watchlist where id = $1',
      [list.id],
    );
    expect(stored.rows[0]!.ticker_ids).toEqual([first!.ticker_id]);
    await initech.delete(`watchlists/${list.id}`).expect(204);

    // Luca: the alias is answered, with the real score and never the real name; the real ticker is unknown.
    const answered = await ask(tokens.initechLuca, `Why does ${alias.name} have such a risk score?`);
    expect(answered.status).toBe('ANSWERED');
    const json = JSON.stringify(answered);
    expect(json).toContain(alias.tickerID);
    expect(json).not.toContain(first!.name);
    expect(json).not.toContain(first!.ticker_id);
    expect((await ask(tokens.initechLuca, `Why is ${first!.ticker_id} so risky?`)).status).toBe('REFUSED');
  });
});
