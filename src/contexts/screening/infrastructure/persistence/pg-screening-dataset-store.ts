import { FILING_EVENT_SELECT, filingEventOfRow } from './filing-event-row.js';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import pg from 'pg';
import { DatabaseServer } from '../../../../shared/database/database-server.js';
import { LINE_ITEMS } from '../../domain/published/universe.js';
import { datasetOriginOf, type DatasetOrigin } from '../../domain/published/dataset-origin.js';
import type { ScoredUniverse, TickerYearRow } from '../../domain/scoring/rows.js';
import type { ValidationFirmYear } from '../../domain/scoring/enforcement-labels.js';
import { isIsoDate } from '../../domain/published/sec-filing.js';
import {
  originOf,
  type CompanyFilingEvent,
  type CompanyOrigin,
  type ScoringCompany,
  type ScoringUniverse,
  type StatementYear,
} from '../../domain/published/universe.js';

/** Reports a long load: which table, how many rows written of how many. */
export type ProgressListener = (stage: string, done: number, total: number) => void;

export interface DatasetRevision {
  revisionDate: Date;
  /** The revision's label ('SEC EDGAR: 12 companies (0 skipped)'). */
  source: string;
  /** Where the dataset came from, as data (dataset-origin.ts). */
  origin: DatasetOrigin;
}

export interface StoredDatasetSummary {
  companies: number;
  companyYears: number;
  revisionDate: Date | null;
}

const CHUNK = 5_000;

/** A column of a bulk insert: its SQL type for unnest, and how to read it off a row. */
interface Column<Row> {
  name: string;
  type: string;
  value: (row: Row) => unknown;
  /** SQL turning the unnested value into the column value (default: the value itself). */
  cast?: (ref: string) => string;
}

const arrayOfNumbers = (ref: string): string => `${ref}::float8[]`;
const arrayOfSmallints = (ref: string): string => `${ref}::int2[]`;
const arrayOfTexts = (ref: string): string => `array(select jsonb_array_elements_text(${ref}))`;

/** '{1.5,NULL,2}': a PostgreSQL array literal of numbers (no quoting needed). */
function numbersLiteral(values: ReadonlyArray<number | null> | ArrayLike<number>): string {
  let out = '{';
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (i > 0) out += ',';
    out += value === null || value === undefined || Number.isNaN(value) ? 'NULL' : String(value);
  }
  return `${out}}`;
}

/**
 * The dataset in PostgreSQL through plain SQL: bulk `insert ... select from unnest($1, $2, ...)` in
 * chunks on one connection (the embedded database serialises connections, so a load must never wait
 * for a second one), into staged tables that replace the served ones in one short transaction.
 */
@Injectable()
export class PgScreeningDatasetStore {
  constructor(private readonly server: DatabaseServer) {}

  async summary(): Promise<StoredDatasetSummary> {
    return this.withClient(async (client) => {
      const { rows } = await client.query<{
        companies: number;
        company_years: number;
        revision_date: Date | null;
      }>(
        `select (select count(*)::int from screening.company) as companies,
                (select count(*)::int from screening.ticker_year) as company_years,
                (select max(revision_date) from screening.data_revision) as revision_date`,
      );
      const row = rows[0];
      return {
        companies: row?.companies ?? 0,
        companyYears: row?.company_years ?? 0,
        revisionDate: row?.revision_date ?? null,
      };
    });
  }

  /**
   * Every stored company-year of a company with a CIK (SEC EDGAR data): its final score, M-score and, when
   * the statements record it, the fiscal year's last day. For bench:aaer (enforcement-labels.ts).
   */
  validationFirmYears(): Promise<ValidationFirmYear[]> {
    return this.withClient(async (client) => {
      const { rows } = await client.query<{
        cik: number;
        year: number;
        fiscal_year_end: string | null;
        final_score: number | null;
        m_score: number | null;
      }>(
        `select c.cik, t.year, left(s.provenance ->> 'fiscalYearEnd', 10) as fiscal_year_end,
                t.final_score, t.m_score
           from screening.ticker_year t
           join screening.company c on c.ticker_id = t.ticker_id
           left join screening.statement s on s.ticker_id = t.ticker_id and s.year = t.year
          where c.cik is not null
          order by c.cik, t.year, t.ticker_id`,
      );
      return rows.map((row) => ({
        cik: row.cik,
        year: row.year,
        fiscalYearEnd:
          row.fiscal_year_end !== null && isIsoDate(row.fiscal_year_end) ? row.fiscal_year_end : null,
        finalScore: row.final_score,
        mScore: row.m_score,
      }));
    });
  }

