import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { importStatements } from '../../src/cli/statements-import.js';
import { statementsToCsv } from '../../src/contexts/filings/domain/import/statements-csv.js';
import {
  aqi,
  depi,
  dsri,
  gmi,
  lvgi,
  sgai,
  sgi,
  tata,
} from '../../src/contexts/screening/domain/scoring/beneish.js';
import {
  changeInCashSales,
  changeInInventory,
  changeInReceivables,
  changeInRoa,
  rsstAccruals,
  softAssets,
} from '../../src/contexts/screening/domain/scoring/dechow-f-score.js';
import {
  WORKED_EXAMPLE_T,
  WORKED_EXAMPLE_T1,
  WORKED_EXAMPLE_T2,
} from '../../src/contexts/screening/domain/scoring/worked-example.js';
import { generateUniverse } from '../../src/contexts/filings/domain/universe-generator.js';
import type {
  FinancialStatement,
  ScoringCompany,
} from '../../src/contexts/screening/domain/published/universe.js';
import { signIn } from '../support/accounts.js';
import { dashboardCall } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const SINGAPORE = 13;
const YEAR = 2024;

interface Input {
  item: keyof FinancialStatement;
  year: number;
  lag: 0 | 1 | 2;
  value: number | null;
  asReportedIn: number | null;
  source: unknown;
}
interface Term {
  key: string;
  code: string;
  value: number | null;
  weight: number;
  contribution: number | null;
  sectorMedian: number | null;
  reason: string | null;
  inputs: Input[];
}
interface Breakdown {
  tickerId: string;
  year: number;
  origin: string;
  final: {
    score: number | null;
    logit: number | null;
    yearLogit: number | null;
    previousLogit: number | null;
    kept: number | null;
    intercept: number;
    terms: { key: string; contribution: number | null }[];
    reason: string | null;
  };
  mScore: {
    value: number | null;
    intercept: number;
    threshold: number;
    sensitiveThreshold: number;
    flagged: boolean | null;
    terms: Term[];
  };
  fScore: {
    value: number | null;
    predictedValue: number | null;
    probability: number | null;
    intercept: number;
    unconditionalProbability: number;
    band: string | null;
    terms: Term[];
  };
  clusters: { available: number; flags: unknown[] };
  history: {
    year: number;
    mScore: number | null;
    mFlagged: boolean | null;
    indices: { key: string; value: number | null }[];
    fScore: number | null;
    fBand: string | null;
    variables: { key: string; value: number | null }[];
  }[];
  statements: {
    years: number[];
    items: { item: string; values: (number | null)[]; revisions: (Record<string, unknown> | null)[] }[];
    revisions: Record<string, unknown>[];
  };
}

type Lagged = [FinancialStatement, FinancialStatement, FinancialStatement];

/** The statements of t, t−1 and t−2 made of the lines a term names, and nothing else. */
function statementsOf(term: Term): Lagged {
  const lags = [{}, {}, {}] as Array<Record<string, number | null>>;
  for (const input of term.inputs)
    (lags[input.lag] as Record<string, number | null>)[input.item] = input.value;
  return lags as unknown as Lagged;
}

/** Each index and variable recomputed from the statement lines the API answered for it. */
const RECOMPUTE: Record<string, (s: Lagged) => number | null> = {
  dsri: ([t, t1]) => dsri(t, t1),
  gmi: ([t, t1]) => gmi(t, t1),
  aqi: ([t, t1]) => aqi(t, t1),
  sgi: ([t, t1]) => sgi(t, t1),
  depi: ([t, t1]) => depi(t, t1),
  sgai: ([t, t1]) => sgai(t, t1),
  lvgi: ([t, t1]) => lvgi(t, t1),
  tata: ([t]) => tata(t),
  rsstAcc: ([t, t1]) => rsstAccruals(t, t1),
  chRec: ([t, t1]) => changeInReceivables(t, t1),
  chInv: ([t, t1]) => changeInInventory(t, t1),
  softAssets: ([t]) => softAssets(t),
  chCs: ([t, t1, t2]) => changeInCashSales(t, t1, t2),
  chRoa: ([t, t1, t2]) => changeInRoa(t, t1, t2),
  issue: ([t]) => (t.securities === null ? null : t.securities > 0 ? 1 : 0),
};

