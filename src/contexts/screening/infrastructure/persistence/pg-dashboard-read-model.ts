import { filingEventOfRow } from './filing-event-row.js';
import { Injectable } from '@nestjs/common';
import { ReadModelSql } from '../../../../shared/database/read-model-sql.js';
import {
  DashboardReadModel,
  type ClusterFactor,
  type CompanyStatement,
  type FilingEventRecord,
  type HistogramBin,
  type HistoryPoint,
  type LatestAnnualReport,
  type StatementSourceRecord,
  type TickerDetailRecord,
  type TickerListing,
  type UnfiledOrigin,
} from '../../application/ports/dashboard-read-model.js';
import { datasetOriginOf } from '../../domain/published/dataset-origin.js';
import { filingIndexUrl } from '../../domain/published/sec-filing.js';
import { LINE_ITEMS } from '../../domain/published/universe.js';
import type { LaggedStatement } from '../../domain/scoring/score-universe.js';
import {
  companyOriginOf,
  displayTickerOf,
  type LineItemName,
  type LineItemValues,
} from '../../domain/published/universe.js';
import { DASHBOARD_PANEL_SQL } from './dashboard-panel.sql.js';
import {
  comparativeNotReportedOf,
  filingSourceOf,
  lineItemSourcesOf,
  statementRevisionsOf,
} from './statement-provenance.js';

const LISTING_SQL = `
  select c.ticker_id as "tickerId", c.isin, c.name, c.exchange_country_id as "exchange_countryID",
         (select exchange_country from screening.ticker_year t where t.ticker_id = c.ticker_id order by year desc limit 1)
           as exchange_country
    from screening.company c`;

const numeric = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The latest year with a filing ({ year, provenance } as the ticker detail's query builds it), or null. */
function latestAnnualReportOf(value: unknown): LatestAnnualReport | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { year, provenance } = parsed as { year?: unknown; provenance?: unknown };
  const filing = filingSourceOf(provenance);
  return filing && typeof year === 'number' ? { ...filing, fiscalYear: year } : null;
}

/** A statement row (year, the 21 line items, comparative) as the scoring engine reads it. */
function laggedStatementOf(row: Record<string, unknown>): LaggedStatement {
  const statement = Object.fromEntries(LINE_ITEMS.map((item) => [item, numeric(row[item])])) as Record<
    LineItemName,
    number | null
  >;
  return { year: Number(row.year), ...statement, comparative: comparativeOf(row.comparative) };
}

