import { CLUSTER_CODES } from '../reference/clusters.js';
import type { FinancialStatement } from '../published/universe.js';
import { beneishIndices, mScore } from './beneish.js';
import { fScore, fScoreVariables } from './dechow-f-score.js';
import { FINAL_SCORE_MODEL, finalScoreLogit, scoreOfLogit, smoothedLogit } from './final-score.js';
import { MIN_PEERS } from './peers.js';
import { scoreBreakdown, statementTable } from './score-breakdown.js';
import { WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T2 } from './worked-example.js';

const YEARS = [WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T];
const T = WORKED_EXAMPLE_T.year;
/** Ten clusters available: three at the top of their peers, two in the next fifth, the rest lower. */
const POSITIONS: (number | null)[] = [1, 0.85, 0.5, 0.3, 1, 0.1, 0.85, 0.5, 1, 0.3, null, null, null, null];
const INPUT = { positions: POSITIONS, valued: 10, previousLogit: null };

const sumOf = (values: readonly (number | null)[]): number =>
  values.reduce<number>((total, value) => total + (value ?? Number.NaN), 0);

describe('scoreBreakdown on the worked example of docs/risk-model.md', () => {
  const breakdown = scoreBreakdown({ years: YEARS, year: T, ...INPUT, peers: [YEARS] });
  if (breakdown === null) throw new Error('no breakdown');

  it('shows the documented M-score, its eight indices, and the contributions add up to it', () => {
    expect(breakdown.mScore.value).toBeCloseTo(-1.527035, 6);
    expect(breakdown.mScore.flagged).toBe(true);
    expect(breakdown.mScore.terms.map((term) => term.code)).toEqual([
      'DSRI',
      'GMI',
      'AQI',
      'SGI',
      'DEPI',
      'SGAI',
      'LVGI',
      'TATA',
    ]);
    const dsri = breakdown.mScore.terms[0];
    // (180 / 1200) / (100 / 1000) = 1.5
    expect(dsri?.value).toBeCloseTo(1.5, 12);
    expect(dsri?.contribution).toBeCloseTo(0.92 * 1.5, 12);
    expect(
      breakdown.mScore.intercept + sumOf(breakdown.mScore.terms.map((term) => term.contribution)),
    ).toBeCloseTo(breakdown.mScore.value as number, 12);
  });

  it('names the statement lines of t and t-1 each index read, with their values', () => {
    const dsri = breakdown.mScore.terms[0];
    expect(dsri?.inputs.map((input) => [input.label, input.year, input.value])).toEqual([
      ['Receivables', 2024, 180],
      ['Revenue', 2024, 1200],
      ['Receivables', 2023, 100],
      ['Revenue', 2023, 1000],
    ]);
    const tata = breakdown.mScore.terms.find((term) => term.code === 'TATA');
    expect(tata?.inputs.map((input) => input.year)).toEqual([2024, 2024, 2024]);
    const chCs = breakdown.fScore.terms.find((term) => term.code === 'CH_CS');
    expect(chCs?.inputs.map((input) => input.year)).toEqual([2024, 2024, 2023, 2023, 2022]);
  });

  it('shows the documented F-score, its band, and v = intercept + the contributions', () => {
    expect(breakdown.fScore.value).toBeCloseTo(1.12249, 5);
    expect(breakdown.fScore.band).toBe('above normal');
    expect(breakdown.fScore.terms).toHaveLength(7);
    expect(
      breakdown.fScore.intercept + sumOf(breakdown.fScore.terms.map((term) => term.contribution)),
    ).toBeCloseTo(breakdown.fScore.predictedValue as number, 12);
  });

  it("decomposes the final score exactly as the engine computes it: the terms' sum is the logit", () => {
    const logit = finalScoreLogit({
      mScore: mScore(beneishIndices(WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1)),
      fScore: fScore(fScoreVariables(WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T2))?.fScore ?? null,
      positions: POSITIONS,
    });
    const expected = scoreOfLogit(logit as number);
    expect(breakdown.final.unrounded).toBe(expected);
    expect(breakdown.final.score).toBe(Math.round(expected * 100) / 100);
    expect(breakdown.final.yearLogit).toBe(
      breakdown.final.terms.reduce<number>((total, term) => total + (term.contribution as number), 0),
    );
    // No year before with a score: S_t = L_t.
    expect(breakdown.final.logit).toBe(breakdown.final.yearLogit);
    expect(breakdown.final.previousLogit).toBeNull();
    expect(breakdown.final.kept).toBeNull();
    // g = 1 at the top, 0.125 at 0.85, 0 below 0.7:
    // C = (w_ac·1 + w_wo·0.125 + w_ma·1 + w_ic·0.125 + w_ge·1) / (sum of the ten available weights)
    const clusters = breakdown.final.terms[2];
    expect(clusters?.input).toBeCloseTo(
      (3 + 3 * 0.125 + 0.25 + 3 * 0.125 + 0.25) / (3 + 3 + 0.25 + 0.25 + 0.25 + 2 + 3 + 1 + 0.25 + 2),
      12,
    );
    expect(breakdown.clusters.flags[1]).toMatchObject({ position: 0.85, quantile: 5, flagStrength: 0.125 });
    expect(breakdown.clusters.available).toBe(10);
    expect(breakdown.clusters.flags.map((flag) => flag.code)).toEqual([...CLUSTER_CODES]);
  });

  it('smooths with the year before: S_t = 0.73 S_(t-1) + 0.27 L_t, and the score is of S_t', () => {
    const smoothed = scoreBreakdown({ years: YEARS, year: T, ...INPUT, previousLogit: -1, peers: [] });
    const yearLogit = breakdown.final.yearLogit as number;
    expect(smoothed?.final.yearLogit).toBe(yearLogit);
    expect(smoothed?.final.previousLogit).toBe(-1);
    expect(smoothed?.final.kept).toBe(FINAL_SCORE_MODEL.keep);
    expect(smoothed?.final.logit).toBeCloseTo(0.73 * -1 + 0.27 * yearLogit, 12);
    expect(smoothed?.final.logit).toBe(smoothedLogit(yearLogit, -1));
    expect(smoothed?.final.unrounded).toBe(scoreOfLogit(smoothedLogit(yearLogit, -1)));
  });

  it("shows each of the year's filing events that enters the score as a term, citing its filing", () => {
    const events = ['late-filing', 'non-reliance', 'restatement'] as const;
    const withEvents = scoreBreakdown({
      years: YEARS,
      year: T,
      ...INPUT,
      peers: [],
      events,
      eventFilings: [
        { kind: 'late-filing', form: 'NT 10-K', filed: '2013-03-04', report: 'annual' },
        { kind: 'late-filing', form: 'NT 10-Q', filed: '2012-11-14', report: 'quarterly' },
        { kind: 'non-reliance', form: '8-K', filed: '2013-03-07', report: null },
      ],
    });
    const terms = withEvents?.final.terms ?? [];
    // M, F, C, then the late filing and the non-reliance notice; a restatement alone adds nothing.
    expect(terms.slice(3)).toEqual([
      {
        key: 'late-filing',
        name: 'Late filing: NT 10-K filed 2013-03-04',
        input: 1,
        transform: '1 when the year has one',
        transformed: 1,
        weight: 0.3,
        contribution: 0.3,
      },
      expect.objectContaining({
        key: 'non-reliance',
        name: 'Non-reliance: 8-K filed 2013-03-07',
        contribution: 0.4,
      }),
    ]);
    // The terms still add up to the engine's logit.
    const logit = finalScoreLogit({
      mScore: mScore(beneishIndices(WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1)),
      fScore: fScore(fScoreVariables(WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T2))?.fScore ?? null,
      positions: POSITIONS,
      events,
    }) as number;
    expect(withEvents?.final.yearLogit).toBeCloseTo(logit, 12);
    expect(withEvents?.final.yearLogit).toBeCloseTo((breakdown.final.yearLogit as number) + 0.7, 12);
    // Without the filings (a trial tenant) the terms are named by their kind only.
    const unnamed = scoreBreakdown({ years: YEARS, year: T, ...INPUT, peers: [], events });
    expect(unnamed?.final.terms.slice(3).map((term) => term.name)).toEqual(['Late filing', 'Non-reliance']);
  });

  it('gives no sector median among fewer than 30 peers', () => {
    expect(breakdown.mScore.terms[0]?.sectorMedian).toBeNull();
  });

  it('gives the sector median of each index over the peers that year', () => {
    const other: FinancialStatement[] = YEARS.map((year) => ({
      ...year,
      receivables: year.year === T ? 300 : year.receivables,
    }));
    const third: FinancialStatement[] = YEARS.map((year) => ({
      ...year,
      receivables: year.year === T ? 120 : year.receivables,
    }));
    const peers = Array.from({ length: MIN_PEERS }, (_, i) => [YEARS, other, third][i % 3] ?? YEARS);
    const withPeers = scoreBreakdown({ years: YEARS, year: T, ...INPUT, peers });
    // DSRI: ten each of 1.5, 2.5, 1.0 -> median 1.5
    expect(withPeers?.mScore.terms[0]?.sectorMedian).toBeCloseTo(1.5, 12);
  });
});

