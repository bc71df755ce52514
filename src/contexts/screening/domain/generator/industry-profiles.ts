/**
 * Typical financial shape of each industry group, used by the demo generator only.
 * gm: gross margin; arDays: receivables in days of sales; invDays: inventory in days of COGS;
 * ppe / oi: PP&E and other intangibles per unit of sales; depRate: depreciation / opening PP&E;
 * gwProb: share of companies that carry goodwill; vol: yearly sales growth volatility;
 * lev: long-term debt / total assets target; weight: share of the universe.
 */

export interface IndustryProfile {
  readonly industry_groupID: number;
  readonly gm: number;
  readonly arDays: number;
  readonly invDays: number;
  readonly ppe: number;
  readonly oi: number;
  readonly depRate: number;
  readonly gwProb: number;
  readonly vol: number;
  readonly lev: number;
  readonly weight: number;
  /** Words that make a company name sound like the industry. */
  readonly words: readonly string[];
}

type Row = [number, number, number, number, number, number, number, number, number, number, number, string[]];

const ROWS: Row[] = [
  // id,  gm,   ar,  inv,  ppe,  oi,  dep,  gw,  vol,  lev, weight, words
  [1010, 0.3, 45, 30, 1.2, 0.02, 0.07, 0.4, 0.2, 0.3, 4, ['Energy', 'Petroleum', 'Oil & Gas', 'Resources', 'Drilling']],
  [1510, 0.28, 50, 60, 0.9, 0.02, 0.08, 0.5, 0.15, 0.28, 6, ['Materials', 'Chemicals', 'Steel', 'Mining', 'Metals', 'Paper']],
  [2010, 0.28, 70, 80, 0.25, 0.04, 0.1, 0.6, 0.1, 0.22, 9, ['Engineering', 'Industries', 'Machinery', 'Aerospace', 'Electric']],
  [2020, 0.35, 60, 5, 0.15, 0.08, 0.15, 0.6, 0.08, 0.2, 4, ['Services', 'Consulting', 'Staffing', 'Facilities']],
  [2030, 0.25, 35, 10, 1.0, 0.03, 0.08, 0.4, 0.1, 0.35, 3, ['Logistics', 'Shipping', 'Airlines', 'Transport', 'Freight']],
  [2510, 0.18, 45, 45, 0.45, 0.05, 0.1, 0.4, 0.12, 0.25, 3, ['Motors', 'Automotive', 'Components', 'Tyre']],
  [2520, 0.4, 45, 100, 0.2, 0.06, 0.12, 0.4, 0.1, 0.18, 4, ['Apparel', 'Home', 'Textiles', 'Footwear', 'Appliances']],
  [2530, 0.45, 10, 8, 0.6, 0.05, 0.1, 0.5, 0.12, 0.3, 3, ['Hotels', 'Leisure', 'Restaurants', 'Education', 'Travel']],
  [2550, 0.32, 10, 70, 0.3, 0.03, 0.12, 0.4, 0.08, 0.2, 3, ['Retail', 'Stores', 'Commerce', 'Outlets']],
  [3010, 0.24, 8, 35, 0.35, 0.02, 0.1, 0.4, 0.05, 0.22, 2, ['Supermarkets', 'Grocers', 'Mart', 'Wholesale']],
  [3020, 0.38, 35, 60, 0.4, 0.12, 0.08, 0.6, 0.06, 0.28, 5, ['Foods', 'Beverages', 'Brewing', 'Agri', 'Dairy']],
  [3030, 0.5, 40, 60, 0.25, 0.15, 0.1, 0.6, 0.06, 0.22, 2, ['Consumer Products', 'Cosmetics', 'Household']],
  [3510, 0.45, 55, 70, 0.25, 0.1, 0.1, 0.6, 0.09, 0.22, 4, ['Medical', 'Healthcare', 'Diagnostics', 'Clinics']],
  [3520, 0.65, 65, 150, 0.2, 0.25, 0.1, 0.5, 0.14, 0.18, 5, ['Pharmaceuticals', 'Biotech', 'Therapeutics', 'Life Sciences']],
  [4010, 0.7, 20, 0, 0.1, 0.02, 0.1, 0.3, 0.06, 0.3, 4, ['Bank', 'Bancorp', 'Financial', 'Savings']],
  [4020, 0.6, 40, 0, 0.05, 0.05, 0.15, 0.5, 0.12, 0.3, 4, ['Capital', 'Investments', 'Finance', 'Asset Management']],
  [4030, 0.35, 60, 0, 0.03, 0.04, 0.1, 0.5, 0.06, 0.15, 2, ['Insurance', 'Assurance', 'Re', 'Life']],
  [4510, 0.62, 70, 5, 0.08, 0.2, 0.2, 0.6, 0.15, 0.12, 7, ['Software', 'Systems', 'Digital', 'Data', 'Technologies']],
  [4520, 0.35, 55, 60, 0.2, 0.05, 0.15, 0.4, 0.14, 0.15, 5, ['Electronics', 'Devices', 'Networks', 'Instruments']],
  [4530, 0.5, 50, 110, 0.5, 0.08, 0.14, 0.4, 0.2, 0.15, 3, ['Semiconductor', 'Micro', 'Silicon', 'Chips']],
  [5010, 0.55, 40, 10, 1.4, 0.3, 0.07, 0.5, 0.06, 0.4, 2, ['Telecom', 'Communications', 'Mobile', 'Broadband']],
  [5020, 0.5, 60, 5, 0.2, 0.3, 0.1, 0.6, 0.12, 0.25, 3, ['Media', 'Entertainment', 'Studios', 'Interactive', 'Publishing']],
  [5510, 0.4, 45, 15, 2.2, 0.05, 0.04, 0.4, 0.05, 0.45, 3, ['Power', 'Utilities', 'Water', 'Gas', 'Renewables']],
  [6010, 0.6, 15, 0, 8.0, 0.0, 0.025, 0.2, 0.06, 0.45, 2, ['REIT', 'Property Trust', 'Realty']],
  [6020, 0.35, 30, 250, 0.2, 0.01, 0.1, 0.2, 0.12, 0.4, 3, ['Properties', 'Land', 'Development', 'Estates']],
];

export const INDUSTRY_PROFILES: readonly IndustryProfile[] = ROWS.map(
  ([industry_groupID, gm, arDays, invDays, ppe, oi, depRate, gwProb, vol, lev, weight, words]) => ({
    industry_groupID,
    gm,
    arDays,
    invDays,
    ppe,
    oi,
    depRate,
    gwProb,
    vol,
    lev,
    weight,
    words,
  }),
);