  latestRevisionDate(): Promise<Date | null> {
    return this.withClient(async (client) => {
      const { rows } = await client.query<{ revision_date: Date | null }>(
        'select max(revision_date) as revision_date from screening.data_revision',
      );
      return rows[0]?.revision_date ?? null;
    });
  }

  /** The served dataset's origin (its latest revision's); null before the first load. */
  latestOrigin(): Promise<DatasetOrigin | null> {
    return this.withClient(async (client) => {
      const { rows } = await client.query<{ origin: unknown }>(
        'select origin from screening.data_revision order by revision_date desc, created_at desc limit 1',
      );
      return rows[0] ? datasetOriginOf(rows[0].origin) : null;
    });
  }

  async replace(
    universe: ScoringUniverse,
    scored: ScoredUniverse,
    revision: DatasetRevision,
    progress: ProgressListener = () => undefined,
  ): Promise<void> {
    const statements = universe.companies.flatMap((company) =>
      company.statements.map((statement) => ({ tickerId: company.tickerId, statement })),
    );
    const filingEvents = universe.companies.flatMap((company) =>
      (company.filingEvents ?? []).map((event) => ({ tickerId: company.tickerId, event })),
    );
    await this.withClient(async (client) => {
      // The new revision is written beside the one the app serves, in a schema of its own, one chunk per
      // statement; the switch is one short transaction. A running app (on the embedded database, which runs
      // one statement at a time, or on a server) goes on answering from the old revision until it commits.
      const stage = `screening_load_${randomUUID().replaceAll('-', '')}`;
      const staged = (table: string): string => table.replace(/^screening\./, `${stage}.`);
      const leftovers = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like 'screening\\_load\\_%'`,
      );
      for (const { name } of leftovers.rows) await client.query(`drop schema "${name}" cascade`);
      await client.query(`create schema ${stage}`);
      try {
        for (const table of SCREENING_TABLES)
          await client.query(
            `create table ${staged(table)} (like ${table} including defaults including constraints including generated including storage)`,
          );
        await this.insert(client, staged('screening.company'), COMPANY_COLUMNS, universe.companies, progress);
        await this.insert(client, staged('screening.statement'), STATEMENT_COLUMNS, statements, progress);
        await this.insert(
          client,
          staged('screening.filing_event'),
          FILING_EVENT_COLUMNS,
          filingEvents,
          progress,
        );
        await this.insert(
          client,
          staged('screening.exchange_index'),
          INDEX_COLUMNS,
          universe.indices,
          progress,
        );
        // In screening order, so that one year's rows of an exchange country lie together on disk.
        const order = screeningOrder(scored.tickerYears);
        const tickerYears = order.map((index) => scored.tickerYears[index] as TickerYearRow);
        await this.insert(
          client,
          staged('screening.ticker_year'),
          TICKER_YEAR_COLUMNS,
          tickerYears,
          progress,
        );
        const clusterRows = order.map((index) => ({
          row: scored.tickerYears[index] as TickerYearRow,
          index,
        }));
        await this.insert(
          client,
          staged('screening.cluster_detail'),
          clusterColumns(scored),
          clusterRows,
          progress,
        );
        await this.insert(
          client,
          staged('screening.distribution'),
          DISTRIBUTION_COLUMNS,
          scored.distributions,
          progress,
        );
        await this.insert(
          client,
          staged('screening.country_year'),
          COUNTRY_YEAR_COLUMNS,
          scored.countryYears,
          progress,
        );
        // Keys and indexes after the rows (one build each, not row by row), under the served tables' names.
        for (const table of SCREENING_TABLES) {
          for (const statement of await indexStatements(client, table, staged(table)))
            await client.query(statement);
          // The planner's statistics of the new rows (nothing else analyzes them on the embedded database).
          await client.query(`analyze ${staged(table)}`);
        }
        await client.query('begin');
        try {
          for (const table of SCREENING_TABLES) {
            await client.query(`drop table ${table}`);
            await client.query(`alter table ${staged(table)} set schema screening`);
          }
          await client.query(
            `insert into screening.data_revision (id, revision_date, source, origin, companies, company_years, created_at)
             values ($1, $2, $3, $4, $5, $6, now())`,
            [
              randomUUID(),
              revision.revisionDate,
              revision.source,
              JSON.stringify(revision.origin),
              universe.companies.length,
              scored.tickerYears.length,
            ],
          );
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      } finally {
        await client.query(`drop schema if exists ${stage} cascade`);
      }
      // The visibility map, so that the screens read only the indexes (index-only scans); outside the
      // transaction, as vacuum must be. The embedded database has no autovacuum to do it later.
      await client.query('vacuum screening.ticker_year, screening.company');
    });
  }

  async readUniverse(progress: ProgressListener = () => undefined): Promise<ScoringUniverse> {
    return this.withClient(async (client) => {
      const companies = await client.query<CompanyRow>('select * from screening.company order by ticker_id');
      progress('company', companies.rows.length, companies.rows.length);
      const statements = await client.query<StatementRow>(
        'select * from screening.statement order by ticker_id, year',
      );
      progress('statement', statements.rows.length, statements.rows.length);
      const events = await client.query<Record<string, unknown>>(
        `select fe.ticker_id, ${FILING_EVENT_SELECT}
           from screening.filing_event fe order by fe.ticker_id, fe.filed, fe.accn, fe.kind`,
      );
      progress('filing_event', events.rows.length, events.rows.length);
      const indices = await client.query<IndexRow>(
        'select * from screening.exchange_index order by exchange_country_id',
      );
      const eventsByTicker = new Map<string, CompanyFilingEvent[]>();
      for (const row of events.rows) {
        const event = filingEventOfRow(row);
        if (event === null) continue;
        const tickerId = String(row.ticker_id);
        eventsByTicker.set(tickerId, [...(eventsByTicker.get(tickerId) ?? []), event]);
      }
      const byTicker = new Map<string, StatementYear[]>();
      for (const row of statements.rows) {
        const list = byTicker.get(row.ticker_id) ?? [];
        const statement = statementOf(row);
        // The previous auditor's name (not stored) is the previous year's, for the change warning.
        const previous = list[list.length - 1];
        list.push(
          previous?.auditorName &&
            statement.previousAuditorID !== null &&
            previous.year === statement.year - 1 &&
            previous.auditorID === statement.previousAuditorID
            ? { ...statement, previousAuditorName: previous.auditorName }
            : statement,
        );
        byTicker.set(row.ticker_id, list);
      }
      return {
        companies: companies.rows.map((row) =>
          companyOf(row, byTicker.get(row.ticker_id) ?? [], eventsByTicker.get(row.ticker_id)),
        ),
        indices: indices.rows.map((row) => ({
          exchange_countryID: row.exchange_country_id,
          name: row.name,
          firstYear: row.first_year,
          monthly: Float64Array.from(row.levels),
        })),
      };
    });
  }

  private async insert<Row>(
    client: pg.ClientBase,
    table: string,
    columns: ReadonlyArray<Column<Row>>,
    rows: readonly Row[],
    progress: ProgressListener,
  ): Promise<void> {
    const stage = table.replace(/^screening\w*\./, '');
    const names = columns.map((column) => `"${column.name}"`).join(', ');
    const unnest = columns.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ');
    const aliases = columns.map((_, i) => `c${i}`);
    const select = columns.map((column, i) => (column.cast ? column.cast(`t.c${i}`) : `t.c${i}`)).join(', ');
    const sql = `insert into ${table} (${names}) select ${select} from unnest(${unnest}) as t(${aliases.join(', ')})`;
    progress(stage, 0, rows.length);
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      await client.query(
        sql,
        columns.map((column) => chunk.map((row) => column.value(row))),
      );
      progress(stage, Math.min(rows.length, start + CHUNK), rows.length);
    }
  }

  private async withClient<T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.server.url });
    // A connection the database ends (a shutdown draining, a restart) fails the running statement, which
    // says why; unheard, its 'error' event would end the process with a stack instead.
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
}

const SCREENING_TABLES = [
  'screening.company',
  'screening.statement',
  'screening.filing_event',
  'screening.exchange_index',
  'screening.ticker_year',
  'screening.cluster_detail',
  'screening.distribution',
  'screening.country_year',
];

/**
 * The statements that give `staged` the keys and indexes of `table`, with the same names (names are per
 * schema; once the staged table moves into screening, migrations find the names they know).
 */
async function indexStatements(client: pg.ClientBase, table: string, staged: string): Promise<string[]> {
  const { rows: constraints } = await client.query<{ name: string; definition: string; index: string }>(
    `select c.conname as name, pg_get_constraintdef(c.oid) as definition, i.relname as index
       from pg_constraint c join pg_class i on i.oid = c.conindid
      where c.conrelid = $1::regclass and c.contype in ('p', 'u')`,
    [table],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass`,
    [table],
  );
  const owned = new Set(constraints.map((constraint) => constraint.index));
  const on = ` ON ${table} USING `;
  return [
    ...constraints.map(
      ({ name, definition }) => `alter table ${staged} add constraint "${name}" ${definition}`,
    ),
    ...indexes
      .filter(({ name }) => !owned.has(name))
      .map(({ name, definition }) => {
        if (!definition.includes(on))
          throw new Error(`Unexpected definition of index ${name}: ${definition}`);
        return definition.replace(on, ` ON ${staged} USING `);
      }),
  ];
}

/**
 * Indices of the ticker-years in the order of the screen index ticker_year_screen_covering_idx: year,
 * exchange country, final score descending (unscored last), ticker.
 */
function screeningOrder(rows: readonly TickerYearRow[]): number[] {
  const order = Array.from(rows.keys());
  const score = (row: TickerYearRow): number => row.final_score ?? Number.NEGATIVE_INFINITY;
  return order.sort((a, b) => {
    const left = rows[a] as TickerYearRow;
    const right = rows[b] as TickerYearRow;
    return (
      left.year - right.year ||
      left.exchange_countryID - right.exchange_countryID ||
      score(right) - score(left) ||
      (left.tickerId < right.tickerId ? -1 : left.tickerId > right.tickerId ? 1 : 0)
    );
  });
}

const COMPANY_COLUMNS: ReadonlyArray<Column<ScoringCompany>> = [
  { name: 'ticker_id', type: 'text', value: (c) => c.tickerId },
  { name: 'isin', type: 'text', value: (c) => c.isin },
  { name: 'cik', type: 'int', value: (c) => c.cik ?? null },
  { name: 'origin', type: 'text', value: (c) => originOf(c) },
  { name: 'name', type: 'text', value: (c) => c.name },
  { name: 'exchange_country_id', type: 'int', value: (c) => c.exchange_countryID },
  { name: 'exchange', type: 'text', value: (c) => c.exchange },
  { name: 'domicile_iso2', type: 'text', value: (c) => c.domicileIso2 },
  { name: 'incorporation_iso2', type: 'text', value: (c) => c.incorporationIso2 },
  { name: 'sector_id', type: 'int', value: (c) => c.sectorID },
  { name: 'industry_group_id', type: 'int', value: (c) => c.industry_groupID },
  { name: 'trading_status', type: 'text', value: (c) => c.trading_status },
  { name: 'price_first_year', type: 'int', value: (c) => c.prices?.firstYear ?? null },
  {
    name: 'prices',
    type: 'text',
    value: (c) => (c.prices ? numbersLiteral(c.prices.monthly) : null),
    cast: arrayOfNumbers,
  },
];

type StatementItem = { tickerId: string; statement: StatementYear };
const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const STATEMENT_COLUMNS: ReadonlyArray<Column<StatementItem>> = [
  { name: 'ticker_id', type: 'text', value: (s) => s.tickerId },
  { name: 'year', type: 'int', value: (s) => s.statement.year },
  ...LINE_ITEMS.map((item) => ({
    name: snake(item),
    type: 'float8',
    value: (s: StatementItem) => s.statement[item],
  })),
  { name: 'auditor_id', type: 'int', value: (s) => s.statement.auditorID },
  { name: 'auditor_name', type: 'text', value: (s) => s.statement.auditorName ?? null },
  { name: 'previous_auditor_id', type: 'int', value: (s) => s.statement.previousAuditorID },
  { name: 'auditor_changed', type: 'bool', value: (s) => s.statement.auditorChanged },
  { name: 'late_filing', type: 'bool', value: (s) => s.statement.lateFiling },
  { name: 'qualified_opinion', type: 'bool', value: (s) => s.statement.qualifiedOpinion },
  { name: 'restatement', type: 'bool', value: (s) => s.statement.restatement },
  { name: 'comparative', type: 'jsonb', value: (s) => json(s.statement.comparative) },
  { name: 'revisions', type: 'jsonb', value: (s) => json(s.statement.revisions) },
  { name: 'provenance', type: 'jsonb', value: (s) => json(s.statement.provenance) },
];

type FilingEventItem = { tickerId: string; event: CompanyFilingEvent };

const FILING_EVENT_COLUMNS: ReadonlyArray<Column<FilingEventItem>> = [
  { name: 'ticker_id', type: 'text', value: (e) => e.tickerId },
  { name: 'accn', type: 'text', value: (e) => e.event.accn },
  { name: 'kind', type: 'text', value: (e) => e.event.kind },
  { name: 'cik', type: 'int', value: (e) => e.event.cik },
  { name: 'fiscal_year', type: 'int', value: (e) => e.event.fiscalYear },
  { name: 'form', type: 'text', value: (e) => e.event.form },
  { name: 'items', type: 'jsonb', value: (e) => JSON.stringify(e.event.items), cast: arrayOfTexts },
  { name: 'filed', type: 'date', value: (e) => e.event.filed },
  { name: 'period', type: 'date', value: (e) => e.event.period },
  { name: 'report', type: 'text', value: (e) => e.event.report },
];

/** A JSON column's value: absent and null are SQL null. */
function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

const INDEX_COLUMNS: ReadonlyArray<Column<ScoringUniverse['indices'][number]>> = [
  { name: 'exchange_country_id', type: 'int', value: (i) => i.exchange_countryID },
  { name: 'name', type: 'text', value: (i) => i.name },
  { name: 'first_year', type: 'int', value: (i) => i.firstYear },
  { name: 'levels', type: 'text', value: (i) => numbersLiteral(i.monthly), cast: arrayOfNumbers },
];

const TICKER_YEAR_COLUMNS: ReadonlyArray<Column<TickerYearRow>> = [
  { name: 'ticker_id', type: 'text', value: (r) => r.tickerId },
  { name: 'year', type: 'int', value: (r) => r.year },
  { name: 'isin', type: 'text', value: (r) => r.isin },
  { name: 'name', type: 'text', value: (r) => r.name },
  { name: 'exchange_country_id', type: 'int', value: (r) => r.exchange_countryID },
  { name: 'exchange_country', type: 'text', value: (r) => r.exchange_country },
  { name: 'exchange', type: 'text', value: (r) => r.exchange },
  { name: 'domicile_country', type: 'text', value: (r) => r.domicile_country },
  { name: 'incorporation_country', type: 'text', value: (r) => r.incorporation_country },
  { name: 'sector_id', type: 'int', value: (r) => r.sectorID },
  { name: 'sector_name', type: 'text', value: (r) => r.sector_name },
  { name: 'industry_group_id', type: 'int', value: (r) => r.industry_groupID },
  { name: 'industry_group', type: 'text', value: (r) => r.industry_group },
  { name: 'auditor_id', type: 'int', value: (r) => r.auditorID },
  { name: 'auditor', type: 'text', value: (r) => r.auditor },
  { name: 'trading_status', type: 'text', value: (r) => r.trading_status },
  { name: 'origin', type: 'text', value: (r) => r.origin },
  { name: 'mv', type: 'float8', value: (r) => r.mv },
  { name: 'market_cap_decile', type: 'int2', value: (r) => r.market_cap_decile },
  { name: 'final_score', type: 'float8', value: (r) => r.final_score },
  { name: 'one_year_change', type: 'float8', value: (r) => r.one_year_change },
  { name: 'rank_percent', type: 'float8', value: (r) => r.rank_percent },
  { name: 'rank_percent_within_sector', type: 'float8', value: (r) => r.rank_percent_within_sector },
  { name: 'rating', type: 'text', value: (r) => r.rating },
  { name: 'peer_group', type: 'text', value: (r) => r.peer_group },
  { name: 'peers', type: 'int', value: (r) => r.peers },
  { name: 'score_logit', type: 'float8', value: (r) => r.score_logit },
  { name: 'score_note', type: 'text', value: (r) => r.score_note },
  { name: 'm_score', type: 'float8', value: (r) => r.m_score },
  { name: 'm_score_flag', type: 'bool', value: (r) => r.m_score_flag },
  { name: 'f_score', type: 'float8', value: (r) => r.f_score },
  { name: 'f_probability', type: 'float8', value: (r) => r.f_probability },
  { name: 'clusters_available', type: 'int2', value: (r) => r.clusters_available },
  { name: 'equity_loss', type: 'float8', value: (r) => r.equityLoss },
  { name: 'dl_optimistic', type: 'float8', value: (r) => r.dlOptimistic },
  { name: 'dl_pessimistic', type: 'float8', value: (r) => r.dlPessimistic },
  { name: 'tel_optimistic', type: 'float8', value: (r) => r.telOptimistic },
  { name: 'tel_pessimistic', type: 'float8', value: (r) => r.telPessimistic },
  { name: 'rfp_absolute', type: 'float8', value: (r) => r.rfpAbsolute },
  { name: 'rfp_relative', type: 'float8', value: (r) => r.rfpRelative },
  { name: 'warning', type: 'text', value: (r) => r.warning },
  { name: 'warnings', type: 'jsonb', value: (r) => JSON.stringify(r.warnings), cast: arrayOfTexts },
  { name: 'filing_events', type: 'jsonb', value: (r) => JSON.stringify(r.filing_events), cast: arrayOfTexts },
  { name: 'filing_event_count', type: 'int', value: (r) => r.filing_event_count },
];

/** The 14 clusters of ticker-year i, in engine order. */
function clusterColumns(
  scored: ScoredUniverse,
): ReadonlyArray<Column<{ row: TickerYearRow; index: number }>> {
  const slice = (index: number) => scored.clusters.ofCompanyYear(index);
  return [
    { name: 'ticker_id', type: 'text', value: ({ row }) => row.tickerId },
    { name: 'year', type: 'int', value: ({ row }) => row.year },
    {
      name: 'cluster_values',
      type: 'text',
      value: ({ index }) => numbersLiteral(slice(index).map((c) => c.cluster_value)),
      cast: arrayOfNumbers,
    },
    {
      name: 'cluster_quantiles',
      type: 'text',
      value: ({ index }) => numbersLiteral(slice(index).map((c) => c.cluster_quantile)),
      cast: arrayOfSmallints,
    },
    {
      name: 'cluster_positions',
      type: 'text',
      value: ({ index }) => numbersLiteral(slice(index).map((c) => c.cluster_position)),
      cast: arrayOfNumbers,
    },
    {
      name: 'cluster_comments',
      type: 'jsonb',
      value: ({ index }) => JSON.stringify(slice(index).map((c) => c.cluster_comment_text)),
      cast: arrayOfTexts,
    },
  ];
}

const DISTRIBUTION_COLUMNS: ReadonlyArray<Column<ScoredUniverse['distributions'][number]>> = [
  { name: 'year', type: 'int', value: (d) => d.year },
  { name: 'exchange_country_id', type: 'int', value: (d) => d.exchange_countryID },
  { name: 'sector_id', type: 'int', value: (d) => d.sectorID ?? 0 },
  { name: 'x', type: 'int2', value: (d) => d.x },
  { name: 'y', type: 'int', value: (d) => d.y },
];

const COUNTRY_YEAR_COLUMNS: ReadonlyArray<Column<ScoredUniverse['countryYears'][number]>> = [
  { name: 'year', type: 'int', value: (c) => c.year },
  { name: 'exchange_country_id', type: 'int', value: (c) => c.exchange_countryID },
  { name: 'companies', type: 'int', value: (c) => c.companies },
  { name: 'scored', type: 'int', value: (c) => c.scored },
  { name: 'average', type: 'float8', value: (c) => c.average },
  { name: 'median', type: 'float8', value: (c) => c.median },
  { name: 'min', type: 'float8', value: (c) => c.min },
  { name: 'max', type: 'float8', value: (c) => c.max },
];

interface CompanyRow {
  ticker_id: string;
  isin: string;
  cik: number | null;
  origin: CompanyOrigin;
  name: string;
  exchange_country_id: number;
  exchange: string;
  domicile_iso2: string;
  incorporation_iso2: string;
  sector_id: number;
  industry_group_id: number;
  trading_status: ScoringCompany['trading_status'];
  price_first_year: number | null;
  prices: number[] | null;
}

type StatementRow = {
  ticker_id: string;
  year: number;
  auditor_id: number;
  auditor_name: string | null;
  previous_auditor_id: number | null;
  comparative: StatementYear['comparative'];
  revisions: StatementYear['revisions'];
  provenance: StatementYear['provenance'];
} & Record<string, unknown>;

interface IndexRow {
  exchange_country_id: number;
  name: string;
  first_year: number;
  levels: number[];
}

function companyOf(
  row: CompanyRow,
  statements: StatementYear[],
  filingEvents: CompanyFilingEvent[] | undefined,
): ScoringCompany {
  return {
    tickerId: row.ticker_id,
    isin: row.isin,
    cik: row.cik,
    origin: row.origin,
    name: row.name,
    exchange_countryID: row.exchange_country_id,
    exchange: row.exchange,
    domicileIso2: row.domicile_iso2,
    incorporationIso2: row.incorporation_iso2,
    sectorID: row.sector_id,
    industry_groupID: row.industry_group_id,
    trading_status: row.trading_status,
    statements,
    prices:
      row.prices && row.price_first_year !== null
        ? {
            firstYear: row.price_first_year,
            // A month without a price (before the first close of an SEC company's prices) is NULL: NaN.
            monthly: Float64Array.from(
              row.prices.map((price) => (price === null ? Number.NaN : Number(price))),
            ),
          }
        : null,
    // Only a company with events has the field: one without reads as before they were stored.
    ...(filingEvents ? { filingEvents } : {}),
  };
}

function statementOf(row: StatementRow): StatementYear {
  const items = Object.fromEntries(
    LINE_ITEMS.map((name) => {
      const value = row[snake(name)];
      return [name, value === null || value === undefined ? null : Number(value)];
    }),
  ) as Record<(typeof LINE_ITEMS)[number], number | null>;
  return {
    year: row.year,
    ...items,
    auditorID: row.auditor_id,
    ...(row.auditor_name ? { auditorName: row.auditor_name } : {}),
    previousAuditorID: row.previous_auditor_id,
    auditorChanged: row.auditor_changed === true,
    lateFiling: row.late_filing === true,
    qualifiedOpinion: row.qualified_opinion === true,
    restatement: row.restatement === true,
    ...(row.comparative ? { comparative: row.comparative } : {}),
    ...(row.revisions ? { revisions: row.revisions } : {}),
    ...(row.provenance ? { provenance: row.provenance } : {}),
  };
}
