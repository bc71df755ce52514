import { joinWarnings, splitWarnings, warningsFor } from './warnings.js';

const quiet = {
  auditorChanged: false,
  lateFiling: false,
  qualifiedOpinion: false,
  restatement: false,
  auditorID: 5,
  previousAuditorID: null,
};

describe('warnings', () => {
  it('has none for a quiet year', () => {
    expect(warningsFor(quiet)).toEqual([]);
    expect(joinWarnings([])).toBeNull();
  });

  it('writes one ALERT line per event, naming the auditors', () => {
    const lines = warningsFor({
      ...quiet,
      auditorChanged: true,
      previousAuditorID: 4,
      restatement: true,
      lateFiling: true,
      qualifiedOpinion: true,
    });
    expect(lines).toEqual([
      'ALERT: Change of auditor from KPMG to BDO.',
      'ALERT: Annual report filed late.',
      'ALERT: Qualified audit opinion on the financial statements.',
      'ALERT: Previously reported financial statements restated.',
    ]);
  });

  it('joins into one string that splits back into the same lines', () => {
    const lines = warningsFor({ ...quiet, lateFiling: true, restatement: true });
    const joined = joinWarnings(lines);
    expect(joined).toBe(
      'ALERT: Annual report filed late. ALERT: Previously reported financial statements restated.',
    );
    expect(splitWarnings(joined)).toEqual(lines);
    expect(splitWarnings(null)).toEqual([]);
  });
});
