import type pg from 'pg';
import { LINE_ITEM_MAPPINGS, conceptsOf } from '../../contexts/filings/domain/sec/concept-map.js';
import { mapSecFacts } from '../../contexts/filings/domain/sec/annual-statements.js';
import { parseCompanyFacts } from '../../contexts/filings/domain/sec/companyfacts.js';
import { parseSubmissions } from '../../contexts/filings/domain/sec/submissions.js';
import { generateUniverse } from '../../contexts/filings/index.js';
import {
  COMPARED_ITEMS,
  SEC_BENCH_CONCEPTS,
  secDocuments,
  secTickers,
  type ExpectedSecCompany,
} from './sec-bulk-files.js';
import { compareRoundTrip, sameValue } from './sec-round-trip.js';

describe('SEC bulk files of bench:sec', () => {
  it('writes each line item under the first concept of its mapping', () => {
    for (const mapping of LINE_ITEM_MAPPINGS) {
      const entry = SEC_BENCH_CONCEPTS.find((candidate) => candidate.item === mapping.item);
      const first = mapping.usGaap[0];
      expect(entry && first).toBeTruthy();
      if (!entry || !first) continue;
      expect(entry.measure).toBe(mapping.measure);
      expect(entry.concept).toBe(conceptsOf(first)[0]);
    }
    expect(SEC_BENCH_CONCEPTS).toHaveLength(LINE_ITEM_MAPPINGS.length);
  });

  it('gives each company a unique SEC ticker', () => {
    expect(secTickers(['ABC-US', 'XYZ-GB', 'ABC-JP', 'ABC1-US', 'abc-DE'])).toEqual([
      'ABC2',
      'XYZ',
      'ABC3',
      'ABC1',
      'ABC4',
    ]);
  });

  it("maps a generated company's documents back to its statements, without revisions", () => {
    const universe = generateUniverse({ companies: 30, years: 6, seed: 7, lastYear: 2024 });
    for (const [index, company] of universe.companies.entries()) {
      const documents = secDocuments(company, 1_000_000 + index, `T${index}`, index);
      const meta = parseSubmissions(JSON.parse(documents.submissions));
      expect(meta).toMatchObject({ cik: 1_000_000 + index, tickers: [`T${index}`], fiscalYearEnd: '1231' });
      const outcome = mapSecFacts(parseCompanyFacts(JSON.parse(documents.facts)));
      if (!outcome.ok) throw new Error(outcome.message);
      const mapped = outcome.mapping.years;
      expect(mapped.map((year) => year.year)).toEqual(company.statements.map((statement) => statement.year));
      for (const [i, statement] of company.statements.entries()) {
        const year = mapped[i];
        expect(year?.revisions).toEqual([]);
        for (const item of COMPARED_ITEMS) {
          const want = statement[item];
          const got = year?.[item] ?? null;
          if (!sameValue(want, got))
            throw new Error(`${company.tickerId} ${statement.year} ${item}: ${got} vs ${want}`);
        }
      }
    }
  });
});

describe('round trip of bench:sec', () => {
  const values = (revenue: number | null): Array<number | null> =>
    COMPARED_ITEMS.map((item) => (item === 'revenue' ? revenue : item === 'marketValue' ? null : 1));
  const expected: ExpectedSecCompany[] = [
    {
      cik: 1_000_000,
      tickerId: 'AAA',
      years: new Map([
        [2023, values(100)],
        [2024, values(110)],
      ]),
    },
    { cik: 1_000_001, tickerId: 'BBB', years: new Map([[2024, values(5)]]) },
  ];
  const row = (ticker: string, year: number, revenue: number | null) => {
    const out: Record<string, unknown> = { ticker_id: ticker, year };
    COMPARED_ITEMS.forEach((item, i) => {
      out[item.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] =
        item === 'revenue' ? revenue : values(0)[i];
    });
    return out;
  };
  const client = (companies: object[], statements: object[]) =>
    ({
      query: (sql: string) =>
        Promise.resolve({
          rows: sql.includes('screening.company') && !sql.includes('statement') ? companies : statements,
        }),
    }) as unknown as pg.Client;

  it('passes when every company, year and line item is back', async () => {
    const result = await compareRoundTrip(
      client(
        [
          { ticker_id: 'AAA', cik: 1_000_000 },
          { ticker_id: 'BBB', cik: 1_000_001 },
        ],
        [row('AAA', 2023, 100.0000001), row('AAA', 2024, 110), row('BBB', 2024, 5)],
      ),
      expected,
    );
    expect(result).toMatchObject({ companies: 2, companyYears: 3, mismatches: 0 });
  });

  it('counts a differing value, a missing year and a missing company', async () => {
    const result = await compareRoundTrip(
      client([{ ticker_id: 'AAA', cik: 1_000_000 }], [row('AAA', 2023, 100.01)]),
      expected,
    );
    expect(result.mismatches).toBe(3);
    expect(result.examples).toEqual([
      'AAA 2023 revenue: stored 100.01, generated 100',
      'AAA 2024: generated but not stored',
      'CIK 1000001 (BBB): generated but not stored',
    ]);
  });
});
