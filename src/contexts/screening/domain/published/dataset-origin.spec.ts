import { datasetOriginOf, UNKNOWN_DATASET_ORIGIN } from './dataset-origin.js';
import { isIsoDate } from './sec-filing.js';

describe('datasetOriginOf: a stored origin read back', () => {
  const sec = {
    kind: 'sec',
    sources: ['companyfacts', 'submissions'],
    added: false,
    at: '2026-11-29T10:00:00.000Z',
  };

  it('reads an origin as stored (jsonb, or its text)', () => {
    expect(datasetOriginOf(sec)).toEqual(sec);
    expect(datasetOriginOf(JSON.stringify({ ...sec, kind: 'file', added: true }))).toEqual({
      ...sec,
      kind: 'file',
      added: true,
    });
  });

  it('reads anything else as unknown, and keeps only what is well formed of an origin', () => {
    expect(datasetOriginOf(null)).toBe(UNKNOWN_DATASET_ORIGIN);
    expect(datasetOriginOf({ ...sec, kind: 'csv' })).toBe(UNKNOWN_DATASET_ORIGIN);
    expect(datasetOriginOf({ kind: 'generated', sources: ['seed 1', 7], added: 'yes', at: 'soon' })).toEqual({
      kind: 'generated',
      sources: ['seed 1'],
      added: false,
      at: null,
    });
  });
});

describe('isIsoDate: a date as EDGAR writes it', () => {
  it('takes yyyy-mm-dd naming a day of the calendar, nothing else', () => {
    expect(['2013-03-04', '2024-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(
      ['2013-02-30', '2023-02-29', '2013-3-4', '20130304', '2013-03-04T00:00', null].map(isIsoDate),
    ).toEqual([false, false, false, false, false, false]);
  });
});
