import { formatMillions, formatMillionsRange, formatWholeMillions } from './millions.js';

describe('$ millions', () => {
  it("writes the dashboard's precision: none from 1,000, one from 1, two below, and never a trailing .0 from 1,000", () => {
    expect(formatMillions(3_253_431)).toBe('$3,253,431m');
    expect(formatMillions(3_253_431.04)).toBe('$3,253,431m');
    expect(formatMillions(1000)).toBe('$1,000m');
    expect(formatMillions(999.94)).toBe('$999.9m');
    expect(formatMillions(12.34)).toBe('$12.3m');
    expect(formatMillions(1)).toBe('$1.0m');
    expect(formatMillions(0)).toBe('$0.0m');
    expect(formatMillions(0.456)).toBe('$0.46m');
    expect(formatMillions(-1200.4)).toBe('-$1,200m');
    expect(formatMillions(-0.5)).toBe('-$0.50m');
  });

  it('writes N/A for a missing amount, and a range unless both ends are missing', () => {
    expect(formatMillions(null)).toBe('N/A');
    expect(formatMillions(undefined)).toBe('N/A');
    expect(formatMillions(Number.NaN)).toBe('N/A');
    expect(formatMillionsRange(1.23, 3456.7)).toBe('$1.2m – $3,457m');
    expect(formatMillionsRange(null, 4.56)).toBe('N/A – $4.6m');
    expect(formatMillionsRange(null, null)).toBe('N/A');
  });

  it('writes whole millions for the revision sentences', () => {
    expect(formatWholeMillions(36_537.2)).toBe('$36,537m');
    expect(formatWholeMillions(420)).toBe('$420m');
    expect(formatWholeMillions(-8.6)).toBe('-$9m');
  });
});
