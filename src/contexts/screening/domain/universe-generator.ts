/**
 * Deterministic demo universe: companies with 10+ years of statements that tie (assets = liabilities +
 * equity, cash moves by CFO + CFI + CFF), monthly prices, one index per exchange country, filing events,
 * and a labelled few percent of company-years where a known manipulation pattern is injected.
 *
 * A pure function of its options: the same options give the same universe. Each company draws from its
 * own random streams, so company i does not depend on how many random numbers company i - 1 used
 * (only name, ticker and ISIN collisions look at the companies before it).
 * All money amounts are in $ millions, rounded to $ thousands.
 */

import { buildIsin } from './isin.js';
import { Prng } from './prng.js';
import { AUDITORS, type Auditor } from './reference/auditors.js';
import { EXCHANGE_COUNTRIES, OFFSHORE_COUNTRIES, type ExchangeCountry } from './reference/countries.js';
import { INDUSTRY_GROUPS } from './reference/sectors.js';
import type { TradingStatus } from './reference/trading-statuses.js';
import { companyName, tickerSymbol, uniqueName } from './generator/company-names.js';
import { INDUSTRY_PROFILES, type IndustryProfile } from './generator/industry-profiles.js';
import type { Company, CompanyYear, ExchangeIndexSeries, ManipulationPattern, Universe } from './universe.js';

export interface GenerateUniverseOptions {
  readonly companies: number;
  /** Years of statements per company (fewer for late listings and delisted companies). */
  readonly years: number;
  readonly seed: number;
  readonly lastYear: number;
  /** Target share of company-years with an injected manipulation (default 0.04). */
  readonly manipulationRate?: number;
  /** Share of company-years with a missing input (default 0.02). */
  readonly missingRate?: number;
}

export const MANIPULATION_PATTERNS: readonly ManipulationPattern[] = [
  'receivables',
  'inventory',
  'capitalisation',
  'cashflow',
];

const TAX_RATE = 0.25;
/** Random streams of the markets, far above the company streams (2i + 1, 2i + 2). */
const GLOBAL_MARKET_STREAM = 0xefffffff;
const COUNTRY_MARKET_STREAM = 0xf0000000;
const MEAN_EPISODE_YEARS = 1.95;
/** Inputs that go missing, with their relative frequency. */
const MISSING_FIELDS = [
  'cfo',
  'cfo',
  'cfo',
  'receivables',
  'receivables',
  'inventory',
  'sga',
  'depreciation',
  'marketValue',
  'otherIntangibles',
  'securities',
] as const;
type MissingField = (typeof MISSING_FIELDS)[number];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const clamp = (x: number, lo: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);

interface MarketPaths {
  /** Monthly log returns of each exchange country's index, by exchange_countryID. */
  readonly returns: ReadonlyMap<number, Float64Array>;
  /** Yearly macro growth shock of each exchange country. */
  readonly macro: ReadonlyMap<number, Float64Array>;
  readonly indices: ExchangeIndexSeries[];
}

function simulateMarkets(seed: number, years: number, firstYear: number): MarketPaths {
  const months = years * 12;
  const globalPrng = new Prng(seed, GLOBAL_MARKET_STREAM);
  const global = new Float64Array(months);
  for (let m = 0; m < months; m++) global[m] = globalPrng.normal(0.006, 0.035);
  const returns = new Map<number, Float64Array>();
  const macro = new Map<number, Float64Array>();
  const indices: ExchangeIndexSeries[] = [];
  for (const country of EXCHANGE_COUNTRIES) {
    const prng = new Prng(seed, COUNTRY_MARKET_STREAM + country.exchange_countryID);
    const beta = prng.uniform(0.6, 1.3);
    const localVol = prng.uniform(0.08, 0.18) / Math.sqrt(12);
    const r = new Float64Array(months);
    const level = new Float64Array(months);
    let value = prng.uniform(800, 1200);
    for (let m = 0; m < months; m++) {
      r[m] = beta * (global[m] as number) + prng.normal(0.0005, localVol);
      value *= Math.exp(r[m] as number);
      level[m] = Math.round(value * 100) / 100;
    }
    const shocks = new Float64Array(years);
    for (let y = 0; y < years; y++) {
      let yearReturn = 0;
      for (let m = 0; m < 12; m++) yearReturn += r[y * 12 + m] as number;
      shocks[y] = 0.15 * (yearReturn - 0.06) + prng.normal(0, 0.02);
    }
    returns.set(country.exchange_countryID, r);
    macro.set(country.exchange_countryID, shocks);
    indices.push({
      exchange_countryID: country.exchange_countryID,
      name: country.indexName,
      firstYear,
      monthly: level,
    });
  }
  return { returns, macro, indices };
}

