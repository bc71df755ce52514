import { describe, expect, it } from 'vitest';

import {
  displayText,
  formatFractionPercent,
  formatMillions,
  formatMillionsRange,
  formatNumber,
  formatPercentile,
  ordinal,
  percentileText,
  quantileLabel,
  scorePercent,
  thinYearLabels,
} from './company-format';

describe('number formatting', () => {
  it('separates thousands and shows N/A for missing numbers', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(null)).toBe('N/A');
    expect(formatNumber(undefined)).toBe('N/A');
    expect(formatNumber(Number.NaN)).toBe('N/A');
  });

  it('formats $ millions with fewer decimals as they grow', () => {
    expect(formatMillions(12345.678)).toBe('$12,346m');
    expect(formatMillions(123.45)).toBe('$123.5m');
    expect(formatMillions(0.456)).toBe('$0.46m');
    expect(formatMillions(0)).toBe('$0.0m');
    expect(formatMillions(-2.5)).toBe('-$2.5m');
    expect(formatMillions(null)).toBe('N/A');
  });

  it('formats ranges, with N/A only when both ends are missing', () => {
    expect(formatMillionsRange(1.2, 4.56)).toBe('$1.2m – $4.6m');
    expect(formatMillionsRange(null, 4.56)).toBe('N/A – $4.6m');
    expect(formatMillionsRange(null, null)).toBe('N/A');
  });

  it('shows fractions as percentages', () => {
    expect(formatFractionPercent(-0.253)).toBe('-25.3%');
    expect(formatFractionPercent(0)).toBe('0.0%');
    expect(formatFractionPercent(-0.00001)).toBe('0.0%');
    expect(formatFractionPercent(0.1)).toBe('10.0%');
    expect(formatFractionPercent(null)).toBe('N/A');
  });
});

describe('percentiles', () => {
  it('writes ordinals', () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 92, 100, 101, 111].map(ordinal)).toEqual([
      '0th',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '92nd',
      '100th',
      '101st',
      '111th',
    ]);
  });

  it('rounds and clamps percentiles', () => {
    expect(formatPercentile(91.6)).toBe('92nd percentile');
    expect(formatPercentile(100.4)).toBe('100th percentile');
    expect(formatPercentile(null)).toBe('N/A');
  });

  it('writes the distribution caption', () => {
    expect(percentileText(87.31, 92.4)).toBe('This company: 87.3 · 92nd percentile');
    expect(percentileText(87.31, null)).toBe('This company: 87.3');
    expect(percentileText(null, 50)).toBe('This company: N/A');
  });
});

describe('labels', () => {
  it('labels quantiles n/5 or N/A', () => {
    expect([1, 5, null, 0, 6, 2.5].map(quantileLabel)).toEqual(['1/5', '5/5', 'N/A', 'N/A', 'N/A', 'N/A']);
  });

  it('shows the final score as a whole percent', () => {
    expect(scorePercent(87.31)).toBe('87%');
    expect(scorePercent(null)).toBe('N/A');
  });

  it('shows N/A for empty text and the missing ISIN', () => {
    expect(displayText('US0000000001')).toBe('US0000000001');
    expect(displayText('missing')).toBe('N/A');
    expect(displayText(' ')).toBe('N/A');
    expect(displayText(null)).toBe('N/A');
  });
});

describe('thinYearLabels', () => {
  it('keeps every year up to 7', () => {
    expect(thinYearLabels([2024, 2018, 2019, 2020, 2021, 2022, 2023])).toEqual([
      2018, 2019, 2020, 2021, 2022, 2023, 2024,
    ]);
  });

  it('keeps every n-th year over 7, always the latest', () => {
    const years = Array.from({ length: 8 }, (_, i) => 2017 + i);
    expect(thinYearLabels(years)).toEqual([2018, 2020, 2022, 2024]);
    const fifteen = Array.from({ length: 15 }, (_, i) => 2010 + i);
    const labels = thinYearLabels(fifteen);
    expect(labels.length).toBeLessThanOrEqual(7);
    expect(labels.at(-1)).toBe(2024);
    expect(labels).toEqual([2012, 2015, 2018, 2021, 2024]);
  });

  it('ignores duplicates and handles no years', () => {
    expect(thinYearLabels([2020, 2020])).toEqual([2020]);
    expect(thinYearLabels([])).toEqual([]);
  });
});
