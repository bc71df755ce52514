/**
 * EDGAR's state and country codes (the 'stateOfIncorporation' and address 'stateOrCountry' of the
 * submissions JSON: 'CA', 'DE', 'E9', '2M') mapped to ISO 3166-1 alpha-2, and the rule that turns a
 * filer's codes into the product's domicile and incorporation countries (docs/sec-edgar-classification.md).
 *
 * Source of the codes: SEC's list "EDGAR State and Country Codes"
 * (https://www.sec.gov/edgar/searchedgar/edgarstatecodes.htm), checked against two published copies of it
 * and against real submissions (2M Germany, M0 Japan and E9 Cayman Islands occur in the files the tests
 * read). US states, DC and 'X1' (United States) are 'US'; the territories keep their own ISO codes
 * (PR Puerto Rico, VI US Virgin Islands, GU Guam, B5 American Samoa, 1V Northern Mariana Islands,
 * 2J US Minor Outlying Islands), which companyCountries then reports and maps to 'US'. Canada's provinces
 * (A0-A9, B0) and 'Z4' (Canada, federal level) are 'CA'. 'XX' (unknown) has no ISO code. EDGAR adds a code
 * now and then: a code missing here is reported by companyCountries, never guessed.
 *
 * Only EDGAR codes: FSDS sub.txt writes ISO country codes ('DE' Germany, 'IL' Israel), which read as EDGAR
 * codes would be US states (Delaware, Illinois).
 */

import { COUNTRIES, countryName } from '../../../screening/domain/published/reference-data.js';
import type { SecCompanyMeta } from './sec-facts.js';

export interface EdgarLocation {
  /** EDGAR's code: a US state ('CA'), a Canadian province ('A6') or a country ('E9'). */
  readonly code: string;
  /** ISO 3166-1 alpha-2 of the country (a US state's is 'US'). */
  readonly iso2: string;
  /** EDGAR's name for the code. */
  readonly name: string;
}

const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['X1', 'United States'],
];

const CANADIAN_PROVINCES: ReadonlyArray<readonly [string, string]> = [
  ['A0', 'Alberta, Canada'],
  ['A1', 'British Columbia, Canada'],
  ['A2', 'Manitoba, Canada'],
  ['A3', 'New Brunswick, Canada'],
  ['A4', 'Newfoundland, Canada'],
  ['A5', 'Nova Scotia, Canada'],
  ['A6', 'Ontario, Canada'],
  ['A7', 'Prince Edward Island, Canada'],
  ['A8', 'Quebec, Canada'],
  ['A9', 'Saskatchewan, Canada'],
  ['B0', 'Yukon, Canada'],
  ['Z4', 'Canada (Federal Level)'],
];

