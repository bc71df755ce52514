import { createHash } from 'node:crypto';
import { isValidIsin } from './isin.js';
import { EXCHANGE_COUNTRIES } from '../../screening/domain/published/reference-data.js';
import { findIndustryGroup } from '../../screening/domain/published/reference-data.js';
import type { CompanyYear } from '../../screening/domain/published/universe.js';
import { generateUniverse, MANIPULATION_PATTERNS } from './universe-generator.js';

const options = { companies: 1000, years: 10, seed: 20240601, lastYear: 2024 };
const universe = generateUniverse(options);
const companyYears: CompanyYear[] = universe.companies.flatMap((c) => [...c.statements]);

describe('generateUniverse', () => {
  it('is a pure function of its options', () => {
    const again = generateUniverse(options);
    expect(again.companies.map((c) => c.tickerId)).toEqual(universe.companies.map((c) => c.tickerId));
    expect(again).toEqual(universe);
  });

  it('generates the same universe, byte for byte, as the code it was refactored from', () => {
    // The expected digests come from the generator before simulateCompany was split into named steps:
    // a refactor that moves one random draw or reorders one sum changes them. Issue 28 changed them on
    // purpose: episodes last as long as the enforcement records' (EPISODE_LENGTHS), and companies carry
    // their origin ('generated'). The filings behind the events (issue 31) are left out: they draw from
    // streams of their own, and these digests prove that they moved no other number.
    const digest = (options: Parameters<typeof generateUniverse>[0]): string => {
      // Typed arrays (monthly prices, index levels) as plain arrays; numbers print round-trip exact.
      const plain = (key: string, value: unknown): unknown =>
        key === 'filingEvents' ? undefined : value instanceof Float64Array ? Array.from(value) : value;
      return createHash('sha256')
        .update(JSON.stringify(generateUniverse(options), plain))
        .digest('hex');
    };
    expect(digest({ companies: 400, years: 12, seed: 42, lastYear: 2025 })).toBe(
      'bab54989d74ef1bc8c1478c2fb89fae74b34c1c7efb6987ba2a0d6230e830aa6',
    );
    expect(
      digest({ companies: 300, years: 8, seed: 7, lastYear: 2024, manipulationRate: 0.3, missingRate: 0.1 }),
    ).toBe('68a5cdd42ff5ced51b35d5209f7074d9c490bb01844e1e12c0ec5fafa6159aba');
  });

  it('changes with the seed', () => {
    const other = generateUniverse({ ...options, companies: 50, seed: options.seed + 1 });
    const same = universe.companies.slice(0, 50);
    expect(other.companies.map((c) => c.name)).not.toEqual(same.map((c) => c.name));
    expect(other.companies[0]?.statements[0]?.revenue).not.toBe(same[0]?.statements[0]?.revenue);
  });

  it('covers the requested years, with late listings and delistings', () => {
    expect(universe.firstYear).toBe(2015);
    expect(universe.lastYear).toBe(2024);
    for (const company of universe.companies) {
      const years = company.statements.map((s) => s.year);
      expect(years.length).toBeGreaterThanOrEqual(3);
      years.forEach((year, i) => expect(year).toBe((years[0] ?? 0) + i));
      if (company.trading_status === 'Delisted') expect(years[years.length - 1]).toBeLessThan(2024);
      else expect(years[years.length - 1]).toBe(2024);
      expect(company.prices.monthly).toHaveLength(years.length * 12);
      expect(company.prices.firstYear).toBe(years[0]);
      expect(company.prices.monthly.every((p) => p > 0)).toBe(true);
    }
    const statuses = new Set(universe.companies.map((c) => c.trading_status));
    expect([...statuses].sort()).toEqual(['Active', 'Delisted', 'Suspended']);
    expect(universe.companies.some((c) => (c.statements[0]?.year ?? 0) > 2015)).toBe(true);
  });

  it('gives every company a valid unique ISIN, a unique ticker and a unique name', () => {
    const isins = universe.companies.map((c) => c.isin);
    expect(isins.every(isValidIsin)).toBe(true);
    expect(new Set(isins).size).toBe(isins.length);
    expect(new Set(universe.companies.map((c) => c.tickerId)).size).toBe(isins.length);
    expect(new Set(universe.companies.map((c) => c.name)).size).toBe(isins.length);
    for (const company of universe.companies) {
      expect(company.isin.slice(0, 2)).toBe(company.incorporationIso2);
      expect(findIndustryGroup(company.industry_groupID)?.sectorID).toBe(company.sectorID);
    }
  });

  it('lists and domiciles most companies at home, about one in ten elsewhere', () => {
    const iso = new Map(EXCHANGE_COUNTRIES.map((c) => [c.exchange_countryID, c.iso2]));
    const abroad = universe.companies.filter(
      (c) =>
        c.incorporationIso2 !== iso.get(c.exchange_countryID) ||
        c.domicileIso2 !== iso.get(c.exchange_countryID),
    );
    const share = abroad.length / universe.companies.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.16);
    const offshore = new Set(universe.companies.map((c) => c.incorporationIso2));
    for (const iso2 of ['KY', 'BM', 'LU']) expect(offshore.has(iso2)).toBe(true);
  });

  it('balances every company-year: assets = liabilities + equity, current assets add up', () => {
    const unbalanced: string[] = [];
    for (const s of companyYears) {
      const { totalAssets, totalLiabilities, equity, currentAssets } = s;
      if (totalAssets === null || totalLiabilities === null || equity === null || currentAssets === null) {
        unbalanced.push(`${s.year}: totals missing`);
        continue;
      }
      if (Math.abs(totalAssets - totalLiabilities - equity) > 1e-6) unbalanced.push(`${s.year}: A != L + E`);
      if (
        s.cash !== null &&
        s.receivables !== null &&
        s.inventory !== null &&
        s.otherCurrentAssets !== null
      ) {
        const parts = s.cash + s.receivables + s.inventory + s.otherCurrentAssets;
        if (Math.abs(currentAssets - parts) > 1e-6) unbalanced.push(`${s.year}: current assets`);
      }
      if (totalAssets + 1e-9 < currentAssets + (s.ppe ?? 0)) unbalanced.push(`${s.year}: assets too small`);
    }
    expect(unbalanced).toEqual([]);
  });

  it('ties cash flow to the balance sheet: d cash = CFO + CFI + CFF, d equity = NI - dividends + equity issued', () => {
    const untied: string[] = [];
    let checked = 0;
    for (const company of universe.companies) {
      company.statements.forEach((s, i) => {
        const prev = company.statements[i - 1];
        if (!prev) return;
        if (s.cfo !== null && s.cfi !== null && s.cff !== null && s.cash !== null && prev.cash !== null) {
          checked++;
          if (Math.abs(s.cash - prev.cash - (s.cfo + s.cfi + s.cff)) > 0.005)
            untied.push(`${company.tickerId} ${s.year} cash`);
        }
        if (s.netIncome !== null && s.dividends !== null && s.equityIssued !== null) {
          const change = (s.equity ?? 0) - (prev.equity ?? 0);
          if (Math.abs(change - (s.netIncome - s.dividends + s.equityIssued)) > 0.01) {
            untied.push(`${company.tickerId} ${s.year} equity`);
          }
        }
      });
    }
    expect(untied).toEqual([]);
    expect(checked).toBeGreaterThan(companyYears.length * 0.8);
  });

  it('labels 3-5% of company-years with each of the four manipulation patterns', () => {
    const manipulated = companyYears.filter((s) => s.manipulated);
    const share = manipulated.length / companyYears.length;
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.05);
    expect(new Set(manipulated.map((s) => s.pattern))).toEqual(new Set(MANIPULATION_PATTERNS));
    expect(companyYears.filter((s) => !s.manipulated).every((s) => s.pattern === null)).toBe(true);
    // Manipulation starts in the third listed year at the earliest, so every lag exists.
    for (const company of universe.companies) {
      company.statements.slice(0, 2).forEach((s) => expect(s.manipulated).toBe(false));
    }
  });

  it('shows the patterns in the ratios the way real cases do', () => {
    const accruals = (s: CompanyYear): number => ((s.netIncome ?? 0) - (s.cfo ?? 0)) / (s.totalAssets ?? 1);
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    const withCfo = companyYears.filter((s) => s.cfo !== null);
    const manipulated = mean(withCfo.filter((s) => s.manipulated).map(accruals));
    const normal = mean(withCfo.filter((s) => !s.manipulated).map(accruals));
    // Sloan (1996), Beneish (1999): manipulators' earnings run ahead of their cash flow.
    expect(manipulated).toBeGreaterThan(normal + 0.02);

    const dsri = (pattern: string): number => {
      const values: number[] = [];
      for (const company of universe.companies) {
        company.statements.forEach((s, i) => {
          const prev = company.statements[i - 1];
          if (!prev || s.receivables === null || prev.receivables === null || !prev.receivables) return;
          if ((pattern === 'none' && !s.manipulated) || s.pattern === pattern) {
            values.push(s.receivables / (s.revenue ?? 1) / (prev.receivables / (prev.revenue ?? 1)));
          }
        });
      }
      return mean(values);
    };
    expect(dsri('receivables')).toBeGreaterThan(dsri('none') + 0.2);
  });

  it('leaves about 2% of company-years with a missing input', () => {
    const inputs = [
      'cfo',
      'receivables',
      'inventory',
      'sga',
      'depreciation',
      'marketValue',
      'otherIntangibles',
      'securities',
    ] as const;
    const missing =
      companyYears.filter((s) => inputs.some((field) => s[field] === null)).length / companyYears.length;
    expect(missing).toBeGreaterThan(0.01);
    expect(missing).toBeLessThan(0.03);
  });

  it('records filing events and auditor changes', () => {
    const changes = companyYears.filter((s) => s.auditorChanged);
    expect(changes.length).toBeGreaterThan(0);
    for (const s of changes) {
      expect(s.previousAuditorID).not.toBeNull();
      expect(s.previousAuditorID).not.toBe(s.auditorID);
    }
    for (const event of ['lateFiling', 'qualifiedOpinion', 'restatement'] as const) {
      expect(companyYears.some((s) => s[event])).toBe(true);
    }
  });

  it("gives every flagged year its filing, under the company's made-up CIK, and no other", () => {
    const kinds = [
      ['lateFiling', 'late-filing'],
      ['auditorChanged', 'auditor-change'],
      ['restatement', 'non-reliance'],
    ] as const;
    universe.companies.forEach((company, i) => {
      const events = company.filingEvents ?? [];
      const flagged = company.statements.flatMap((s) =>
        kinds.filter(([flag]) => s[flag]).map(([, kind]) => `${s.year} ${kind}`),
      );
      expect(events.map((event) => `${event.fiscalYear} ${event.kind}`).sort()).toEqual(flagged.sort());
      expect(new Set(events.map((event) => event.accn)).size).toBe(events.length);
      for (const event of events) {
        expect(event.cik).toBe(1_000_000 + i);
        expect(event.accn.startsWith(`${String(1_000_000 + i).padStart(10, '0')}-`)).toBe(true);
      }
    });
    expect(
      universe.companies.filter((company) => (company.filingEvents ?? []).length > 0).length,
    ).toBeGreaterThan(100);
  });

  it('has one index series per exchange country over the whole span', () => {
    expect(universe.indices).toHaveLength(EXCHANGE_COUNTRIES.length);
    for (const index of universe.indices) {
      expect(index.firstYear).toBe(2015);
      expect(index.monthly).toHaveLength(120);
      expect(index.monthly.every((v) => v > 0)).toBe(true);
    }
  });

  it('refuses nonsense options', () => {
    expect(() => generateUniverse({ ...options, years: 0 })).toThrow();
    expect(() => generateUniverse({ ...options, companies: -1 })).toThrow();
  });
});
