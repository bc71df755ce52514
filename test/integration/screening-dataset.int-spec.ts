import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import pg from 'pg';
import { DataCliModule } from '../../src/cli/data-cli.module.js';
import {
  GetDataRevision,
  GetDatasetOrigin,
  GetDatasetSummary,
  ReadStoredUniverse,
  RescoreDataset,
} from '../../src/contexts/screening/index.js';
import { GenerateDataset, ImportStatements } from '../../src/contexts/filings/index.js';
import { csvRecord, readCsvRecords } from '../../src/shared/domain/csv/csv.js';
import { statementsToCsv } from '../../src/contexts/filings/domain/import/statements-csv.js';
import { CLUSTER_CODES } from '../../src/contexts/screening/domain/reference/clusters.js';
import { DASHBOARD_PANEL_SQL } from '../../src/contexts/screening/infrastructure/persistence/dashboard-panel.sql.js';
import { generateUniverse } from '../../src/contexts/filings/domain/universe-generator.js';

const COMPANIES = 240;
const YEARS = 6;
const SEED = 11;
const LAST_YEAR = 2025;

describe('Screening dataset in PostgreSQL', () => {
  let app: INestApplicationContext;
  let db: pg.Client;

  const scoreChecksum = async (): Promise<string> => {
    const { rows } = await db.query<{ sum: string; n: string }>(
      'select round(sum(final_score)::numeric, 4)::text as sum, count(*)::text as n from screening.ticker_year',
    );
    return `${rows[0]?.sum}/${rows[0]?.n}`;
  };
  /** Every stored filing event, as one text. */
  const eventsChecksum = async (): Promise<string> => {
    const { rows } = await db.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n,
              md5(string_agg(concat_ws('|', ticker_id, accn, kind, cik, fiscal_year, form, items::text, filed,
                                       period, report), ',' order by ticker_id, accn, kind)) as digest
         from screening.filing_event`,
    );
    return `${rows[0]?.n}/${rows[0]?.digest}`;
  };

  beforeAll(async () => {
    process.env.LOG_LEVEL = 'error';
    app = await NestFactory.createApplicationContext(DataCliModule, { logger: false });
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    await app
      .get(CommandBus)
      .execute(new GenerateDataset({ companies: COMPANIES, years: YEARS, seed: SEED, lastYear: LAST_YEAR }));
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('stores every company, company-year and the revision, and answers the summary', async () => {
    const summary = await app.get(QueryBus).execute(new GetDatasetSummary());
    const expected = generateUniverse({
      companies: COMPANIES,
      years: YEARS,
      seed: SEED,
      lastYear: LAST_YEAR,
    });
    expect(summary.companies).toBe(COMPANIES);
    expect(summary.companyYears).toBe(
      expected.companies.reduce((sum, company) => sum + company.statements.length, 0),
    );
    expect(summary.companyYears).toBeGreaterThan(COMPANIES * (YEARS - 2));
    const revision = await app.get(QueryBus).execute(new GetDataRevision());
    expect(revision).toBeInstanceOf(Date);
    // Where it came from, as data: the generator and its parameters, when it ran (the revision's date).
    expect(await app.get(QueryBus).execute(new GetDatasetOrigin())).toEqual({
      kind: 'generated',
      sources: [`${COMPANIES} companies x ${YEARS} years, seed ${SEED}, last year ${LAST_YEAR}`],
      added: false,
      at: revision?.toISOString(),
    });
  });

  it("stores the companies' filing events with the dataset and reads them back with the universe", async () => {
    const generated = generateUniverse({
      companies: COMPANIES,
      years: YEARS,
      seed: SEED,
      lastYear: LAST_YEAR,
    });
    const stored = await app.get(QueryBus).execute(new ReadStoredUniverse());
    const eventsOf = (companies: typeof stored.companies) =>
      new Map(companies.map((company) => [company.tickerId, company.filingEvents ?? []]));
    const expected = eventsOf(generated.companies);
    const read = eventsOf(stored.companies);
    expect([...read.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [tickerId, events] of expected) expect(read.get(tickerId)).toEqual(events);
    const total = [...expected.values()].reduce((sum, events) => sum + events.length, 0);
    expect(total).toBeGreaterThan(20);
    expect(await eventsChecksum()).toMatch(new RegExp(`^${total}/`));
  });

  it('shows the same numbers in every panel of a company', async () => {
    const { rows: picks } = await db.query<{ ticker_id: string; year: number; exchange_country_id: number }>(
      `select ticker_id, year, exchange_country_id from screening.ticker_year
        where final_score is not null order by final_score desc limit 1`,
    );
    const pick = picks[0];
    if (!pick) throw new Error('no scored company-year');

    const ticker = (await db.query(DASHBOARD_PANEL_SQL.tickerDetail, [pick.ticker_id, pick.year])).rows[0];
    const history = (
      await db.query(DASHBOARD_PANEL_SQL.riskHistory, [pick.ticker_id, pick.exchange_country_id])
    ).rows;
    const clusters = (await db.query(DASHBOARD_PANEL_SQL.clusterDetail, [pick.ticker_id, pick.year])).rows;
    const risk = (await db.query(DASHBOARD_PANEL_SQL.riskDistribution, [pick.year, pick.exchange_country_id]))
      .rows;
    const sector = (await db.query(DASHBOARD_PANEL_SQL.sectorDistribution, [pick.ticker_id, pick.year])).rows;
    const { rows: countryYear } = await db.query<{ scored: number }>(
      'select scored from screening.country_year where year = $1 and exchange_country_id = $2',
      [pick.year, pick.exchange_country_id],
    );
    const { rows: sectorCount } = await db.query<{ n: number }>(
      `select count(*)::int as n from screening.ticker_year t
        where t.year = $1 and t.exchange_country_id = $2 and t.final_score is not null
          and t.sector_id = (select sector_id from screening.ticker_year where ticker_id = $3 and year = $1)`,
      [pick.year, pick.exchange_country_id, pick.ticker_id],
    );

    // History: the company's score that year is the score of the ticker panel.
    expect(history.find((row) => row.year === pick.year)?.score).toBe(ticker?.finalScore);
    // It covers the company's years within its country's scored years (none before the first).
    const { rows: years } = await db.query<{ n: number }>(
      `select count(*)::int as n from screening.ticker_year t
        where t.ticker_id = $1
          and t.year between (select min(year) from screening.country_year where exchange_country_id = $2 and scored > 0)
                         and (select max(year) from screening.country_year where exchange_country_id = $2 and scored > 0)`,
      [pick.ticker_id, pick.exchange_country_id],
    );
    expect(history).toHaveLength(years[0]?.n ?? -1);
    history.forEach((row) => expect(Number(row.average)).toBeGreaterThan(0));
    // Clusters: 14 in engine order; as many with a value as the ticker-year says.
    expect(clusters.map((row) => row.cluster_type)).toEqual([...CLUSTER_CODES]);
    const { rows: available } = await db.query<{ clusters_available: number }>(
      'select clusters_available from screening.ticker_year where ticker_id = $1 and year = $2',
      [pick.ticker_id, pick.year],
    );
    expect(clusters.filter((row) => row.cluster_value !== null)).toHaveLength(
      available[0]?.clusters_available ?? -1,
    );
    // Distributions: 20 bins; they count every scored company of the country (and of the sector) that year.
    expect(risk).toHaveLength(20);
    expect(risk.reduce((sum, row) => sum + Number(row.y), 0)).toBe(countryYear[0]?.scored);
    expect(sector.reduce((sum, row) => sum + Number(row.y), 0)).toBe(sectorCount[0]?.n);
    const bin = Math.min(95, Math.floor(Number(ticker?.finalScore) / 5) * 5);
    expect(Number(risk.find((row) => Number(row.x) === bin)?.y)).toBeGreaterThanOrEqual(1);
    // The riskiest company of the dataset is at the top of its country's ranking.
    expect(Number(ticker?.rankPercent)).toBeGreaterThanOrEqual(99);
  });

  it('ranks consistently: a higher score never has a lower rank within a country and year', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n
         from screening.ticker_year a
         join screening.ticker_year b
           on a.year = b.year and a.exchange_country_id = b.exchange_country_id
        where a.final_score > b.final_score and a.rank_percent < b.rank_percent`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('rescoring the stored statements gives the same scores and keeps the filing events', async () => {
    const before = await scoreChecksum();
    const events = await eventsChecksum();
    const origin = await app.get(QueryBus).execute(new GetDatasetOrigin());
    const result = await app.get(CommandBus).execute(new RescoreDataset());
    expect(result.companies).toBe(COMPANIES);
    expect(await scoreChecksum()).toBe(before);
    expect(await eventsChecksum()).toBe(events);
    // A new revision of the same data: the origin (and when it was generated) stays.
    expect(await app.get(QueryBus).execute(new GetDatasetOrigin())).toEqual(origin);
  });

  it('imports a CSV with 3 bad rows among 50: keeps 47 and names the 3 lines', async () => {
    const extra = generateUniverse({ companies: 20, years: 5, seed: 999, lastYear: LAST_YEAR });
    const [header = [], ...records] = [...readCsvRecords(statementsToCsv(extra.companies))].map(
      (record) => record.fields,
    );
    const rows = records.slice(0, 50);
    const spoil = (row: string[] | undefined, column: string, value: string): void => {
      if (row) row[header.indexOf(column)] = value;
    };
    // Data rows 4, 16 and 39 are lines 5, 17 and 40 of the file (the header is line 1).
    spoil(rows[3], 'totalAssets', 'abc');
    spoil(rows[15], 'year', '19x5');
    spoil(rows[38], 'exchange_country', 'Atlantis');
    const csv = [header, ...rows].map((fields) => csvRecord(fields)).join('\n');
    const importedCompanies = new Set(rows.filter((_, i) => ![3, 15, 38].includes(i)).map((row) => row[0]))
      .size;
    const events = await eventsChecksum();
    const result = await app.get(CommandBus).execute(new ImportStatements(`${csv}\n`, 'extra.csv'));
    // The stored companies keep their filing events; the new ones (a statements file's) bring none.
    expect(await eventsChecksum()).toBe(events);

    expect(result.accepted).toBe(47);
    expect(result.rejected?.map((rejection) => rejection.line)).toEqual([5, 17, 40]);
    expect(result.rejected?.[0]?.errors.join(' ')).toMatch(/totalAssets/);
    expect(result.companies).toBe(COMPANIES + importedCompanies);
    const { rows: stored } = await db.query<{ n: number }>(
      'select count(*)::int as n from screening.statement s join screening.company c using (ticker_id) where c.isin = any($1)',
      [[...new Set(rows.map((row) => row[0]))]],
    );
    expect(stored[0]?.n).toBe(47);
    expect(await app.get(QueryBus).execute(new GetDatasetOrigin())).toMatchObject({
      kind: 'file',
      sources: ['extra.csv'],
      added: true,
    });
  });

  it("keeps a stored company's filing events when a statements file adds years to it", async () => {
    const generated = generateUniverse({
      companies: COMPANIES,
      years: YEARS,
      seed: SEED,
      lastYear: LAST_YEAR,
    });
    const company = generated.companies.find((candidate) => (candidate.filingEvents ?? []).length > 1);
    if (!company) throw new Error('fixture: no generated company with two filing events');
    const lastYear = company.statements.at(-1);
    if (!lastYear) throw new Error('fixture');
    const csv = statementsToCsv([{ ...company, statements: [{ ...lastYear, revenue: 12_345 }] }]);
    const eventsOf = async () =>
      (
        await db.query(
          'select accn, kind from screening.filing_event where ticker_id = $1 order by accn, kind',
          [company.tickerId],
        )
      ).rows;
    const before = await eventsOf();
    const events = await eventsChecksum();

    const result = await app.get(CommandBus).execute(new ImportStatements(csv, 'one-company.csv'));

    expect(result.accepted).toBe(1);
    expect(before).toHaveLength(company.filingEvents?.length ?? -1);
    expect(await eventsOf()).toEqual(before);
    expect(await eventsChecksum()).toBe(events);
    const { rows } = await db.query<{ revenue: number }>(
      'select revenue from screening.statement where ticker_id = $1 and year = $2',
      [company.tickerId, lastYear.year],
    );
    expect(rows[0]?.revenue).toBe(12_345);
  });

  it('generates the same dataset again from the same seed', async () => {
    await app
      .get(CommandBus)
      .execute(new GenerateDataset({ companies: COMPANIES, years: YEARS, seed: SEED, lastYear: LAST_YEAR }));
    const first = await scoreChecksum();
    await app
      .get(CommandBus)
      .execute(new GenerateDataset({ companies: COMPANIES, years: YEARS, seed: SEED, lastYear: LAST_YEAR }));
    expect(await scoreChecksum()).toBe(first);
  });

  it('replaces a revision while another connection reads: every read sees the old revision or the new, whole', async () => {
    const indexes = async (): Promise<string[]> => {
      const { rows } = await db.query<{ name: string }>(
        "select indexname as name from pg_indexes where schemaname = 'screening' order by indexname",
      );
      return rows.map((row) => row.name);
    };
    const before = await indexes();
    // A load that died before its switch left its staged schema behind: the next load clears it.
    await db.query('create schema screening_load_leftover');
    const readings: string[] = [];
    let loading = true;
    const reader = (async () => {
      while (loading) readings.push(await scoreChecksum());
    })();
    await app
      .get(CommandBus)
      .execute(
        new GenerateDataset({ companies: COMPANIES / 2, years: YEARS, seed: SEED + 1, lastYear: LAST_YEAR }),
      );
    loading = false;
    await reader;
    const after = await scoreChecksum();
    await app
      .get(CommandBus)
      .execute(new GenerateDataset({ companies: COMPANIES, years: YEARS, seed: SEED, lastYear: LAST_YEAR }));
    const original = await scoreChecksum();

    expect(after).not.toBe(original);
    // Readings taken during the load: only the two whole revisions, never a half-written one.
    expect(new Set(readings.filter((reading) => reading !== after && reading !== original))).toEqual(
      new Set(),
    );
    expect(readings.length).toBeGreaterThan(0);
    // The swapped-in tables keep the names of their keys and indexes (the migrations name them).
    expect(await indexes()).toEqual(before);
    const { rows: schemas } = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_namespace where nspname like 'screening\\_load\\_%'",
    );
    expect(schemas[0]?.n).toBe(0);
  });
});
