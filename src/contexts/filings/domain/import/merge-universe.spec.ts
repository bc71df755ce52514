import { generateUniverse } from '../universe-generator.js';
import { mergeUniverse } from './merge-universe.js';

describe('mergeUniverse', () => {
  const stored = generateUniverse({ companies: 3, years: 4, seed: 5, lastYear: 2025 });

  it('adds new companies and replaces the imported years of existing ones, keeping their other years and prices', () => {
    const [first, second] = stored.companies;
    if (!first || !second) throw new Error('fixture');
    const lastYear = first.statements.at(-1);
    if (!lastYear) throw new Error('fixture');
    const revised = { ...lastYear, revenue: 123.456 };
    const newcomer = {
      ...second,
      tickerId: 'NEW1',
      isin: 'US0378331005',
      statements: second.statements.slice(0, 2),
      prices: null,
    };

    const merged = mergeUniverse(stored, [
      { ...first, name: 'Renamed plc', prices: null, statements: [revised] },
      newcomer,
    ]);

    expect(merged.companies).toHaveLength(4);
    const updated = merged.companies.find((company) => company.tickerId === first.tickerId);
    expect(updated?.name).toBe('Renamed plc');
    expect(updated?.prices).toBe(first.prices);
    expect(updated?.statements.map((s) => s.year)).toEqual(first.statements.map((s) => s.year));
    expect(updated?.statements.at(-1)?.revenue).toBe(123.456);
    expect(merged.companies.find((company) => company.tickerId === 'NEW1')?.statements).toHaveLength(2);
    expect(merged.indices).toBe(stored.indices);
  });
});
