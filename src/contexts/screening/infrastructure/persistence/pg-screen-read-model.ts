import { Injectable } from '@nestjs/common';
import pg from 'pg';
import { DatabaseServer } from '../../../../shared/database/database-server.js';
import {
  ScreenReadModel,
  type FacetOption,
  type ListedTicker,
  type ResultRow,
  type SearchHit,
} from '../../application/ports/screen-read-model.js';
import type { Facet, ScreenCriteria, ScreenSort } from '../../application/queries/screen/screen-criteria.js';
import { screenOrder, screenWhere } from './screen-sql.js';

/** value and label columns of each list facet. */
const FACET_COLUMNS: Partial<Record<Facet, { value: string; label: string }>> = {
  sector: { value: 'sector_id', label: 'sector_name' },
  industry: { value: 'industry_group_id', label: 'industry_group' },
  auditor: { value: 'auditor_id', label: 'auditor' },
  domicile: { value: 'domicile_country', label: 'domicile_country' },
  exchange: { value: 'exchange_country_id', label: 'exchange_country' },
  incorporation: { value: 'incorporation_country', label: 'incorporation_country' },
  status: { value: 'trading_status', label: 'trading_status' },
  rating: { value: 'rating', label: 'rating' },
};

/**
 * Screening reads over screening.ticker_year with the `pg` pool of the app's database: one SQL per
 * answer, every value bound as a parameter.
 */
@Injectable()
export class PgScreenReadModel extends ScreenReadModel {
  private readonly pool: pg.Pool;

  constructor(server: DatabaseServer) {
    super();
    this.pool = new pg.Pool({ connectionString: server.url, max: server.embedded ? 2 : 8 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }

  async listedTickers(exchangeIds: number[]): Promise<ListedTicker[]> {
    const { rows } = await this.pool.query<ListedTicker>(
      `select c.ticker_id as "tickerId", c.exchange_country_id as "exchange_countryID", t.exchange_country
         from screening.company c
         join lateral (select exchange_country from screening.ticker_year y where y.ticker_id = c.ticker_id
                        order by year desc limit 1) t on true
        where c.exchange_country_id = any($1::int[])
        order by c.ticker_id`,
      [exchangeIds],
    );
    return rows;
  }

  async latestYear(exchangeIds: number[]): Promise<number | null> {
    const { rows } = await this.pool.query<{ year: number | null }>(
      'select max(year) as year from screening.ticker_year where exchange_country_id = any($1::int[]) and final_score is not null',
      [exchangeIds],
    );
    return rows[0]?.year ?? null;
  }

  async years(exchangeIds: number[]): Promise<number[]> {
    const { rows } = await this.pool.query<{ year: number }>(
      'select distinct year from screening.ticker_year where exchange_country_id = any($1::int[]) order by year desc',
      [exchangeIds],
    );
    return rows.map((row) => row.year);
  }

  async screen(
    criteria: ScreenCriteria,
    year: number,
    sorts: ScreenSort[],
    skip: number,
    take: number,
  ): Promise<{ rows: ResultRow[]; total: number }> {
    const { where, params } = screenWhere(criteria, year);
    const { rows } = await this.pool.query<ResultRow & { total: string }>(
      `select isin, name, domicile_country, rank_percent, rank_percent_within_sector, rating, final_score,
              ticker_id as "tickerID", exchange_country_id as "exchange_countryID", exchange_country,
              count(*) over () as total
         from screening.ticker_year
        where ${where}
        order by ${screenOrder(sorts)}
        offset $${params.length + 1} limit $${params.length + 2}`,
      [...params, skip, take],
    );
    const total = rows[0] ? Number(rows[0].total) : skip > 0 ? await this.count(criteria, year) : 0;
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  async count(criteria: ScreenCriteria, year: number, without?: Facet): Promise<number> {
    const { where, params } = screenWhere(criteria, year, without);
    const { rows } = await this.pool.query<{ n: number }>(
      `select count(*)::int as n from screening.ticker_year where ${where}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }

  async options(criteria: ScreenCriteria, year: number, facet: Facet): Promise<FacetOption[]> {
    const columns = FACET_COLUMNS[facet];
    if (!columns) return [];
    const { where, params } = screenWhere(criteria, year, facet);
    const { rows } = await this.pool.query<{ value: string | number; label: string | number; count: number }>(
      `select ${columns.value} as value, min(${columns.label}::text) as label, count(*)::int as count
         from screening.ticker_year
        where ${where} and ${columns.value} is not null
        group by ${columns.value}
        order by 2`,
      params,
    );
    return rows.map((row) => ({ value: row.value, label: String(row.label), count: row.count }));
  }

  async range(
    criteria: ScreenCriteria,
    year: number,
    facet: 'riskScore' | 'oneYearChange',
  ): Promise<{ min: number | null; max: number | null }> {
    const column = facet === 'riskScore' ? 'final_score' : 'one_year_change';
    const { where, params } = screenWhere(criteria, year, facet);
    const { rows } = await this.pool.query<{ min: number | null; max: number | null }>(
      `select min(${column}) as min, max(${column}) as max from screening.ticker_year where ${where}`,
      params,
    );
    return { min: rows[0]?.min ?? null, max: rows[0]?.max ?? null };
  }

  async search(
    keyword: string,
    exchangeIds: number[],
    skip: number,
    take: number,
  ): Promise<{ hits: SearchHit[]; total: number }> {
    const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const { rows } = await this.pool.query<SearchHit & { total: string }>(
      `select c.ticker_id as ticker_region, c.isin, c.name, t.exchange_country, c.exchange_country_id as "exchange_countryID",
              count(*) over () as total
         from screening.company c
         join lateral (select exchange_country from screening.ticker_year y where y.ticker_id = c.ticker_id
                        order by year desc limit 1) t on true
        where c.exchange_country_id = any($1::int[])
          and (upper(c.name) like $2 or c.isin like $2 or upper(c.ticker_id) like $2)
        order by (c.isin = $3 or upper(c.ticker_id) = $3) desc, c.name
        offset $4 limit $5`,
      [exchangeIds, pattern, keyword, skip, take],
    );
    return { hits: rows.map(({ total: _total, ...hit }) => hit), total: rows[0] ? Number(rows[0].total) : 0 };
  }
}