describe('scoreBreakdown: N/A with its reason, never a zero', () => {
  it('a first year has no t-1: the lagged indices are N/A and say so; TATA still shows', () => {
    const breakdown = scoreBreakdown({ years: [WORKED_EXAMPLE_T], year: T, ...INPUT, peers: [] });
    const dsri = breakdown?.mScore.terms[0];
    expect(dsri?.value).toBeNull();
    expect(dsri?.contribution).toBeNull();
    expect(dsri?.reason).toMatch(/No statements for t−1/);
    expect(breakdown?.mScore.terms.find((term) => term.code === 'TATA')?.value).not.toBeNull();
    expect(breakdown?.mScore.value).toBeNull();
    expect(breakdown?.mScore.reason).toBe('DSRI, GMI, AQI, SGI, DEPI, SGAI and LVGI are N/A');
    expect(breakdown?.final.score).toBeNull();
    expect(breakdown?.final.reason).toMatch(/^Not scored: the M-score is N\/A/);
  });

  it('a missing line item is named with its year', () => {
    const years = [WORKED_EXAMPLE_T2, { ...WORKED_EXAMPLE_T1, receivables: null }, WORKED_EXAMPLE_T];
    const breakdown = scoreBreakdown({ years, year: T, ...INPUT, peers: [] });
    expect(breakdown?.mScore.terms[0]?.reason).toBe('Missing: Receivables 2023');
  });

  it('too few clusters leave the year not scored, with the count', () => {
    const few = [1, 0.85, 0.5, 0.3, 1, 0.1, 0.85, null, null, null, null, null, null, null];
    const breakdown = scoreBreakdown({
      years: YEARS,
      year: T,
      positions: few,
      valued: 7,
      previousLogit: null,
      peers: [],
    });
    expect(breakdown?.final.score).toBeNull();
    expect(breakdown?.final.reason).toBe('Not scored: 7 of 14 clusters available, at least 8 needed');
  });

  it('clusters with values but too few peers to rank them among: not scored, and why', () => {
    const none = POSITIONS.map(() => null);
    const breakdown = scoreBreakdown({
      years: YEARS,
      year: T,
      positions: none,
      valued: 10,
      previousLogit: null,
      peers: [],
    });
    expect(breakdown?.final.score).toBeNull();
    expect(breakdown?.final.reason).toBe('Not scored: fewer than 30 peers to rank the clusters against');
  });

  it('no statements that year: no breakdown', () => {
    expect(scoreBreakdown({ years: YEARS, year: 2030, ...INPUT, peers: [] })).toBeNull();
  });

  it("t-1 as year t's filing reports it (a comparative) is the figure used, and marked so", () => {
    const years = [
      WORKED_EXAMPLE_T2,
      WORKED_EXAMPLE_T1,
      { ...WORKED_EXAMPLE_T, comparative: { receivables: 120 } },
    ];
    const breakdown = scoreBreakdown({ years, year: T, ...INPUT, peers: [] });
    const input = breakdown?.mScore.terms[0]?.inputs.find(
      (entry) => entry.year === 2023 && entry.item === 'receivables',
    );
    expect(input).toMatchObject({ value: 120, asReportedIn: 2024 });
    // (180 / 1200) / (120 / 1000) = 1.25
    expect(breakdown?.mScore.terms[0]?.value).toBeCloseTo(1.25, 12);
  });
});