interface Episode {
  readonly start: number;
  readonly end: number;
  readonly pattern: ManipulationPattern;
  /** Whether the fakes are written off (and restated) in the year after the episode. */
  readonly cleanUp: boolean;
}

const bigFour = AUDITORS.filter((a) => a.bigFour);
const otherAuditors = AUDITORS.filter((a) => !a.bigFour);

function pickAuditor(prng: Prng, sizeRank: number, exclude: number | null): Auditor {
  for (;;) {
    const pool = prng.chance(clamp(0.25 + 0.6 * sizeRank, 0.2, 0.9)) ? bigFour : otherAuditors;
    const auditor = prng.pick(pool);
    if (auditor.auditorID !== exclude) return auditor;
  }
}

function pickDomicileAndIncorporation(prng: Prng, exchange: ExchangeCountry): [string, string] {
  if (!prng.chance(0.1)) return [exchange.iso2, exchange.iso2];
  const offshore = [...OFFSHORE_COUNTRIES.map((c) => c.iso2), 'NL', 'IE'];
  const incorporation = prng.pick(offshore.filter((iso2) => iso2 !== exchange.iso2));
  let domicile = exchange.iso2;
  if (prng.chance(0.4)) {
    const foreign =
      exchange.iso2 === 'HK' || exchange.iso2 === 'US'
        ? ['CN', 'CN', 'IL', 'GB', 'IN']
        : ['CN', 'US', 'GB', 'DE', 'IN', 'SG'];
    domicile = prng.pick(foreign.filter((iso2) => iso2 !== exchange.iso2));
  } else if (prng.chance(0.3)) {
    domicile = incorporation;
  }
  return [domicile, incorporation];
}

function nsin(prng: Prng, alphanumeric: boolean): string {
  const chars = alphanumeric ? '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ' : '0123456789';
  let out = '';
  for (let i = 0; i < 9; i++) out += chars[prng.int(0, chars.length - 1)];
  return out;
}

