import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import {
  GetCompaniesByTicker,
  GetTickerDetail,
  ResolveCompanies,
  type CompanyCard,
} from '../../src/contexts/screening/index.js';
import { inContext } from '../support/accounts.js';
import { loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const SINGAPORE = 13;
const YEAR = 2025;

/** Screening's company card (the company-lookup queries) against the ticker detail of the card's year. */
describe('Company cards', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let provider: string;
  let trial: string;

  const tenantOf = async (email: string): Promise<string> =>
    (
      await db.query<{ tenant_id: string }>('select tenant_id from identity.user_account where email = $1', [
        email,
      ])
    ).rows[0]!.tenant_id;
  /** The riskiest scored company of an exchange country in YEAR. */
  const riskiest = async (exchangeCountryId: number): Promise<string> =>
    (
      await db.query<{ ticker_id: string }>(
        `select ticker_id from screening.ticker_year
          where year = $1 and exchange_country_id = $2 and final_score is not null
          order by final_score desc, ticker_id limit 1`,
        [YEAR, exchangeCountryId],
      )
    ).rows[0]!.ticker_id;
  const cards = (tenantId: string, tickerIds: string[]): Promise<CompanyCard[]> =>
    inContext(app, (_commands, queries) => queries.execute(new GetCompaniesByTicker(tenantId, tickerIds)));
  const detail = (tenantId: string, card: CompanyCard) =>
    inContext(app, (_commands, queries) =>
      queries.execute(new GetTickerDetail(tenantId, card.tickerID, card.year!, card.exchange_countryID)),
    );

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 900, years: 3, seed: 44, lastYear: YEAR });
    provider = await tenantOf('admin@ledgerscope.test');
    trial = await tenantOf('owner@initech.test');
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('carries the origin and the venue of the ticker detail of its year, in the one lookup', async () => {
    const generated = await riskiest(US);
    // One company as a statements file's: the card reads the stored origin, not the universe's kind.
    const filed = (
      await db.query<{ ticker_id: string }>(
        `select ticker_id from screening.ticker_year
          where year = $1 and exchange_country_id = $2 and final_score is not null and ticker_id <> $3
          order by final_score desc, ticker_id limit 1`,
        [YEAR, US, generated],
      )
    ).rows[0]!.ticker_id;
    await db.query(`update screening.company set origin = 'file' where ticker_id = $1`, [filed]);
    await db.query(`update screening.ticker_year set origin = 'file' where ticker_id = $1`, [filed]);

    const [first, second] = await cards(provider, [generated, filed]);
    expect(first).toMatchObject({ realTickerId: generated, origin: 'generated', year: YEAR });
    expect(second).toMatchObject({ realTickerId: filed, origin: 'file', ticker: filed, year: YEAR });
    for (const card of [first!, second!]) {
      const shown = await detail(provider, card);
      expect(card.exchange).toEqual(expect.any(String));
      expect({ origin: card.origin, exchange: card.exchange, ticker: card.ticker }).toEqual({
        origin: shown.origin,
        exchange: shown.exchange,
        ticker: shown.ticker,
      });
    }
    // A generated company's ticker shows without its exchange suffix.
    expect(first!.ticker).toBe(generated.replace(/-[A-Z]{2}$/, ''));
  });

  it("keeps the origin and the venue on a trial tenant's masked card", async () => {
    const real = await riskiest(SINGAPORE);
    const [unmasked] = await cards(provider, [real]);
    const [masked] = await cards(trial, [real]);
    expect(masked!.tickerID).toMatch(/^ANON-[0-9A-F]{10}$/);
    expect(masked).toMatchObject({
      ticker: masked!.tickerID,
      origin: unmasked!.origin,
      exchange: unmasked!.exchange,
    });
    const shown = await detail(trial, masked!);
    expect({ origin: shown.origin, exchange: shown.exchange }).toEqual({
      origin: masked!.origin,
      exchange: masked!.exchange,
    });
    // The trial tenant's alias resolves to the same card.
    const [resolved] = await inContext(app, (_commands, queries) =>
      queries.execute(new ResolveCompanies(trial, [masked!.tickerID])),
    );
    expect(resolved).toEqual(masked);
  });
});