describe('statementTable', () => {
  it('lists the 21 line items over the years, oldest first', () => {
    const table = statementTable(YEARS);
    expect(table.years).toEqual([2022, 2023, 2024]);
    expect(table.items).toHaveLength(21);
    expect(table.items[0]).toEqual({
      item: 'revenue',
      label: 'Revenue',
      values: [800, 1000, 1200],
      notReported: [false, false, false],
      revisions: [null, null, null],
    });
  });

  it('marks the lines a complete filing does not have, taken as 0, year by year', () => {
    const table = statementTable([
      { ...WORKED_EXAMPLE_T2, inventory: 0, notReported: ['inventory'] },
      WORKED_EXAMPLE_T1,
      { ...WORKED_EXAMPLE_T, inventory: 0, longTermDebt: 0, notReported: ['inventory', 'longTermDebt'] },
    ]);
    const row = (item: string) => table.items.find((entry) => entry.item === item);
    expect(row('inventory')?.notReported).toEqual([true, false, true]);
    expect(row('longTermDebt')?.notReported).toEqual([false, false, true]);
    expect(row('revenue')?.notReported).toEqual([false, false, false]);
  });
});

describe('statementTable with later filings’ revisions', () => {
  // Apple's fiscal 2009 as first reported (10-K filed 2009-10-27) and as its 10-K/A of 2010-01-25 restated it.
  const amendment = { form: '10-K/A', filed: '2010-01-25', accession: '0001193125-10-012091', url: 'u1' };
  const nextTenK = { form: '10-K', filed: '2010-10-27', accession: '0001193125-10-238044', url: 'u2' };
  const fy2008 = { ...WORKED_EXAMPLE_T1, year: 2008, revenue: 32_479 };
  const fy2009 = { ...WORKED_EXAMPLE_T, year: 2009, revenue: 36_537, cogs: 23_397 };
  const table = statementTable([
    {
      ...fy2008,
      revisions: [{ item: 'revenue' as const, year: 2008, from: 32_479, to: 37_491, ...amendment }],
    },
    {
      ...fy2009,
      // Stored out of order: a figure revised twice (the later filing last), and revenue after cogs.
      revisions: [
        { item: 'cogs' as const, year: 2009, from: 25_683, to: 25_600, ...nextTenK },
        { item: 'cogs' as const, year: 2009, from: 23_397, to: 25_683, ...amendment },
        { item: 'revenue' as const, year: 2009, from: 36_537, to: 42_905, ...amendment },
      ],
    },
    { ...WORKED_EXAMPLE_T, year: 2010 },
  ]);
  const row = (item: string) => table.items.find((entry) => entry.item === item);

  it('pairs each revised figure with its first reported value, the later value and the filing', () => {
    expect(row('revenue')?.values).toEqual([32_479, 36_537, 1200]);
    expect(row('revenue')?.revisions).toEqual([
      { from: 32_479, to: 37_491, ...amendment },
      { from: 36_537, to: 42_905, ...amendment },
      null,
    ]);
    expect(row('totalAssets')?.revisions).toEqual([null, null, null]);
  });

  it('shows a figure revised twice as first reported against its latest value and filing', () => {
    expect(row('cogs')?.revisions[1]).toEqual({ from: 23_397, to: 25_600, ...nextTenK });
  });

  it('lists every revision: latest year first, line items in table order, oldest filing first', () => {
    expect(table.revisions.map((each) => [each.year, each.label, each.from, each.to, each.form])).toEqual([
      [2009, 'Revenue', 36_537, 42_905, '10-K/A'],
      [2009, 'Cost of goods sold', 23_397, 25_683, '10-K/A'],
      [2009, 'Cost of goods sold', 25_683, 25_600, '10-K'],
      [2008, 'Revenue', 32_479, 37_491, '10-K/A'],
    ]);
    expect(table.revisions[0]).toEqual({
      item: 'revenue',
      year: 2009,
      label: 'Revenue',
      from: 36_537,
      to: 42_905,
      ...amendment,
    });
  });

  it('has no revision without any (generated and CSV data, a trial tenant)', () => {
    const plain = statementTable(YEARS);
    expect(plain.revisions).toEqual([]);
    expect(plain.items.every((entry) => entry.revisions.every((revision) => revision === null))).toBe(true);
  });
});
