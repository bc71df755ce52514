import { companyOriginOf, displayTickerOf } from './universe.js';

describe('displayTickerOf', () => {
  it("shows a generated company's symbol without its exchange suffix", () => {
    expect(displayTickerOf({ tickerId: 'ABCD-US', origin: 'generated' })).toBe('ABCD');
    expect(displayTickerOf({ tickerId: '7203-JP', origin: 'generated' })).toBe('7203');
  });

  it("shows an SEC company's ticker, a class suffix included, and none for the CIK stand-in", () => {
    expect(displayTickerOf({ tickerId: 'AAPL', origin: 'sec' })).toBe('AAPL');
    expect(displayTickerOf({ tickerId: 'BRK-B', origin: 'sec' })).toBe('BRK-B');
    expect(displayTickerOf({ tickerId: 'PBR-AB', origin: 'sec' })).toBe('PBR-AB');
    expect(displayTickerOf({ tickerId: 'CIK0000123456', origin: 'sec' })).toBeNull();
  });

  it("shows a statements file's ticker, and none where the row gave none (the ISIN stands for it)", () => {
    expect(displayTickerOf({ tickerId: 'ACME', origin: 'file', isin: 'US0000000001' })).toBe('ACME');
    expect(displayTickerOf({ tickerId: 'US0000000001', origin: 'file', isin: 'US0000000001' })).toBeNull();
  });

  it('reads a stored origin, anything unknown as generated', () => {
    expect(companyOriginOf('sec')).toBe('sec');
    expect(companyOriginOf('file')).toBe('file');
    expect(companyOriginOf('generated')).toBe('generated');
    expect(companyOriginOf(null)).toBe('generated');
  });
});
