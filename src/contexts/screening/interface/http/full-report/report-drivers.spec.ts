import { scoreBreakdown, statementTable } from '../../../domain/scoring/score-breakdown.js';
import {
  WORKED_EXAMPLE_T,
  WORKED_EXAMPLE_T1,
  WORKED_EXAMPLE_T2,
} from '../../../domain/scoring/worked-example.js';
import type { ReportBreakdown } from './report-data.js';
import { DRIVER_COUNT, strongestDrivers } from './report-drivers.js';

/** The worked example with its own statements as every peer: each sector median is the company's value. */
function workedBreakdown(positions: (number | null)[]): ReportBreakdown {
  const years = [WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T];
  const breakdown = scoreBreakdown({
    years,
    year: WORKED_EXAMPLE_T.year,
    positions,
    valued: 14,
    previousLogit: null,
    peers: Array.from({ length: 30 }, () => years),
  });
  if (breakdown === null) throw new Error('no breakdown');
  return { ...breakdown, tickerId: 'X', origin: 'generated', statements: statementTable(years) } as never;
}

/** Every cluster at the middle of its peers: no red flag, C = 0 below C₀. */
const CALM = Array.from({ length: 14 }, () => 0.5);

type Terms = ReportBreakdown['mScore']['terms'];

/** The breakdown with the given sector medians (by code); the other terms' medians are the company's value. */
function withMedians(breakdown: ReportBreakdown, medians: Record<string, number | null>): ReportBreakdown {
  const set = (terms: Terms): Terms =>
    terms.map((term) =>
      term.code in medians ? { ...term, sectorMedian: medians[term.code] ?? null } : term,
    );
  return {
    ...breakdown,
    mScore: { ...breakdown.mScore, terms: set(breakdown.mScore.terms) },
    fScore: { ...breakdown.fScore, terms: set(breakdown.fScore.terms) },
  };
}

describe('the strongest drivers of the score', () => {
  const calm = workedBreakdown(CALM);

  it('finds none when every input sits at its sector median and no cluster flags', () => {
    expect(calm.clusters.composite).toBe(0);
    expect(strongestDrivers(calm)).toEqual([]);
  });

  it('weighs each input by its model weight and its model’s weight in the final score, against the sector median', () => {
    const mWeight = calm.final.terms.find((term) => term.key === 'mScore')?.weight as number;
    const fWeight = calm.final.terms.find((term) => term.key === 'fScore')?.weight as number;
    const p = calm.fScore.probability as number;
    // DSRI 1.5 (weight 0.92) against 1.45: 0.028; CH_REC 0.071 (weight 2.518) against 0: 0.053.
    const drivers = strongestDrivers(withMedians(calm, { DSRI: 1.45, CH_REC: 0 }));
    const chRec = calm.fScore.terms.find((term) => term.code === 'CH_REC');
    expect(drivers.map((driver) => driver.code)).toEqual(['CH_REC', 'DSRI']);
    expect(drivers[1]?.effect).toBeCloseTo(mWeight * 0.92 * 0.05, 10);
    // ln F moves with the predicted value at the slope 1 − p.
    expect(drivers[0]?.effect).toBeCloseTo(fWeight * (1 - p) * 2.518 * (chRec?.value as number), 10);
    expect(drivers[0]).toMatchObject({
      name: 'Change in receivables',
      model: 'Dechow F-score',
      reference: 0,
      referenceName: 'the sector median',
      explanation: 'Receivables rose relative to total assets: sales may be booked early.',
    });
  });

  it('counts a negatively weighted input when it is below its median, and never one that lowers the score', () => {
    // SGAI 0.9 (weight −0.172) below a median of 1.2 raises M; GMI 1.143 below a median of 2 lowers it.
    const drivers = strongestDrivers(withMedians(calm, { SGAI: 1.2, GMI: 2 }));
    expect(drivers.map((driver) => driver.code)).toEqual(['SGAI']);
    expect(drivers[0]?.explanation).toContain('SG&A fell relative to sales');
  });

  it('measures an input without a sector median against its neutral value, and leaves out a level without one', () => {
    const medians = Object.fromEntries(
      [...calm.mScore.terms, ...calm.fScore.terms].map((term) => [term.code, null]),
    );
    // ISSUE 1 against none issued: 0.3 × (1 − p) × 1.029 = 0.307; DSRI 1.5 against 1: 0.6 × 0.92 × 0.5 = 0.276;
    // TATA 0.048 against 0: 0.6 × 4.679 × 0.048 = 0.135; SOFT_ASSETS 0.539 has no neutral value.
    const drivers = strongestDrivers(withMedians(calm, medians));
    expect(drivers.map((driver) => [driver.code, driver.reference, driver.referenceName])).toEqual([
      ['ISSUE', 0, 'none issued'],
      ['DSRI', 1, 'no change'],
      ['TATA', 0, 'earnings matching cash flow'],
    ]);
    const soft = withMedians(calm, { ...medians, SOFT_ASSETS: 0 });
    expect(strongestDrivers(soft)[0]?.code).toBe('SOFT_ASSETS');
  });

  it('keeps the three strongest, and leaves out an input without a value', () => {
    const flagged = workedBreakdown([1, 0.85, 0.5, 0.3, 1, 0.1, 0.85, 0.5, 1, 0.3, 0.5, 0.5, 0.5, 0.5]);
    const medians = { DSRI: 1, TATA: -0.1, SGI: 1, GMI: 1 };
    const drivers = strongestDrivers(withMedians(flagged, medians));
    expect(drivers).toHaveLength(DRIVER_COUNT);
    expect(drivers.map((driver) => driver.code)).toEqual(['C', 'TATA', 'DSRI']);
    expect(drivers[0]).toMatchObject({ model: 'Clusters', referenceName: 'an average company' });
    expect(drivers[0]?.effect).toBeCloseTo(
      (flagged.final.terms.find((term) => term.key === 'clusters')?.contribution as number) ?? NaN,
      10,
    );
    expect([...drivers].sort((a, b) => b.effect - a.effect)).toEqual(drivers);
    const noValue = withMedians(flagged, medians);
    const missing = {
      ...noValue,
      mScore: {
        ...noValue.mScore,
        terms: noValue.mScore.terms.map((term) => (term.code === 'TATA' ? { ...term, value: null } : term)),
      },
    };
    expect(strongestDrivers(missing).map((driver) => driver.code)).toEqual(['C', 'DSRI', 'SGI']);
  });
});
