import { Injectable } from '@nestjs/common';
import { ReadModelSql } from '../../../../shared/database/read-model-sql.js';
import {
  ScreenReadModel,
  type AvailableRange,
  type FacetOption,
  type ListedTicker,
  type ResultRow,
  type SearchHit,
} from '../../application/ports/screen-read-model.js';
import type { Facet, ScreenCriteria, ScreenSort } from '../../application/queries/screen/screen-criteria.js';
import { criterionOfFacet, type RangeFacet } from '../../domain/published/screen-criteria.js';
import { findExchangeCountry } from '../../domain/reference/countries.js';
import { companyOriginOf, displayTickerOf } from '../../domain/published/universe.js';
import { SCORED_YEARS } from './scored-years.sql.js';
import { filingSourceOf } from './statement-provenance.js';
import { INDEX_ORDER, screenCounts, screenOrder, screenWhere, screenWhereEach } from './screen-sql.js';

/** Separates the parts of SEARCH_HAYSTACK (the unit separator, which no keyword of a search contains). */
const SEARCH_SEPARATOR = '\u001f';
/** What the keyword search looks in, as the expression of company_search_idx (screening-dataset.schemas.ts). */
const SEARCH_HAYSTACK = '(upper(name) || chr(31) || isin || chr(31) || upper(ticker_id))';

/** The result row's columns of screening.ticker_year. */
const RESULT_COLUMNS = `isin, name, domicile_country, rank_percent, rank_percent_within_sector, rating, score_note as "scoreNote", final_score,
                ticker_id as "tickerID", exchange_country_id as "exchange_countryID", exchange_country,
                m_score as "mScore", f_score as "fScore", exchange, origin, filing_events as "filingEvents"`;

/** A result row as read, before its ticker is derived (displayTickerOf). */
type StoredResultRow = Omit<ResultRow, 'ticker' | 'origin'> & { origin: string };

/** A row with the ticker it is shown under and its origin as a CompanyOrigin. */
function identified<T extends { tickerID: string; isin: string; origin: string }>(
  row: T,
): Omit<T, 'origin'> & Pick<ResultRow, 'ticker' | 'origin'> {
  const origin = companyOriginOf(row.origin);
  return { ...row, origin, ticker: displayTickerOf({ tickerId: row.tickerID, origin, isin: row.isin }) };
}

/** The percentiles beyond which a slider's scale is open (its `low` and `high`). */
const OPEN_BELOW = 0.01;
const OPEN_ABOVE = 0.99;

/**
 * A percentile of a slider's column widened to the slider's precision (down for `low`, up for `high`) and
 * kept within the column's min and max, so that min <= low <= high <= max.
 */
function scaleEnd(
  value: number | null,
  direction: 'down' | 'up',
  decimals: number | undefined,
  within: { min: number; max: number },
): number | null {
  if (value === null) return null;
  const factor = 10 ** (decimals ?? 6);
  const widened =
    direction === 'down'
      ? Math.floor(value * factor + 1e-9) / factor
      : Math.ceil(value * factor - 1e-9) / factor;
  return Math.min(within.max, Math.max(within.min, widened));
}

/**
 * Screening reads over screening.ticker_year through ReadModelSql (the app's read pool: its read replica
 * when DATABASE_READ_URL is set): one SQL per answer, every value bound as a parameter.
 */
@Injectable()
export class PgScreenReadModel extends ScreenReadModel {
  constructor(private readonly pool: ReadModelSql) {
    super();
  }

  async listedTickers(exchangeIds: number[]): Promise<ListedTicker[]> {
    const { rows } = await this.pool.query<Omit<ListedTicker, 'origin'> & { origin: string }>(
      `select c.ticker_id as "tickerId", c.exchange_country_id as "exchange_countryID", t.exchange_country,
              c.exchange, c.origin
         from screening.company c
         join lateral (select exchange_country from screening.ticker_year y where y.ticker_id = c.ticker_id
                        order by year desc limit 1) t on true
        where c.exchange_country_id = any($1::int[])
        order by c.ticker_id`,
      [exchangeIds],
    );
    return rows.map((row) => ({ ...row, origin: companyOriginOf(row.origin) }));
  }