export function generateUniverse(options: GenerateUniverseOptions): Universe {
  const { companies: companyCount, years, seed, lastYear } = options;
  if (!Number.isInteger(companyCount) || companyCount < 0)
    throw new Error('companies must be a non-negative integer');
  if (!Number.isInteger(years) || years < 1) throw new Error('years must be a positive integer');
  const manipulationRate = options.manipulationRate ?? 0.04;
  const missingRate = options.missingRate ?? 0.02;
  const firstYear = lastYear - years + 1;
  const markets = simulateMarkets(seed, years, firstYear);
  const groupById = new Map(INDUSTRY_GROUPS.map((g) => [g.industry_groupID, g]));
  const names = new Set<string>();
  const isins = new Set<string>();
  const symbols = new Map<number, Set<string>>(
    EXCHANGE_COUNTRIES.map((c) => [c.exchange_countryID, new Set()]),
  );
  const companies: Company[] = [];

  for (let i = 0; i < companyCount; i++) {
    // Two streams per company: the economics, and its identity (name, ticker, ISIN), whose collision
    // retries must not shift the economics.
    const prng = new Prng(seed, 2 * i + 1);
    const identity = new Prng(seed, 2 * i + 2);
    const exchange = prng.pickWeighted(EXCHANGE_COUNTRIES, (c) => c.weight);
    const profile = prng.pickWeighted(INDUSTRY_PROFILES, (p) => p.weight);
    const group = groupById.get(profile.industry_groupID);
    if (!group) throw new Error(`No industry group ${profile.industry_groupID}`);
    const [domicileIso2, incorporationIso2] = pickDomicileAndIncorporation(prng, exchange);
    const name = uniqueName(companyName(identity, profile.words, incorporationIso2), names, identity);
    const taken = symbols.get(exchange.exchange_countryID) ?? new Set<string>();
    const tickerId = `${tickerSymbol(name, exchange.tickerStyle, identity, taken)}-${exchange.iso2}`;
    let isin = buildIsin(
      incorporationIso2,
      nsin(identity, incorporationIso2 === 'US' || incorporationIso2 === 'CA'),
    );
    while (isins.has(isin)) isin = buildIsin(incorporationIso2, nsin(identity, false));
    isins.add(isin);

    // Listing span and trading status.
    let firstIdx = 0;
    let lastIdx = years - 1;
    if (years >= 6 && prng.chance(0.1)) firstIdx = prng.int(1, years - 4);
    const statusDraw = prng.next();
    let status: TradingStatus = 'Active';
    if (statusDraw < 0.03) status = 'Suspended';
    else if (statusDraw < 0.1 && years - 1 - firstIdx >= 3) {
      status = 'Delisted';
      lastIdx = prng.int(firstIdx + 2, years - 2);
    }

    const company = simulateCompany(prng, {
      profile,
      exchange,
      firstIdx,
      lastIdx,
      firstYear,
      status,
      manipulationRate,
      missingRate,
      marketReturns: markets.returns.get(exchange.exchange_countryID) ?? new Float64Array(years * 12),
      macro: markets.macro.get(exchange.exchange_countryID) ?? new Float64Array(years),
    });
    companies.push({
      tickerId,
      isin,
      name,
      exchange_countryID: exchange.exchange_countryID,
      exchange: identity.pick(exchange.exchanges),
      domicileIso2,
      incorporationIso2,
      sectorID: group.sectorID,
      industry_groupID: group.industry_groupID,
      trading_status: status,
      statements: company.statements,
      prices: { firstYear: firstYear + firstIdx, monthly: company.prices },
    });
  }
  return { seed, firstYear, lastYear, companies, indices: markets.indices };
}

interface SimulationInput {
  readonly profile: IndustryProfile;
  readonly exchange: ExchangeCountry;
  readonly firstIdx: number;
  readonly lastIdx: number;
  readonly firstYear: number;
  readonly status: TradingStatus;
  readonly manipulationRate: number;
  readonly missingRate: number;
  readonly marketReturns: Float64Array;
  readonly macro: Float64Array;
}

function planEpisode(prng: Prng, input: SimulationInput): Episode | null {
  const span = input.lastIdx - input.firstIdx + 1;
  // Episodes start in the third listed year at the earliest, so the lags of every score exist.
  const eligible = span - 2;
  if (eligible < 1) return null;
  const probability = clamp((input.manipulationRate * span) / MEAN_EPISODE_YEARS, 0, 0.9);
  if (!prng.chance(probability)) return null;
  const draw = prng.next();
  const length = Math.min(eligible, draw < 0.35 ? 1 : draw < 0.7 ? 2 : 3);
  const start = input.firstIdx + 2 + prng.int(0, eligible - length);
  return {
    start,
    end: start + length - 1,
    pattern: prng.pick(MANIPULATION_PATTERNS),
    cleanUp: prng.chance(0.7),
  };
}

