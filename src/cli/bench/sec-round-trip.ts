import type pg from 'pg';
import { COMPARED_ITEMS, type ExpectedSecCompany } from './sec-bulk-files.js';

/** Two values agree when they differ by at most this much of the larger (the files hold whole dollars). */
export const RELATIVE_TOLERANCE = 1e-6;

export interface RoundTrip {
  /** Companies and company-years the database holds. */
  readonly companies: number;
  readonly companyYears: number;
  /** Every difference found (a company or year missing or extra, a line item that differs). */
  readonly mismatches: number;
  /** The first few differences, one line each. */
  readonly examples: string[];
}

const snake = (item: string): string => item.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function sameValue(expected: number | null, stored: number | null): boolean {
  if (expected === null || stored === null) return expected === stored;
  return Math.abs(expected - stored) <= RELATIVE_TOLERANCE * Math.max(Math.abs(expected), Math.abs(stored));
}

/**
 * Reads screening.company and screening.statement back and compares them with what was generated:
 * the same companies (by CIK, with the expected ticker), the same years, every line item within
 * RELATIVE_TOLERANCE.
 */
export async function compareRoundTrip(
  client: pg.Client,
  expected: readonly ExpectedSecCompany[],
  maxExamples = 10,
): Promise<RoundTrip> {
  const examples: string[] = [];
  let mismatches = 0;
  const mismatch = (line: string): void => {
    mismatches += 1;
    if (examples.length < maxExamples) examples.push(line);
  };

  const { rows: companies } = await client.query<{ ticker_id: string; cik: number | null }>(
    'select ticker_id, cik from screening.company',
  );
  const columns = COMPARED_ITEMS.map((item) => `s.${snake(item)}`).join(', ');
  const { rows: statements } = await client.query<Record<string, number | null> & { ticker_id: string }>(
    `select s.ticker_id, s.year, ${columns} from screening.statement s`,
  );

  const byCik = new Map<number, string>();
  for (const company of companies) {
    if (company.cik === null) mismatch(`company ${company.ticker_id}: stored without a CIK`);
    else byCik.set(company.cik, company.ticker_id);
  }
  const storedYears = new Map<string, Map<number, Record<string, number | null>>>();
  for (const row of statements) {
    const years = storedYears.get(row.ticker_id) ?? new Map<number, Record<string, number | null>>();
    storedYears.set(row.ticker_id, years);
    years.set(Number(row.year), row);
  }

  const expectedCiks = new Set(expected.map((company) => company.cik));
  for (const [cik, tickerId] of byCik)
    if (!expectedCiks.has(cik)) mismatch(`CIK ${cik} (${tickerId}): stored but not generated`);
  for (const company of expected) {
    const tickerId = byCik.get(company.cik);
    if (tickerId === undefined) {
      mismatch(`CIK ${company.cik} (${company.tickerId}): generated but not stored`);
      continue;
    }
    if (tickerId !== company.tickerId)
      mismatch(`CIK ${company.cik}: stored as ticker ${tickerId}, expected ${company.tickerId}`);
    const stored = storedYears.get(tickerId) ?? new Map<number, Record<string, number | null>>();
    for (const year of stored.keys())
      if (!company.years.has(year)) mismatch(`${company.tickerId} ${year}: stored but not generated`);
    for (const [year, values] of company.years) {
      const row = stored.get(year);
      if (!row) {
        mismatch(`${company.tickerId} ${year}: generated but not stored`);
        continue;
      }
      COMPARED_ITEMS.forEach((item, i) => {
        const want = values[i] ?? null;
        const raw = row[snake(item)];
        const got = raw === null || raw === undefined ? null : Number(raw);
        if (!sameValue(want, got))
          mismatch(
            `${company.tickerId} ${year} ${item}: stored ${got ?? 'null'}, generated ${want ?? 'null'}`,
          );
      });
    }
  }
  return { companies: companies.length, companyYears: statements.length, mismatches, examples };
}
