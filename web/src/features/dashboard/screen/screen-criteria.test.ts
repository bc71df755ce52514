import { describe, expect, it } from 'vitest';

import { LIST_CRITERIA, readTypedBound, sliderSteps } from './screen-criteria';

describe('sliderSteps: keyboard steps that suit the scale', () => {
  it('moves PageUp by about a tenth of the range, not 10 points on an M-score scale of -23.65 to 1.21', () => {
    expect(sliderSteps({ min: -23.65, max: 1.21 }, 2)).toEqual({ step: 0.1, shiftStep: 2 });
  });

  it('keeps 10 a page on the 0-100 risk scale, with whole-point arrows', () => {
    expect(sliderSteps({ min: 0, max: 100 }, 2)).toEqual({ step: 1, shiftStep: 10 });
    expect(sliderSteps({ min: 3.45, max: 97.9 }, 2)).toEqual({ step: 1, shiftStep: 10 });
  });

  it('never steps finer than the precision, and scales up on wide ranges', () => {
    expect(sliderSteps({ min: 0.11, max: 2.21 }, 2)).toEqual({ step: 0.01, shiftStep: 0.2 });
    expect(sliderSteps({ min: 0, max: 1000 }, 2)).toEqual({ step: 10, shiftStep: 100 });
    expect(sliderSteps({ min: -46, max: 81 }, 0)).toEqual({ step: 1, shiftStep: 10 });
    expect(sliderSteps({ min: 0.5, max: 0.52 }, 2)).toEqual({ step: 0.01, shiftStep: 0.01 });
  });

  it('has the finest step when the scale is a single value', () => {
    expect(sliderSteps({ min: 1, max: 1 }, 2)).toEqual({ step: 0.01, shiftStep: 0.01 });
  });
});

describe('readTypedBound', () => {
  const range = { min: -4.61, max: 2.67 };

  it('reads a number, with a typographic minus or a percent sign', () => {
    expect(readTypedBound('-1.78', 'min', range)).toEqual({ value: -1.78 });
    expect(readTypedBound(' \u22122.22 ', 'min', range)).toEqual({ value: -2.22 });
    expect(readTypedBound('12%', 'max', { min: -46, max: 81 })).toEqual({ value: 12 });
    expect(readTypedBound('.5', 'max', range)).toEqual({ value: 0.5 });
  });

  it('reads an empty field as no bound', () => {
    expect(readTypedBound('  ', 'max', range)).toEqual({ value: undefined });
  });

  it('refuses what is not a number', () => {
    for (const text of ['abc', '1.2.3', '1,5', '--1', 'Infinity', '1e3'])
      expect(readTypedBound(text, 'min', range)).toEqual({ error: 'NOT_A_NUMBER' });
  });

  it('refuses a minimum above the maximum and a maximum below the minimum', () => {
    expect(readTypedBound('3', 'min', range)).toEqual({ error: 'MIN_ABOVE_MAX' });
    expect(readTypedBound('-5', 'max', range)).toEqual({ error: 'MIN_ABOVE_MAX' });
    expect(readTypedBound('2.67', 'min', range)).toEqual({ value: 2.67 });
  });
});

describe('the data source criterion', () => {
  it("names each origin as the company page's source mark does, with its count", async () => {
    const api = {
      options: () =>
        Promise.resolve([
          { origin: 'generated', count: 5 },
          { origin: 'sec', count: 1 },
        ]),
    } as unknown as Parameters<(typeof LIST_CRITERIA)['SRC']['load']>[0];
    const options = await LIST_CRITERIA.SRC.load(api, { exchange: [1] }, new AbortController().signal);
    expect(options).toEqual([
      { value: 'generated', label: 'Demo (generated)', count: 5 },
      { value: 'sec', label: 'SEC EDGAR', count: 1 },
    ]);
  });
});

describe('the filing events criterion', () => {
  it('names each kind with its label and count, sends the kinds as texts, and counts in filingEventCount', async () => {
    const asked: unknown[] = [];
    const api = {
      options: (facet: string, body: unknown) => {
        asked.push([facet, body]);
        return Promise.resolve([
          { filing_event: 'late-filing', count: 7 },
          { filing_event: 'non-reliance', count: 2 },
        ]);
      },
    } as unknown as Parameters<(typeof LIST_CRITERIA)['FE']['load']>[0];
    const options = await LIST_CRITERIA.FE.load(api, { exchange: [1] }, new AbortController().signal);
    expect(asked).toEqual([['filingEvent', { exchange: [1] }]]);
    expect(options).toEqual([
      { value: 'late-filing', label: 'Late filing', count: 7 },
      { value: 'non-reliance', label: 'Non-reliance', count: 2 },
    ]);
    expect(LIST_CRITERIA.FE).toMatchObject({
      field: 'filingEvent',
      count: 'filingEventCount',
      values: 'texts',
    });
  });
});