/** [EDGAR code, ISO alpha-2, EDGAR's name]: US territories and the countries outside the US and Canada. */
const OTHER_LOCATIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['PR', 'PR', 'Puerto Rico'],
  ['VI', 'VI', 'Virgin Islands, U.S.'],
  ['GU', 'GU', 'Guam'],
  ['B2', 'AF', 'Afghanistan'],
  ['Y6', 'AX', 'Aland Islands'],
  ['B3', 'AL', 'Albania'],
  ['B4', 'DZ', 'Algeria'],
  ['B5', 'AS', 'American Samoa'],
  ['B6', 'AD', 'Andorra'],
  ['B7', 'AO', 'Angola'],
  ['1A', 'AI', 'Anguilla'],
  ['B8', 'AQ', 'Antarctica'],
  ['B9', 'AG', 'Antigua and Barbuda'],
  ['C1', 'AR', 'Argentina'],
  ['1B', 'AM', 'Armenia'],
  ['1C', 'AW', 'Aruba'],
  ['C3', 'AU', 'Australia'],
  ['C4', 'AT', 'Austria'],
  ['1D', 'AZ', 'Azerbaijan'],
  ['C5', 'BS', 'Bahamas'],
  ['C6', 'BH', 'Bahrain'],
  ['C7', 'BD', 'Bangladesh'],
  ['C8', 'BB', 'Barbados'],
  ['1F', 'BY', 'Belarus'],
  ['C9', 'BE', 'Belgium'],
  ['D1', 'BZ', 'Belize'],
  ['G6', 'BJ', 'Benin'],
  ['D0', 'BM', 'Bermuda'],
  ['D2', 'BT', 'Bhutan'],
  ['D3', 'BO', 'Bolivia'],
  ['1E', 'BA', 'Bosnia and Herzegovina'],
  ['B1', 'BW', 'Botswana'],
  ['D4', 'BV', 'Bouvet Island'],
  ['D5', 'BR', 'Brazil'],
  ['D6', 'IO', 'British Indian Ocean Territory'],
  ['D9', 'BN', 'Brunei Darussalam'],
  ['E0', 'BG', 'Bulgaria'],
  ['X2', 'BF', 'Burkina Faso'],
  ['E2', 'BI', 'Burundi'],
  ['E3', 'KH', 'Cambodia'],
  ['E4', 'CM', 'Cameroon'],
  ['E8', 'CV', 'Cape Verde'],
  ['E9', 'KY', 'Cayman Islands'],
  ['F0', 'CF', 'Central African Republic'],
  ['F2', 'TD', 'Chad'],
  ['F3', 'CL', 'Chile'],
  ['F4', 'CN', 'China'],
  ['F6', 'CX', 'Christmas Island'],
  ['F7', 'CC', 'Cocos (Keeling) Islands'],
  ['F8', 'CO', 'Colombia'],
  ['F9', 'KM', 'Comoros'],
  ['G0', 'CG', 'Congo'],
  ['Y3', 'CD', 'Congo, the Democratic Republic of the'],
  ['G1', 'CK', 'Cook Islands'],
  ['G2', 'CR', 'Costa Rica'],
  ['L7', 'CI', "Cote d'Ivoire"],
  ['1M', 'HR', 'Croatia'],
  ['G3', 'CU', 'Cuba'],
  ['G4', 'CY', 'Cyprus'],
  ['2N', 'CZ', 'Czech Republic'],
  ['G7', 'DK', 'Denmark'],
  ['1G', 'DJ', 'Djibouti'],
  ['G9', 'DM', 'Dominica'],
  ['G8', 'DO', 'Dominican Republic'],
  ['H1', 'EC', 'Ecuador'],
  ['H2', 'EG', 'Egypt'],
  ['H3', 'SV', 'El Salvador'],
  ['H4', 'GQ', 'Equatorial Guinea'],
  ['1J', 'ER', 'Eritrea'],
  ['1H', 'EE', 'Estonia'],
  ['H5', 'ET', 'Ethiopia'],
  ['H7', 'FK', 'Falkland Islands (Malvinas)'],
  ['H6', 'FO', 'Faroe Islands'],
  ['H8', 'FJ', 'Fiji'],
  ['H9', 'FI', 'Finland'],
  ['I0', 'FR', 'France'],
  ['I3', 'GF', 'French Guiana'],
  ['I4', 'PF', 'French Polynesia'],
  ['2C', 'TF', 'French Southern Territories'],
  ['I5', 'GA', 'Gabon'],
  ['I6', 'GM', 'Gambia'],
  ['2Q', 'GE', 'Georgia'],
  ['2M', 'DE', 'Germany'],
  ['J0', 'GH', 'Ghana'],
  ['J1', 'GI', 'Gibraltar'],
  ['J3', 'GR', 'Greece'],
  ['J4', 'GL', 'Greenland'],
  ['J5', 'GD', 'Grenada'],
  ['J6', 'GP', 'Guadeloupe'],
  ['J8', 'GT', 'Guatemala'],
  ['Y7', 'GG', 'Guernsey'],
  ['J9', 'GN', 'Guinea'],
  ['S0', 'GW', 'Guinea-Bissau'],
  ['K0', 'GY', 'Guyana'],
  ['K1', 'HT', 'Haiti'],
  ['K4', 'HM', 'Heard Island and McDonald Islands'],
  ['X4', 'VA', 'Holy See (Vatican City State)'],
  ['K2', 'HN', 'Honduras'],
  ['K3', 'HK', 'Hong Kong'],
  ['K5', 'HU', 'Hungary'],
  ['K6', 'IS', 'Iceland'],
  ['K7', 'IN', 'India'],
  ['K8', 'ID', 'Indonesia'],
  ['K9', 'IR', 'Iran, Islamic Republic of'],
  ['L0', 'IQ', 'Iraq'],
  ['L2', 'IE', 'Ireland'],
  ['Y8', 'IM', 'Isle of Man'],
  ['L3', 'IL', 'Israel'],
  ['L6', 'IT', 'Italy'],
  ['L8', 'JM', 'Jamaica'],
  ['M0', 'JP', 'Japan'],
  ['Y9', 'JE', 'Jersey'],
  ['M2', 'JO', 'Jordan'],
  ['1P', 'KZ', 'Kazakhstan'],
  ['M3', 'KE', 'Kenya'],
  ['J2', 'KI', 'Kiribati'],
  ['M4', 'KP', "Korea, Democratic People's Republic of"],
  ['M5', 'KR', 'Korea, Republic of'],
  ['M6', 'KW', 'Kuwait'],
  ['1N', 'KG', 'Kyrgyzstan'],
  ['M7', 'LA', "Lao People's Democratic Republic"],
  ['1R', 'LV', 'Latvia'],
  ['M8', 'LB', 'Lebanon'],
  ['M9', 'LS', 'Lesotho'],
  ['N0', 'LR', 'Liberia'],
  ['N1', 'LY', 'Libyan Arab Jamahiriya'],
  ['N2', 'LI', 'Liechtenstein'],
  ['1Q', 'LT', 'Lithuania'],
  ['N4', 'LU', 'Luxembourg'],
  ['N5', 'MO', 'Macau'],
  ['1U', 'MK', 'Macedonia, the Former Yugoslav Republic of'],
  ['N6', 'MG', 'Madagascar'],
  ['N7', 'MW', 'Malawi'],
  ['N8', 'MY', 'Malaysia'],
  ['N9', 'MV', 'Maldives'],
  ['O0', 'ML', 'Mali'],
  ['O1', 'MT', 'Malta'],
  ['1T', 'MH', 'Marshall Islands'],
  ['O2', 'MQ', 'Martinique'],
  ['O3', 'MR', 'Mauritania'],
  ['O4', 'MU', 'Mauritius'],
  ['2P', 'YT', 'Mayotte'],
  ['O5', 'MX', 'Mexico'],
  ['1K', 'FM', 'Micronesia, Federated States of'],
  ['1S', 'MD', 'Moldova, Republic of'],
  ['O9', 'MC', 'Monaco'],
  ['P0', 'MN', 'Mongolia'],
  ['Z5', 'ME', 'Montenegro'],
  ['P1', 'MS', 'Montserrat'],
  ['P2', 'MA', 'Morocco'],
  ['P3', 'MZ', 'Mozambique'],
  ['E1', 'MM', 'Myanmar'],
  ['T6', 'NA', 'Namibia'],
  ['P5', 'NR', 'Nauru'],
  ['P6', 'NP', 'Nepal'],
  ['P7', 'NL', 'Netherlands'],
  // Dissolved in 2010: 'AN' is ISO's transitionally reserved code (successors CW, SX, BQ), a Dutch territory.
  ['P8', 'AN', 'Netherlands Antilles'],
  ['1W', 'NC', 'New Caledonia'],
  ['Q2', 'NZ', 'New Zealand'],
  ['Q3', 'NI', 'Nicaragua'],
  ['Q4', 'NE', 'Niger'],
  ['Q5', 'NG', 'Nigeria'],
  ['Q6', 'NU', 'Niue'],
  ['Q7', 'NF', 'Norfolk Island'],
  ['1V', 'MP', 'Northern Mariana Islands'],
  ['Q8', 'NO', 'Norway'],
  ['P4', 'OM', 'Oman'],
  ['R0', 'PK', 'Pakistan'],
  ['1Y', 'PW', 'Palau'],
  ['1X', 'PS', 'Palestinian Territory, Occupied'],
  ['R1', 'PA', 'Panama'],
  ['R2', 'PG', 'Papua New Guinea'],
  ['R4', 'PY', 'Paraguay'],
  ['R5', 'PE', 'Peru'],
  ['R6', 'PH', 'Philippines'],
  ['R8', 'PN', 'Pitcairn'],
  ['R9', 'PL', 'Poland'],
  ['S1', 'PT', 'Portugal'],
  ['S3', 'QA', 'Qatar'],
  ['S4', 'RE', 'Reunion'],
  ['S5', 'RO', 'Romania'],
  ['1Z', 'RU', 'Russian Federation'],
  ['S6', 'RW', 'Rwanda'],
  ['Z0', 'BL', 'Saint Barthelemy'],
  ['U8', 'SH', 'Saint Helena'],
  ['U7', 'KN', 'Saint Kitts and Nevis'],
  ['U9', 'LC', 'Saint Lucia'],
  ['Z1', 'MF', 'Saint Martin'],
  ['V0', 'PM', 'Saint Pierre and Miquelon'],
  ['V1', 'VC', 'Saint Vincent and the Grenadines'],
  ['Y0', 'WS', 'Samoa'],
  ['S8', 'SM', 'San Marino'],
  ['S9', 'ST', 'Sao Tome and Principe'],
  ['T0', 'SA', 'Saudi Arabia'],
  ['T1', 'SN', 'Senegal'],
  ['Z2', 'RS', 'Serbia'],
  ['T2', 'SC', 'Seychelles'],
  ['T8', 'SL', 'Sierra Leone'],
  ['U0', 'SG', 'Singapore'],
  ['2B', 'SK', 'Slovakia'],
  ['2A', 'SI', 'Slovenia'],
  ['D7', 'SB', 'Solomon Islands'],
  ['U1', 'SO', 'Somalia'],
  ['T3', 'ZA', 'South Africa'],
  ['1L', 'GS', 'South Georgia and the South Sandwich Islands'],
  ['U3', 'ES', 'Spain'],
  ['F1', 'LK', 'Sri Lanka'],
  ['V2', 'SD', 'Sudan'],
  ['V3', 'SR', 'Suriname'],
  ['L9', 'SJ', 'Svalbard and Jan Mayen'],
  ['V6', 'SZ', 'Swaziland'],
  ['V7', 'SE', 'Sweden'],
  ['V8', 'CH', 'Switzerland'],
  ['V9', 'SY', 'Syrian Arab Republic'],
  ['F5', 'TW', 'Taiwan'],
  ['2D', 'TJ', 'Tajikistan'],
  ['W0', 'TZ', 'Tanzania, United Republic of'],
  ['W1', 'TH', 'Thailand'],
  ['Z3', 'TL', 'Timor-Leste'],
  ['W2', 'TG', 'Togo'],
  ['W3', 'TK', 'Tokelau'],
  ['W4', 'TO', 'Tonga'],
  ['W5', 'TT', 'Trinidad and Tobago'],
  ['W6', 'TN', 'Tunisia'],
  ['W8', 'TR', 'Turkey'],
  ['2E', 'TM', 'Turkmenistan'],
  ['W7', 'TC', 'Turks and Caicos Islands'],
  ['2G', 'TV', 'Tuvalu'],
  ['W9', 'UG', 'Uganda'],
  ['2H', 'UA', 'Ukraine'],
  ['C0', 'AE', 'United Arab Emirates'],
  ['X0', 'GB', 'United Kingdom'],
  ['2J', 'UM', 'United States Minor Outlying Islands'],
  ['X3', 'UY', 'Uruguay'],
  ['2K', 'UZ', 'Uzbekistan'],
  ['2L', 'VU', 'Vanuatu'],
  ['X5', 'VE', 'Venezuela'],
  ['Q1', 'VN', 'Viet Nam'],
  ['D8', 'VG', 'Virgin Islands, British'],
  ['X8', 'WF', 'Wallis and Futuna'],
  ['U5', 'EH', 'Western Sahara'],
  ['T7', 'YE', 'Yemen'],
  ['Y4', 'ZM', 'Zambia'],
  ['Y5', 'ZW', 'Zimbabwe'],
];

