/**
 * The words a question may use for exchange countries, sectors and clusters, beyond their names.
 * An alias with a capital letter is matched as written ("US", "IT"), any other in any case.
 */

export interface Term<Id> {
  id: Id;
  name: string;
  aliases: readonly string[];
}

/** What Luca recognises in a question; the application builds it from screening's reference data. */
export interface Vocabulary {
  exchanges: ReadonlyArray<Term<number>>;
  sectors: ReadonlyArray<Term<number>>;
  clusters: ReadonlyArray<Term<string>>;
  /** Safest first (A+ … F). */
  ratings: readonly string[];
}

/** By exchange-country name: adjectives and short forms. */
export const EXCHANGE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'United States': ['US', 'U.S.', 'USA', 'american', 'america'],
  Canada: ['canadian'],
  'United Kingdom': ['UK', 'U.K.', 'british', 'britain', 'england'],
  Germany: ['german'],
  France: ['french'],
  Japan: ['japanese'],
  China: ['chinese'],
  India: ['indian'],
  'Hong Kong': ['hongkong'],
  Australia: ['australian'],
  'South Korea': ['korea', 'korean', 'south korean'],
  Taiwan: ['taiwanese'],
  Singapore: ['singaporean'],
  Switzerland: ['swiss'],
  Netherlands: ['dutch', 'holland'],
  Italy: ['italian'],
  Spain: ['spanish'],
  Sweden: ['swedish'],
  Norway: ['norwegian'],
  Denmark: ['danish'],
  Finland: ['finnish'],
  Belgium: ['belgian'],
  Brazil: ['brazilian'],
  Mexico: ['mexican'],
  'South Africa': ['south african'],
  Malaysia: ['malaysian'],
  Indonesia: ['indonesian'],
  Thailand: ['thai'],
  Philippines: ['philippine', 'filipino'],
  Israel: ['israeli'],
  Turkey: ['turkish'],
  Poland: ['polish'],
  'Saudi Arabia': ['saudi'],
  'New Zealand': ['kiwi'],
  Ireland: ['irish'],
  Austria: ['austrian'],
  Portugal: ['portuguese'],
  Vietnam: ['vietnamese'],
  Chile: ['chilean'],
};

/** By sector name. */
export const SECTOR_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Energy: ['energy companies', 'oil and gas'],
  Materials: ['materials companies', 'mining', 'miners', 'chemicals'],
  Industrials: ['industrial', 'industrials companies', 'industrial companies'],
  'Consumer Discretionary': ['discretionary', 'consumer discretionary companies'],
  'Consumer Staples': ['staples'],
  'Health Care': ['healthcare', 'health-care', 'pharma', 'pharmaceuticals'],
  Financials: ['financial', 'banks', 'financial companies'],
  'Information Technology': ['IT', 'tech', 'technology', 'software'],
  'Communication Services': ['communications', 'telecom', 'telecoms', 'media'],
  Utilities: ['utility', 'utility companies'],
  'Real Estate': ['property', 'reits', 'reit'],
};

/** By cluster code. */
export const CLUSTER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  ac: ['accrual', 'accruals risk', 'tata'],
  wo: ['working-capital', 'working capital accruals'],
  va: ['soft assets', 'valuation of assets', 'asset valuations'],
  sm: ['smoothing', 'smoothed earnings', 'income smoothing'],
  ma: ['margin', 'gross margin', 'gross margins'],
  iv: ['inventories', 'inventory build-up', 'stock build-up'],
  ic: [
    'capitalized costs',
    'capitalised cost',
    'capitalized cost',
    'capitalisation',
    'capitalization',
    'intangibles',
  ],
  gr: ['sales growth', 'revenue growth'],
  ge: ['leverage', 'debt', 'gearing risk'],
  cr: ['receivables', 'receivable', 'credit', 'credit and receivable', 'dsri', 'debtors'],
  go: ['good will'],
  ca: ['cash conversion', 'cash flow'],
  re: ['revenue', 'revenues', 'sales quality'],
  as: ['assets quality', 'aqi'],
};