/** Simulates one company: a yearly double-entry model of its statements plus monthly prices. */
function simulateCompany(
  prng: Prng,
  input: SimulationInput,
): { statements: CompanyYear[]; prices: Float64Array } {
  const { profile, firstIdx, lastIdx, firstYear } = input;
  const episode = planEpisode(prng, input);

  // Company parameters.
  const muG = prng.normal(0.05, 0.04) + (episode ? 0.05 : 0);
  const sigG = profile.vol * prng.logNormal(0, 0.3);
  const gmBase = clamp(prng.normal(profile.gm, 0.06), 0.06, 0.9);
  const opMargin = prng.normal(0.085, 0.06);
  const depRate = profile.depRate * prng.logNormal(0, 0.15);
  const ppeInt = profile.ppe * prng.logNormal(0, 0.35);
  const oiInt = prng.chance(0.75) ? profile.oi * prng.logNormal(0, 0.6) : 0;
  const amortRate = prng.uniform(0.1, 0.2);
  const sgaBase = Math.max(0.02, gmBase - opMargin - depRate * ppeInt - amortRate * oiInt);
  const arDays = Math.max(3, profile.arDays * prng.logNormal(0, 0.3));
  const invDays = profile.invDays * prng.logNormal(0, 0.3);
  const apDays = clamp(prng.normal(50, 12), 15, 120);
  const ocaRate = prng.uniform(0.01, 0.05);
  const oclRate = prng.uniform(0.03, 0.1);
  const oncaRate = prng.uniform(0.02, 0.15);
  const oltlRate = prng.uniform(0.02, 0.1);
  const cashRate = prng.uniform(0.04, 0.2);
  let levTarget = clamp(prng.normal(profile.lev, 0.1), 0, 0.7);
  const interestRate = prng.uniform(0.03, 0.07);
  const payout = prng.chance(0.3) ? 0 : prng.uniform(0.2, 0.6);
  const gwShare = prng.chance(profile.gwProb) ? prng.uniform(0.1, 0.6) : 0;
  const pbTarget = prng.logNormal(Math.log(1.8), 0.5);
  const beta = prng.normal(1, 0.3);
  const idioVol = prng.uniform(0.2, 0.5) / Math.sqrt(12);
  const sizeLog = prng.normal(Math.log(300), 1.5);
  const sizeRank = clamp((sizeLog - Math.log(30)) / (Math.log(5000) - Math.log(30)), 0, 1);

  // Opening state (the year before the first listed year), at the company's target ratios.
  let salesTrue = Math.exp(sizeLog);
  const cogsTrueOpen = salesTrue * (1 - gmBase);
  let ar = (salesTrue * arDays) / 365;
  let inv = (cogsTrueOpen * invDays) / 365;
  let oca = salesTrue * ocaRate;
  let clOp = (cogsTrueOpen * apDays) / 365 + salesTrue * oclRate;
  let stBorrow = 0;
  let ppe = ppeInt * salesTrue;
  let oi = oiInt * salesTrue;
  let gw = gwShare * salesTrue;
  let onca = oncaRate * salesTrue;
  let oltl = oltlRate * salesTrue;
  let cash = cashRate * salesTrue;
  let totalAssets = cash + ar + inv + oca + ppe + oi + gw + onca;
  let ltd = levTarget * totalAssets;
  let equity = totalAssets - clOp - ltd - oltl;
  if (equity < 0.2 * totalAssets) {
    ltd = Math.max(0, ltd - (0.2 * totalAssets - equity));
    equity = totalAssets - clOp - ltd - oltl;
    if (equity < 0.2 * totalAssets) {
      const topUp = 0.2 * totalAssets - equity;
      cash += topUp;
      totalAssets += topUp;
      equity += topUp;
    }
  }
  // Fake balances left by a manipulation, and window dressing that unwinds the next year.
  let fakeAR = 0;
  let fakeInv = 0;
  let fakeOCA = 0;
  let fakeOI = 0;
  let fakePPE = 0;
  let fakeDeferred = 0;
  let deferredOpen = 0;
  let devGm = 0;
  let devSga = 0;
  let devAr = 0;
  let devInv = 0;
  let devAp = 0;
  let auditor = pickAuditor(prng, sizeRank, null);
  let price = prng.logNormal(Math.log(25), 0.9);
  let shares = (Math.max(equity, 0.3 * salesTrue) * pbTarget) / price;

  const statements: CompanyYear[] = [];
  const prices = new Float64Array((lastIdx - firstIdx + 1) * 12);

  for (let t = firstIdx; t <= lastIdx; t++) {
    const inEpisode = episode !== null && t >= episode.start && t <= episode.end;
    const pattern = inEpisode ? episode.pattern : null;
    const cleanUpYear = episode !== null && episode.cleanUp && t === episode.end + 1;
    if (inEpisode) levTarget = Math.min(0.75, levTarget + 0.03);
    // The capitalised fakes are depreciated and amortised along with the genuine assets.
    fakeOI -= amortRate * fakeOI;
    fakePPE -= depRate * fakePPE;

    // Real economics of the year.
    let gTrue = muG + (input.macro[t] as number) + prng.normal(0, sigG);
    let acquisition = 0;
    if (prng.chance(0.05)) {
      acquisition = salesTrue * prng.uniform(0.05, 0.35);
      gTrue += (acquisition / salesTrue) * prng.uniform(0.3, 0.8);
    }
    gTrue = Math.max(gTrue, -0.5);
    const salesPrev = salesTrue;
    salesTrue = Math.max(1, salesTrue * (1 + gTrue));
    devGm = 0.6 * devGm + prng.normal(0, 0.015);
    devSga = 0.6 * devSga + prng.normal(0, 0.05);
    devAr = 0.5 * devAr + prng.normal(0, 0.1);
    devInv = 0.5 * devInv + prng.normal(0, 0.1);
    devAp = 0.5 * devAp + prng.normal(0, 0.08);
    // Manipulators act under pressure: margins slip in the years they manipulate (Beneish 1999: GMI > 1).
    const pressure = inEpisode ? prng.uniform(0.01, 0.04) : 0;
    const gm = clamp(gmBase + devGm - pressure, 0.02, 0.95);
    const cogsTrue = salesTrue * (1 - gm);
    const sgaTrue = salesTrue * sgaBase * Math.exp(devSga);
    const depreciation = depRate * ppe;
    const amortisation = amortRate * oi;
    const interest = interestRate * ltd;
    let impairment = 0;
    let gwImpairment = 0;
    if (gw > 0 && prng.chance(0.03)) gwImpairment = gw * prng.uniform(0.2, 0.7);
    impairment += gwImpairment;

    // Injected manipulation (reported figures only).
    let fakeRevenue = 0;
    let cogsCut = 0;
    let sgaCut = 0;
    let capitalised = 0;
    let stretchedPayables = 0;
    let factored = 0;
    let yearEndBorrowing = 0;
    if (pattern === 'receivables') {
      // Fictitious or pulled-forward sales booked as receivables that will never be collected.
      const f = salesTrue * prng.uniform(0.06, 0.16);
      fakeRevenue += f;
      fakeAR += f;
    } else if (pattern === 'inventory') {
      // Closing inventory overstated: cost of sales understated by the same amount.
      cogsCut = cogsTrue * prng.uniform(0.06, 0.14);
      fakeInv += cogsCut;
    } else if (pattern === 'capitalisation') {
      // Operating costs capitalised as development costs (intangibles) and as PP&E (line costs).
      capitalised = sgaTrue * prng.uniform(0.2, 0.4);
      sgaCut += capitalised;
      fakeOI += 0.6 * capitalised;
      fakePPE += 0.4 * capitalised;
    } else if (pattern === 'cashflow') {
      // Earnings lifted through unbilled revenue, and the cash-flow statement dressed to match:
      // supplier payments delayed, receivables sold at the year end, a short loan parked in cash.
      const y = salesTrue * prng.uniform(0.05, 0.12);
      fakeRevenue += y;
      fakeOCA += y;
      stretchedPayables = cogsTrue * prng.uniform(0.02, 0.06);
      factored = ((salesTrue * arDays) / 365) * prng.uniform(0.1, 0.25);
      yearEndBorrowing = salesTrue * prng.uniform(0.03, 0.1);
    }
    if (pattern !== null && pattern !== 'cashflow' && prng.chance(0.7)) {
      // Manipulation rarely uses one lever (Dechow et al. 2011): accrued income, or costs deferred
      // as long-term prepayments, comes with it.
      if (prng.chance(0.5)) {
        const accrued = salesTrue * prng.uniform(0.01, 0.03);
        fakeRevenue += accrued;
        fakeOCA += accrued;
      } else {
        const deferred = sgaTrue * prng.uniform(0.05, 0.15);
        sgaCut += deferred;
        fakeDeferred += deferred;
      }
    }

    // Clean-up after an episode: the fakes are written off and the accounts restated.
    let writeOffSga = 0;
    let writeOffCogs = 0;
    let fakePpeImpairment = 0;
    let fakeOiImpairment = 0;
    if (cleanUpYear) {
      writeOffSga = fakeAR + fakeOCA + fakeDeferred;
      writeOffCogs = fakeInv;
      fakeOiImpairment = fakeOI;
      fakePpeImpairment = fakePPE;
      impairment += fakeOiImpairment + fakePpeImpairment;
      fakeAR = 0;
      fakeOCA = 0;
      fakeDeferred = 0;
      fakeInv = 0;
      fakeOI = 0;
      fakePPE = 0;
    }

    // Investment.
    const truePpePrev = ppe - fakePPE - fakePpeImpairment;
    const trueOiPrev = oi - fakeOI - fakeOiImpairment;
    const capex =
      Math.max(0, depreciation + 0.5 * (ppeInt * salesTrue - truePpePrev) * prng.logNormal(0, 0.25)) +
      0.4 * capitalised;
    const intangibleInvestment =
      Math.max(0, (oiInt > 0 ? amortisation : 0) + 0.5 * (oiInt * salesTrue - trueOiPrev)) +
      0.6 * capitalised;
    ppe = ppe + capex + 0.25 * acquisition - depreciation - fakePpeImpairment;
    oi = oi + intangibleInvestment + 0.15 * acquisition - amortisation - fakeOiImpairment;
    gw = gw + 0.6 * acquisition - gwImpairment;
    // Other non-current assets: genuine investments (investing cash flow) plus deferred costs (operating).
    const oncaNew = onca + 0.5 * (oncaRate * salesTrue - onca);
    const deltaOnca = oncaNew - onca;
    onca = oncaNew;
    const deltaDeferred = fakeDeferred - deferredOpen;
    deferredOpen = fakeDeferred;

    // Income statement.
    const revenue = salesTrue + fakeRevenue;
    const cogs = cogsTrue - cogsCut + writeOffCogs;
    const sga = sgaTrue - sgaCut + writeOffSga;
    const ebt = revenue - cogs - sga - depreciation - amortisation - impairment - interest;
    const netIncome = ebt - TAX_RATE * Math.max(0, ebt);

    // Working capital and operating cash flow.
    const arNew = (salesTrue * arDays * Math.exp(devAr)) / 365 + fakeAR - factored;
    const invNew = (cogsTrue * invDays * Math.exp(devInv)) / 365 + fakeInv;
    const ocaNew = salesTrue * ocaRate + fakeOCA;
    const clOpNew = (cogsTrue * apDays * Math.exp(devAp)) / 365 + salesTrue * oclRate + stretchedPayables;
    const oltlNew = oltl + 0.5 * (oltlRate * salesTrue - oltl) + prng.normal(0, 0.005) * salesTrue;
    const cfo =
      netIncome +
      depreciation +
      amortisation +
      impairment -
      (arNew - ar) -
      (invNew - inv) -
      (ocaNew - oca) +
      (clOpNew - clOp) +
      (oltlNew - oltl) -
      deltaDeferred;
    ar = arNew;
    inv = invNew;
    oca = ocaNew;
    clOp = clOpNew;
    oltl = oltlNew;
    const cfi = -(capex + intangibleInvestment + acquisition + deltaOnca);

    // Financing: dividends, scheduled repayments, debt towards target leverage, cash floor, equity.
    const dividends = netIncome > 0 ? payout * netIncome : 0;
    const repayment = 0.12 * ltd;
    let equityIssued = 0;
    if (equity < 0.1 * totalAssets && prng.chance(0.7)) equityIssued = 0.2 * totalAssets - equity;
    else if (prng.chance(inEpisode ? 0.25 : 0.03))
      equityIssued = Math.max(0, equity) * prng.uniform(0.05, 0.25);
    const stBorrowChange = yearEndBorrowing - stBorrow;
    stBorrow = yearEndBorrowing;
    const preCash = cash + cfo + cfi - dividends - repayment + equityIssued + stBorrowChange;
    const targetCash = cashRate * salesTrue;
    let newDebt = Math.max(0, levTarget * totalAssets - (ltd - repayment)) * 0.5 * prng.uniform(0, 2);
    newDebt += Math.max(0, targetCash - (preCash + newDebt));
    let extraRepayment = 0;
    if (preCash + newDebt > 2.5 * targetCash) {
      extraRepayment = Math.min(ltd - repayment + newDebt, 0.5 * (preCash + newDebt - 1.5 * targetCash));
    }
    ltd = ltd - repayment - extraRepayment + newDebt;
    const cff = newDebt - repayment - extraRepayment + equityIssued - dividends + stBorrowChange;
    cash = cash + cfo + cfi + cff;
    equity = equity + netIncome - dividends + equityIssued;

    // Rounded balance sheet: totals are sums of the rounded lines, equity closes it.
    const rCash = round3(cash);
    const rAr = round3(ar);
    const rInv = round3(inv);
    const rOca = round3(oca);
    const rPpe = round3(ppe);
    const rGw = round3(gw);
    const rOi = round3(oi);
    const rOnca = round3(onca + fakeDeferred);
    const currentAssets = round3(rCash + rAr + rInv + rOca);
    totalAssets = round3(currentAssets + rPpe + rGw + rOi + rOnca);
    const currentLiabilities = round3(clOp + stBorrow);
    const rLtd = round3(ltd);
    const totalLiabilities = round3(currentLiabilities + rLtd + round3(oltl));

    // Prices for the twelve months of the year.
    const base = (t - firstIdx) * 12;
    const crashMonth = cleanUpYear ? prng.int(0, 11) : -1;
    const suspendedFrom = input.status === 'Suspended' && t === lastIdx ? prng.int(4, 10) : 12;
    const surprise = (gTrue - muG) / 12;
    for (let m = 0; m < 12; m++) {
      if (m >= suspendedFrom) {
        prices[base + m] = Math.round(price * 100) / 100;
        continue;
      }
      const marketValue = price * shares;
      const book = Math.max(equity, 0.05 * salesPrev);
      let r =
        beta * (input.marketReturns[t * 12 + m] as number) +
        prng.normal(0, idioVol) +
        0.8 * surprise +
        (0.3 / 12) * Math.log((pbTarget * book) / marketValue);
      if (inEpisode) r += 0.012;
      if (m === crashMonth) r -= prng.uniform(0.25, 0.5);
      price = Math.max(0.01, price * Math.exp(r));
      prices[base + m] = Math.round(price * 100) / 100;
    }
    if (equityIssued > 0) shares += equityIssued / price;
    const marketValue = round3((prices[base + 11] as number) * shares);

    // Filing events.
    const auditorChanged = prng.chance(cleanUpYear ? 0.35 : inEpisode ? 0.08 : 0.04) && t > firstIdx;
    const previousAuditorID = auditorChanged ? auditor.auditorID : null;
    if (auditorChanged) auditor = pickAuditor(prng, sizeRank, auditor.auditorID);
    const lateFiling = prng.chance(cleanUpYear ? 0.35 : inEpisode && t === episode.end ? 0.1 : 0.02);
    const qualifiedOpinion = prng.chance(cleanUpYear ? 0.25 : 0.01);
    const restatement = prng.chance(cleanUpYear ? 0.6 : 0.015);

    const statement: Mutable<CompanyYear> = {
      year: firstYear + t,
      revenue: round3(revenue),
      cogs: round3(cogs),
      sga: round3(sga),
      depreciation: round3(depreciation),
      netIncome: round3(netIncome),
      cfo: round3(cfo),
      receivables: rAr,
      inventory: rInv,
      otherCurrentAssets: rOca,
      currentAssets,
      ppe: rPpe,
      goodwill: rGw,
      otherIntangibles: rOi,
      totalAssets,
      currentLiabilities,
      longTermDebt: rLtd,
      totalLiabilities,
      equity: round3(totalAssets - totalLiabilities),
      cash: rCash,
      securities: round3(newDebt + equityIssued),
      marketValue,
      cfi: round3(cfi),
      cff: round3(cff),
      dividends: round3(dividends),
      equityIssued: round3(equityIssued),
      auditorID: auditor.auditorID,
      previousAuditorID,
      auditorChanged,
      lateFiling,
      qualifiedOpinion,
      restatement,
      manipulated: pattern !== null,
      pattern,
    };
    if (prng.chance(input.missingRate)) {
      const field: MissingField = prng.pick(MISSING_FIELDS);
      statement[field] = null;
    }
    statements.push(statement);
  }
  return { statements, prices };
}
