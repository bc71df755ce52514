import { downloadFileName, WATCHLIST_CSV_HEADER, watchlistCsvLine } from './watchlist-csv.js';
import { WatchlistsError } from './watchlists-error.js';

describe('watchlist CSV', () => {
  it("has the spec's columns, the ticker beside the ISIN", () => {
    expect(WATCHLIST_CSV_HEADER.join(',')).toBe(
      'isin,ticker,company_name,domicile_country,exchange_countryID,exchange_country,risk_score,rating,watchlist_name',
    );
  });

  it('writes a row with the score to 2 decimals and neutralises formula-like cells', () => {
    expect(
      watchlistCsvLine(
        {
          isin: 'US0000000001',
          ticker: 'ACME',
          name: '=HYPERLINK("http://x")',
          domicile_country: 'United States',
          exchange_countryID: 1,
          exchange_country: 'United States',
          final_score: 63.456,
          rating: 'C-',
        },
        '@risky, list',
      ),
    ).toBe(
      `US0000000001,ACME,"'=HYPERLINK(""http://x"")",United States,1,United States,63.46,C-,"'@risky, list"`,
    );
    expect(
      watchlistCsvLine(
        {
          isin: 'US0000000001',
          ticker: '=CMD',
          name: '-Minus',
          domicile_country: null,
          exchange_countryID: 1,
          exchange_country: 'United States',
          final_score: null,
          rating: null,
        },
        '+plus',
      ),
    ).toBe("US0000000001,'=CMD,'-Minus,,1,United States,,,'+plus");
  });

  it("writes N/A for a company without an ISIN (never the stored 'missing') or without a ticker", () => {
    expect(
      watchlistCsvLine(
        {
          isin: 'missing',
          ticker: 'AAPL',
          name: 'Apple Inc.',
          domicile_country: 'United States',
          exchange_countryID: 1,
          exchange_country: 'United States',
          final_score: 21.7,
          rating: 'B',
        },
        'Tech',
      ),
    ).toBe('N/A,AAPL,Apple Inc.,United States,1,United States,21.7,B,Tech');
    expect(
      watchlistCsvLine(
        {
          isin: 'missing',
          ticker: null,
          name: 'Fixture Foods Corp',
          domicile_country: 'United States',
          exchange_countryID: 1,
          exchange_country: 'United States',
          final_score: 40,
          rating: 'C',
        },
        'Tech',
      ),
    ).toBe('N/A,N/A,Fixture Foods Corp,United States,1,United States,40,C,Tech');
  });

  it('requires a file name and keeps it safe for a header', () => {
    expect(downloadFileName('my list')).toBe('my list.csv');
    expect(downloadFileName('../a/b"c.CSV')).toBe('..abc.csv');
    expect(() => downloadFileName('  ')).toThrow(WatchlistsError);
    expect(() => downloadFileName(undefined)).toThrow(WatchlistsError);
  });
});
