import { ScreeningError } from '../domain/screening-error.js';
import type { FilingSource } from './ports/dashboard-read-model.js';
import { AnonymisationKey, ExchangeEntitlements } from './ports/exchange-entitlements.js';
import type { ListedTicker, ScreenReadModel } from './ports/screen-read-model.js';
import { TenantVisibility } from './tenant-visibility.js';
import { aliasOf, TrialAnonymiser } from './trial-anonymiser.js';

const KEY = 'test-key';
const US = 1;
const UK = 3;
const GERMANY = 4;
const LISTED: ListedTicker[] = [
  {
    tickerId: 'AAPL-US',
    exchange_countryID: US,
    exchange_country: 'United States',
    exchange: 'Nasdaq',
    origin: 'generated',
  },
  {
    tickerId: 'VOD-GB',
    exchange_countryID: UK,
    exchange_country: 'United Kingdom',
    exchange: 'London Stock Exchange',
    origin: 'generated',
  },
];
const SOURCE: FilingSource = {
  form: '10-K',
  filed: '2024-11-01',
  accession: '0000320193-24-000123',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
  fiscalYearEnd: '2024-09-28',
  marketValueBasis: 'public float',
};

/** The entitlements of two tenants: 'paid' sees the US and the UK, 'trial' the same, anonymised. */
class TwoTenants extends ExchangeEntitlements {
  allowedExchangeIds(tenantId: string): Promise<ReadonlySet<number>> {
    return Promise.resolve(new Set(tenantId === 'none' ? [] : [US, UK]));
  }

  anonymised(tenantId: string): Promise<boolean> {
    return Promise.resolve(tenantId === 'trial');
  }
}

function visibility(): { visibility: TenantVisibility; listedAsked: number[][] } {
  const listedAsked: number[][] = [];
  const model = {
    listedTickers: (exchangeIds: number[]) => {
      listedAsked.push(exchangeIds);
      return Promise.resolve(LISTED.filter((ticker) => exchangeIds.includes(ticker.exchange_countryID)));
    },
  } as unknown as ScreenReadModel;
  const key: AnonymisationKey = { value: KEY };
  const entitlements = new TwoTenants();
  return {
    visibility: new TenantVisibility(entitlements, new TrialAnonymiser(entitlements, model, key)),
    listedAsked,
  };
}

describe('TenantVisibility', () => {
  it("answers the tenant's exchange countries, as ids and as named countries in reference order", async () => {
    const { visibility: seen } = visibility();
    expect([...(await seen.exchangeIds('paid'))]).toEqual([US, UK]);
    expect(await seen.exchanges('paid')).toEqual([
      { exchange_countryID: US, exchange_country: 'United States' },
      { exchange_countryID: UK, exchange_country: 'United Kingdom' },
    ]);
    expect(await seen.exchanges('none')).toEqual([]);
    expect(await seen.permits('paid', UK)).toBe(true);
    expect(await seen.permits('paid', GERMANY)).toBe(false);
    await expect(seen.assert('paid', US)).resolves.toBeUndefined();
    await expect(seen.assert('paid', GERMANY)).rejects.toEqual(new ScreeningError('EXCHANGE_NOT_PERMITTED'));
  });

  it("cuts asked exchange countries to the tenant's, all of them when none is asked, flagging a cut", async () => {
    const { visibility: seen } = visibility();
    expect(await seen.limit('paid', [])).toEqual({ exchangeIds: [US, UK], restrictAccess: false });
    expect(await seen.limit('paid', [UK])).toEqual({ exchangeIds: [UK], restrictAccess: false });
    expect(await seen.limit('paid', [GERMANY, US])).toEqual({ exchangeIds: [US], restrictAccess: true });
    expect(await seen.limit('none', [])).toEqual({ exchangeIds: [], restrictAccess: false });
    expect(await seen.limit('none', [US])).toEqual({ exchangeIds: [], restrictAccess: true });
    expect(seen.restricted()).toEqual({ restrictAccess: true, data: [] });
  });

  it('masks nothing for a paying tenant, and takes its real tickers as they are', async () => {
    const { visibility: seen, listedAsked } = visibility();
    const mask = await seen.maskFor('paid');
    expect(mask).toBeUndefined();
    expect(await seen.resolve('paid', 'AAPL-US')).toEqual({ tickerId: 'AAPL-US', mask: undefined });
    const row = { tickerID: 'AAPL-US', name: 'Apple Inc.', isin: 'US0378331005', final_score: 42 };
    expect(seen.maskRows(mask, [row])).toEqual([row]);
    const company = { tickerId: 'AAPL-US', name: 'Apple Inc.', isin: 'US0378331005' };
    expect(seen.shown(mask, company)).toBe(company);
    const detail = { id: 'AAPL-US', name: 'Apple Inc.', isin: 'US0378331005', source: SOURCE };
    expect(seen.maskDetail(mask, detail)).toBe(detail);
    expect(listedAsked).toEqual([]);
  });

  it("shows a trial tenant aliases of its own exchanges' companies, with the real scores", async () => {
    const { visibility: seen, listedAsked } = visibility();
    const mask = (await seen.maskFor('trial'))!;
    expect(listedAsked).toEqual([[US, UK]]);
    const alias = aliasOf('AAPL-US', KEY);
    const row = { tickerID: 'AAPL-US', name: 'Apple Inc.', isin: 'US0378331005', final_score: 42 };
    expect(seen.maskRows(mask, [row])).toEqual([
      { tickerID: alias.tickerId, name: alias.name, isin: alias.isin, final_score: 42 },
    ]);
    expect(row.name).toBe('Apple Inc.');
    // A row's ticker shown is the alias as well, never the real symbol.
    const withTicker = { ...row, ticker: 'AAPL' };
    expect(seen.maskRows(mask, [withTicker])[0]).toMatchObject({
      tickerID: alias.tickerId,
      ticker: alias.tickerId,
    });
    expect(seen.shown(mask, { tickerId: 'AAPL-US', name: 'Apple Inc.', isin: 'US0378331005' })).toEqual(
      alias,
    );
    expect(
      seen.maskDetail(mask, { id: 'AAPL-US', name: 'Apple Inc.', isin: 'US0378331005', source: SOURCE }),
    ).toEqual({ id: alias.tickerId, name: alias.name, isin: alias.isin, source: null });
    // Only aliases resolve: a real ticker is unknown to a trial tenant.
    expect(await seen.resolve('trial', alias.tickerId)).toEqual({ tickerId: 'AAPL-US', mask });
    await expect(seen.resolve('trial', 'AAPL-US')).rejects.toEqual(new ScreeningError('TICKER_NOT_FOUND'));
    // The mask of the same exchange countries is built once.
    expect(await seen.maskFor('trial')).toBe(mask);
    expect(listedAsked).toHaveLength(1);
  });
});
