import { describe, expect, it } from 'vitest';

import { formatCardUsd, formatDay, formatUsd, regionNames, regionsText, seatsText } from './billing-format';

describe('prices (spec section 9: two decimals, trailing zeros trimmed on card totals)', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatUsd(1368)).toBe('$1,368.00');
    expect(formatUsd(291.02)).toBe('$291.02');
    expect(formatUsd(938.4)).toBe('$938.40');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
  });

  it('trims trailing zeros on card totals', () => {
    expect(formatCardUsd(938.4)).toBe('$938.4');
    expect(formatCardUsd(2400)).toBe('$2,400');
    expect(formatCardUsd(9008.64)).toBe('$9,008.64');
    expect(formatCardUsd(250.5)).toBe('$250.5');
    expect(formatCardUsd(0)).toBe('$0');
  });
});

describe('dates and names', () => {
  it('shows the UTC day in words', () => {
    expect(formatDay('2027-11-21T23:30:00.000Z')).toBe('21 November 2027');
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a date')).toBe('');
  });

  it('names regions in the catalogue order', () => {
    const regions = [
      { exchange_countryID: 1, exchange_country: 'United States' },
      { exchange_countryID: 3, exchange_country: 'United Kingdom' },
    ];
    expect(regionNames([3, 1, 42], regions)).toEqual(['United States', 'United Kingdom', '#42']);
  });

  it('counts seats and regions', () => {
    expect(seatsText(1)).toBe('1 seat');
    expect(seatsText(3)).toBe('3 seats');
    expect(regionsText(1)).toBe('1 region');
    expect(regionsText(2)).toBe('2 regions');
  });
});