/** The comparative column (jsonb, written by the SEC import): only finite numbers of known line items. */
function comparativeOf(value: unknown): LineItemValues | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = LINE_ITEMS.flatMap((item) => {
    const figure = (parsed as Record<string, unknown>)[item];
    return typeof figure === 'number' && Number.isFinite(figure) ? [[item, figure] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * A stored filing event (DASHBOARD_PANEL_SQL.filingEvents' row) with its EDGAR page, which only an SEC
 * filer's has (a generated company's are made up); null for a row of an unknown kind.
 */
function filingEventOf(row: Record<string, unknown>): FilingEventRecord | null {
  const event = filingEventOfRow(row);
  if (event === null) return null;
  return {
    ...event,
    url: companyOriginOf(row.origin) === 'sec' ? filingIndexUrl(event.cik, event.accn) : null,
  };
}

/** Where a year without a recorded filing came from, by the dataset's stored origin (its latest revision's). */
function unfiledOriginOf(storedOrigin: unknown): UnfiledOrigin {
  switch (datasetOriginOf(storedOrigin).kind) {
    case 'generated':
      return 'generated';
    case 'file':
      return 'imported';
    case 'sec':
    case 'unknown':
      return 'unknown';
  }
}

/** The dashboard panels over the screening tables (plain SQL through ReadModelSql's read connection). */
@Injectable()
export class PgDashboardReadModel extends DashboardReadModel {
  constructor(private readonly sql: ReadModelSql) {
    super();
  }

  private query<T>(sql: string, values: readonly unknown[] = []): Promise<T[]> {
    // The read replica when DATABASE_READ_URL is set, else the primary.
    return this.sql.read<T>(sql, values);
  }

  async tickerDetail(tickerId: string, year: number): Promise<TickerDetailRecord | null> {
    const [row] = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.tickerDetail, [
      tickerId,
      year,
    ]);
    if (!row) return null;
    const text = (key: string): string | null => {
      const value = row[key];
      return typeof value === 'string' ? value : null;
    };
    const id = typeof row.id === 'string' ? row.id : '';
    const origin = companyOriginOf(row.origin);
    return {
      id,
      name: text('name'),
      status: text('status'),
      mv: numeric(row.mv),
      auditor: text('auditor'),
      dlOptimistic: numeric(row.dlOptimistic),
      dlPessimistic: numeric(row.dlPessimistic),
      telOptimistic: numeric(row.telOptimistic),
      telPessimistic: numeric(row.telPessimistic),
      equityLoss: numeric(row.equityLoss),
      finalScore: numeric(row.finalScore),
      rankPercent: numeric(row.rankPercent),
      rankPercentWithinSector: numeric(row.rankPercentWithinSector),
      rfpAbsolute: numeric(row.rfpAbsolute),
      rfpRelative: numeric(row.rfpRelative),
      sector_name: text('sector_name'),
      industryGroup: text('industryGroup'),
      incorpCountry: text('incorpCountry'),
      domicileCountry: text('domicileCountry'),
      exchangeCountry: text('exchangeCountry'),
      exchange_countryID: Number(row.exchange_countryID),
      region_name: text('region_name'),
      exchange: text('exchange'),
      isin: text('isin'),
      warning: text('warning'),
      rating: text('rating'),
      scoreNote: text('scoreNote'),
      peers: numeric(row.peers),
      peerGroup: text('peerGroup'),
      origin,
      ticker: displayTickerOf({ tickerId: id, origin, isin: text('isin') }),
      cik: numeric(row.cik),
      source: filingSourceOf(row.provenance),
      latestAnnualReport: latestAnnualReportOf(row.latest_annual_report),
    };
  }

  async statementSource(tickerId: string, year: number): Promise<StatementSourceRecord | null> {
    const [row] = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.statementSource, [
      tickerId,
      year,
    ]);
    if (!row) return null;
    const values = Object.fromEntries(LINE_ITEMS.map((item) => [item, numeric(row[item])])) as Record<
      LineItemName,
      number | null
    >;
    return {
      filing: filingSourceOf(row.provenance),
      items: lineItemSourcesOf(row.provenance, values),
      comparativeNotReported: comparativeNotReportedOf(row.provenance),
      origin: unfiledOriginOf(row.dataset_origin),
    };
  }

  async companyStatements(tickerId: string): Promise<CompanyStatement[]> {
    const rows = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.companyStatements, [tickerId]);
    return rows.map((row) => {
      const listed: unknown[] = Array.isArray(row.not_reported) ? row.not_reported : [];
      return {
        ...laggedStatementOf(row),
        notReported: LINE_ITEMS.filter((item) => listed.includes(item)),
        revisions: statementRevisionsOf(row.revisions, row.cik),
        lateFiling: row.late_filing === true,
        auditorChanged: row.auditor_changed === true,
        restatement: row.restatement === true,
      };
    });
  }

  async sectorPeerStatements(tickerId: string, year: number): Promise<LaggedStatement[][]> {
    const rows = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.sectorPeerStatements, [
      tickerId,
      year,
    ]);
    const byCompany = new Map<string, LaggedStatement[]>();
    for (const row of rows) {
      const key = String(row.ticker_id);
      const statements = byCompany.get(key);
      if (statements) statements.push(laggedStatementOf(row));
      else byCompany.set(key, [laggedStatementOf(row)]);
    }
    return [...byCompany.values()];
  }

  async filingEvents(tickerId: string): Promise<FilingEventRecord[]> {
    const rows = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.filingEvents, [tickerId]);
    return rows.map(filingEventOf).filter((event): event is FilingEventRecord => event !== null);
  }

  async riskHistory(tickerId: string, exchangeCountryId: number): Promise<HistoryPoint[]> {
    const rows = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.riskHistory, [
      tickerId,
      exchangeCountryId,
    ]);
    return rows.map((row) => ({
      year: Number(row.year),
      score: numeric(row.score),
      average: numeric(row.average) ?? 0,
    }));
  }

  async clusterFactors(tickerId: string, year: number): Promise<ClusterFactor[]> {
    const rows = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.clusterDetail, [
      tickerId,
      year,
    ]);
    return rows.map((row) => ({
      cluster_type: String(row.cluster_type),
      cluster_name: String(row.cluster_name),
      cluster_value: numeric(row.cluster_value),
      cluster_quantile: numeric(row.cluster_quantile),
      cluster_position: numeric(row.cluster_position),
      cluster_comment_text: typeof row.cluster_comment_text === 'string' ? row.cluster_comment_text : '',
    }));
  }

  async riskDistribution(year: number, exchangeCountryId: number): Promise<HistogramBin[]> {
    const rows = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.riskDistribution, [
      year,
      exchangeCountryId,
    ]);
    return rows.map((row) => ({ x: Number(row.x), y: Number(row.y) }));
  }

  async sectorDistribution(tickerId: string, year: number): Promise<HistogramBin[]> {
    const rows = await this.query<Record<string, unknown>>(DASHBOARD_PANEL_SQL.sectorDistribution, [
      tickerId,
      year,
    ]);
    return rows.map((row) => ({ x: Number(row.x), y: Number(row.y) }));
  }

  async scoreLogit(tickerId: string, year: number): Promise<number | null> {
    const [row] = await this.query<{ score_logit: unknown }>(DASHBOARD_PANEL_SQL.scoreLogit, [
      tickerId,
      year,
    ]);
    return row ? numeric(row.score_logit) : null;
  }

  async availableYears(
    tickerId: string,
    exchangeCountryId: number,
  ): Promise<{ years: number[]; defaultYear: number | null }> {
    const rows = await this.query<{ year: number; rated: boolean; scored: boolean }>(
      `select ty.year, ty.rating is not null as rated, ty.final_score is not null as scored
         from screening.ticker_year ty
        where ty.ticker_id = $1 and ty.exchange_country_id = $2 order by ty.year desc`,
      [tickerId, exchangeCountryId],
    );
    const years = rows.map((row) => Number(row.year));
    const opening = rows.find((row) => row.rated) ?? rows.find((row) => row.scored) ?? rows[0];
    return { years, defaultYear: opening ? Number(opening.year) : null };
  }

  async listing(tickerId: string): Promise<TickerListing | null> {
    const [row] = await this.query<TickerListing>(`${LISTING_SQL} where c.ticker_id = $1`, [tickerId]);
    return row ?? null;
  }

  async listingByIsin(isin: string): Promise<TickerListing | null> {
    const [row] = await this.query<TickerListing>(`${LISTING_SQL} where c.isin = $1`, [isin]);
    return row ?? null;
  }
}
