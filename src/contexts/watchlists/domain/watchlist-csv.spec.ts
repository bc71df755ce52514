import { downloadFileName, WATCHLIST_CSV_HEADER, watchlistCsvLine } from './watchlist-csv.js';
import { WatchlistsError } from './watchlists-error.js';

describe('watchlist CSV', () => {
  it("has the spec's columns", () => {
    expect(WATCHLIST_CSV_HEADER.join(',')).toBe(
      'isin,company_name,domicile_country,exchange_countryID,exchange_country,risk_score,rating,watchlist_name',
    );
  });

  it('writes a row with the score to 2 decimals and neutralises formula-like cells', () => {
    expect(
      watchlistCsvLine(
        {
          isin: 'US0000000001',
          name: '=HYPERLINK("http://x")',
          domicile_country: 'United States',
          exchange_countryID: 1,
          exchange_country: 'United States',
          final_score: 63.456,
          rating: 'C-',
        },
        '@risky, list',
      ),
    ).toBe(`US0000000001,"'=HYPERLINK(""http://x"")",United States,1,United States,63.46,C-,"'@risky, list"`);
    expect(
      watchlistCsvLine(
        {
          isin: 'US0000000001',
          name: '-Minus',
          domicile_country: null,
          exchange_countryID: 1,
          exchange_country: 'United States',
          final_score: null,
          rating: null,
        },
        '+plus',
      ),
    ).toBe("US0000000001,'-Minus,,1,United States,,,'+plus");
  });

  it("writes N/A for a company without an ISIN, never the stored 'missing'", () => {
    expect(
      watchlistCsvLine(
        {
          isin: 'missing',
          name: 'Apple Inc.',
          domicile_country: 'United States',
          exchange_countryID: 1,
          exchange_country: 'United States',
          final_score: 21.7,
          rating: 'B',
        },
        'Tech',
      ),
    ).toBe('N/A,Apple Inc.,United States,1,United States,21.7,B,Tech');
  });

  it('requires a file name and keeps it safe for a header', () => {
    expect(downloadFileName('my list')).toBe('my list.csv');
    expect(downloadFileName('../a/b"c.CSV')).toBe('..abc.csv');
    expect(() => downloadFileName('  ')).toThrow(WatchlistsError);
    expect(() => downloadFileName(undefined)).toThrow(WatchlistsError);
  });
});
