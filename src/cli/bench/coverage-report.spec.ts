import type { CoverageSummary, FilingCoverage } from '../../contexts/filings/index.js';
import { coverageReport } from './coverage-report.js';

/** A made-up filing measured: revenue and total assets filled, or what is given. */
function filing(cik: number, sources: Partial<Record<string, string>>, filled: number): FilingCoverage {
  const all = Object.fromEntries(
    ['revenue', 'cogs', 'totalAssets', 'longTermDebt'].map((item) => [item, sources[item] ?? null]),
  );
  return {
    cik,
    entityName: `Filer ${cik}`,
    accn: `000000000${cik}-10-000001`,
    form: '10-Q',
    filed: '2010-08-05',
    taxonomy: 'us-gaap',
    periodEnd: '2010-06-30',
    periodStart: '2010-01-01',
    sources: all as FilingCoverage['sources'],
    filled,
    absentAsZero: [],
    debtConcepts: [],
    costPartsWithoutTotal: false,
  };
}

const summaryOf = (filings: FilingCoverage[]): CoverageSummary => ({
  filings: filings.length,
  filers: filings.length,
  annualFilings: 0,
  itemsFilled: filings.reduce((sum, f) => sum + f.filled, 0),
  itemsFilledAnnual: 0,
  perItem: [
    { item: 'revenue', filled: 2, bySource: [['Revenues', 2]] },
    { item: 'cogs', filled: 1, bySource: [['CostOfGoodsSold + CostOfServices', 1]] },
    { item: 'totalAssets', filled: 2, bySource: [['Assets', 2]] },
    { item: 'longTermDebt', filled: 0, bySource: [] },
  ],
  longTermDebt: { withDebtConcept: 4, filled: 3, tableConcepts: ['LongTermDebtNoncurrent'], unfilled: [] },
  costParts: [{ filing: filings[1]!, summed: true }],
});

describe('coverageReport', () => {
  const filings = [
    filing(1, { revenue: 'Revenues', totalAssets: 'Assets' }, 2),
    filing(2, { revenue: 'Revenues', cogs: 'CostOfGoodsSold + CostOfServices', totalAssets: 'Assets' }, 3),
  ];

  it('prints the worst filings first, with what filled each item, and the summary line last', () => {
    const lines = coverageReport(summaryOf(filings), filings, { all: false, worst: 1, read: '2010q2.zip' });
    const worst = lines.findIndex((line) => line.startsWith('The 1 filings with the fewest'));
    expect(lines[worst + 1]).toMatch(/^\s+1 {2}Filer 1 .* 2\/21 {2}missing: cogs, longTermDebt$/);
    expect(lines[worst + 2]).toBe('      revenue=Revenues · totalAssets=Assets');
    expect(lines).not.toContainEqual(expect.stringMatching(/^\s+2 {2}Filer 2/));
    expect(lines.at(-1)).toBe(
      'coverage: 2 filings, 5 of 42 items filled (11.9%); annual reports 0 of 0; long-term debt 75.0% (3/4); cost of revenue sums 1 of 1',
    );
  });

  it('prints every filing with --filings, and the cost of revenue filings with their sum', () => {
    const lines = coverageReport(summaryOf(filings), filings, { all: true, worst: 1, read: '2010q2.zip' });
    expect(lines).toContain('Every filing (2): items filled of 21, what filled each:');
    expect(lines).toContainEqual(expect.stringMatching(/^\s+2 {2}Filer 2 .* 3\/21/));
    expect(lines).toContain(
      '  sum     2 Filer 2 10-Q 2010-06-30 6m: cogs = CostOfGoodsSold + CostOfServices',
    );
  });
});
