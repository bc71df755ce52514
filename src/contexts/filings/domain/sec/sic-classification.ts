/**
 * SEC's Standard Industrial Classification (SIC, four digits, as EDGAR assigns it to a filer) mapped to the
 * product's GICS-like sector and industry group (reference/sectors.ts). The table is a list of ranges,
 * searched in order: the first range holding the code wins, so a narrow exception stands before the broad
 * range it cuts into. The rows cover every code from 0100 to 9999; SEC's own pseudo-codes (8880 ADRs,
 * 8888 foreign governments), public administration (9100-9999) and unused ranges go to 'Unclassified'
 * (99 / 9999), as do a missing code and a code outside 0100-9999: such a company is shown, never dropped.
 *
 * SIC classifies establishments by what they make, GICS companies by how they earn: the two disagree for
 * some companies, and the table follows GICS where a whole SIC code can follow it. Known differences that a
 * range cannot fix (they would need a per-company override) are in docs/sec-edgar-classification.md:
 * Alphabet and Meta file under 7370 (computer programming, data processing) and are classified
 * Software & Services here, where GICS has Interactive Media & Services (Media & Entertainment); mortgage
 * REITs share 6798 with equity REITs; payment networks (Visa, Mastercard, PayPal) file under 7389.
 */

import {
  findIndustryGroup,
  UNCLASSIFIED_INDUSTRY_GROUP_ID,
  UNCLASSIFIED_SECTOR_ID,
} from '../../../screening/domain/published/reference-data.js';

/** One row of the table: SIC codes from..to (both included) go to one industry group. */
export interface SicRange {
  readonly from: number;
  readonly to: number;
  readonly industry_groupID: number;
  /** What the codes are, and the GICS industry they stand for where it helps. */
  readonly label: string;
}

export interface SicClassification {
  readonly sectorID: number;
  readonly industry_groupID: number;
  /** True when the company went to the 'Unclassified' sector (no code, or a code naming no industry). */
  readonly unclassified: boolean;
}

// Industry groups (reference/sectors.ts).
const ENERGY = 1010;
const MATERIALS = 1510;
const CAPITAL_GOODS = 2010;
const COMMERCIAL_SERVICES = 2020;
const TRANSPORTATION = 2030;
const AUTOMOBILES = 2510;
const CONSUMER_DURABLES = 2520;
const CONSUMER_SERVICES = 2530;
const DISCRETIONARY_RETAIL = 2550;
const STAPLES_RETAIL = 3010;
const FOOD_BEVERAGE_TOBACCO = 3020;
const HOUSEHOLD_PRODUCTS = 3030;
const HEALTH_CARE_EQUIPMENT_SERVICES = 3510;
const PHARMA_BIOTECH = 3520;
const BANKS = 4010;
const FINANCIAL_SERVICES = 4020;
const INSURANCE = 4030;
const SOFTWARE_SERVICES = 4510;
const TECHNOLOGY_HARDWARE = 4520;
const SEMICONDUCTORS = 4530;
const TELECOMMUNICATION = 5010;
const MEDIA_ENTERTAINMENT = 5020;
const UTILITIES = 5510;
const EQUITY_REITS = 6010;
const REAL_ESTATE_MANAGEMENT = 6020;
const UNCLASSIFIED = UNCLASSIFIED_INDUSTRY_GROUP_ID;

const row = (from: number, to: number, industry_groupID: number, label: string): SicRange => ({
  from,
  to,
  industry_groupID,
  label,
});

