import { Injectable } from '@nestjs/common';
import { ReadModelSql } from '../../../../shared/database/read-model-sql.js';
import { EXCHANGE_COUNTRIES } from '../../domain/reference/countries.js';
import { companyOriginOf, displayTickerOf, type CompanyOrigin } from '../../domain/published/universe.js';

/** A listed company with the figures of its latest scored year (the watchlist fields of spec section 3). */
export interface CompanyEntry {
  tickerId: string;
  isin: string;
  name: string;
  /** The ticker the company is shown under (displayTickerOf); null where it has none. */
  ticker: string | null;
  /** Where the company comes from ('generated' for the demo universe), as the ticker detail reads it. */
  origin: CompanyOrigin;
  domicile_country: string | null;
  exchange_countryID: number;
  exchange_country: string;
  /** The venue ('Nasdaq') of that year, as the ticker detail reads it; null without one or without a year. */
  exchange: string | null;
  rating: string | null;
  /** Why that year has no rating ('Not rated: fewer than 30 peers', 'Not scored: …'), else null. */
  scoreNote: string | null;
  final_score: number | null;
  /** The year the score and rating are of: the latest with a final score (else the latest); null without any. */
  year: number | null;
}

const EXCHANGE_NAMES = new Map(
  EXCHANGE_COUNTRIES.map((country) => [country.exchange_countryID, country.exchange_country]),
);

/**
 * `key` is the company column the wanted values are matched on; the values come as one JSON array. The
 * origin is the company's (each of its ticker_year rows repeats it), read with companyOriginOf as the ticker
 * detail reads it; the venue is ticker_year.exchange of the year of the figures, the column the ticker detail
 * reads (DASHBOARD_PANEL_SQL.tickerDetail).
 */
const entriesSql = (key: 'ticker_id' | 'isin'): string => `
  select c.ticker_id as "tickerId", c.isin, c.name, c.origin, c.exchange_country_id as "exchange_countryID",
         t.exchange_country, t.exchange, t.domicile_country, t.rating, t.score_note as "scoreNote", t.final_score, t.year
    from screening.company c
    left join lateral (
      select y.year, y.exchange_country, y.exchange, y.domicile_country, y.rating, y.score_note, y.final_score
        from screening.ticker_year y
       where y.ticker_id = c.ticker_id
       order by (y.final_score is null), y.year desc
       limit 1) t on true
   where c.${key} in (select jsonb_array_elements_text(cast($1 as jsonb)))`;

interface EntryRow {
  tickerId: string;
  isin: string;
  name: string;
  origin: string | null;
  exchange_countryID: number;
  exchange_country: string | null;
  exchange: string | null;
  domicile_country: string | null;
  rating: string | null;
  scoreNote: string | null;
  final_score: number | string | null;
  year: number | null;
}

/**
 * Company lookups over screening.company and screening.ticker_year, on the request's EntityManager
 * (ReadModelSql.inContext): a command adding companies to a watchlist reads them inside its transaction.
 */
@Injectable()
export class PgCompanyDirectory {
  constructor(private readonly sql: ReadModelSql) {}

  byTickers(tickerIds: readonly string[]): Promise<CompanyEntry[]> {
    return this.lookup('ticker_id', tickerIds);
  }

  byIsins(isins: readonly string[]): Promise<CompanyEntry[]> {
    return this.lookup('isin', isins);
  }

  private async lookup(key: 'ticker_id' | 'isin', values: readonly string[]): Promise<CompanyEntry[]> {
    // PostgreSQL text holds no NUL, so a value with one matches nothing (and jsonb would refuse it: 500).
    const wanted = [...new Set(values)].filter((value) => !value.includes('\u0000'));
    if (wanted.length === 0) return [];
    const rows = await this.sql.inContext<EntryRow>(entriesSql(key), [JSON.stringify(wanted)]);
    return rows.map((row) => {
      const origin = companyOriginOf(row.origin);
      return {
        tickerId: row.tickerId,
        isin: row.isin,
        name: row.name,
        ticker: displayTickerOf({ tickerId: row.tickerId, origin, isin: row.isin }),
        origin,
        domicile_country: row.domicile_country,
        exchange_countryID: Number(row.exchange_countryID),
        exchange_country: row.exchange_country ?? EXCHANGE_NAMES.get(Number(row.exchange_countryID)) ?? '',
        exchange: row.exchange,
        rating: row.rating,
        scoreNote: row.scoreNote,
        final_score: row.final_score === null ? null : Number(row.final_score),
        year: row.year === null ? null : Number(row.year),
      };
    });
  }
}