/** Every EDGAR code this module knows ('XX', EDGAR's "unknown", is left out: it names no country). */
export const EDGAR_LOCATIONS: readonly EdgarLocation[] = [
  ...US_STATES.map(([code, name]) => ({ code, iso2: 'US', name })),
  ...CANADIAN_PROVINCES.map(([code, name]) => ({ code, iso2: 'CA', name })),
  ...OTHER_LOCATIONS.map(([code, iso2, name]) => ({ code, iso2, name })),
];

const locationByCode = new Map(EDGAR_LOCATIONS.map((location) => [location.code, location]));

/** EDGAR's code as the files write it, trimmed and upper-cased; null when empty. */
function normalizedCode(code: string | null): string | null {
  const trimmed = (code ?? '').trim().toUpperCase();
  return trimmed === '' ? null : trimmed;
}

/** The EDGAR location of a code ('E9' → Cayman Islands, KY), or undefined. */
export function findEdgarLocation(code: string | null): EdgarLocation | undefined {
  const normalized = normalizedCode(code);
  return normalized === null ? undefined : locationByCode.get(normalized);
}

/** ISO 3166-1 alpha-2 of an EDGAR state or country code ('CA' → 'US', 'A6' → 'CA', 'E9' → 'KY'); null if unknown. */
export function isoOfEdgarCode(code: string | null): string | null {
  return findEdgarLocation(code)?.iso2 ?? null;
}

