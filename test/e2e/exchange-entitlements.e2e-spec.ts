import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import type pg from 'pg';
import request from 'supertest';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

/**
 * Exchange entitlements as a property: whatever filter body, shared link, keyword, company lookup or watchlist
 * upload a restricted user sends, no answer names a company listed outside the user's exchange countries.
 *
 * Restricted users (demo data, src/app/seed/demo-accounts.ts): analyst@globex.test (enterprise, Germany and
 * France) and owner@initech.test (trial, Singapore, anonymised). Shared links come from a colleague in Globex
 * (opened: the view is then followed as the web app does) and from analyst@acme.test (United States, United
 * Kingdom, Japan: another tenant, so the link must not open).
 *
 * Every answer is checked twice: each exchange id it carries (exchange_countryID, exchangeCountryId, a CSV's
 * exchange_countryID column) is a permitted one, and none of its texts is the ISIN, ticker or name of a
 * company on another exchange, unless the request itself carried that text (an upload's "restricted" rows
 * name the ISINs the user sent). For Globex, every ISIN-shaped text that is a real ISIN is also looked up.
 *
 * ENTITLEMENT_RUNS (default 1000) runs in all, split over the kinds below; ENTITLEMENT_SEED reproduces a run.
 */

const RUNS = Math.max(7, Number(process.env.ENTITLEMENT_RUNS ?? 1_000));
const SEED = Number(process.env.ENTITLEMENT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUN = randomUUID().slice(0, 8);
const YEAR = 2025;
const EXCHANGE_IDS = Array.from({ length: 30 }, (_, index) => index + 1);
const GERMANY = 4;
const FRANCE = 5;
const SINGAPORE = 13;

/** Share of the runs per kind of request. */
const SHARES = {
  filter: 0.2,
  counts: 0.15,
  search: 0.15,
  download: 0.1,
  lookups: 0.1,
  shares: 0.15,
  uploads: 0.15,
} as const;
type Kind = keyof typeof SHARES;
const runsOf = (kind: Kind) => Math.max(1, Math.round(RUNS * SHARES[kind]));

interface Company {
  ticker_id: string;
  isin: string;
  name: string;
  exchange_country_id: number;
}

interface Restricted {
  key: 'globex' | 'initech';
  token: string;
  permitted: ReadonlySet<number>;
  anonymised: boolean;
}

/** An answer with no data: an empty list, or an object of nulls and empty lists. */
const isEmpty = (body: unknown): boolean =>
  Array.isArray(body)
    ? body.length === 0
    : body !== null && typeof body === 'object'
      ? Object.values(body).every(
          (value) =>
            value === null || typeof value === 'boolean' || (Array.isArray(value) && value.length === 0),
        )
      : body === null || body === '';

const ISIN_SHAPE = /\b[A-Z]{2}[A-Z0-9]{9}[0-9]\b/g;

describe('Exchange entitlements: no answer names a company outside the permitted exchanges', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let companies: Company[];
  let nearLine: Company[];
  const byIsin = new Map<string, Company>();
  const users = {} as Record<'globex' | 'initech', Restricted>;
  let globexPeer: string;
  let acme: string;
  const watchlists = new Map<string, string>();
  const checked: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  /** Exchange ids seen per kind of answer (companies, facet options, CSV rows): the property is not vacuous. */
  const rows: Record<string, number> = {};
  let sectors: number[] = [];
  let industries: number[] = [];
  let auditors: number[] = [];
  let countries: string[] = [];
  let tradingStatuses: string[] = [];
  const started = Date.now();

  const post = (token: string, path: string, body: object) =>
    request(app.getHttpServer()).post(`/api${path}`).set('Authorization', `Bearer ${token}`).send(body);

  /** Identifiers of companies a user may not see: ISINs, tickers and names (names shared with a permitted company left out). */
  const forbiddenTexts = new Map<string, Set<string>>();
  function forbiddenFor(user: Restricted): Set<string> {
    const known = forbiddenTexts.get(user.key);
    if (known) return known;
    const permittedNames = new Set(
      companies
        .filter((company) => user.permitted.has(company.exchange_country_id))
        .map((company) => company.name),
    );
    const texts = new Set<string>();
    for (const company of companies) {
      if (user.permitted.has(company.exchange_country_id)) continue;
      texts.add(company.isin);
      texts.add(company.ticker_id);
      if (!permittedNames.has(company.name)) texts.add(company.name);
    }
    forbiddenTexts.set(user.key, texts);
    return texts;
  }

  function csvCells(text: string): string[][] {
    return text
      .split(/\r?\n/)
      .filter((line) => line !== '')
      .map(
        (line) =>
          line
            .match(/("([^"]|"")*"|[^,]*)(,|$)/g)
            ?.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')) ?? [],
      );
  }

  /** The violations of one answer: exchange ids outside the permitted set, and names of forbidden companies. */
  function violations(
    user: Restricted,
    response: request.Response,
    sentText: string,
    options: { echo?: boolean } = {},
  ): { found: string[]; companies: number } {
    const found: string[] = [];
    // What the request carried may come back (normalised to upper case, as uploads do).
    const requestText = sentText.toUpperCase();
    const forbidden = forbiddenFor(user);
    const texts: string[] = [];
    const exchangeIds: Array<[string, unknown]> = [];
    let csvRows = 0;
    const contentType = String(response.headers['content-type'] ?? '');
    if (contentType.includes('text/csv')) {
      const rows = csvCells(response.text);
      const header = rows[0] ?? [];
      const exchangeColumn = header.findIndex((cell) => /^exchange_?country_?id$/i.test(cell.trim()));
      csvRows = rows.length - 1;
      for (const row of rows.slice(1)) {
        texts.push(...row);
        if (exchangeColumn >= 0) exchangeIds.push(['csv exchange_countryID', Number(row[exchangeColumn])]);
      }
    } else {
      const pending: unknown[] = [response.body];
      while (pending.length > 0) {
        const node = pending.pop();
        if (typeof node === 'string') texts.push(node);
        else if (Array.isArray(node)) pending.push(...node);
        else if (node !== null && typeof node === 'object') {
          for (const [key, value] of Object.entries(node)) {
            if (/^(exchange_?country_?id|exchangeCountryId|regionId)$/i.test(key))
              exchangeIds.push([key, value]);
            pending.push(value);
          }
        }
      }
    }
    // An opened link echoes the view its sharer wrote: its ids are the sharer's input, not an answer.
    if (options.echo) exchangeIds.length = 0;
    const companiesSeen = Math.max(exchangeIds.length, csvRows);
    for (const [key, value] of exchangeIds) {
      if (value !== null && value !== undefined && !user.permitted.has(Number(value)))
        found.push(`${key} ${JSON.stringify(value)}`);
    }
    for (const text of texts) {
      if (forbidden.has(text) && !requestText.includes(text.toUpperCase())) found.push(`names ${text}`);
      if (!user.anonymised) {
        for (const isin of text.match(ISIN_SHAPE) ?? []) {
          const company = byIsin.get(isin);
          if (company && !user.permitted.has(company.exchange_country_id) && !requestText.includes(isin)) {
            found.push(`ISIN ${isin} (exchange ${company.exchange_country_id})`);
          }
        }
      }
    }
    return { found, companies: companiesSeen };
  }

  function check(
    kind: string,
    user: Restricted,
    response: request.Response,
    sent: unknown,
    options: { echo?: boolean } = {},
  ): void {
    checked[kind] = (checked[kind] ?? 0) + 1;
    statuses[`${kind} ${response.status}`] = (statuses[`${kind} ${response.status}`] ?? 0) + 1;
    expect(response.status).toBeLessThan(500);
    const { found: problems, companies: seen } = violations(
      user,
      response,
      typeof sent === 'string' ? sent : JSON.stringify(sent),
      options,
    );
    rows[kind] = (rows[kind] ?? 0) + seen;
    if (problems.length > 0) {
      throw new Error(
        `${kind} as ${user.key} answered companies outside ${[...user.permitted].join(',')}: ${problems.slice(0, 5).join('; ')}\n` +
          `request: ${(typeof sent === 'string' ? sent : JSON.stringify(sent)).slice(0, 500)}\nanswer: ${response.text?.slice(0, 500)}`,
      );
    }
  }

  // Arbitraries. Pools are filled in beforeAll; fc.constantFrom reads them when the property runs.
  const user = () =>
    fc.constantFrom<'globex' | 'initech'>('globex', 'globex', 'initech').map((key) => users[key]);
  /** Any company, a third of the time one of the restricted users' exchanges (so both sides of the line come up). */
  const someCompany = () =>
    fc.oneof(
      { weight: 2, arbitrary: fc.nat().map((index) => companies[index % companies.length]!) },
      { weight: 1, arbitrary: fc.nat().map((index) => nearLine[index % nearLine.length]!) },
    );
  const exchangeList = fc.uniqueArray(
    fc.oneof(fc.constantFrom(...EXCHANGE_IDS, GERMANY, FRANCE, SINGAPORE), fc.constantFrom(0, -1, 31, 999)),
    {
      maxLength: 6,
    },
  );
  const range = (min: number, max: number) =>
    fc
      .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  /**
   * A filter body: the exchange list most of the time, and at most two other criteria (more seldom match any
   * company of two or three exchange countries), with sorting and paging.
   */
  const filterBody = () =>
    fc
      .tuple(
        fc.record({
          exchange: exchangeList,
          year: fc.constantFrom(2023, 2024, YEAR),
          sectorId: fc.subarray(sectors, { minLength: 1, maxLength: 4 }),
          industryGroupId: fc.subarray(industries, { minLength: 1, maxLength: 4 }),
          auditorId: fc.subarray(auditors, { minLength: 1, maxLength: 4 }),
          domicile: fc.subarray(countries, { minLength: 1, maxLength: 4 }),
          incorporation: fc.subarray(countries, { minLength: 1, maxLength: 4 }),
          status: fc.subarray(tradingStatuses, { minLength: 1, maxLength: 2 }),
          rating: fc.subarray(['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D', 'E', 'F'], {
            minLength: 2,
          }),
          riskScore: range(0, 100),
          oneYearChange: range(-100, 100),
          minMarketCapDecile: fc.integer({ min: 0, max: 5_000 }),
        }),
        fc.shuffledSubarray(
          [
            'year',
            'sectorId',
            'industryGroupId',
            'auditorId',
            'domicile',
            'incorporation',
            'status',
            'rating',
            'riskScore',
            'oneYearChange',
            'minMarketCapDecile',
          ] as const,
          { maxLength: 2 },
        ),
        fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
        fc.record(
          {
            filterOrders: fc.array(
              fc.record({
                field: fc.constantFrom(
                  'final_score',
                  'name',
                  'isin',
                  'rank_percent',
                  'rating',
                  'domicile_country',
                  'exchange_country',
                ),
                dir: fc.constantFrom('asc', 'desc'),
              }),
              { maxLength: 2 },
            ),
            pageSkip: fc.integer({ min: 0, max: 10 }),
            pageTake: fc.integer({ min: 1, max: 100 }),
            selectedRegionID: fc.constantFrom(...EXCHANGE_IDS),
          },
          { requiredKeys: [] },
        ),
      )
      .map(([criteria, chosen, withExchange, paging]) => ({
        ...(withExchange ? { exchange: criteria.exchange } : {}),
        ...Object.fromEntries(chosen.map((key) => [key, criteria[key]])),
        ...paging,
      }));
  const keyword = () =>
    fc.oneof(
      someCompany().map((company) => company.isin),
      someCompany().map((company) => company.ticker_id),
      someCompany().chain((company) =>
        fc
          .tuple(fc.nat(company.name.length - 1), fc.integer({ min: 1, max: 6 }))
          .map(([at, length]) => company.name.slice(at, at + length)),
      ),
      someCompany().map((company) => company.isin.slice(0, 2)),
      fc.constantFrom('%', '_', '%%', '*', "'", 'A', 'DE', 'FR', 'SG', 'US', 'ANON', 'XX', 'Anonymized'),
      fc.string({ minLength: 1, maxLength: 5 }),
    );

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 600, years: 3, seed: 2_026, lastYear: YEAR });
    companies = (
      await db.query<Company>(
        'select ticker_id, isin, name, exchange_country_id from screening.company order by ticker_id',
      )
    ).rows;
    for (const company of companies) byIsin.set(company.isin, company);
    nearLine = companies.filter((company) =>
      [GERMANY, FRANCE, SINGAPORE].includes(company.exchange_country_id),
    );
    const distinct = async <T>(sql: string) =>
      (await db.query<{ value: T }>(sql)).rows.map((row) => row.value);
    sectors = await distinct<number>('select distinct sector_id as value from screening.company order by 1');
    industries = await distinct<number>(
      'select distinct industry_group_id as value from screening.company order by 1',
    );
    auditors = await distinct<number>(
      'select distinct auditor_id as value from screening.ticker_year order by 1 limit 20',
    );
    countries = await distinct<string>(
      'select distinct domicile_iso2 as value from screening.company order by 1',
    );
    tradingStatuses = await distinct<string>(
      'select distinct trading_status as value from screening.company order by 1',
    );

    const regions = async (email: string) =>
      new Set(
        (
          await db.query<{ region_ids: number[] }>(
            `select t.region_ids from tenancy.tenant t join identity.user_account u on u.tenant_id = t.id where u.email = $1`,
            [email],
          )
        ).rows[0]!.region_ids,
      );
    users.globex = {
      key: 'globex',
      token: await signIn(app, 'analyst@globex.test'),
      permitted: await regions('analyst@globex.test'),
      anonymised: false,
    };
    users.initech = {
      key: 'initech',
      token: await signIn(app, 'owner@initech.test'),
      permitted: await regions('owner@initech.test'),
      anonymised: true,
    };
    // The demo data this test relies on: restricted, and with companies on both sides of the line.
    expect([...users.globex.permitted].sort()).toEqual([GERMANY, FRANCE]);
    expect([...users.initech.permitted]).toEqual([SINGAPORE]);
    for (const permitted of [users.globex.permitted, users.initech.permitted]) {
      expect(
        companies.filter((company) => permitted.has(company.exchange_country_id)).length,
      ).toBeGreaterThan(3);
    }

    const globexTenant = (
      await db.query<{ tenant_id: string }>(
        "select tenant_id from identity.user_account where email = 'analyst@globex.test'",
      )
    ).rows[0]!.tenant_id;
    const peerEmail = `entitlements-peer-${RUN}@globex.test`;
    await inContext(app, (commands) =>
      commands.execute(
        new RegisterUserAccount({
          email: peerEmail,
          password: PASSWORD,
          displayName: 'Entitlements Peer',
          role: 'USER',
          tenantId: globexTenant,
          termsAgreed: true,
        }),
      ),
    );
    globexPeer = await signIn(app, peerEmail);
    acme = await signIn(app, 'analyst@acme.test');
    for (const key of ['globex', 'initech'] as const) {
      const list = await post(users[key].token, '/watchlists', { name: `entitlements ${RUN}` });
      expect(list.status).toBe(201);
      watchlists.set(key, list.body.id as string);
    }
  }, 180_000);

  afterAll(async () => {
    const total = Object.values(checked).reduce((sum, count) => sum + count, 0);
    console.info(
      `Exchange entitlements: ${RUNS} runs (seed ${SEED}, ENTITLEMENT_RUNS=${RUNS} ENTITLEMENT_SEED=${SEED}), ` +
        `${total} answers checked ${JSON.stringify(checked)} in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
        `statuses: ${JSON.stringify(statuses)}\nexchange ids checked: ${JSON.stringify(rows)}`,
    );
    await db?.end();
    await app?.close();
  });

  const property = <T>(kind: Kind, arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, run), {
      numRuns: runsOf(kind),
      seed: SEED + Object.keys(SHARES).indexOf(kind),
      endOnFailure: true,
    });

  it('screens (POST /dashboard/filter) only permitted companies, whatever the filter body', async () => {
    await property('filter', fc.tuple(user(), filterBody()), async ([who, body]) => {
      const response = await post(who.token, '/dashboard/filter', body);
      check('filter', who, response, body);
      if (response.status === 200) {
        for (const row of response.body.data as Array<{ exchange_countryID: number; isin: string }>) {
          expect(who.permitted.has(row.exchange_countryID)).toBe(true);
        }
      }
    });
  });

  it('counts (filterCount) and lists facet options (exchange, domicile, sector) over permitted companies only', async () => {
    await property(
      'counts',
      fc.tuple(user(), filterBody(), fc.constantFrom('exchange', 'domicile', 'sector', 'rating', 'year')),
      async ([who, body, facet]) => {
        const counts = await post(who.token, '/dashboard/filterCount', body);
        check('filterCount', who, counts, body);
        const screened = await post(who.token, '/dashboard/filter', { ...body, pageSkip: 0, pageTake: 1 });
        if (counts.status === 200 && screened.status === 200) {
          // The count is the screen's total: nothing counted that the screen would not show.
          expect(counts.body.total).toBe(screened.body.total);
        }
        const options = await post(who.token, `/dashboard/${facet}`, body);
        check(`facet ${facet}`, who, options, body);
        if (facet === 'exchange' && options.status === 200) {
          for (const option of options.body as Array<{ exchange_countryID: number }>) {
            expect(who.permitted.has(option.exchange_countryID)).toBe(true);
          }
        }
      },
    );
  });

  it('finds (POST /dashboard/search) only permitted companies, whatever the keywords', async () => {
    await property(
      'search',
      fc.tuple(user(), keyword(), fc.integer({ min: 0, max: 3 })),
      async ([who, keywords, index]) => {
        const body = { keywords, index, maxResult: 100 };
        const response = await post(who.token, '/dashboard/search', body);
        check('search', who, response, body);
        if (response.status === 200) {
          for (const hit of response.body.data as Array<{ exchange_countryID: number }>) {
            expect(who.permitted.has(hit.exchange_countryID)).toBe(true);
          }
        }
      },
    );
  });

  it('exports (POST /dashboard/download) only permitted companies', async () => {
    await property('download', fc.tuple(user(), filterBody()), async ([who, body]) => {
      const response = await post(who.token, '/dashboard/download', body);
      check('download', who, response, body);
      if (response.status === 200)
        expect(response.text.split('\r\n')[0]).toBe(
          'ISIN,Name,Ticker,FiscalYear,FiscalYearEnd,Domicile,RankPercent,RankPerSector,Rating,Risk,Beneish M-score,Dechow F-score,Filing events',
        );
    });
  });

  it('opens a company (tickerDetail, riskHistory, availableYears, regionsByTickerId, isin) only on a permitted exchange', async () => {
    await property(
      'lookups',
      fc.tuple(
        user(),
        someCompany(),
        fc.option(fc.constantFrom(...EXCHANGE_IDS)),
        fc.constantFrom(
          'tickerDetail',
          'riskHistory',
          'availableYears',
          'regionsByTickerId',
          'isin',
          'sectorDistribution',
          'chartFactor',
          'chartDetail',
          'filingEvents',
          'riskDistribution',
          'full-report-url',
        ),
      ),
      async ([who, company, otherExchange, route]) => {
        // The company's own exchange, or another one.
        const exchange = otherExchange ?? company.exchange_country_id;
        const bodies: Record<string, object> = {
          isin: { isin: company.isin },
          regionsByTickerId: { tickerId: company.ticker_id },
          filingEvents: { tickerId: company.ticker_id },
          riskHistory: { tickerId: company.ticker_id, exchangeCountryId: exchange },
          availableYears: { tickerId: company.ticker_id, exchangeCountryId: exchange },
          chartFactor: { tickerId: company.ticker_id, year: YEAR, exchange_countryID: exchange },
          riskDistribution: { year: YEAR, exchangeCountryId: exchange },
          'full-report-url': { isin: company.isin, year: YEAR, regionId: exchange },
        };
        const sent = bodies[route] ?? {
          tickerId: company.ticker_id,
          exchangeCountryId: exchange,
          year: YEAR,
        };
        const response = await post(who.token, `/dashboard/${route}`, sent);
        check(`lookup ${route}`, who, response, sent);
        if (route === 'riskDistribution') return; // names no company: a histogram of the exchange asked for
        if (!who.permitted.has(company.exchange_country_id) && !who.anonymised && response.status < 400) {
          // A forbidden company by its real ticker or ISIN: refused, or an answer that says nothing of it.
          expect(isEmpty(response.body)).toBe(true);
        }
      },
    );
  });

  it("refuses another exchange's sector histogram under a permitted exchange id (it answered it before the fix)", async () => {
    const foreign = companies.find((company) => !users.globex.permitted.has(company.exchange_country_id))!;
    const asked = { tickerId: foreign.ticker_id, exchangeCountryId: GERMANY, year: YEAR };
    const response = await post(users.globex.token, '/dashboard/sectorDistribution', asked);
    expect([response.status, response.body.errorCode]).toEqual([404, 'TICKER_NOT_FOUND']);
    const own = nearLine.find((company) => company.exchange_country_id === GERMANY)!;
    const allowed = await post(users.globex.token, '/dashboard/sectorDistribution', {
      tickerId: own.ticker_id,
      exchangeCountryId: GERMANY,
      year: YEAR,
    });
    expect(allowed.status).toBe(200);
  });

  it("follows shared links: another tenant's never opens, a colleague's view shows only permitted companies", async () => {
    await property(
      'shares',
      fc.tuple(fc.boolean(), filterBody(), someCompany(), fc.option(fc.constantFrom(...EXCHANGE_IDS))),
      async ([fromColleague, filter, company, otherExchange]) => {
        const who = users.globex;
        const selected = {
          tickerId: company.ticker_id,
          exchangeCountryId: otherExchange ?? company.exchange_country_id,
          year: YEAR,
        };
        const link = await post(fromColleague ? globexPeer : acme, '/share', { filter, selected });
        expect(link.status).toBe(200);
        const opened = await post(who.token, '/share/open', { share: link.body.share });
        check('share open', who, opened, { filter, selected }, { echo: true });
        if (!fromColleague) {
          expect([opened.status, opened.body.errorCode]).toEqual([404, 'SHARE_LINK_INVALID']);
          return;
        }
        expect(opened.status).toBe(200);
        // What the web app does with the view: run its filter, open its company.
        const view = opened.body as {
          filter: Record<string, unknown>;
          selected: { tickerId: string; exchangeCountryId: number; year?: number };
        };
        const screened = await post(who.token, '/dashboard/filter', view.filter);
        check('share filter', who, screened, {});
        const detail = await post(who.token, '/dashboard/tickerDetail', {
          tickerId: view.selected.tickerId,
          exchangeCountryId: view.selected.exchangeCountryId,
          year: view.selected.year ?? YEAR,
        });
        check('share company', who, detail, {});
        if (!who.permitted.has(company.exchange_country_id) && detail.status < 400)
          expect(isEmpty(detail.body)).toBe(true);
      },
    );
  });

  it('uploads watchlists (CSV of ISINs, any exchange) and keeps only permitted companies in them', async () => {
    const isinCell = fc.oneof(
      { weight: 6, arbitrary: someCompany().map((company) => company.isin) },
      { weight: 1, arbitrary: someCompany().map((company) => ` ${company.isin.toLowerCase()} `) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('XX0000000000', 'US0378331005', '', 'ISIN', "'; drop table x; --", '%'),
      },
    );
    await property(
      'uploads',
      fc.tuple(
        user(),
        fc.array(isinCell, { minLength: 1, maxLength: 15 }),
        fc.constantFrom('ISIN', 'isin', 'Name,ISIN'),
        fc.boolean(),
      ),
      async ([who, isins, header, alsoAdd]) => {
        const id = watchlists.get(who.key)!;
        const lines = header === 'Name,ISIN' ? isins.map((isin, index) => `Company ${index},${isin}`) : isins;
        const csv = `${header}\n${lines.join('\n')}\n`;
        const uploaded = await request(app.getHttpServer())
          .post(`/api/watchlists/${id}/upload`)
          .set('Authorization', `Bearer ${who.token}`)
          .attach('file', Buffer.from(csv), 'upload.csv');
        check('upload', who, uploaded, csv);
        if (uploaded.status === 200) {
          for (const company of uploaded.body.added as Array<{ exchange_countryID: number }>) {
            expect(who.permitted.has(company.exchange_countryID)).toBe(true);
          }
        }
        if (alsoAdd) {
          // A few at a time: one unknown or forbidden ticker refuses the whole request.
          const tickerIds = isins
            .slice(0, 2)
            .map((isin) => byIsin.get(isin.trim().toUpperCase())?.ticker_id ?? isin);
          const added = await post(who.token, `/watchlists/${id}/companies`, { tickerIds });
          check('add companies', who, added, tickerIds);
        }
        const list = await request(app.getHttpServer())
          .get(`/api/watchlists/${id}`)
          .set('Authorization', `Bearer ${who.token}`);
        check('watchlist', who, list, '');
        const file = await post(who.token, '/watchlists/download', {
          watchlistIds: [id],
          fileName: 'entitlements',
        });
        check('watchlist download', who, file, '');
      },
    );
  });
});
