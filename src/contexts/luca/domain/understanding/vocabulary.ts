/**
 * The words a question may use for exchange countries, sectors and clusters, beyond their names.
 * An alias with a capital letter is matched as written ("US", "IT"), any other in any case.
 */

export interface Term<Id> {
  id: Id;
  name: string;
  aliases: readonly string[];
}

/** An industry group and the sector it belongs to. */
export interface IndustryGroupTerm extends Term<number> {
  sectorId: number;
}

/** What Luca recognises in a question; the application builds it from screening's reference data. */
export interface Vocabulary {
  exchanges: ReadonlyArray<Term<number>>;
  sectors: ReadonlyArray<Term<number>>;
  industryGroups: readonly IndustryGroupTerm[];
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

/**
 * By sector name. Words for a part of a sector ("banks", "software", "pharma") belong to its industry
 * group below, not here: "Japanese banks" are Japan's Banks, not all its Financials.
 */
export const SECTOR_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Energy: ['energy companies', 'oil and gas'],
  Materials: ['materials companies', 'mining', 'miners', 'chemicals'],
  Industrials: ['industrial', 'industrials companies', 'industrial companies'],
  'Consumer Discretionary': ['discretionary', 'consumer discretionary companies'],
  'Consumer Staples': ['staples'],
  'Health Care': ['healthcare', 'health-care'],
  Financials: ['financial', 'financial companies'],
  'Information Technology': ['IT', 'tech', 'technology'],
  'Communication Services': ['communications'],
  Utilities: ['utility', 'utility companies'],
  'Real Estate': ['property'],
};

/**
 * By industry group name: its plural nouns and short forms ("banks", "insurers"). A group named like its
 * sector (Energy, Materials, Utilities) needs none: the sector is read instead, the same companies.
 */
export const INDUSTRY_GROUP_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Capital Goods': ['capital goods companies', 'machinery', 'aerospace and defense', 'aerospace & defense'],
  'Commercial & Professional Services': ['commercial services', 'professional services'],
  Transportation: ['transport', 'transportation companies', 'airlines', 'railroads', 'railways', 'shipping'],
  'Automobiles & Components': [
    'automobiles',
    'automakers',
    'carmakers',
    'car makers',
    'auto makers',
    'autos',
  ],
  'Consumer Durables & Apparel': ['consumer durables', 'apparel', 'apparel companies'],
  'Consumer Services': ['hotels', 'restaurants', 'casinos'],
  'Consumer Discretionary Distribution & Retail': ['retailers', 'retail', 'discretionary retailers'],
  'Consumer Staples Distribution & Retail': [
    'grocers',
    'supermarkets',
    'food retailers',
    'staples retailers',
  ],
  'Food, Beverage & Tobacco': ['food and beverage', 'food & beverage', 'beverages', 'tobacco', 'brewers'],
  'Household & Personal Products': ['household products', 'personal products'],
  'Health Care Equipment & Services': ['medtech', 'medical devices', 'health care equipment', 'hospitals'],
  'Pharmaceuticals, Biotechnology & Life Sciences': [
    'pharma',
    'pharmas',
    'pharmaceuticals',
    'pharmaceutical companies',
    'biotech',
    'biotechs',
    'biotechnology',
    'life sciences',
    'drugmakers',
  ],
  Banks: ['banks', 'banking', 'bank stocks', 'lenders'],
  'Financial Services': ['diversified financials', 'asset managers', 'brokers', 'brokerages'],
  Insurance: ['insurers', 'insurance companies', 'reinsurers'],
  'Software & Services': ['software', 'software companies', 'it services'],
  'Technology Hardware & Equipment': ['hardware', 'technology hardware', 'tech hardware'],
  'Semiconductors & Semiconductor Equipment': [
    'semiconductors',
    'semiconductor companies',
    'chipmakers',
    'chip makers',
    'semis',
  ],
  'Telecommunication Services': ['telecom', 'telecoms', 'telcos', 'telecommunications'],
  'Media & Entertainment': ['media', 'media companies', 'entertainment'],
  'Equity Real Estate Investment Trusts (REITs)': ['reits', 'reit', 'equity reits'],
  'Real Estate Management & Development': ['property developers', 'real estate developers'],
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