/**
 * Dependent territories the product does not list, and the country that answers for them (sovereignty):
 * the nearest country the product knows. Independent countries are not in here: they fall back to the
 * exchange country.
 */
export const TERRITORY_SOVEREIGNS: Readonly<Record<string, string>> = {
  // United States
  PR: 'US',
  VI: 'US',
  GU: 'US',
  AS: 'US',
  MP: 'US',
  UM: 'US',
  // United Kingdom (Crown Dependency and Overseas Territories; Bermuda, BVI, Cayman, Jersey and Guernsey are listed)
  IM: 'GB',
  GI: 'GB',
  AI: 'GB',
  MS: 'GB',
  TC: 'GB',
  FK: 'GB',
  SH: 'GB',
  PN: 'GB',
  IO: 'GB',
  GS: 'GB',
  // Kingdom of the Netherlands
  AW: 'NL',
  AN: 'NL',
  CW: 'NL',
  SX: 'NL',
  BQ: 'NL',
  // France
  GF: 'FR',
  PF: 'FR',
  GP: 'FR',
  MQ: 'FR',
  RE: 'FR',
  YT: 'FR',
  NC: 'FR',
  PM: 'FR',
  WF: 'FR',
  BL: 'FR',
  MF: 'FR',
  TF: 'FR',
  // Denmark, Norway, Finland
  GL: 'DK',
  FO: 'DK',
  SJ: 'NO',
  BV: 'NO',
  AX: 'FI',
  // Australia, New Zealand
  CX: 'AU',
  CC: 'AU',
  NF: 'AU',
  HM: 'AU',
  CK: 'NZ',
  NU: 'NZ',
  TK: 'NZ',
  // China (Hong Kong is listed)
  MO: 'CN',
};

