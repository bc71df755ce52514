import { readFileSync } from 'node:fs';
import path from 'node:path';

import { findIndustryGroup, findSector } from '../../../screening/domain/published/reference-data.js';
import { classifySic, findSicRange, SIC_RANGES, sicRangeText, type SicRange } from './sic-classification.js';

/** The table's row in docs/sec-edgar-classification.md. */
function docRow(range: SicRange): string {
  const group = findIndustryGroup(range.industry_groupID);
  const sector = group ? findSector(group.sectorID) : undefined;
  return `| ${sicRangeText(range)} | ${sector?.sector_name} | ${group?.industry_group} | ${range.label} |`;
}

describe('SIC_RANGES', () => {
  it('has rows inside 0100-9999, each to a known industry group', () => {
    for (const range of SIC_RANGES) {
      expect(range.from).toBeGreaterThanOrEqual(100);
      expect(range.to).toBeLessThanOrEqual(9999);
      expect(range.from).toBeLessThanOrEqual(range.to);
      expect(findIndustryGroup(range.industry_groupID)).toBeDefined();
      expect(range.label.length).toBeGreaterThan(5);
    }
  });

  it('covers every code from 0100 to 9999, and every row is the first match of some code', () => {
    const firstMatches = new Set<SicRange>();
    for (let sic = 100; sic <= 9999; sic++) {
      const range = findSicRange(sic);
      if (!range) throw new Error(`SIC ${sic} is in no row`);
      firstMatches.add(range);
    }
    const shadowed = SIC_RANGES.filter((range) => !firstMatches.has(range)).map(sicRangeText);
    expect(shadowed).toEqual([]);
  });

  it('is listed row by row, in order, in docs/sec-edgar-classification.md', () => {
    const doc = readFileSync(path.resolve(process.cwd(), 'docs/sec-edgar-classification.md'), 'utf8');
    // Prettier pads the table's cells: compare with runs of spaces collapsed.
    const rows = doc.split('\n').map((line) => line.replace(/ {2,}/g, ' ').trim());
    const sicRows = rows.filter((line) => /^\| \d{4}(-\d{4})? \|/.test(line));
    expect(sicRows).toEqual(SIC_RANGES.map(docRow));
  });
});

describe('classifySic', () => {
  const groupOf = (sic: number): number => classifySic(sic).industry_groupID;

  it('classifies the real companies the import is checked against', () => {
    expect(classifySic(3571)).toEqual({ sectorID: 45, industry_groupID: 4520, unclassified: false }); // Apple
    expect(classifySic(3674)).toEqual({ sectorID: 45, industry_groupID: 4530, unclassified: false }); // NVIDIA, Marvell
    expect(classifySic(3711)).toEqual({ sectorID: 25, industry_groupID: 2510, unclassified: false }); // Tesla
    expect(classifySic(7372)).toEqual({ sectorID: 45, industry_groupID: 4510, unclassified: false }); // Microsoft
    // Alphabet: GICS says Interactive Media (5020); 7370 is shared with IT services, so Software & Services.
    expect(classifySic(7370)).toEqual({ sectorID: 45, industry_groupID: 4510, unclassified: false });
    expect(groupOf(4700)).toBe(2530); // Expedia: online travel
    expect(groupOf(6798)).toBe(6010); // REITs
    expect(groupOf(6111)).toBe(4020); // Fannie Mae
  });

  it('follows GICS across the SIC divisions', () => {
    const expected: ReadonlyArray<readonly [number, number]> = [
      [100, 3020],
      [1040, 1510],
      [1221, 1010],
      [1311, 1010],
      [1381, 1010],
      [1389, 1010],
      [1400, 1510],
      [1531, 2520],
      [1623, 2010],
      [2000, 3020],
      [2086, 3020],
      [2099, 3020],
      [2111, 3020],
      [2834, 3520],
      [2836, 3520],
      [2844, 3030],
      [2821, 1510],
      [2911, 1010],
      [3011, 2510],
      [3312, 1510],
      [3411, 1510],
      [3523, 2010],
      [3570, 4520],
      [3579, 4520],
      [3661, 4520],
      [3672, 4520],
      [3690, 2010],
      [3714, 2510],
      [3716, 2510],
      [3721, 2010],
      [3826, 3520],
      [3841, 3510],
      [4011, 2030],
      [4512, 2030],
      [4731, 2030],
      [4812, 5010],
      [4813, 5010],
      [4833, 5020],
      [4841, 5020],
      [4911, 5510],
      [4922, 1010],
      [4924, 5510],
      [4953, 2020],
      [4991, 5510],
      [5047, 3510],
      [5122, 3510],
      [5141, 3010],
      [5211, 2550],
      [5311, 2550],
      [5331, 3010],
      [5411, 3010],
      [5812, 2530],
      [5912, 3010],
      [5961, 2550],
      [6021, 4010],
      [6029, 4010],
      [6035, 4010],
      [6099, 4020],
      [6211, 4020],
      [6311, 4030],
      [6324, 3510],
      [6331, 4030],
      [6411, 4030],
      [6531, 6020],
      [6770, 4020],
      [7011, 2530],
      [7311, 5020],
      [7359, 2010],
      [7373, 4510],
      [7374, 4510],
      [7389, 2020],
      [7812, 5020],
      [8000, 3510],
      [8062, 3510],
      [8071, 3510],
      [8099, 3510],
      [8731, 3520],
      [8742, 2020],
    ];
    const wrong = expected.filter(([sic, group]) => groupOf(sic) !== group);
    expect(wrong.map(([sic]) => `${sic} → ${groupOf(sic)}`)).toEqual([]);
  });

  it('takes the sector of the industry group', () => {
    for (let sic = 100; sic <= 9999; sic++) {
      const { sectorID, industry_groupID } = classifySic(sic);
      expect(findIndustryGroup(industry_groupID)?.sectorID).toBe(sectorID);
    }
  });

  it('sends a missing code, a non-industry code and a code outside 0100-9999 to Unclassified', () => {
    const unclassified = { sectorID: 99, industry_groupID: 9999, unclassified: true };
    for (const sic of [null, 0, 50, 8880, 8888, 9721, 9995, 10000, 3571.5, Number.NaN]) {
      expect(classifySic(sic)).toEqual(unclassified);
    }
  });

  it('writes ranges with four digits', () => {
    expect(sicRangeText({ from: 100, to: 799 })).toBe('0100-0799');
    expect(sicRangeText({ from: 3674, to: 3674 })).toBe('3674');
  });
});
