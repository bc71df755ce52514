import { NOT_RATED, naTerms, notScoredReason, termCode } from './not-scored.js';

const indices = { dsri: 1, gmi: 1, aqi: 1, sgi: 1, depi: 1, sgai: 1, tata: 0, lvgi: 1 };
const variables = { rsstAcc: 0, chRec: 0, chInv: 0, softAssets: 0.5, chCs: 0, chRoa: 0, issue: 1 as const };
const base = { indices, mScore: -2, variables, fScore: 1, available: 14, withValue: 14, clusterCount: 14 };

describe('notScoredReason', () => {
  it('is null when the model has what it needs', () => {
    expect(notScoredReason(base)).toBeNull();
  });

  it('names the missing indices of the M-score, in the order analysts read them', () => {
    expect(
      notScoredReason({ ...base, mScore: null, indices: { ...indices, tata: null, lvgi: null, dsri: null } }),
    ).toBe('Not scored: the M-score is N/A (DSRI, LVGI and TATA are N/A)');
  });

  it('names the missing variables of the F-score', () => {
    expect(notScoredReason({ ...base, fScore: null, variables: { ...variables, rsstAcc: null } })).toBe(
      'Not scored: the F-score is N/A (RSST_ACC is N/A)',
    );
  });

  it('tells too few clusters from too few peers to rank them among', () => {
    expect(notScoredReason({ ...base, available: 7, withValue: 7 })).toBe(
      'Not scored: 7 of 14 clusters available, at least 8 needed',
    );
    expect(notScoredReason({ ...base, available: 0, withValue: 12 })).toBe(
      'Not scored: fewer than 30 peers to rank the clusters against',
    );
  });
});

describe('texts', () => {
  it('codes terms as the breakdown shows them', () => {
    expect(termCode('softAssets')).toBe('SOFT_ASSETS');
    expect(termCode('dsri')).toBe('DSRI');
    expect(naTerms({ gmi: null, dsri: null, sgi: 1 })).toBe('DSRI and GMI are N/A');
  });

  it('says what a company without a rating shows', () => {
    expect(NOT_RATED).toBe('Not rated: fewer than 30 peers');
  });
});
