/**
 * GICS-like classification: 11 sectors and 25 industry groups, with the two- and four-digit codes as ids,
 * plus one 'Unclassified' sector and group (99 / 9999) for imported companies whose industry is unknown
 * (an SEC filer without an SIC code, or with one that names no industry: docs/sec-edgar-classification.md).
 */

export interface Sector {
  readonly sectorID: number;
  readonly sector_name: string;
}

export interface IndustryGroup {
  readonly industry_groupID: number;
  readonly industry_group: string;
  readonly sectorID: number;
}

export const SECTORS: readonly Sector[] = [
  { sectorID: 10, sector_name: 'Energy' },
  { sectorID: 15, sector_name: 'Materials' },
  { sectorID: 20, sector_name: 'Industrials' },
  { sectorID: 25, sector_name: 'Consumer Discretionary' },
  { sectorID: 30, sector_name: 'Consumer Staples' },
  { sectorID: 35, sector_name: 'Health Care' },
  { sectorID: 40, sector_name: 'Financials' },
  { sectorID: 45, sector_name: 'Information Technology' },
  { sectorID: 50, sector_name: 'Communication Services' },
  { sectorID: 55, sector_name: 'Utilities' },
  { sectorID: 60, sector_name: 'Real Estate' },
  { sectorID: 99, sector_name: 'Unclassified' },
];

export const INDUSTRY_GROUPS: readonly IndustryGroup[] = [
  { industry_groupID: 1010, industry_group: 'Energy', sectorID: 10 },
  { industry_groupID: 1510, industry_group: 'Materials', sectorID: 15 },
  { industry_groupID: 2010, industry_group: 'Capital Goods', sectorID: 20 },
  { industry_groupID: 2020, industry_group: 'Commercial & Professional Services', sectorID: 20 },
  { industry_groupID: 2030, industry_group: 'Transportation', sectorID: 20 },
  { industry_groupID: 2510, industry_group: 'Automobiles & Components', sectorID: 25 },
  { industry_groupID: 2520, industry_group: 'Consumer Durables & Apparel', sectorID: 25 },
  { industry_groupID: 2530, industry_group: 'Consumer Services', sectorID: 25 },
  { industry_groupID: 2550, industry_group: 'Consumer Discretionary Distribution & Retail', sectorID: 25 },
  { industry_groupID: 3010, industry_group: 'Consumer Staples Distribution & Retail', sectorID: 30 },
  { industry_groupID: 3020, industry_group: 'Food, Beverage & Tobacco', sectorID: 30 },
  { industry_groupID: 3030, industry_group: 'Household & Personal Products', sectorID: 30 },
  { industry_groupID: 3510, industry_group: 'Health Care Equipment & Services', sectorID: 35 },
  { industry_groupID: 3520, industry_group: 'Pharmaceuticals, Biotechnology & Life Sciences', sectorID: 35 },
  { industry_groupID: 4010, industry_group: 'Banks', sectorID: 40 },
  { industry_groupID: 4020, industry_group: 'Financial Services', sectorID: 40 },
  { industry_groupID: 4030, industry_group: 'Insurance', sectorID: 40 },
  { industry_groupID: 4510, industry_group: 'Software & Services', sectorID: 45 },
  { industry_groupID: 4520, industry_group: 'Technology Hardware & Equipment', sectorID: 45 },
  { industry_groupID: 4530, industry_group: 'Semiconductors & Semiconductor Equipment', sectorID: 45 },
  { industry_groupID: 5010, industry_group: 'Telecommunication Services', sectorID: 50 },
  { industry_groupID: 5020, industry_group: 'Media & Entertainment', sectorID: 50 },
  { industry_groupID: 5510, industry_group: 'Utilities', sectorID: 55 },
  { industry_groupID: 6010, industry_group: 'Equity Real Estate Investment Trusts (REITs)', sectorID: 60 },
  { industry_groupID: 6020, industry_group: 'Real Estate Management & Development', sectorID: 60 },
  { industry_groupID: 9999, industry_group: 'Unclassified', sectorID: 99 },
];

/** The sector and industry group of a company whose industry is unknown: shown, never dropped. */
export const UNCLASSIFIED_SECTOR_ID = 99;
export const UNCLASSIFIED_INDUSTRY_GROUP_ID = 9999;

const sectorById = new Map(SECTORS.map((sector) => [sector.sectorID, sector]));
const industryGroupById = new Map(INDUSTRY_GROUPS.map((group) => [group.industry_groupID, group]));

export function findSector(sectorId: number): Sector | undefined {
  return sectorById.get(sectorId);
}

export function findIndustryGroup(industryGroupId: number): IndustryGroup | undefined {
  return industryGroupById.get(industryGroupId);
}
