import { shownIsin, shownTicker } from './identity.js';

describe('identity texts', () => {
  it("writes N/A for a missing ISIN, never the stored placeholder 'missing'", () => {
    expect(shownIsin('US0378331005')).toBe('US0378331005');
    expect(shownIsin('missing')).toBe('N/A');
    expect(shownIsin('MISSING')).toBe('N/A');
    expect(shownIsin(' ')).toBe('N/A');
    expect(shownIsin(null)).toBe('N/A');
  });

  it('writes N/A for a missing ticker', () => {
    expect(shownTicker('AAPL')).toBe('AAPL');
    expect(shownTicker(null)).toBe('N/A');
    expect(shownTicker('')).toBe('N/A');
  });
});
