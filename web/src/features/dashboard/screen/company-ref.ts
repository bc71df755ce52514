import type { ResultRow, SearchHit } from '../../../api/screen-api';

/** A company to open in the company dashboard: what the panel calls need (tickerId + exchangeCountryId). */
export interface CompanyRef {
  tickerId: string;
  exchangeCountryId: number;
  isin: string;
  name: string;
  exchangeCountry: string;
}

export function companyOfRow(row: ResultRow): CompanyRef {
  return {
    tickerId: row.tickerID,
    exchangeCountryId: row.exchange_countryID,
    isin: row.isin,
    name: row.name,
    exchangeCountry: row.exchange_country,
  };
}

export function companyOfHit(hit: SearchHit): CompanyRef {
  return {
    tickerId: hit.ticker_region,
    exchangeCountryId: hit.exchange_countryID,
    isin: hit.isin,
    name: hit.name,
    exchangeCountry: hit.exchange_country,
  };
}
