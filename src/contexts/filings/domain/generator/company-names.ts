/**
 * Plausible, unique company names and ticker symbols for the demo universe.
 */

import type { Prng } from '../../../../shared/domain/prng.js';
import type { TickerStyle } from '../../../screening/domain/published/reference-data.js';

const PREFIXES = [
  'Northern',
  'Southern',
  'Eastern',
  'Western',
  'Pacific',
  'Atlantic',
  'Golden',
  'Silver',
  'Blue',
  'Green',
  'Red',
  'White',
  'Black',
  'Royal',
  'United',
  'National',
  'Global',
  'Continental',
  'Imperial',
  'Premier',
  'Apex',
  'Summit',
  'Pinnacle',
  'Crown',
  'Eagle',
  'Falcon',
  'Phoenix',
  'Lion',
  'Tiger',
  'Dragon',
  'Oak',
  'Cedar',
  'Maple',
  'Willow',
  'Harbor',
  'Bay',
  'River',
  'Lake',
  'Valley',
  'Highland',
  'Coastal',
  'Metro',
  'Union',
  'Liberty',
  'Pioneer',
  'Frontier',
  'Horizon',
  'Vista',
  'Orion',
  'Polaris',
  'Zenith',
  'Vertex',
  'Nova',
  'Stellar',
  'Astra',
  'Sterling',
  'Granite',
  'Iron',
  'Copper',
  'Jade',
  'Lotus',
  'Sakura',
  'Fuji',
  'Everest',
  'Alpine',
  'Nordic',
  'Baltic',
  'Meridian',
  'Keystone',
  'Cornerstone',
  'Bright',
  'Clear',
  'Swift',
  'Noble',
  'Grand',
  'Prime',
  'First',
  'Trans',
  'Inter',
  'Pan',
];

const CORES = [
  'Star',
  'Stone',
  'Bridge',
  'Gate',
  'Field',
  'Wood',
  'Point',
  'Crest',
  'Ridge',
  'Haven',
  'Port',
  'Ford',
  'Brook',
  'Hill',
  'Rock',
  'Wave',
  'Light',
  'Peak',
  'Path',
  'Way',
  'Line',
  'Land',
  'Mark',
  'Shore',
  'Spring',
  'Vale',
  'Wind',
  'Sun',
  'Moon',
  'Sky',
  'Tech',
  'Core',
  'Link',
  'Net',
  'Sys',
  'Gen',
  'Max',
  'Tron',
  'Vision',
  'Quest',
  'Dale',
  'Cliff',
  'Crown',
  'Forge',
  'Works',
  'Well',
  'Rise',
  'View',
  'Trust',
  'Sphere',
];

/** Legal-form suffixes by country of incorporation. */
const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  US: ['Inc.', 'Corp.', 'Holdings, Inc.', 'Group, Inc.', 'Co.'],
  CA: ['Inc.', 'Corp.', 'Ltd.'],
  GB: ['plc', 'Group plc', 'Holdings plc'],
  IE: ['plc', 'Group plc'],
  DE: ['AG', 'SE', 'Holding AG'],
  AT: ['AG'],
  CH: ['AG', 'Holding AG', 'SA'],
  FR: ['SA', 'SE', 'Groupe SA'],
  BE: ['SA/NV', 'NV'],
  LU: ['S.A.'],
  NL: ['N.V.', 'Holding N.V.'],
  IT: ['S.p.A.'],
  ES: ['S.A.'],
  PT: ['S.A.', 'SGPS, S.A.'],
  SE: ['AB'],
  NO: ['ASA'],
  DK: ['A/S'],
  FI: ['Oyj'],
  JP: ['Co., Ltd.', 'Corporation', 'Holdings Co., Ltd.', 'Inc.'],
  CN: ['Co., Ltd.', 'Group Co., Ltd.', 'Holdings Co., Ltd.'],
  HK: ['Holdings Limited', 'Limited', 'Group Limited', 'International Limited'],
  IN: ['Limited', 'Industries Limited', 'India Limited'],
  AU: ['Limited', 'Ltd', 'Group Limited'],
  NZ: ['Limited'],
  KR: ['Co., Ltd.', 'Corp.', 'Holdings Co., Ltd.'],
  TW: ['Co., Ltd.', 'Corporation'],
  SG: ['Ltd', 'Holdings Ltd', 'Limited'],
  BR: ['S.A.', 'Participações S.A.'],
  MX: ['S.A.B. de C.V.'],
  CL: ['S.A.'],
  ZA: ['Limited', 'Holdings Limited'],
  MY: ['Berhad', 'Holdings Berhad'],
  ID: ['Tbk'],
  TH: ['Public Company Limited'],
  PH: ['Inc.', 'Corporation', 'Holdings, Inc.'],
  VN: ['Joint Stock Company', 'Corporation'],
  IL: ['Ltd.'],
  TR: ['A.Ş.'],
  PL: ['S.A.'],
  SA: ['Co.', 'Company'],
  KY: ['Holdings Ltd', 'Group Limited', 'Inc.'],
  BM: ['Ltd.', 'Holdings Ltd.'],
  VG: ['Ltd', 'Holdings Limited'],
  JE: ['plc', 'Limited'],
  GG: ['Limited'],
};