const sumOf = (values: readonly (number | null)[]): number =>
  values.reduce<number>((total, value) => total + (value as number), 0);

describe('POST /api/dashboard/scoreBreakdown', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let directory: string;
  let analyst: string;
  let trial: string;
  let worked: ScoringCompany;
  const post = (token: string, body: object) => dashboardCall(app)('scoreBreakdown', token, body);

  beforeAll(async () => {
    app = await startTestApp();
    // A generated universe with the worked example of docs/risk-model.md in place of one US company,
    // imported as an analyst would: a statements CSV through data:import.
    const universe = generateUniverse({ companies: 600, years: 5, seed: 2121, lastYear: YEAR });
    const template = universe.companies.find(
      (company) => company.exchange_countryID === US && company.statements.length === 5,
    );
    if (!template) throw new Error('no US company to stand in for the worked example');
    const base = template.statements.slice(-3);
    worked = {
      ...template,
      name: 'Worked Example Corp',
      statements: [WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T].map((figures, index) => ({
        ...(base[index] as (typeof base)[number]),
        ...figures,
      })),
    };
    const companies = universe.companies.map((company) => (company === template ? worked : company));
    directory = mkdtempSync(join(tmpdir(), 'score-breakdown-'));
    const file = join(directory, 'statements.csv');
    writeFileSync(file, statementsToCsv(companies));
    await importStatements(app, { file });
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    analyst = await signIn(app, 'analyst@acme.test');
    trial = await signIn(app, 'owner@initech.test');
  });

  afterAll(async () => {
    rmSync(directory, { recursive: true, force: true });
    await db.end();
    await app.close();
  });

  it('shows the worked example exactly as docs/risk-model.md works it, adding up to the score shown', async () => {
    const answer = await post(analyst, {
      tickerId: worked.tickerId,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(200);
    const breakdown = answer.body as Breakdown;
    expect(breakdown.origin).toBe('imported');
    expect(breakdown.mScore.value).toBeCloseTo(-1.527035, 6);
    expect(breakdown.mScore.flagged).toBe(true);
    expect(breakdown.fScore.value).toBeCloseTo(1.12249, 5);
    expect(breakdown.fScore.band).toBe('above normal');
    // The documented indices and variables (docs/risk-model.md, "Worked example").
    const values = Object.fromEntries(
      [...breakdown.mScore.terms, ...breakdown.fScore.terms].map((term) => [term.code, term.value]),
    );
    expect(values.DSRI).toBeCloseTo(1.5, 9);
    expect(values.SGI).toBeCloseTo(1.2, 9);
    expect(values.TATA).toBeCloseTo(0.048, 9);
    expect(values.ISSUE).toBe(1);
    for (const term of [...breakdown.mScore.terms, ...breakdown.fScore.terms]) {
      expect(term.value).not.toBeNull();
      expect(term.contribution).toBeCloseTo(term.weight * (term.value as number), 12);
      expect(term.inputs.every((input) => input.source === null)).toBe(true);
    }
    expect(
      breakdown.mScore.intercept + sumOf(breakdown.mScore.terms.map((term) => term.contribution)),
    ).toBeCloseTo(breakdown.mScore.value as number, 12);
    expect(
      breakdown.fScore.intercept + sumOf(breakdown.fScore.terms.map((term) => term.contribution)),
    ).toBeCloseTo(breakdown.fScore.predictedValue as number, 12);
    // The final score's terms add up to its logit, and it is the score the dashboard shows.
    expect(breakdown.final.logit).toBeCloseTo(
      breakdown.final.intercept + sumOf(breakdown.final.terms.map((term) => term.contribution)),
      12,
    );
    const detail = await dashboardCall(app)('tickerDetail', analyst, {
      tickerId: worked.tickerId,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(200);
    expect(breakdown.final.score).not.toBeNull();
    expect(breakdown.final.score).toBe(detail.body.finalScore);
    // The Beneish M-score and Dechow F-score over the company's years, t's as the breakdown shows them.
    expect(breakdown.mScore.threshold).toBe(-1.78);
    expect(breakdown.mScore.sensitiveThreshold).toBe(-2.22);
    expect(breakdown.history.map((entry) => entry.year)).toEqual([2022, 2023, 2024]);
    expect(breakdown.history[0]?.mScore).toBeNull();
    expect(breakdown.history[2]).toEqual({
      year: YEAR,
      mScore: breakdown.mScore.value,
      mFlagged: true,
      indices: breakdown.mScore.terms.map(({ key, value }) => ({ key, value })),
      fScore: breakdown.fScore.value,
      fBand: 'above normal',
      variables: breakdown.fScore.terms.map(({ key, value }) => ({ key, value })),
    });
    // The statements over the company's years.
    expect(breakdown.statements.years).toEqual([2022, 2023, 2024]);
    expect(breakdown.statements.items.find((row) => row.item === 'revenue')?.values).toEqual([
      800, 1000, 1200,
    ]);
  });

  it('for 200 random company-years, M and F recomputed from the answered statement lines equal the stored scores', async () => {
    const { rows } = await db.query<{
      ticker_id: string;
      year: number;
      exchange_country_id: number;
      m_score: number | null;
      f_score: number | null;
      final_score: number | null;
    }>(
      `select ticker_id, year, exchange_country_id, m_score, f_score, final_score from screening.ticker_year
        where exchange_country_id = $1 order by md5(ticker_id || year) limit 200`,
      [US],
    );
    expect(rows.length).toBeGreaterThanOrEqual(150);
    let withM = 0;
    let withF = 0;
    let withLogit = 0;
    let withPrevious = 0;
    for (const row of rows) {
      const answer = await post(analyst, {
        tickerId: row.ticker_id,
        year: row.year,
        exchangeCountryId: row.exchange_country_id,
      }).expect(200);
      const breakdown = answer.body as Breakdown;
      // The history's year is the breakdown's year: the chart and the tabs show the same numbers.
      const own = breakdown.history.find((entry) => entry.year === row.year);
      expect(own?.mScore).toBe(breakdown.mScore.value);
      expect(own?.fScore).toBe(breakdown.fScore.value);
      expect(breakdown.history.map((entry) => entry.year)).toEqual(breakdown.statements.years);
      for (const term of [...breakdown.mScore.terms, ...breakdown.fScore.terms]) {
        const recomputed = (RECOMPUTE[term.key] as (s: Lagged) => number | null)(statementsOf(term));
        if (term.value === null) {
          expect(recomputed).toBeNull();
          expect(term.reason).toEqual(expect.any(String));
        } else expect(recomputed).toBeCloseTo(term.value, 12);
      }
      const m = breakdown.mScore.terms.some((term) => term.value === null)
        ? null
        : breakdown.mScore.intercept +
          sumOf(breakdown.mScore.terms.map((term) => term.weight * (term.value as number)));
      if (row.m_score === null) expect(breakdown.mScore.value).toBeNull();
      else {
        withM += 1;
        // The stored score is rounded to 6 decimals.
        expect(Math.abs((m as number) - row.m_score)).toBeLessThanOrEqual(5e-7);
        expect(breakdown.mScore.value).toBeCloseTo(m as number, 12);
      }
      if (row.f_score === null) expect(breakdown.fScore.value).toBeNull();
      else {
        withF += 1;
        const v =
          breakdown.fScore.intercept +
          sumOf(breakdown.fScore.terms.map((term) => term.weight * (term.value as number)));
        const f = 1 / (1 + Math.exp(-v)) / breakdown.fScore.unconditionalProbability;
        expect(Math.abs(f - row.f_score)).toBeLessThanOrEqual(5e-7 + 1e-12 * f);
        expect(breakdown.fScore.value).toBeCloseTo(f, 9);
      }
      expect(breakdown.final.score).toBe(row.final_score);
      // The year's logit is the sum of its terms; the score's logit smooths it with last year's.
      const { yearLogit, previousLogit, kept, logit } = breakdown.final;
      if (yearLogit !== null) {
        withLogit += 1;
        expect(yearLogit).toBeCloseTo(
          breakdown.final.intercept + sumOf(breakdown.final.terms.map((term) => term.contribution)),
          12,
        );
        const smoothed =
          previousLogit === null
            ? yearLogit
            : (kept as number) * previousLogit + (1 - (kept as number)) * yearLogit;
        if (previousLogit !== null) withPrevious += 1;
        expect(logit).toBeCloseTo(smoothed, 12);
        expect(breakdown.final.score).toBeCloseTo(100 / (1 + Math.exp(-(logit as number))), 2);
      } else expect(breakdown.final.reason).toMatch(/^Not scored: /);
    }
    expect(withLogit).toBeGreaterThan(50);
    expect(withPrevious).toBeGreaterThan(20);
    // Most sampled company-years are scored: the check is not vacuous.
    expect(withM).toBeGreaterThan(100);
    expect(withF).toBeGreaterThan(80);
  });

  it('names the sector median of each index, from the same sector that year', async () => {
    const answer = await post(analyst, {
      tickerId: worked.tickerId,
      year: YEAR,
      exchangeCountryId: US,
    }).expect(200);
    const breakdown = answer.body as Breakdown;
    const { rows } = await db.query<{ median: number }>(
      `select percentile_cont(0.5) within group (order by (s.receivables / s.revenue) / (p.receivables / p.revenue)) as median
         from screening.ticker_year own
         join screening.ticker_year peer on peer.year = own.year and peer.sector_id = own.sector_id
              -- Peers of the same class: the imported file's companies, not the demo's generated ones.
              and (peer.origin = 'generated') = (own.origin = 'generated')
         join screening.statement s on s.ticker_id = peer.ticker_id and s.year = own.year
         join screening.statement p on p.ticker_id = peer.ticker_id and p.year = own.year - 1
        where own.ticker_id = $1 and own.year = $2
          and s.revenue <> 0 and p.revenue <> 0 and p.receivables <> 0
          and s.receivables is not null and p.receivables is not null`,
      [worked.tickerId, YEAR],
    );
    expect(breakdown.mScore.terms[0]?.code).toBe('DSRI');
    expect(breakdown.mScore.terms[0]?.sectorMedian).toBeCloseTo(Number(rows[0]?.median), 9);
  });

  it('answers a trial tenant by the alias, with the real figures and no filing', async () => {
    const first = (
      await dashboardCall(app)('filter', trial, { exchange: [SINGAPORE], year: YEAR, pageTake: 1 }).expect(
        200,
      )
    ).body.data[0] as { tickerID: string } | undefined;
    if (!first) throw new Error('no Singapore company in the universe');
    const answer = await post(trial, {
      tickerId: first.tickerID,
      year: YEAR,
      exchangeCountryId: SINGAPORE,
    }).expect(200);
    const breakdown = answer.body as Breakdown;
    expect(breakdown.tickerId).toBe(first.tickerID);
    expect(breakdown.origin).toBe('withheld');
    for (const term of [...breakdown.mScore.terms, ...breakdown.fScore.terms])
      expect(term.inputs.every((input) => input.source === null)).toBe(true);
  });

  it("shows a later filing's revision of a figure beside it and in the list, and none to a trial tenant", async () => {
    // Apple's fiscal 2009 revenue as its 10-K/A revised it, stored on a company-year as the SEC import does.
    const revision = (year: number, from: number, to: number) => ({
      item: 'revenue',
      year,
      from,
      to,
      accn: '0001193125-10-012091',
      form: '10-K/A',
      filed: '2010-01-25',
    });
    const store = (ticker: string, year: number, revisions: object[] | null, cik: number | null) =>
      db.query(
        `update screening.statement set revisions = $3::jsonb, provenance = $4::jsonb
          where ticker_id = $1 and year = $2`,
        [ticker, year, revisions === null ? null : JSON.stringify(revisions), cik === null ? null : { cik }],
      );
    const storeSingapore = (revisions: object[] | null, cik: number | null) =>
      db.query(
        `update screening.statement s set revisions = $3::jsonb, provenance = $4::jsonb
           from screening.ticker_year ty
          where ty.ticker_id = s.ticker_id and ty.year = s.year and ty.exchange_country_id = $1 and s.year = $2`,
        [
          SINGAPORE,
          YEAR,
          revisions === null ? null : JSON.stringify(revisions),
          cik === null ? null : { cik },
        ],
      );
    const trialsFirst = (
      await dashboardCall(app)('filter', trial, { exchange: [SINGAPORE], year: YEAR, pageTake: 1 }).expect(
        200,
      )
    ).body.data[0] as { tickerID: string } | undefined;
    if (!trialsFirst) throw new Error('no Singapore company in the universe');
    try {
      await store(worked.tickerId, 2023, [revision(2023, 1000, 1100)], 320193);
      // The trial tenant sees its companies under aliases: every Singapore company-year gets a revision.
      expect((await storeSingapore([revision(YEAR, 1, 2)], 320193)).rowCount).toBeGreaterThan(0);
      const answer = await post(analyst, {
        tickerId: worked.tickerId,
        year: YEAR,
        exchangeCountryId: US,
      }).expect(200);
      const { statements } = answer.body as Breakdown;
      const url =
        'https://www.sec.gov/Archives/edgar/data/320193/000119312510012091/0001193125-10-012091-index.htm';
      const filing = { form: '10-K/A', filed: '2010-01-25', accession: '0001193125-10-012091', url };
      // The table shows the figure as first reported, and beside it the revision.
      const revenue = statements.items.find((row) => row.item === 'revenue');
      expect(revenue?.values).toEqual([800, 1000, 1200]);
      expect(revenue?.revisions).toEqual([null, { from: 1000, to: 1100, ...filing }, null]);
      expect(statements.revisions).toEqual([
        { item: 'revenue', year: 2023, label: 'Revenue', from: 1000, to: 1100, ...filing },
      ]);
      expect(
        statements.items.filter((row) => row.revisions.some((each) => each !== null)).map((row) => row.item),
      ).toEqual(['revenue']);

      const masked = await post(trial, {
        tickerId: trialsFirst.tickerID,
        year: YEAR,
        exchangeCountryId: SINGAPORE,
      }).expect(200);
      const trialStatements = (masked.body as Breakdown).statements;
      expect(trialStatements.years).toContain(YEAR);
      expect(trialStatements.revisions).toEqual([]);
      expect(trialStatements.items.every((row) => row.revisions.every((each) => each === null))).toBe(true);
      expect(JSON.stringify(masked.body)).not.toContain('0001193125-10-012091');
    } finally {
      await store(worked.tickerId, 2023, null, null);
      await storeSingapore(null, null);
    }
  });

  it('refuses what the other panels refuse: another exchange, an unknown ticker, a year without data, a bad body', async () => {
    const { rows } = await db.query<{ ticker_id: string }>(
      `select ticker_id from screening.ticker_year where exchange_country_id = 4 and year = $1 limit 1`,
      [YEAR],
    );
    const german = rows[0]?.ticker_id as string;
    const other = await post(analyst, { tickerId: german, year: YEAR, exchangeCountryId: 4 }).expect(403);
    expect(other.body.errorCode).toBe('EXCHANGE_NOT_PERMITTED');
    await post(analyst, { tickerId: german, year: YEAR, exchangeCountryId: US }).expect(404);
    const unknown = await post(analyst, { tickerId: 'NOPE-US', year: YEAR, exchangeCountryId: US }).expect(
      404,
    );
    expect(unknown.body.errorCode).toBe('TICKER_NOT_FOUND');
    await post(analyst, { tickerId: worked.tickerId, year: 2011, exchangeCountryId: US }).expect(404);
    await post(analyst, { tickerId: worked.tickerId, year: 'last', exchangeCountryId: US }).expect(400);
    await post(analyst, { year: YEAR, exchangeCountryId: US }).expect(400);
  });
});
