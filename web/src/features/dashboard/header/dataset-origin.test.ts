import { describe, expect, it } from 'vitest';

import { datasetOriginName, describeDatasetOrigin } from './dataset-origin';

describe('describeDatasetOrigin', () => {
  it('names what made the dataset, from what, and when (in SGT, as the header)', () => {
    const sec = {
      kind: 'sec' as const,
      sources: ['companyfacts', 'submissions'],
      added: false,
      at: '2026-11-29T10:00:00.000Z',
    };
    expect(describeDatasetOrigin(sec)).toBe(
      'SEC EDGAR (companyfacts, submissions), imported 29 Nov 2026, 18:00 SGT',
    );
    expect(describeDatasetOrigin({ ...sec, added: true })).toBe(
      'SEC EDGAR (companyfacts, submissions), added 29 Nov 2026, 18:00 SGT',
    );
    expect(
      describeDatasetOrigin({ ...sec, kind: 'generated', sources: ['500 companies x 10 years, seed 42'] }),
    ).toBe('Demo universe (500 companies x 10 years, seed 42), generated 29 Nov 2026, 18:00 SGT');
    expect(describeDatasetOrigin({ kind: 'file', sources: ['acme.csv'], added: true, at: null })).toBe(
      'Statements file (acme.csv)',
    );
    expect(datasetOriginName(sec)).toBe('SEC EDGAR');
  });

  it('says nothing of an origin that is not known', () => {
    expect(describeDatasetOrigin(null)).toBeUndefined();
    expect(describeDatasetOrigin({ kind: 'unknown', sources: [], added: false, at: null })).toBeUndefined();
    expect(datasetOriginName({ kind: 'unknown', sources: [], added: false, at: null })).toBeUndefined();
  });
});
