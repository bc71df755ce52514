import { formatCardTotal, formatUsd, percentOf, prorate, toAmount } from './money.js';

describe('money', () => {
  it('takes percentages and prorations to the nearest cent, halves up', () => {
    expect(percentOf(93_840, 9)).toBe(8_446); // 8445.6
    expect(percentOf(50, 1)).toBe(1); // 0.5
    expect(percentOf(49, 1)).toBe(0); // 0.49
    expect(prorate(93_840, 21, 31)).toBe(63_569); // 63569.03
    expect(prorate(136_800, 21, 31)).toBe(92_671); // 92670.97
    expect(prorate(3, 1, 2)).toBe(2); // 1.5
  });

  it('gives prices as dollars with at most two decimals', () => {
    expect(toAmount(123_450)).toBe(1234.5);
    expect(toAmount(1)).toBe(0.01);
    expect(toAmount(0)).toBe(0);
  });

  it('shows prices with two decimals and thousands separators', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(25_000)).toBe('$250.00');
    expect(formatUsd(148_750)).toBe('$1,487.50');
    expect(formatUsd(123_456_789)).toBe('$1,234,567.89');
    expect(formatUsd(-2_720)).toBe('-$27.20');
  });

  it('trims trailing zeros on card totals', () => {
    expect(formatCardTotal(240_000)).toBe('$2,400');
    expect(formatCardTotal(148_750)).toBe('$1,487.5');
    expect(formatCardTotal(148_756)).toBe('$1,487.56');
    expect(formatCardTotal(100_000)).toBe('$1,000');
    expect(formatCardTotal(0)).toBe('$0');
  });
});