/** Ordered: the first row holding a code wins (exceptions stand before their broad range). */
export const SIC_RANGES: readonly SicRange[] = [
  // Division A: agriculture, forestry, fishing (0100-0999).
  row(
    100,
    799,
    FOOD_BEVERAGE_TOBACCO,
    'Agricultural production (crops, livestock) and agricultural services',
  ),
  row(800, 899, MATERIALS, 'Forestry (GICS Forest Products)'),
  row(900, 999, FOOD_BEVERAGE_TOBACCO, 'Fishing, hunting and trapping'),

  // Division B: mining (1000-1499).
  row(1000, 1099, MATERIALS, 'Metal mining: gold and silver (1040), other metal ores'),
  row(1100, 1299, ENERGY, 'Coal mining (GICS Coal & Consumable Fuels)'),
  row(
    1300,
    1399,
    ENERGY,
    'Oil and gas: crude petroleum and natural gas (1311), drilling and field services (1381-1389)',
  ),
  row(1400, 1499, MATERIALS, 'Nonmetallic minerals except fuels: stone, sand, clay, chemical minerals'),

  // Division C: construction (1500-1799; 1800-1999 are not used).
  row(
    1500,
    1531,
    CONSUMER_DURABLES,
    'Residential building contractors and operative builders (GICS Homebuilding)',
  ),
  row(
    1532,
    1999,
    CAPITAL_GOODS,
    'Nonresidential, heavy and special-trade construction (GICS Construction & Engineering)',
  ),

  // Division D: manufacturing (2000-3999).
  row(2000, 2099, FOOD_BEVERAGE_TOBACCO, 'Food and kindred products, beverages (2080-2086)'),
  row(2100, 2199, FOOD_BEVERAGE_TOBACCO, 'Tobacco products'),
  row(
    2200,
    2399,
    CONSUMER_DURABLES,
    'Textile mill products and apparel (GICS Textiles, Apparel & Luxury Goods)',
  ),
  row(2450, 2452, CONSUMER_DURABLES, 'Mobile homes and prefabricated wood buildings (GICS Homebuilding)'),
  row(2400, 2499, MATERIALS, 'Lumber and wood products (GICS Forest Products)'),
  row(
    2520,
    2549,
    COMMERCIAL_SERVICES,
    'Office furniture, partitions and store fixtures (GICS Office Services & Supplies)',
  ),
  row(2500, 2599, CONSUMER_DURABLES, 'Household and miscellaneous furniture (GICS Home Furnishings)'),
  row(
    2600,
    2699,
    MATERIALS,
    'Paper and allied products, paperboard containers (GICS Paper & Forest Products, Containers)',
  ),
  row(
    2700,
    2749,
    MEDIA_ENTERTAINMENT,
    'Publishing: newspapers, periodicals, books, miscellaneous (GICS Publishing)',
  ),
  row(
    2750,
    2799,
    COMMERCIAL_SERVICES,
    'Commercial printing, business forms, greeting cards (GICS Commercial Printing)',
  ),
  row(
    2833,
    2836,
    PHARMA_BIOTECH,
    'Medicinal chemicals, pharmaceutical preparations (2834), diagnostics, biological products',
  ),
  row(2840, 2844, HOUSEHOLD_PRODUCTS, 'Soap, detergents, cleaning preparations, perfumes and cosmetics'),
  row(
    2800,
    2899,
    MATERIALS,
    'Chemicals: industrial, plastics materials, paints, agricultural chemicals (GICS Chemicals)',
  ),
  row(2950, 2959, MATERIALS, 'Asphalt paving and roofing materials (GICS Construction Materials)'),
  row(2900, 2999, ENERGY, 'Petroleum refining (2911) and other products of petroleum and coal'),
  row(3010, 3019, AUTOMOBILES, 'Tires and inner tubes (GICS Tires & Rubber)'),
  row(3020, 3029, CONSUMER_DURABLES, 'Rubber and plastics footwear'),
  row(3000, 3099, MATERIALS, 'Rubber and miscellaneous plastics products'),
  row(3100, 3199, CONSUMER_DURABLES, 'Leather and leather products, footwear, luggage'),
  row(
    3200,
    3299,
    MATERIALS,
    'Stone, clay, glass and concrete products (GICS Construction Materials, Glass Containers)',
  ),
  row(3300, 3399, MATERIALS, 'Primary metals: steel works, aluminium, nonferrous smelting, foundries'),
  row(3410, 3412, MATERIALS, 'Metal cans and shipping containers (GICS Metal & Glass Containers)'),
  row(
    3400,
    3499,
    CAPITAL_GOODS,
    'Fabricated metal products: tools, hardware, plumbing fixtures, structural metal, ordnance',
  ),
  row(
    3570,
    3579,
    TECHNOLOGY_HARDWARE,
    'Computer and office equipment: computers (3571), storage, terminals, peripherals',
  ),
  row(
    3500,
    3599,
    CAPITAL_GOODS,
    'Industrial and commercial machinery: engines, farm, construction, oil field, special industry',
  ),
  row(3630, 3639, CONSUMER_DURABLES, 'Household appliances'),
  row(3650, 3651, CONSUMER_DURABLES, 'Household audio and video equipment (GICS Consumer Electronics)'),
  row(3652, 3652, MEDIA_ENTERTAINMENT, 'Prerecorded records and tapes'),
  row(
    3660,
    3669,
    TECHNOLOGY_HARDWARE,
    'Communications equipment: telephone apparatus, broadcasting and communications equipment',
  ),
  row(3674, 3674, SEMICONDUCTORS, 'Semiconductors and related devices'),
  row(
    3670,
    3679,
    TECHNOLOGY_HARDWARE,
    'Electronic components: printed circuit boards, connectors (GICS Electronic Components)',
  ),
  row(3695, 3695, TECHNOLOGY_HARDWARE, 'Magnetic and optical recording media'),
  row(
    3600,
    3699,
    CAPITAL_GOODS,
    'Electrical equipment: transformers, switchgear, motors, lighting, batteries (GICS Electrical)',
  ),
  row(
    3700,
    3719,
    AUTOMOBILES,
    'Motor vehicles (3711), truck and bus bodies, parts (3714), truck trailers, motor homes',
  ),
  row(3750, 3759, AUTOMOBILES, 'Motorcycles, bicycles and parts (GICS Motorcycle Manufacturers)'),
  row(
    3790,
    3799,
    CONSUMER_DURABLES,
    'Miscellaneous transportation equipment: campers, all-terrain vehicles (GICS Leisure Products)',
  ),
  row(
    3700,
    3799,
    CAPITAL_GOODS,
    'Aircraft and parts, ships, railroad equipment, guided missiles and space vehicles',
  ),
  row(3821, 3821, PHARMA_BIOTECH, 'Laboratory apparatus and furniture (GICS Life Sciences Tools & Services)'),
  row(3822, 3822, CAPITAL_GOODS, 'Automatic environmental controls (GICS Building Products)'),
  row(3826, 3826, PHARMA_BIOTECH, 'Laboratory analytical instruments (GICS Life Sciences Tools & Services)'),
  row(
    3820,
    3829,
    TECHNOLOGY_HARDWARE,
    'Measuring, testing and controlling instruments, optical instruments (GICS Electronic Equipment)',
  ),
  row(
    3840,
    3851,
    HEALTH_CARE_EQUIPMENT_SERVICES,
    'Surgical, medical, dental, X-ray and electromedical apparatus; ophthalmic goods',
  ),
  row(3860, 3869, TECHNOLOGY_HARDWARE, 'Photographic equipment and supplies'),
  row(3870, 3879, CONSUMER_DURABLES, 'Watches and clocks'),
  row(
    3800,
    3899,
    CAPITAL_GOODS,
    'Search, detection, navigation and guidance systems (3812, GICS Aerospace & Defense)',
  ),
  row(
    3900,
    3999,
    CONSUMER_DURABLES,
    'Miscellaneous manufacturing: jewelry, toys, sporting goods, musical instruments',
  ),

  // Division E: transportation, communications, utilities (4000-4999).
  row(
    4000,
    4499,
    TRANSPORTATION,
    'Railroads, transit and buses, trucking and warehousing, water transportation',
  ),
  row(4500, 4599, TRANSPORTATION, 'Air transportation, air courier, airports'),
  row(4600, 4699, ENERGY, 'Pipelines except natural gas (GICS Oil & Gas Storage & Transportation)'),
  row(
    4700,
    4729,
    CONSUMER_SERVICES,
    'Transportation services (4700: online travel, e.g. Expedia), travel agencies, tour operators',
  ),
  row(
    4730,
    4799,
    TRANSPORTATION,
    'Freight transportation arrangement and other services (GICS Air Freight & Logistics)',
  ),
  row(
    4810,
    4829,
    TELECOMMUNICATION,
    'Radiotelephone (4812) and telephone (4813) communications, telegraph and messaging',
  ),
  row(
    4830,
    4849,
    MEDIA_ENTERTAINMENT,
    'Radio and television broadcasting, cable and other pay television (GICS Media)',
  ),
  row(4800, 4899, TELECOMMUNICATION, 'Communications services, NEC'),
  row(4922, 4923, ENERGY, 'Natural gas transmission: pipelines (GICS Oil & Gas Storage & Transportation)'),
  row(
    4950,
    4959,
    COMMERCIAL_SERVICES,
    'Sanitary services, refuse systems, hazardous waste (GICS Environmental Services)',
  ),
  row(
    4900,
    4999,
    UTILITIES,
    'Electric (4911), gas distribution (4924), combined, water (4941), steam, cogeneration (4991)',
  ),

  // Division F: wholesale trade (5000-5199).
  row(
    5010,
    5029,
    DISCRETIONARY_RETAIL,
    'Wholesale motor vehicle parts, furniture and home furnishings (GICS Distributors)',
  ),
  row(
    5045,
    5045,
    TECHNOLOGY_HARDWARE,
    'Wholesale computers, peripherals and software (GICS Technology Distributors)',
  ),
  row(
    5047,
    5047,
    HEALTH_CARE_EQUIPMENT_SERVICES,
    'Wholesale medical, dental and hospital supplies (GICS Health Care Distributors)',
  ),
  row(5050, 5059, MATERIALS, 'Wholesale metals and minerals, metals service centers (GICS Steel)'),
  row(
    5064,
    5064,
    DISCRETIONARY_RETAIL,
    'Wholesale electrical appliances, TV and radio sets (GICS Distributors)',
  ),
  row(
    5065,
    5065,
    TECHNOLOGY_HARDWARE,
    'Wholesale electronic parts and equipment (GICS Technology Distributors)',
  ),
  row(
    5090,
    5099,
    DISCRETIONARY_RETAIL,
    'Wholesale miscellaneous durable goods: jewelry, toys, sporting goods (GICS Distributors)',
  ),
  row(
    5000,
    5099,
    CAPITAL_GOODS,
    'Wholesale durable goods: building materials, equipment, electrical, hardware, machinery',
  ),
  row(
    5120,
    5129,
    HEALTH_CARE_EQUIPMENT_SERVICES,
    'Wholesale drugs and druggists sundries (GICS Health Care Distributors)',
  ),
  row(5130, 5139, DISCRETIONARY_RETAIL, 'Wholesale apparel and piece goods (GICS Distributors)'),
  row(
    5140,
    5159,
    STAPLES_RETAIL,
    'Wholesale groceries and farm product raw materials (GICS Food Distributors)',
  ),
  row(5160, 5169, MATERIALS, 'Wholesale chemicals and allied products'),
  row(5170, 5179, ENERGY, 'Wholesale petroleum and petroleum products (GICS Oil & Gas Refining & Marketing)'),
  row(5180, 5189, STAPLES_RETAIL, 'Wholesale beer, wine and distilled beverages'),
  row(5190, 5199, DISCRETIONARY_RETAIL, 'Wholesale miscellaneous nondurable goods'),
  row(
    5100,
    5199,
    CAPITAL_GOODS,
    'Wholesale paper and paper products (GICS Trading Companies & Distributors)',
  ),

  // Division G: retail trade (5200-5999).
  row(
    5200,
    5299,
    DISCRETIONARY_RETAIL,
    'Building materials, hardware, garden supply (GICS Home Improvement Retail)',
  ),
  row(5310, 5319, DISCRETIONARY_RETAIL, 'Department stores (GICS Broadline Retail)'),
  row(
    5300,
    5399,
    STAPLES_RETAIL,
    'Variety stores, warehouse clubs, general merchandise (GICS Consumer Staples Merchandise Retail)',
  ),
  row(5400, 5499, STAPLES_RETAIL, 'Food stores: grocery and convenience stores'),
  row(5800, 5899, CONSUMER_SERVICES, 'Eating and drinking places (GICS Restaurants)'),
  row(5910, 5919, STAPLES_RETAIL, 'Drug stores and proprietary stores (GICS Drug Retail)'),
  row(
    5500,
    5999,
    DISCRETIONARY_RETAIL,
    'Auto dealers, apparel, furniture, electronics, hobby stores; mail-order and online (5961)',
  ),

  // Division H: finance, insurance, real estate (6000-6799; 6800-6999 are not used).
  row(
    6090,
    6099,
    FINANCIAL_SERVICES,
    'Functions related to depository banking (GICS Transaction & Payment Processing)',
  ),
  row(
    6000,
    6099,
    BANKS,
    'Depository institutions: commercial banks (6021-6029), savings institutions (6035, 6036)',
  ),
  row(
    6100,
    6299,
    FINANCIAL_SERVICES,
    'Credit agencies (6111), consumer and mortgage finance, asset-backed, brokers, exchanges',
  ),
  row(
    6324,
    6324,
    HEALTH_CARE_EQUIPMENT_SERVICES,
    'Hospital and medical service plans (GICS Managed Health Care)',
  ),
  row(
    6300,
    6499,
    INSURANCE,
    'Insurance carriers (life, health, property & casualty, title), agents and brokers (6411)',
  ),
  row(6500, 6699, REAL_ESTATE_MANAGEMENT, 'Real estate operators, lessors, agents, managers and developers'),
  row(6770, 6770, FINANCIAL_SERVICES, 'Blank checks: SPACs (classified in Financials by GICS)'),
  row(6792, 6792, ENERGY, 'Oil royalty traders'),
  row(
    6794,
    6794,
    COMMERCIAL_SERVICES,
    'Patent owners and lessors, franchisors (licensing, no GICS industry of its own)',
  ),
  row(6795, 6795, MATERIALS, 'Mineral royalty traders'),
  row(6798, 6798, EQUITY_REITS, 'Real estate investment trusts (mortgage REITs included)'),
  row(
    6700,
    6799,
    FINANCIAL_SERVICES,
    'Holding and other investment offices: funds, trusts, investors NEC (6799)',
  ),
  row(6800, 6999, UNCLASSIFIED, 'Not used by SIC'),

  // Division I: services (7000-8999).
  row(
    7000,
    7199,
    CONSUMER_SERVICES,
    'Hotels, motels and other lodging (GICS Hotels, Resorts & Cruise Lines)',
  ),
  row(7200, 7299, CONSUMER_SERVICES, 'Personal services: laundry, photography, beauty, funeral services'),
  row(7310, 7319, MEDIA_ENTERTAINMENT, 'Advertising agencies and services (GICS Advertising)'),
  row(7350, 7359, CAPITAL_GOODS, 'Equipment rental and leasing (GICS Trading Companies & Distributors)'),
  row(
    7370,
    7379,
    SOFTWARE_SERVICES,
    'Computer programming and data processing (7370), prepackaged software (7372), IT services',
  ),
  row(7385, 7385, TELECOMMUNICATION, 'Telephone interconnect systems'),
  row(
    7300,
    7499,
    COMMERCIAL_SERVICES,
    'Business services: credit reporting, staffing (7361, 7363), security, services NEC (7389)',
  ),
  row(7510, 7519, TRANSPORTATION, 'Car and truck rental and leasing (GICS Passenger Ground Transportation)'),
  row(7500, 7599, CONSUMER_SERVICES, 'Automotive repair, services and parking'),
  row(7600, 7799, COMMERCIAL_SERVICES, 'Miscellaneous repair services'),
  row(
    7800,
    7899,
    MEDIA_ENTERTAINMENT,
    'Motion pictures: production, distribution, theaters (GICS Movies & Entertainment)',
  ),
  row(
    7900,
    7999,
    CONSUMER_SERVICES,
    'Amusement and recreation: casinos, racing, sports clubs, parks (GICS Casinos & Leisure)',
  ),
  row(
    8000,
    8099,
    HEALTH_CARE_EQUIPMENT_SERVICES,
    'Health services: doctors, nursing, hospitals (8062), laboratories (8071), home care',
  ),
  row(8100, 8199, COMMERCIAL_SERVICES, 'Legal services'),
  row(8200, 8299, CONSUMER_SERVICES, 'Educational services (GICS Education Services)'),
  row(8300, 8499, CONSUMER_SERVICES, 'Social services, child day care (8351), museums and zoos'),
  row(8500, 8699, COMMERCIAL_SERVICES, 'Membership organizations'),
  row(8710, 8719, CAPITAL_GOODS, 'Engineering services (GICS Construction & Engineering)'),
  row(
    8731,
    8731,
    PHARMA_BIOTECH,
    'Commercial physical and biological research (GICS Life Sciences Tools & Services)',
  ),
  row(
    8700,
    8799,
    COMMERCIAL_SERVICES,
    'Accounting, research, testing, management and consulting services (GICS Professional)',
  ),
  row(8880, 8880, UNCLASSIFIED, 'American Depositary Receipts: an SEC filer category, not an industry'),
  row(8888, 8888, UNCLASSIFIED, 'Foreign governments'),
  row(8800, 8899, UNCLASSIFIED, 'Private households'),
  row(8900, 8999, COMMERCIAL_SERVICES, 'Services, NEC'),

  // Division J: public administration, nonclassifiable (9000-9999).
  row(
    9000,
    9999,
    UNCLASSIFIED,
    'Public administration, international affairs (9721), non-operating establishments (9995)',
  ),
];

/** The first row of SIC_RANGES holding the code, or null (no code, or outside 0100-9999). */
export function findSicRange(sic: number | null): SicRange | null {
  if (sic === null || !Number.isInteger(sic)) return null;
  return SIC_RANGES.find((range) => sic >= range.from && sic <= range.to) ?? null;
}

/** The sector and industry group of an SIC code; 'Unclassified' (99 / 9999) when it names no industry. */
export function classifySic(sic: number | null): SicClassification {
  const range = findSicRange(sic);
  const group = range ? findIndustryGroup(range.industry_groupID) : undefined;
  if (!group || group.industry_groupID === UNCLASSIFIED) {
    return {
      sectorID: UNCLASSIFIED_SECTOR_ID,
      industry_groupID: UNCLASSIFIED_INDUSTRY_GROUP_ID,
      unclassified: true,
    };
  }
  return { sectorID: group.sectorID, industry_groupID: group.industry_groupID, unclassified: false };
}

/** '0100-0799', '3674' */
export function sicRangeText(range: Pick<SicRange, 'from' | 'to'>): string {
  const pad = (code: number): string => String(code).padStart(4, '0');
  return range.from === range.to ? pad(range.from) : `${pad(range.from)}-${pad(range.to)}`;
}
