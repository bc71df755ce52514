import { buildIsin, isinCheckDigit, isValidIsin } from './isin.js';

describe('ISIN check digit', () => {
  it.each([
    ['US0378331005', 'Apple'],
    ['GB0002634946', 'BAE Systems'],
    ['JP3633400001', 'Toyota Motor'],
    ['US5949181045', 'Microsoft'],
    ['DE0007164600', 'SAP'],
    ['AU0000XVGZA3', 'an Australian ISIN with letters in the NSIN'],
  ])('validates %s (%s)', (isin) => {
    expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin[11]));
    expect(isValidIsin(isin)).toBe(true);
  });

  it('computes Apple by hand: US037833100 -> 3028037833100, Luhn sum 45, check digit 5', () => {
    expect(isinCheckDigit('US037833100')).toBe(5);
  });

  it('rejects a wrong check digit, a wrong length and lower case', () => {
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('US037833100')).toBe(false);
    expect(isValidIsin('us0378331005')).toBe(false);
    expect(isValidIsin('')).toBe(false);
  });

  it('builds a valid ISIN from a country code and an NSIN', () => {
    expect(buildIsin('GB', '000263494')).toBe('GB0002634946');
    expect(isValidIsin(buildIsin('KY', 'G2108Y105'))).toBe(true);
  });

  it('refuses a malformed payload', () => {
    expect(() => isinCheckDigit('U1037833100')).toThrow();
  });
});