/** SEC registrants are listed (if at all) in the United States: the fallback country. */
const EXCHANGE_COUNTRY_ISO2 = 'US';

const knownIso2 = new Set(COUNTRIES.map((country) => country.iso2));

export interface CompanyCountries {
  /** ISO alpha-2, always a country of reference/countries.ts (an exchange or an offshore country). */
  readonly incorporationIso2: string;
  readonly domicileIso2: string;
  /** What was substituted and why; empty when both codes named a country the product knows. */
  readonly notes: string[];
}

type Role = 'incorporation' | 'domicile';

/**
 * A code resolved to a country of the product ('known'); or no usable code ('missing': none, or one EDGAR
 * does not define); or a country the product does not list ('unlisted').
 */
type Resolution =
  | { readonly kind: 'known'; readonly iso2: string; readonly note: string | null }
  | { readonly kind: 'missing' | 'unlisted'; readonly reason: string };

const label = (location: EdgarLocation): string =>
  `${location.name} (EDGAR ${location.code}, ISO ${location.iso2})`;

const countryText = (iso2: string): string => `${countryName(iso2)} (${iso2})`;

function resolve(code: string | null, role: Role): Resolution {
  const normalized = normalizedCode(code);
  if (normalized === null) return { kind: 'missing', reason: 'no EDGAR code' };
  const location = locationByCode.get(normalized);
  if (!location) return { kind: 'missing', reason: `unknown EDGAR code '${normalized}'` };
  if (knownIso2.has(location.iso2)) return { kind: 'known', iso2: location.iso2, note: null };
  const sovereign = TERRITORY_SOVEREIGNS[location.iso2];
  if (sovereign !== undefined && knownIso2.has(sovereign)) {
    const note = `${role}: ${label(location)} is not a country of the product; its sovereign ${countryText(sovereign)} is used`;
    return { kind: 'known', iso2: sovereign, note };
  }
  return { kind: 'unlisted', reason: `${label(location)} is not a country of the product` };
}

