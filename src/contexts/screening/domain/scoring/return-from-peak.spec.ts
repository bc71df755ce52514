import { relativeReturnFromPeak, returnFromPeak } from './return-from-peak.js';

const series = (firstYear: number, prices: number[]) => ({ firstYear, monthly: Float64Array.from(prices) });

describe('return from peak', () => {
  // 2023: 12 months rising to 120 in June then falling to 90 in December.
  const stock = series(2023, [100, 105, 110, 112, 115, 120, 118, 110, 100, 95, 92, 90]);

  it('is last / peak - 1 over the trailing 12 months', () => {
    expect(returnFromPeak(stock, 2023)).toBeCloseTo(90 / 120 - 1, 12);
  });

  it('is 0 at a new high and null outside the series', () => {
    expect(returnFromPeak(series(2023, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), 2023)).toBe(0);
    expect(returnFromPeak(stock, 2024)).toBeNull();
    expect(returnFromPeak(stock, 2022)).toBeNull();
  });

  it('uses a shorter window when asked', () => {
    // Last 3 months: 95, 92, 90 -> 90 / 95 - 1.
    expect(returnFromPeak(stock, 2023, 3)).toBeCloseTo(90 / 95 - 1, 12);
  });

  it('subtracts the index return from peak for the relative figure', () => {
    const index = series(2023, [1000, 1010, 1020, 1030, 1040, 1050, 1000, 990, 980, 970, 960, 945]);
    // Stock -25%, index 945 / 1050 - 1 = -10%: relative -15%.
    expect(relativeReturnFromPeak(returnFromPeak(stock, 2023), index, 2023)).toBeCloseTo(-0.15, 12);
    expect(relativeReturnFromPeak(null, index, 2023)).toBeNull();
    expect(relativeReturnFromPeak(-0.1, null, 2023)).toBeNull();
  });
});
