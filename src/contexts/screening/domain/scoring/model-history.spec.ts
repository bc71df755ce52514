import { generateUniverse } from '../../../filings/domain/universe-generator.js';
import { M_SCORE_SENSITIVE_THRESHOLD, M_SCORE_THRESHOLD } from './beneish.js';
import { modelHistory } from './model-history.js';
import { F_SCORE_BANDS, fScoreBand, scoreBreakdown } from './score-breakdown.js';
import type { LaggedStatement } from './score-universe.js';
import { WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T2 } from './worked-example.js';

const YEARS = [WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T];
const NO_CLUSTERS = { positions: [], valued: 0, previousLogit: null, peers: [] };

/** Each year's history against the breakdown of that year: the same numbers, key by key. */
function expectSameAsBreakdowns(years: readonly LaggedStatement[]): number {
  const history = modelHistory(years);
  expect(history.map((entry) => entry.year)).toEqual(years.map((statement) => statement.year));
  let scored = 0;
  for (const entry of history) {
    const breakdown = scoreBreakdown({ years, year: entry.year, ...NO_CLUSTERS });
    if (breakdown === null) throw new Error(`no breakdown for ${entry.year}`);
    expect(entry.mScore).toBe(breakdown.mScore.value);
    expect(entry.mFlagged).toBe(breakdown.mScore.flagged);
    expect(entry.fScore).toBe(breakdown.fScore.value);
    expect(entry.fBand).toBe(breakdown.fScore.band);
    expect(entry.indices).toEqual(breakdown.mScore.terms.map(({ key, value }) => ({ key, value })));
    expect(entry.variables).toEqual(breakdown.fScore.terms.map(({ key, value }) => ({ key, value })));
    if (entry.mScore !== null && entry.fScore !== null) scored += 1;
  }
  return scored;
}

describe('modelHistory', () => {
  it('gives every year of the worked example, with the documented M-score and F-score in t', () => {
    const history = modelHistory(YEARS);
    expect(history.map((entry) => entry.year)).toEqual([2022, 2023, 2024]);
    const last = history[2];
    expect(last?.mScore).toBeCloseTo(-1.527035, 6);
    expect(last?.mFlagged).toBe(true);
    expect(last?.fScore).toBeCloseTo(1.12249, 5);
    expect(last?.fBand).toBe('above normal');
    expect(last?.indices.map((index) => index.key)).toEqual([
      'dsri',
      'gmi',
      'aqi',
      'sgi',
      'depi',
      'sgai',
      'lvgi',
      'tata',
    ]);
    // (180 / 1200) / (100 / 1000) = 1.5
    expect(last?.indices[0]?.value).toBeCloseTo(1.5, 12);
    expect(last?.variables.find((variable) => variable.key === 'issue')?.value).toBe(1);
  });

  it('leaves the first year N/A (no t−1), never 0, and the second year without an F-score (no t−2)', () => {
    const [first, second] = modelHistory(YEARS);
    expect(first?.mScore).toBeNull();
    expect(first?.mFlagged).toBeNull();
    expect(first?.indices.find((index) => index.key === 'dsri')?.value).toBeNull();
    // TATA reads year t only.
    expect(first?.indices.find((index) => index.key === 'tata')?.value).not.toBeNull();
    expect(second?.mScore).not.toBeNull();
    expect(second?.fScore).toBeNull();
    expect(second?.fBand).toBeNull();
    expect(second?.variables.find((variable) => variable.key === 'chCs')?.value).toBeNull();
  });

  it("equals the breakdown's M-score and F-score of each year of the worked example", () => {
    expect(expectSameAsBreakdowns(YEARS)).toBe(1);
  });

  it('equals the breakdowns when a year is missing and when a filing restates the year before', () => {
    // 2023 missing: 2024 has no t−1, so it is N/A like its breakdown.
    const gap = modelHistory([WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T]);
    expect(gap[1]?.mScore).toBeNull();
    expect(expectSameAsBreakdowns([WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T])).toBe(0);
    // t−1 as year t's filing reports it: (180 / 1200) / (120 / 1000) = 1.25, as the breakdown reads it.
    const restated = [
      WORKED_EXAMPLE_T2,
      WORKED_EXAMPLE_T1,
      { ...WORKED_EXAMPLE_T, comparative: { receivables: 120 } },
    ];
    expect(modelHistory(restated)[2]?.indices[0]?.value).toBeCloseTo(1.25, 12);
    expectSameAsBreakdowns(restated);
  });

  it("equals the breakdowns over generated companies' whole histories", () => {
    const universe = generateUniverse({ companies: 12, years: 6, seed: 30, lastYear: 2024 });
    let scored = 0;
    for (const company of universe.companies) scored += expectSameAsBreakdowns(company.statements);
    // Most company-years after the first two have both scores: the comparison is not vacuous.
    expect(scored).toBeGreaterThan(20);
  });
});

describe('the cut-offs and bands', () => {
  it('keeps -1.78 as the flag and -2.22 as the more sensitive cut-off below it', () => {
    expect(M_SCORE_THRESHOLD).toBe(-1.78);
    expect(M_SCORE_SENSITIVE_THRESHOLD).toBe(-2.22);
    const breakdown = scoreBreakdown({ years: YEARS, year: 2024, ...NO_CLUSTERS });
    expect(breakdown?.mScore.threshold).toBe(-1.78);
    expect(breakdown?.mScore.sensitiveThreshold).toBe(-2.22);
  });

  it('bands the F-score: normal up to 1, above normal over 1, substantial from 2.45', () => {
    expect(F_SCORE_BANDS).toEqual({ aboveNormal: 1, substantial: 2.45 });
    expect(fScoreBand(0.4)).toBe('normal');
    expect(fScoreBand(1)).toBe('normal');
    expect(fScoreBand(1.0001)).toBe('above normal');
    expect(fScoreBand(2.4499)).toBe('above normal');
    expect(fScoreBand(2.45)).toBe('substantial');
  });
});