/**
 * Incorporation from stateOfIncorporation, domicile from the business address. Each becomes a country of
 * reference/countries.ts, in this order:
 * 1. the code's ISO country, when the product lists it (exchange or offshore country);
 * 2. a dependent territory's sovereign, when the product lists it (Puerto Rico → US, Isle of Man → GB);
 * 3. no code (or one EDGAR does not define): the other field's country, when that one resolved by 1 or 2
 *    (most companies are incorporated where they are based);
 * 4. otherwise (a country the product does not list, e.g. Marshall Islands, Panama, Greece, or nothing
 *    at all): the exchange country, United States (US).
 * Every substitution is reported in notes.
 */
export function companyCountries(
  meta: Pick<SecCompanyMeta, 'stateOfIncorporation' | 'businessStateOrCountry'>,
): CompanyCountries {
  const notes: string[] = [];
  const incorporation = resolve(meta.stateOfIncorporation, 'incorporation');
  const domicile = resolve(meta.businessStateOrCountry, 'domicile');
  const settle = (own: Resolution, other: Resolution, role: Role, otherRole: Role): string => {
    if (own.kind === 'known') {
      if (own.note !== null) notes.push(own.note);
      return own.iso2;
    }
    // An unlisted country is not borrowed from the other field: it says the company is not there.
    if (own.kind === 'missing' && other.kind === 'known') {
      notes.push(`${role}: ${own.reason}; the ${otherRole} country ${countryText(other.iso2)} is used`);
      return other.iso2;
    }
    notes.push(`${role}: ${own.reason}; the exchange country ${countryText(EXCHANGE_COUNTRY_ISO2)} is used`);
    return EXCHANGE_COUNTRY_ISO2;
  };
  const incorporationIso2 = settle(incorporation, domicile, 'incorporation', 'domicile');
  const domicileIso2 = settle(domicile, incorporation, 'domicile', 'incorporation');
  return { incorporationIso2, domicileIso2, notes };
}
