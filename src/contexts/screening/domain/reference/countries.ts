/**
 * Countries used by the screening universe: exchange countries (the "regions" a subscription buys)
 * and the extra domicile / incorporation countries (offshore holding jurisdictions).
 * Codes are ISO 3166-1 alpha-2, as used in the first two characters of an ISIN.
 */

export interface Country {
  readonly iso2: string;
  readonly name: string;
}

export type TickerStyle = 'alpha' | 'numeric4' | 'numeric6';

export interface ExchangeCountry {
  readonly exchange_countryID: number;
  readonly exchange_country: string;
  readonly iso2: string;
  /** Stock index used for relative return from peak. */
  readonly indexName: string;
  /** Listing venues in that country. */
  readonly exchanges: readonly string[];
  /** How local ticker symbols look (Tokyo, Hong Kong and Taipei use numbers; Shanghai and Seoul 6 digits). */
  readonly tickerStyle: TickerStyle;
  /** Relative share of listed companies in the demo universe. */
  readonly weight: number;
}

export const EXCHANGE_COUNTRIES: readonly ExchangeCountry[] = [
  {
    exchange_countryID: 1,
    exchange_country: 'United States',
    iso2: 'US',
    indexName: 'S&P 500',
    exchanges: ['NYSE', 'Nasdaq'],
    tickerStyle: 'alpha',
    weight: 20,
  },
  {
    exchange_countryID: 2,
    exchange_country: 'Canada',
    iso2: 'CA',
    indexName: 'S&P/TSX Composite',
    exchanges: ['Toronto Stock Exchange', 'TSX Venture Exchange'],
    tickerStyle: 'alpha',
    weight: 3,
  },
  {
    exchange_countryID: 3,
    exchange_country: 'United Kingdom',
    iso2: 'GB',
    indexName: 'FTSE 100',
    exchanges: ['London Stock Exchange', 'AIM'],
    tickerStyle: 'alpha',
    weight: 5,
  },
  {
    exchange_countryID: 4,
    exchange_country: 'Germany',
    iso2: 'DE',
    indexName: 'DAX',
    exchanges: ['Xetra', 'Frankfurt Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 3,
  },
  {
    exchange_countryID: 5,
    exchange_country: 'France',
    iso2: 'FR',
    indexName: 'CAC 40',
    exchanges: ['Euronext Paris'],
    tickerStyle: 'alpha',
    weight: 3,
  },
  {
    exchange_countryID: 6,
    exchange_country: 'Japan',
    iso2: 'JP',
    indexName: 'Nikkei 225',
    exchanges: ['Tokyo Stock Exchange'],
    tickerStyle: 'numeric4',
    weight: 9,
  },
  {
    exchange_countryID: 7,
    exchange_country: 'China',
    iso2: 'CN',
    indexName: 'CSI 300',
    exchanges: ['Shanghai Stock Exchange', 'Shenzhen Stock Exchange'],
    tickerStyle: 'numeric6',
    weight: 10,
  },
  {
    exchange_countryID: 8,
    exchange_country: 'India',
    iso2: 'IN',
    indexName: 'NIFTY 50',
    exchanges: ['National Stock Exchange of India', 'BSE'],
    tickerStyle: 'alpha',
    weight: 7,
  },
  {
    exchange_countryID: 9,
    exchange_country: 'Hong Kong',
    iso2: 'HK',
    indexName: 'Hang Seng',
    exchanges: ['Hong Kong Stock Exchange'],
    tickerStyle: 'numeric4',
    weight: 4,
  },
  {
    exchange_countryID: 10,
    exchange_country: 'Australia',
    iso2: 'AU',
    indexName: 'S&P/ASX 200',
    exchanges: ['Australian Securities Exchange'],
    tickerStyle: 'alpha',
    weight: 3,
  },
  {
    exchange_countryID: 11,
    exchange_country: 'South Korea',
    iso2: 'KR',
    indexName: 'KOSPI',
    exchanges: ['Korea Exchange'],
    tickerStyle: 'numeric6',
    weight: 4,
  },
  {
    exchange_countryID: 12,
    exchange_country: 'Taiwan',
    iso2: 'TW',
    indexName: 'TAIEX',
    exchanges: ['Taiwan Stock Exchange'],
    tickerStyle: 'numeric4',
    weight: 3,
  },
  {
    exchange_countryID: 13,
    exchange_country: 'Singapore',
    iso2: 'SG',
    indexName: 'Straits Times Index',
    exchanges: ['Singapore Exchange'],
    tickerStyle: 'alpha',
    weight: 1.5,
  },
  {
    exchange_countryID: 14,
    exchange_country: 'Switzerland',
    iso2: 'CH',
    indexName: 'SMI',
    exchanges: ['SIX Swiss Exchange'],
    tickerStyle: 'alpha',
    weight: 1.5,
  },
  {
    exchange_countryID: 15,
    exchange_country: 'Netherlands',
    iso2: 'NL',
    indexName: 'AEX',
    exchanges: ['Euronext Amsterdam'],
    tickerStyle: 'alpha',
    weight: 1,
  },
  {
    exchange_countryID: 16,
    exchange_country: 'Italy',
    iso2: 'IT',
    indexName: 'FTSE MIB',
    exchanges: ['Borsa Italiana'],
    tickerStyle: 'alpha',
    weight: 1.5,
  },
  {
    exchange_countryID: 17,
    exchange_country: 'Spain',
    iso2: 'ES',
    indexName: 'IBEX 35',
    exchanges: ['Bolsa de Madrid'],
    tickerStyle: 'alpha',
    weight: 1,
  },
  {
    exchange_countryID: 18,
    exchange_country: 'Sweden',
    iso2: 'SE',
    indexName: 'OMX Stockholm 30',
    exchanges: ['Nasdaq Stockholm'],
    tickerStyle: 'alpha',
    weight: 1.5,
  },
  {
    exchange_countryID: 19,
    exchange_country: 'Norway',
    iso2: 'NO',
    indexName: 'OBX',
    exchanges: ['Oslo Børs'],
    tickerStyle: 'alpha',
    weight: 0.8,
  },
  {
    exchange_countryID: 20,
    exchange_country: 'Denmark',
    iso2: 'DK',
    indexName: 'OMX Copenhagen 25',
    exchanges: ['Nasdaq Copenhagen'],
    tickerStyle: 'alpha',
    weight: 0.7,
  },
  {
    exchange_countryID: 21,
    exchange_country: 'Finland',
    iso2: 'FI',
    indexName: 'OMX Helsinki 25',
    exchanges: ['Nasdaq Helsinki'],
    tickerStyle: 'alpha',
    weight: 0.6,
  },
  {
    exchange_countryID: 22,
    exchange_country: 'Belgium',
    iso2: 'BE',
    indexName: 'BEL 20',
    exchanges: ['Euronext Brussels'],
    tickerStyle: 'alpha',
    weight: 0.6,
  },
  {
    exchange_countryID: 23,
    exchange_country: 'Brazil',
    iso2: 'BR',
    indexName: 'Ibovespa',
    exchanges: ['B3'],
    tickerStyle: 'alpha',
    weight: 1.5,
  },
  {
    exchange_countryID: 24,
    exchange_country: 'Mexico',
    iso2: 'MX',
    indexName: 'S&P/BMV IPC',
    exchanges: ['Bolsa Mexicana de Valores'],
    tickerStyle: 'alpha',
    weight: 0.7,
  },
  {
    exchange_countryID: 25,
    exchange_country: 'South Africa',
    iso2: 'ZA',
    indexName: 'FTSE/JSE Top 40',
    exchanges: ['Johannesburg Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 1,
  },
  {
    exchange_countryID: 26,
    exchange_country: 'Malaysia',
    iso2: 'MY',
    indexName: 'FTSE Bursa Malaysia KLCI',
    exchanges: ['Bursa Malaysia'],
    tickerStyle: 'numeric4',
    weight: 1.5,
  },
  {
    exchange_countryID: 27,
    exchange_country: 'Indonesia',
    iso2: 'ID',
    indexName: 'IDX Composite',
    exchanges: ['Indonesia Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 1.2,
  },
  {
    exchange_countryID: 28,
    exchange_country: 'Thailand',
    iso2: 'TH',
    indexName: 'SET Index',
    exchanges: ['Stock Exchange of Thailand'],
    tickerStyle: 'alpha',
    weight: 1.2,
  },
  {
    exchange_countryID: 29,
    exchange_country: 'Philippines',
    iso2: 'PH',
    indexName: 'PSEi',
    exchanges: ['Philippine Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 0.6,
  },
  {
    exchange_countryID: 30,
    exchange_country: 'Israel',
    iso2: 'IL',
    indexName: 'TA-35',
    exchanges: ['Tel Aviv Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 0.8,
  },
  {
    exchange_countryID: 31,
    exchange_country: 'Turkey',
    iso2: 'TR',
    indexName: 'BIST 100',
    exchanges: ['Borsa Istanbul'],
    tickerStyle: 'alpha',
    weight: 0.8,
  },
  {
    exchange_countryID: 32,
    exchange_country: 'Poland',
    iso2: 'PL',
    indexName: 'WIG20',
    exchanges: ['Warsaw Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 0.8,
  },
  {
    exchange_countryID: 33,
    exchange_country: 'Saudi Arabia',
    iso2: 'SA',
    indexName: 'Tadawul All Share',
    exchanges: ['Saudi Exchange'],
    tickerStyle: 'numeric4',
    weight: 0.7,
  },
  {
    exchange_countryID: 34,
    exchange_country: 'New Zealand',
    iso2: 'NZ',
    indexName: 'S&P/NZX 50',
    exchanges: ['NZX'],
    tickerStyle: 'alpha',
    weight: 0.4,
  },
  {
    exchange_countryID: 35,
    exchange_country: 'Ireland',
    iso2: 'IE',
    indexName: 'ISEQ 20',
    exchanges: ['Euronext Dublin'],
    tickerStyle: 'alpha',
    weight: 0.3,
  },
  {
    exchange_countryID: 36,
    exchange_country: 'Austria',
    iso2: 'AT',
    indexName: 'ATX',
    exchanges: ['Wiener Börse'],
    tickerStyle: 'alpha',
    weight: 0.3,
  },
  {
    exchange_countryID: 37,
    exchange_country: 'Portugal',
    iso2: 'PT',
    indexName: 'PSI',
    exchanges: ['Euronext Lisbon'],
    tickerStyle: 'alpha',
    weight: 0.3,
  },
  {
    exchange_countryID: 38,
    exchange_country: 'Vietnam',
    iso2: 'VN',
    indexName: 'VN-Index',
    exchanges: ['Ho Chi Minh Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 0.8,
  },
  {
    exchange_countryID: 39,
    exchange_country: 'Chile',
    iso2: 'CL',
    indexName: 'S&P IPSA',
    exchanges: ['Santiago Stock Exchange'],
    tickerStyle: 'alpha',
    weight: 0.4,
  },
];

/** Jurisdictions that appear only as domicile or incorporation (holding companies, funds). */
export const OFFSHORE_COUNTRIES: readonly Country[] = [
  { iso2: 'KY', name: 'Cayman Islands' },
  { iso2: 'BM', name: 'Bermuda' },
  { iso2: 'LU', name: 'Luxembourg' },
  { iso2: 'VG', name: 'British Virgin Islands' },
  { iso2: 'JE', name: 'Jersey' },
  { iso2: 'GG', name: 'Guernsey' },
];

/** Every country a company can be listed, domiciled or incorporated in. */
export const COUNTRIES: readonly Country[] = [
  ...EXCHANGE_COUNTRIES.map(({ iso2, exchange_country }) => ({ iso2, name: exchange_country })),
  ...OFFSHORE_COUNTRIES,
];

const countryByIso2 = new Map(COUNTRIES.map((country) => [country.iso2, country]));
const exchangeCountryById = new Map(
  EXCHANGE_COUNTRIES.map((country) => [country.exchange_countryID, country]),
);

export function countryName(iso2: string): string {
  return countryByIso2.get(iso2)?.name ?? iso2;
}

export function findExchangeCountry(exchangeCountryId: number): ExchangeCountry | undefined {
  return exchangeCountryById.get(exchangeCountryId);
}
