import type { FilingSource } from './ports/dashboard-read-model.js';
import { aliasOf, StockMask } from './trial-anonymiser.js';

const KEY = 'test-key';
const SOURCE: FilingSource = {
  form: '10-K',
  filed: '2024-11-01',
  accession: '0000320193-24-000123',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
  fiscalYearEnd: '2024-09-28',
  marketValueBasis: 'public float',
};

describe('StockMask', () => {
  const mask = new StockMask(KEY, [
    {
      tickerId: 'AAPL-US',
      exchange_countryID: 1,
      exchange_country: 'United States',
      exchange: 'Nasdaq',
      origin: 'sec',
    },
  ]);

  it("shows a company-year's detail under its alias and without the filing, which would name it", () => {
    const detail = { id: 'AAPL-US', name: 'Apple Inc.', isin: 'US0378331005', mv: 2628553, source: SOURCE };
    const seen = mask.detail(detail);
    const alias = aliasOf('AAPL-US', KEY);
    expect(seen).toEqual({
      id: alias.tickerId,
      name: alias.name,
      isin: alias.isin,
      mv: 2628553,
      source: null,
    });
    expect(JSON.stringify(seen)).not.toMatch(/320193|Apple|US0378331005|sec\.gov/);
    // The record passed in is left as it was.
    expect(detail.source).toBe(SOURCE);
  });

  it('shows the alias as the ticker and no CIK, which would name the company', () => {
    const alias = aliasOf('AAPL-US', KEY);
    const seen = mask.detail({
      id: 'AAPL-US',
      name: 'Apple Inc.',
      isin: 'missing',
      ticker: 'AAPL',
      cik: 320193,
      origin: 'sec',
      source: SOURCE,
    });
    expect(seen).toMatchObject({ id: alias.tickerId, ticker: alias.tickerId, cik: null, origin: 'sec' });
    expect(JSON.stringify(seen)).not.toMatch(/320193|AAPL"|Apple/);
  });

  it("searches the aliases and shows each hit's alias as its ticker, with its venue and no CIK", () => {
    const alias = aliasOf('AAPL-US', KEY);
    const { hits } = mask.search(alias.name.slice(-6), 0, 10);
    expect(hits).toEqual([
      {
        ticker_region: alias.tickerId,
        ticker: alias.tickerId,
        isin: alias.isin,
        name: alias.name,
        exchange: 'Nasdaq',
        exchange_country: 'United States',
        exchange_countryID: 1,
        origin: 'sec',
        cik: null,
      },
    ]);
  });

  it('keeps a null source null and resolves only aliases', () => {
    const alias = aliasOf('AAPL-US', KEY);
    expect(mask.detail({ id: 'AAPL-US', name: null, isin: null, source: null }).source).toBeNull();
    expect(mask.realTicker(alias.tickerId)).toBe('AAPL-US');
    expect(mask.realTicker('AAPL-US')).toBeUndefined();
  });
});
