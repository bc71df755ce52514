import { Prng } from '../../../../shared/domain/prng.js';
import {
  labelYearOf,
  parseEnforcementLabels,
  validateOnEnforcementLabels,
  type ValidationFirmYear,
} from './enforcement-labels.js';

const LABELS = [
  'P_AAER,CIK,YEARA,UNDERSTATEMENT',
  '1,100,2010,0',
  '1,100,2011,0',
  '2,200,2009,1',
  '',
  '3,300,1999,0',
  '3,300,1999,0',
].join('\r\n');

describe('parseEnforcementLabels', () => {
  it('reads CIK and YEARA in any order and case, skips blank lines and counts a repeated firm-year once', () => {
    const labels = parseEnforcementLabels(LABELS, 'aaer.csv');
    expect([...labels.keys]).toEqual(['100:2010', '100:2011', '200:2009', '300:1999']);
    expect(labels.rows).toBe(5);
    expect([...parseEnforcementLabels('fyear,cik\n2001,0000320193\n', 'x.csv').keys]).toEqual([
      '320193:2001',
    ]);
  });

  it('names the file and the line of what is wrong', () => {
    expect(() => parseEnforcementLabels('', 'l.csv')).toThrow('l.csv: the labels file is empty');
    expect(() => parseEnforcementLabels('P_AAER,CIK\n1,2\n', 'l.csv')).toThrow(
      'l.csv line 1: the header lacks a fiscal year column (YEARA, fyear, fiscal_year or year) (it has P_AAER,CIK)',
    );
    expect(() => parseEnforcementLabels('YEARA\n2001\n', 'l.csv')).toThrow(
      'l.csv line 1: the header lacks CIK',
    );
    expect(() => parseEnforcementLabels('CIK,YEARA\n1,2001\n2,2002,9\n', 'l.csv')).toThrow(
      'l.csv line 3: 3 fields, the header has 2',
    );
    expect(() => parseEnforcementLabels('CIK,YEARA\nApple,2001\n', 'l.csv')).toThrow(
      "l.csv line 2: CIK 'Apple' is not a positive whole number",
    );
    expect(() => parseEnforcementLabels('CIK,YEARA\n5,01\n', 'l.csv')).toThrow(
      "l.csv line 2: fiscal year '01' is not a year",
    );
    expect(() => parseEnforcementLabels('CIK,YEARA\n5,"2001\n', 'l.csv')).toThrow('l.csv line 2:');
  });
});

describe('labelYearOf', () => {
  it("is Compustat's fyear: the year before for a year ending January to May, else the calendar year", () => {
    expect(labelYearOf(2010, '2010-04-02')).toBe(2009); // Computer Sciences
    expect(labelYearOf(2025, '2025-01-26')).toBe(2024); // NVIDIA
    expect(labelYearOf(2010, '2010-05-31')).toBe(2009);
    expect(labelYearOf(2010, '2010-06-30')).toBe(2010);
    expect(labelYearOf(2024, '2024-09-28')).toBe(2024); // Apple
    expect(labelYearOf(2010, '2011-01-01')).toBe(2010); // a 52/53-week year that ends in early January
    expect(labelYearOf(2010, null)).toBe(2010);
  });
});

describe('validateOnEnforcementLabels', () => {
  const labels = parseEnforcementLabels(LABELS, 'aaer.csv');
  const year = (
    cik: number,
    y: number,
    finalScore: number | null,
    fiscalYearEnd: string | null = null,
  ): ValidationFirmYear => ({
    cik,
    year: y,
    fiscalYearEnd,
    finalScore,
    mScore: finalScore === null ? null : finalScore / 10,
  });

  it('counts labelled and unlabelled firm-years, scored and not, and gives no AUC below 30 labelled', () => {
    const result = validateOnEnforcementLabels(
      [
        year(100, 2009, 20),
        year(100, 2010, null), // labelled, not scored
        year(100, 2011, 80), // labelled, scored
        year(100, 2012, 30),
        year(200, 2010, 70, '2010-03-31'), // Compustat 2009: labelled
        year(200, 2011, 60, '2011-03-31'),
        year(200, 2011, 60, '2011-03-31'), // the same firm-year twice (two tickers): once
        year(400, 2009, 50),
      ],
      labels,
    );
    expect(result).toEqual({
      firmYears: 7,
      companies: 3,
      labelled: { scored: 2, notScored: 1 },
      unlabelled: { scored: 4, notScored: 0 },
      labelsOutsideStoredYears: 0,
      labelledCompanies: 2,
      finalScoreAuc: null,
      mScoreAuc: null,
    });
  });

  it('finds nothing in a universe without CIKs in the labels, and says which labels fall outside stored years', () => {
    expect(validateOnEnforcementLabels([], labels)).toMatchObject({
      firmYears: 0,
      labelled: { scored: 0, notScored: 0 },
    });
    expect(validateOnEnforcementLabels([year(300, 2005, 10), year(300, 2006, 20)], labels)).toMatchObject({
      labelled: { scored: 0, notScored: 0 },
      unlabelled: { scored: 2, notScored: 0 },
      labelsOutsideStoredYears: 1,
      labelledCompanies: 1,
    });
  });

  it('gives the AUC of the final score and of the M-score with intervals from 30 labelled scored firm-years', () => {
    const prng = new Prng(11);
    const rows: ValidationFirmYear[] = [];
    const keys: string[] = ['CIK,YEARA'];
    for (let cik = 1; cik <= 300; cik++) {
      const positive = cik <= 30;
      if (positive) keys.push(`${cik},2015`);
      // The final score separates, the M-score does not (drawn independently of the label).
      rows.push({
        cik,
        year: 2015,
        fiscalYearEnd: '2015-12-31',
        finalScore: prng.normal(positive ? 60 : 40, 10),
        mScore: prng.normal(-2, 1),
      });
    }
    const many = parseEnforcementLabels(keys.join('\n'), 'many.csv');
    const result = validateOnEnforcementLabels(rows, many, { resamples: 300, seed: 3 });
    expect(result.labelled).toEqual({ scored: 30, notScored: 0 });
    expect(result.finalScoreAuc?.auc).toBeGreaterThan(0.85);
    expect(result.finalScoreAuc?.low).toBeGreaterThan(0.7);
    expect(result.mScoreAuc?.low).toBeLessThan(0.5);
    expect(result.mScoreAuc?.high).toBeGreaterThan(0.5);
    expect(result.finalScoreAuc).toMatchObject({ positives: 30, negatives: 270, resamples: 300 });
    // 29 labelled: no AUC.
    const fewer = parseEnforcementLabels(keys.slice(0, 30).join('\n'), 'fewer.csv');
    expect(validateOnEnforcementLabels(rows, fewer).finalScoreAuc).toBeNull();
  });
});