  async latestYear(exchangeIds: number[]): Promise<number | null> {
    const { rows } = await this.pool.query<{ year: number | null }>(
      // country_year holds one row per (year, exchange country) with its scored count: no scan of the rows.
      `select max(year) as year from ${SCORED_YEARS} s where s.exchange_country_id = any($1::int[])`,
      [exchangeIds],
    );
    return rows[0]?.year ?? null;
  }

  async years(exchangeIds: number[]): Promise<number[]> {
    const { rows } = await this.pool.query<{ year: number }>(
      `select distinct year from ${SCORED_YEARS} s where s.exchange_country_id = any($1::int[]) order by year desc`,
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
    const order = screenOrder(sorts);
    const { where, params } = screenWhere(criteria, year);
    const n = params.length;
    const { rows } = await this.pool.query<StoredResultRow & { total: string }>(
      order === INDEX_ORDER
        ? this.indexOrderPage(criteria, year, `$${n + 1}`, `$${n + 2}`)
        : `select ${RESULT_COLUMNS}, count(*) over () as total
             from screening.ticker_year
            where ${where}
            order by ${order}
           offset $${n + 1} limit $${n + 2}`,
      [...params, skip, take],
    );
    const total = rows[0] ? Number(rows[0].total) : skip > 0 ? await this.total(criteria, year) : 0;
    return { rows: rows.map(({ total: _total, ...row }) => identified(row)), total };
  }

  /**
   * A page in the default order (final score descending, then ticker), as the parameters of screenWhere
   * then skip and take: per exchange country of the list, its first skip + take matches in the order of
   * ticker_year_screen_covering_idx (stopping there; the loader writes the rows in that order too),
   * merged; the total is counted apart, an index-only scan (of ticker_year_sector_score_idx when sectors
   * and a risk range are chosen). Never all the matching rows.
   */
  private indexOrderPage(criteria: ScreenCriteria, year: number, skip: string, take: string): string {
    const { where, exchanges } = screenWhereEach(criteria, year, 'e.id');
    return `select page.*, (select count(*) from screening.ticker_year where ${screenWhere(criteria, year).where}) as total
              from (select distinct id from unnest(${exchanges}::int[]) as e(id)) e
              cross join lateral (
                     select ${RESULT_COLUMNS}
                       from screening.ticker_year
                      where ${where}
                      order by ${INDEX_ORDER}
                      limit ${skip}::bigint + ${take}::bigint) page
             order by final_score desc nulls last, "tickerID" asc
            offset ${skip} limit ${take}`;
  }

  async counts<F extends Facet>(
    criteria: ScreenCriteria,
    year: number,
    facets: readonly F[],
  ): Promise<Record<F | 'total', number>> {
    const { select, where, params } = screenCounts(criteria, year, facets);
    const { rows } = await this.pool.query<Record<F | 'total', number>>(
      `select ${select} from screening.ticker_year where ${where}`,
      params,
    );
    const [row] = rows;
    if (!row) throw new Error('The facet counts answered no row');
    return row;
  }

  private async total(criteria: ScreenCriteria, year: number): Promise<number> {
    const { where, params } = screenWhere(criteria, year);
    const { rows } = await this.pool.query<{ n: number }>(
      `select count(*)::int as n from screening.ticker_year where ${where}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }

  async options(criteria: ScreenCriteria, year: number, facet: Facet): Promise<FacetOption[]> {
    const criterion = criterionOfFacet(facet);
    if (criterion?.kind !== 'list') return [];
    // An array column (match 'overlap'): each of its distinct values is an option, counting the rows holding it.
    const overlap = criterion.match === 'overlap';
    const columns = overlap
      ? { value: 'element.value', label: 'element.value' }
      : { value: criterion.column, label: criterion.labelColumn ?? criterion.column };
    const from = overlap
      ? `screening.ticker_year cross join lateral unnest(${criterion.column}) as element(value)`
      : 'screening.ticker_year';
    const { where, params } = screenWhere(criteria, year, facet);
    const { rows } = await this.pool.query<{ value: string | number; label: string | number; count: number }>(
      `select ${columns.value} as value, min(${columns.label}::text) as label, count(*)::int as count
         from ${from}
        where ${where} and ${columns.value} is not null
        group by ${columns.value}
        order by 2`,
      params,
    );
    return rows.map((row) => ({ value: row.value, label: String(row.label), count: row.count }));
  }

  async range(criteria: ScreenCriteria, year: number, facet: RangeFacet): Promise<AvailableRange> {
    const none = { min: null, max: null, low: null, high: null };
    const criterion = criterionOfFacet(facet);
    if (criterion?.kind !== 'range') return none;
    const column = criterion.column;
    const { where, params } = screenWhere(criteria, year, facet);
    const { rows } = await this.pool.query<AvailableRange>(
      `select min(${column}) as min, max(${column}) as max,
              percentile_cont(${OPEN_BELOW}) within group (order by ${column}) as low,
              percentile_cont(${OPEN_ABOVE}) within group (order by ${column}) as high
         from screening.ticker_year where ${where}`,
      params,
    );
    const { min = null, max = null, low = null, high = null } = rows[0] ?? none;
    if (min === null || max === null) return none;
    const within = { min, max };
    return {
      min,
      max,
      low: scaleEnd(low, 'down', criterion.decimals, within),
      high: scaleEnd(high, 'up', criterion.decimals, within),
    };
  }

  async search(
    keyword: string,
    exchangeIds: number[],
    skip: number,
    take: number,
  ): Promise<{ hits: SearchHit[]; total: number }> {
    const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    // A keyword without the separator is in the name, the ISIN or the ticker exactly when it is in
    // SEARCH_HAYSTACK: one LIKE per company, on the value company_search_idx holds (an index-only scan
    // of the exchanges' entries: never the wide company rows, nothing computed per row).
    const matches = keyword.includes(SEARCH_SEPARATOR)
      ? '(upper(name) like $2 or isin like $2 or upper(ticker_id) like $2)'
      : `${SEARCH_HAYSTACK} like $2`;
    // The page is found on the index alone; only its rows are read for the venue, origin and CIK.
    const { rows } = await this.pool.query<{
      ticker_region: string;
      isin: string;
      name: string;
      exchange_countryID: number;
      exchange: string;
      origin: string;
      cik: number | null;
      total: string;
    }>(
      `select page.*, c.exchange, c.origin, c.cik
         from (select ticker_id as ticker_region, isin, name, exchange_country_id as "exchange_countryID",
                      (isin = $3 or upper(ticker_id) = $3) as exact, count(*) over () as total
                 from screening.company
                where exchange_country_id = any($1::int[]) and ${matches}
                order by exact desc, name, ticker_id
               offset $4 limit $5) page
         join screening.company c on c.ticker_id = page.ticker_region
        order by page.exact desc, page.name, page.ticker_region`,
      [exchangeIds, pattern, keyword, skip, take],
    );
    return {
      hits: rows.map((row) => {
        const origin = companyOriginOf(row.origin);
        return {
          ticker_region: row.ticker_region,
          ticker: displayTickerOf({ tickerId: row.ticker_region, origin, isin: row.isin }),
          isin: row.isin,
          name: row.name,
          exchange: row.exchange,
          exchange_country: exchangeCountryName(row.exchange_countryID),
          exchange_countryID: row.exchange_countryID,
          origin,
          cik: row.cik === null ? null : Number(row.cik),
        };
      }),
      total: rows[0] ? Number(rows[0].total) : 0,
    };
  }

  async fiscalYearEnds(
    tickerIds: string[],
    year: number,
    exchangeIds: number[],
  ): Promise<Map<string, string>> {
    if (tickerIds.length === 0 || exchangeIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ tickerId: string; provenance: unknown }>(
      `select s.ticker_id as "tickerId", s.provenance - 'items' as provenance
         from screening.statement s
         join screening.ticker_year y on y.ticker_id = s.ticker_id and y.year = s.year
        where s.year = $1 and s.ticker_id = any($2::text[]) and y.exchange_country_id = any($3::int[])
          and s.provenance is not null`,
      [year, tickerIds, exchangeIds],
    );
    const ends = new Map<string, string>();
    for (const row of rows) {
      const end = filingSourceOf(row.provenance)?.fiscalYearEnd;
      if (end !== undefined) ends.set(row.tickerId, end);
    }
    return ends;
  }
}

/** The exchange country's name as the scoring writes it into screening.ticker_year.exchange_country. */
function exchangeCountryName(id: number): string {
  return findExchangeCountry(id)?.exchange_country ?? String(id);
}
