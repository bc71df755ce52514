import { describe, expect, it } from 'vitest';

import {
  fitColumnWidths,
  headerRoom,
  HEADER_PADDING,
  MIN_COLUMN_WIDTH,
  SORT_INDICATOR_WIDTH,
} from './column-widths';

/** 8 px a character: easy sums. */
const measure = (text: string) => text.length * 8;

describe('headerRoom', () => {
  it('needs the whole header on one line, or its longest word when it breaks into lines', () => {
    expect(headerRoom('Access Start/End (UTC)', false, measure)).toEqual({
      oneLine: 22 * 8 + HEADER_PADDING,
      wrapped: 9 * 8 + HEADER_PADDING,
    });
    expect(headerRoom('Company ID', true, measure).wrapped).toBe(
      7 * 8 + HEADER_PADDING + SORT_INDICATOR_WIDTH,
    );
    expect(headerRoom('', false, measure)).toEqual({ oneLine: MIN_COLUMN_WIDTH, wrapped: MIN_COLUMN_WIDTH });
  });
});

describe('fitColumnWidths', () => {
  const columns = [
    { preferred: 100, min: 60 },
    { preferred: 300, min: 100 },
    { preferred: 100, min: 100 },
  ];

  it('stretches the preferred widths to fill the box when they fit, the fixed columns kept', () => {
    expect(fitColumnWidths(columns, 600)).toEqual([120, 360, 120]);
    expect(fitColumnWidths(columns, 500)).toEqual([100, 300, 100]);
    expect(fitColumnWidths([{ preferred: 44, min: 44, fixed: true }, ...columns], 645)).toEqual([
      44, 120, 360, 121,
    ]);
    // Not measured yet: the preferred widths.
    expect(fitColumnWidths(columns, 0)).toEqual([100, 300, 100]);
  });

  it('shrinks each column in proportion to what it can give, never below its minimum: no sideways scroll', () => {
    const widths = fitColumnWidths(columns, 400);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(400);
    expect(widths).toEqual([83, 217, 100]);
  });

  it('keeps the preferred widths when even the minimums do not fit (the grid then scrolls sideways)', () => {
    expect(fitColumnWidths(columns, 200)).toEqual([100, 300, 100]);
    expect(fitColumnWidths(columns, 260)).toEqual([60, 100, 100]);
  });

  it('never gives a column less than its minimum, whatever it prefers', () => {
    expect(fitColumnWidths([{ preferred: 40, min: 90 }], 0)).toEqual([90]);
    expect(fitColumnWidths([{ preferred: 40, min: 90 }], 60)).toEqual([90]);
  });
});
