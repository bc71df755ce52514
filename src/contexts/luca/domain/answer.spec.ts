import { named, tickerCell, withArticle } from './answer.js';

describe('withArticle', () => {
  it.each([
    ['A+', 'an A+'],
    ['A', 'an A'],
    ['A-', 'an A-'],
    ['B+', 'a B+'],
    ['B', 'a B'],
    ['C-', 'a C-'],
    ['D+', 'a D+'],
    ['D-', 'a D-'],
    ['E', 'an E'],
    ['F', 'an F'],
  ])('reads the rating %p by its spoken name: %p', (rating, expected) => {
    expect(withArticle(rating)).toBe(expected);
  });

  it('reads any other word by its first letter', () => {
    expect(withArticle('high')).toBe('a high');
    expect(withArticle('elevated')).toBe('an elevated');
  });
});

describe('named: a company with its ticker and exchange', () => {
  it.each([
    [{ ticker: 'AAPL', exchange: 'Nasdaq' }, 'Apple Inc. (AAPL, Nasdaq)'],
    [{ ticker: 'AAPL', exchange: 'N/A' }, 'Apple Inc. (AAPL)'],
    [{ ticker: 'AAPL', exchange: null }, 'Apple Inc. (AAPL)'],
    [{ ticker: null, exchange: 'Nasdaq' }, 'Apple Inc.'],
    [{ ticker: '', exchange: 'Nasdaq' }, 'Apple Inc.'],
    [{ ticker: 'Apple Inc.', exchange: 'Nasdaq' }, 'Apple Inc.'],
  ])('names %p as %p', (identity, expected) => {
    expect(named('Apple Inc.', identity)).toBe(expected);
  });

  it('shows N/A in a Ticker cell for a company without a ticker', () => {
    expect(tickerCell('AAPL')).toBe('AAPL');
    expect(tickerCell(null)).toBe('N/A');
    expect(tickerCell('')).toBe('N/A');
  });
});
