import {
  aqi,
  beneishIndices,
  depi,
  dsri,
  gmi,
  isLikelyManipulator,
  lvgi,
  mScore,
  sgai,
  sgi,
  tata,
} from './beneish.js';
import { WORKED_EXAMPLE_T, WORKED_EXAMPLE_T1 } from './worked-example.js';

const cur = WORKED_EXAMPLE_T;
const prev = WORKED_EXAMPLE_T1;

describe('Beneish (1999) indices on the worked example', () => {
  it('DSRI = (180 / 1200) / (100 / 1000) = 0.15 / 0.10 = 1.5', () => {
    expect(dsri(cur, prev)).toBeCloseTo(1.5, 12);
  });

  it('GMI = GM(t-1) / GM(t) = (400 / 1000) / (420 / 1200) = 0.40 / 0.35 = 1.142857', () => {
    expect(gmi(cur, prev)).toBeCloseTo(0.4 / 0.35, 12);
  });

  it('AQI = [1 - (400 + 500) / 1250] / [1 - (250 + 450) / 1000] = 0.28 / 0.30 = 0.933333', () => {
    expect(aqi(cur, prev)).toBeCloseTo(0.28 / 0.3, 12);
  });

  it('SGI = 1200 / 1000 = 1.2', () => {
    expect(sgi(cur, prev)).toBeCloseTo(1.2, 12);
  });

  it('DEPI = [50 / (50 + 450)] / [45 / (45 + 500)] = 0.1 / 0.0825688 = 1.211111', () => {
    expect(depi(cur, prev)).toBeCloseTo(54.5 / 45, 12);
  });

  it('SGAI = (216 / 1200) / (200 / 1000) = 0.18 / 0.20 = 0.9', () => {
    expect(sgai(cur, prev)).toBeCloseTo(0.9, 12);
  });

  it('LVGI = [(200 + 300) / 1250] / [(150 + 250) / 1000] = 0.4 / 0.4 = 1', () => {
    expect(lvgi(cur, prev)).toBeCloseTo(1, 12);
  });

  it('TATA = (90 - 30) / 1250 = 0.048', () => {
    expect(tata(cur)).toBeCloseTo(0.048, 12);
  });

  it('M-score as published', () => {
    // M = -4.84 + 0.920 x 1.5 + 0.528 x 1.142857 + 0.404 x 0.933333 + 0.892 x 1.2 + 0.115 x 1.211111
    //     - 0.172 x 0.9 + 4.679 x 0.048 - 0.327 x 1
    //   = -4.84 + 1.38 + 0.603429 + 0.377067 + 1.0704 + 0.139278 - 0.1548 + 0.224592 - 0.327
    //   = -1.527035, above -1.78: flagged as a likely manipulator.
    const m = mScore(beneishIndices(cur, prev));
    expect(m).toBeCloseTo(-1.527035, 6);
    expect(isLikelyManipulator(m ?? -99)).toBe(true);
  });

  it('flags only above the -1.78 threshold', () => {
    expect(isLikelyManipulator(-1.78)).toBe(false);
    expect(isLikelyManipulator(-1.77)).toBe(true);
    expect(isLikelyManipulator(-2.5)).toBe(false);
  });

  it('an index is null when an input is missing or a denominator is zero, and so is M', () => {
    expect(dsri({ ...cur, receivables: null }, prev)).toBeNull();
    expect(sgi(cur, { ...prev, revenue: 0 })).toBeNull();
    expect(depi(cur, { ...prev, depreciation: 0, ppe: 0 })).toBeNull();
    expect(mScore(beneishIndices({ ...cur, cfo: null }, prev))).toBeNull();
    expect(mScore(beneishIndices(cur, null))).toBeNull();
    expect(beneishIndices(cur, null).tata).toBeCloseTo(0.048, 12);
  });
});