export function companyName(prng: Prng, industryWords: readonly string[], incorporationIso2: string): string {
  const suffix = prng.pick(SUFFIXES[incorporationIso2] ?? ['Ltd']);
  const word = prng.pick(industryWords);
  const prefix = prng.pick(PREFIXES);
  const core = prng.pick(CORES);
  const prefixedPT = incorporationIso2 === 'ID' ? 'PT ' : '';
  switch (prng.int(0, 3)) {
    case 0:
      return `${prefixedPT}${prefix} ${core} ${word} ${suffix}`;
    case 1:
      return `${prefixedPT}${prefix}${core.toLowerCase()} ${word} ${suffix}`;
    case 2:
      return `${prefixedPT}${prefix} ${word} ${suffix}`;
    default:
      return `${prefixedPT}${core}${prng.pick(CORES).toLowerCase()} ${word} ${suffix}`;
  }
}

/** Makes a name unique against `taken` by adding a qualifier before the legal suffix if needed. */
export function uniqueName(name: string, taken: Set<string>, prng: Prng): string {
  let candidate = name;
  const qualifiers = [
    'International',
    'Global',
    'Worldwide',
    'Asia',
    'Europe',
    'Americas',
    'Pacific',
    'Capital',
  ];
  for (let attempt = 0; taken.has(candidate); attempt++) {
    const qualifier =
      attempt < qualifiers.length ? prng.pick(qualifiers) : `${prng.pick(qualifiers)} ${attempt}`;
    const words = name.split(' ');
    const head = words.slice(0, -1).join(' ');
    const tail = words[words.length - 1] ?? '';
    candidate = `${head} ${qualifier} ${tail}`;
  }
  taken.add(candidate);
  return candidate;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function alphaSymbol(name: string, prng: Prng): string {
  const initials = name
    .replace(/^PT /, '')
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
  const length = prng.int(3, 4);
  let symbol = initials.slice(0, length);
  while (symbol.length < length) symbol += prng.pick([...LETTERS]);
  return symbol;
}

/** A local ticker symbol, unique within the exchange country: 'NSM', '7203', '600519'. */
export function tickerSymbol(name: string, style: TickerStyle, prng: Prng, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    let symbol: string;
    if (style === 'numeric4') symbol = String(attempt < 200 ? prng.int(1000, 9999) : prng.int(10000, 99999));
    else if (style === 'numeric6') symbol = String(prng.int(0, 999999)).padStart(6, '0');
    else {
      symbol = alphaSymbol(name, prng);
      if (attempt > 3)
        symbol = symbol.slice(0, 3) + prng.pick([...LETTERS]) + (attempt > 20 ? prng.pick([...LETTERS]) : '');
    }
    if (!taken.has(symbol)) {
      taken.add(symbol);
      return symbol;
    }
  }
}
