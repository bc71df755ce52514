/**
 * Deterministic demo universe: companies with 10+ years of statements that tie (assets = liabilities +
 * equity, cash moves by CFO + CFI + CFF), monthly prices, one index per exchange country, filing events
 * (and the filings behind them, generator/generated-filing-events.ts), and a labelled few percent of
 * company-years where a known manipulation pattern is injected.
 *
 * A pure function of its options: the same options give the same universe. Each company draws from its
 * own random streams, so company i does not depend on how many random numbers company i - 1 used
 * (only name, ticker and ISIN collisions look at the companies before it).
 * All money amounts are in $ millions, rounded to $ thousands.
 */

import { buildIsin } from './isin.js';
import { Prng } from '../../../shared/domain/prng.js';
import { AUDITORS, type Auditor } from '../../screening/domain/published/reference-data.js';
import {
  EXCHANGE_COUNTRIES,
  OFFSHORE_COUNTRIES,
  type ExchangeCountry,
} from '../../screening/domain/published/reference-data.js';
import { INDUSTRY_GROUPS } from '../../screening/domain/published/reference-data.js';
import type { TradingStatus } from '../../screening/domain/published/reference-data.js';
import { companyName, tickerSymbol, uniqueName } from './generator/company-names.js';
import { generatedCik, generatedFilingEvents } from './generator/generated-filing-events.js';
import { INDUSTRY_PROFILES, type IndustryProfile } from './generator/industry-profiles.js';
import type {
  Company,
  CompanyYear,
  ExchangeIndexSeries,
  ManipulationPattern,
  Universe,
} from '../../screening/domain/published/universe.js';

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
/** Random streams of the companies' filings (FILING_STREAM + i): dates and accession numbers only. */
const FILING_STREAM = 0xe0000000;
const COUNTRY_MARKET_STREAM = 0xf0000000;
/**
 * How long a manipulation lasts, in years: the spells of consecutive firm-years of the SEC enforcement
 * releases (Bao et al. 2020's AAER firm-years, 730 spells over 1978-2018: 43% one year, 23% two, 14%
 * three, 9% four, 5% five, 6% six or more, six here), so that 58% of manipulated years are followed by
 * another, as in the enforcement data (issue 28). Cumulative shares, 1 to 6 years.
 */
const EPISODE_LENGTHS = [0.43, 0.66, 0.8, 0.89, 0.94, 1] as const;
const MEAN_EPISODE_YEARS = 2.28;
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
      origin: 'generated',
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
      filingEvents: generatedFilingEvents(
        company.statements,
        generatedCik(i),
        new Prng(seed, FILING_STREAM + i),
      ),
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
  const length = Math.min(eligible, EPISODE_LENGTHS.findIndex((share) => draw < share) + 1);
  const start = input.firstIdx + 2 + prng.int(0, eligible - length);
  return {
    start,
    end: start + length - 1,
    pattern: prng.pick(MANIPULATION_PATTERNS),
    cleanUp: prng.chance(0.7),
  };
}

/** The company's economics, drawn once: growth, margins, working-capital days, rates, market traits. */
interface CompanyParameters {
  readonly muG: number;
  readonly sigG: number;
  readonly gmBase: number;
  readonly depRate: number;
  readonly ppeInt: number;
  readonly oiInt: number;
  readonly amortRate: number;
  readonly sgaBase: number;
  readonly arDays: number;
  readonly invDays: number;
  readonly apDays: number;
  readonly ocaRate: number;
  readonly oclRate: number;
  readonly oncaRate: number;
  readonly oltlRate: number;
  readonly cashRate: number;
  /** Target leverage at the start (it creeps up during an episode: `CompanyState.levTarget`). */
  readonly levTarget: number;
  readonly interestRate: number;
  readonly payout: number;
  readonly gwShare: number;
  readonly pbTarget: number;
  readonly beta: number;
  readonly idioVol: number;
  readonly sizeLog: number;
  readonly sizeRank: number;
}

/** What carries from one year to the next: the true books, the fakes a manipulation left, the market. */
interface CompanyState {
  salesTrue: number;
  ar: number;
  inv: number;
  oca: number;
  /** Operating current liabilities (payables and accruals). */
  clOp: number;
  stBorrow: number;
  ppe: number;
  oi: number;
  gw: number;
  onca: number;
  oltl: number;
  cash: number;
  totalAssets: number;
  ltd: number;
  equity: number;
  levTarget: number;
  /** Fake balances left by a manipulation, and window dressing that unwinds the next year. */
  fakeAR: number;
  fakeInv: number;
  fakeOCA: number;
  fakeOI: number;
  fakePPE: number;
  fakeDeferred: number;
  deferredOpen: number;
  /** Persistent deviations from the target ratios. */
  devGm: number;
  devSga: number;
  devAr: number;
  devInv: number;
  devAp: number;
  auditor: Auditor;
  price: number;
  shares: number;
}

/** Where a year stands in the company's manipulation episode. */
interface YearPhase {
  readonly inEpisode: boolean;
  readonly pattern: ManipulationPattern | null;
  readonly cleanUpYear: boolean;
}

/** The true economics of one year, before any manipulation. */
interface RealYear {
  readonly gTrue: number;
  readonly acquisition: number;
  readonly salesPrev: number;
  readonly cogsTrue: number;
  readonly sgaTrue: number;
  readonly depreciation: number;
  readonly amortisation: number;
  readonly interest: number;
  /** Goodwill impairment, then the fakes' write-down in a clean-up year. */
  impairment: number;
  readonly gwImpairment: number;
}

/** What an injected manipulation does to one year's reported figures and cash-flow dressing. */
interface Manipulation {
  fakeRevenue: number;
  cogsCut: number;
  sgaCut: number;
  capitalised: number;
  stretchedPayables: number;
  factored: number;
  yearEndBorrowing: number;
}

/** The write-offs of a clean-up year. */
interface CleanUp {
  readonly writeOffSga: number;
  readonly writeOffCogs: number;
  readonly fakePpeImpairment: number;
  readonly fakeOiImpairment: number;
}

const NO_CLEAN_UP: CleanUp = { writeOffSga: 0, writeOffCogs: 0, fakePpeImpairment: 0, fakeOiImpairment: 0 };

/** Simulates one company: a yearly double-entry model of its statements plus monthly prices. */
function simulateCompany(
  prng: Prng,
  input: SimulationInput,
): { statements: CompanyYear[]; prices: Float64Array } {
  const episode = planEpisode(prng, input);
  const parameters = drawParameters(prng, input.profile, episode);
  const state = openingState(prng, parameters);
  const statements: CompanyYear[] = [];
  const prices = new Float64Array((input.lastIdx - input.firstIdx + 1) * 12);
  for (let t = input.firstIdx; t <= input.lastIdx; t++) {
    statements.push(simulateYear(prng, input, parameters, state, episode, t, prices));
  }
  return { statements, prices };
}

function drawParameters(prng: Prng, profile: IndustryProfile, episode: Episode | null): CompanyParameters {
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
  const levTarget = clamp(prng.normal(profile.lev, 0.1), 0, 0.7);
  const interestRate = prng.uniform(0.03, 0.07);
  const payout = prng.chance(0.3) ? 0 : prng.uniform(0.2, 0.6);
  const gwShare = prng.chance(profile.gwProb) ? prng.uniform(0.1, 0.6) : 0;
  const pbTarget = prng.logNormal(Math.log(1.8), 0.5);
  const beta = prng.normal(1, 0.3);
  const idioVol = prng.uniform(0.2, 0.5) / Math.sqrt(12);
  const sizeLog = prng.normal(Math.log(300), 1.5);
  const sizeRank = clamp((sizeLog - Math.log(30)) / (Math.log(5000) - Math.log(30)), 0, 1);
  return {
    muG,
    sigG,
    gmBase,
    depRate,
    ppeInt,
    oiInt,
    amortRate,
    sgaBase,
    arDays,
    invDays,
    apDays,
    ocaRate,
    oclRate,
    oncaRate,
    oltlRate,
    cashRate,
    levTarget,
    interestRate,
    payout,
    gwShare,
    pbTarget,
    beta,
    idioVol,
    sizeLog,
    sizeRank,
  };
}

/** The opening state (the year before the first listed year), at the company's target ratios. */
function openingState(prng: Prng, p: CompanyParameters): CompanyState {
  const salesTrue = Math.exp(p.sizeLog);
  const cogsTrueOpen = salesTrue * (1 - p.gmBase);
  const ar = (salesTrue * p.arDays) / 365;
  const inv = (cogsTrueOpen * p.invDays) / 365;
  const oca = salesTrue * p.ocaRate;
  const clOp = (cogsTrueOpen * p.apDays) / 365 + salesTrue * p.oclRate;
  const ppe = p.ppeInt * salesTrue;
  const oi = p.oiInt * salesTrue;
  const gw = p.gwShare * salesTrue;
  const onca = p.oncaRate * salesTrue;
  const oltl = p.oltlRate * salesTrue;
  let cash = p.cashRate * salesTrue;
  let totalAssets = cash + ar + inv + oca + ppe + oi + gw + onca;
  let ltd = p.levTarget * totalAssets;
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
  const auditor = pickAuditor(prng, p.sizeRank, null);
  const price = prng.logNormal(Math.log(25), 0.9);
  const shares = (Math.max(equity, 0.3 * salesTrue) * p.pbTarget) / price;
  return {
    salesTrue,
    ar,
    inv,
    oca,
    clOp,
    stBorrow: 0,
    ppe,
    oi,
    gw,
    onca,
    oltl,
    cash,
    totalAssets,
    ltd,
    equity,
    levTarget: p.levTarget,
    fakeAR: 0,
    fakeInv: 0,
    fakeOCA: 0,
    fakeOI: 0,
    fakePPE: 0,
    fakeDeferred: 0,
    deferredOpen: 0,
    devGm: 0,
    devSga: 0,
    devAr: 0,
    devInv: 0,
    devAp: 0,
    auditor,
    price,
    shares,
  };
}

/** One listed year: economics, manipulation, clean-up, investment, statements, financing, prices, filing. */
function simulateYear(
  prng: Prng,
  input: SimulationInput,
  p: CompanyParameters,
  s: CompanyState,
  episode: Episode | null,
  t: number,
  prices: Float64Array,
): CompanyYear {
  const inEpisode = episode !== null && t >= episode.start && t <= episode.end;
  const phase: YearPhase = {
    inEpisode,
    pattern: inEpisode ? episode.pattern : null,
    cleanUpYear: episode !== null && episode.cleanUp && t === episode.end + 1,
  };
  if (inEpisode) s.levTarget = Math.min(0.75, s.levTarget + 0.03);
  // The capitalised fakes are depreciated and amortised along with the genuine assets.
  s.fakeOI -= p.amortRate * s.fakeOI;
  s.fakePPE -= p.depRate * s.fakePPE;

  const real = realYear(prng, input, p, s, t, inEpisode);
  const manipulation = injectManipulation(prng, phase.pattern, p, s, real);
  const cleanUp = phase.cleanUpYear ? cleanUpFakes(s, real) : NO_CLEAN_UP;
  const { capex, intangibleInvestment, deltaOnca, deltaDeferred } = invest(
    prng,
    p,
    s,
    real,
    manipulation,
    cleanUp,
  );

  // Income statement.
  const revenue = s.salesTrue + manipulation.fakeRevenue;
  const cogs = real.cogsTrue - manipulation.cogsCut + cleanUp.writeOffCogs;
  const sga = real.sgaTrue - manipulation.sgaCut + cleanUp.writeOffSga;
  const ebt = revenue - cogs - sga - real.depreciation - real.amortisation - real.impairment - real.interest;
  const netIncome = ebt - TAX_RATE * Math.max(0, ebt);

  const cfo = operatingCashFlow(prng, p, s, real, manipulation, netIncome, deltaDeferred);
  const cfi = -(capex + intangibleInvestment + real.acquisition + deltaOnca);
  const financing = finance(prng, p, s, inEpisode, cfo, cfi, netIncome, manipulation.yearEndBorrowing);
  const sheet = roundedBalanceSheet(s);
  const marketValue = monthlyPrices(prng, input, p, s, t, phase, real, financing.equityIssued, prices);
  const events = filingEvents(prng, input, p, s, t, episode, phase);

  const statement: Mutable<CompanyYear> = {
    year: input.firstYear + t,
    revenue: round3(revenue),
    cogs: round3(cogs),
    sga: round3(sga),
    depreciation: round3(real.depreciation),
    netIncome: round3(netIncome),
    cfo: round3(cfo),
    receivables: sheet.rAr,
    inventory: sheet.rInv,
    otherCurrentAssets: sheet.rOca,
    currentAssets: sheet.currentAssets,
    ppe: sheet.rPpe,
    goodwill: sheet.rGw,
    otherIntangibles: sheet.rOi,
    totalAssets: s.totalAssets,
    currentLiabilities: sheet.currentLiabilities,
    longTermDebt: sheet.rLtd,
    totalLiabilities: sheet.totalLiabilities,
    equity: round3(s.totalAssets - sheet.totalLiabilities),
    cash: sheet.rCash,
    securities: round3(financing.newDebt + financing.equityIssued),
    marketValue,
    cfi: round3(cfi),
    cff: round3(financing.cff),
    dividends: round3(financing.dividends),
    equityIssued: round3(financing.equityIssued),
    auditorID: s.auditor.auditorID,
    ...events,
    manipulated: phase.pattern !== null,
    pattern: phase.pattern,
  };
  if (prng.chance(input.missingRate)) {
    const field: MissingField = prng.pick(MISSING_FIELDS);
    statement[field] = null;
  }
  return statement;
}

/** Real economics of the year: growth (with the odd acquisition), ratio drift, costs, impairment. */
function realYear(
  prng: Prng,
  input: SimulationInput,
  p: CompanyParameters,
  s: CompanyState,
  t: number,
  inEpisode: boolean,
): RealYear {
  let gTrue = p.muG + (input.macro[t] as number) + prng.normal(0, p.sigG);
  let acquisition = 0;
  if (prng.chance(0.05)) {
    acquisition = s.salesTrue * prng.uniform(0.05, 0.35);
    gTrue += (acquisition / s.salesTrue) * prng.uniform(0.3, 0.8);
  }
  gTrue = Math.max(gTrue, -0.5);
  const salesPrev = s.salesTrue;
  s.salesTrue = Math.max(1, s.salesTrue * (1 + gTrue));
  s.devGm = 0.6 * s.devGm + prng.normal(0, 0.015);
  s.devSga = 0.6 * s.devSga + prng.normal(0, 0.05);
  s.devAr = 0.5 * s.devAr + prng.normal(0, 0.1);
  s.devInv = 0.5 * s.devInv + prng.normal(0, 0.1);
  s.devAp = 0.5 * s.devAp + prng.normal(0, 0.08);
  // Manipulators act under pressure: margins slip in the years they manipulate (Beneish 1999: GMI > 1).
  const pressure = inEpisode ? prng.uniform(0.01, 0.04) : 0;
  const gm = clamp(p.gmBase + s.devGm - pressure, 0.02, 0.95);
  const cogsTrue = s.salesTrue * (1 - gm);
  const sgaTrue = s.salesTrue * p.sgaBase * Math.exp(s.devSga);
  const depreciation = p.depRate * s.ppe;
  const amortisation = p.amortRate * s.oi;
  const interest = p.interestRate * s.ltd;
  let impairment = 0;
  let gwImpairment = 0;
  if (s.gw > 0 && prng.chance(0.03)) gwImpairment = s.gw * prng.uniform(0.2, 0.7);
  impairment += gwImpairment;
  return {
    gTrue,
    acquisition,
    salesPrev,
    cogsTrue,
    sgaTrue,
    depreciation,
    amortisation,
    interest,
    impairment,
    gwImpairment,
  };
}

/** Injected manipulation (reported figures only): the pattern's lever, often with a second one. */
function injectManipulation(
  prng: Prng,
  pattern: ManipulationPattern | null,
  p: CompanyParameters,
  s: CompanyState,
  real: RealYear,
): Manipulation {
  const m: Manipulation = {
    fakeRevenue: 0,
    cogsCut: 0,
    sgaCut: 0,
    capitalised: 0,
    stretchedPayables: 0,
    factored: 0,
    yearEndBorrowing: 0,
  };
  if (pattern === 'receivables') {
    // Fictitious or pulled-forward sales booked as receivables that will never be collected.
    const f = s.salesTrue * prng.uniform(0.06, 0.16);
    m.fakeRevenue += f;
    s.fakeAR += f;
  } else if (pattern === 'inventory') {
    // Closing inventory overstated: cost of sales understated by the same amount.
    m.cogsCut = real.cogsTrue * prng.uniform(0.06, 0.14);
    s.fakeInv += m.cogsCut;
  } else if (pattern === 'capitalisation') {
    // Operating costs capitalised as development costs (intangibles) and as PP&E (line costs).
    m.capitalised = real.sgaTrue * prng.uniform(0.2, 0.4);
    m.sgaCut += m.capitalised;
    s.fakeOI += 0.6 * m.capitalised;
    s.fakePPE += 0.4 * m.capitalised;
  } else if (pattern === 'cashflow') {
    // Earnings lifted through unbilled revenue, and the cash-flow statement dressed to match:
    // supplier payments delayed, receivables sold at the year end, a short loan parked in cash.
    const y = s.salesTrue * prng.uniform(0.05, 0.12);
    m.fakeRevenue += y;
    s.fakeOCA += y;
    m.stretchedPayables = real.cogsTrue * prng.uniform(0.02, 0.06);
    m.factored = ((s.salesTrue * p.arDays) / 365) * prng.uniform(0.1, 0.25);
    m.yearEndBorrowing = s.salesTrue * prng.uniform(0.03, 0.1);
  }
  if (pattern !== null && pattern !== 'cashflow' && prng.chance(0.7)) {
    // Manipulation rarely uses one lever (Dechow et al. 2011): accrued income, or costs deferred
    // as long-term prepayments, comes with it.
    if (prng.chance(0.5)) {
      const accrued = s.salesTrue * prng.uniform(0.01, 0.03);
      m.fakeRevenue += accrued;
      s.fakeOCA += accrued;
    } else {
      const deferred = real.sgaTrue * prng.uniform(0.05, 0.15);
      m.sgaCut += deferred;
      s.fakeDeferred += deferred;
    }
  }
  return m;
}

/** Clean-up after an episode: the fakes are written off and the accounts restated. */
function cleanUpFakes(s: CompanyState, real: RealYear): CleanUp {
  const cleanUp: CleanUp = {
    writeOffSga: s.fakeAR + s.fakeOCA + s.fakeDeferred,
    writeOffCogs: s.fakeInv,
    fakeOiImpairment: s.fakeOI,
    fakePpeImpairment: s.fakePPE,
  };
  real.impairment += cleanUp.fakeOiImpairment + cleanUp.fakePpeImpairment;
  s.fakeAR = 0;
  s.fakeOCA = 0;
  s.fakeDeferred = 0;
  s.fakeInv = 0;
  s.fakeOI = 0;
  s.fakePPE = 0;
  return cleanUp;
}

/** Investment: capex and intangibles towards the target intensities, acquisitions, other assets. */
function invest(
  prng: Prng,
  p: CompanyParameters,
  s: CompanyState,
  real: RealYear,
  manipulation: Manipulation,
  cleanUp: CleanUp,
): { capex: number; intangibleInvestment: number; deltaOnca: number; deltaDeferred: number } {
  const truePpePrev = s.ppe - s.fakePPE - cleanUp.fakePpeImpairment;
  const trueOiPrev = s.oi - s.fakeOI - cleanUp.fakeOiImpairment;
  const capex =
    Math.max(0, real.depreciation + 0.5 * (p.ppeInt * s.salesTrue - truePpePrev) * prng.logNormal(0, 0.25)) +
    0.4 * manipulation.capitalised;
  const intangibleInvestment =
    Math.max(0, (p.oiInt > 0 ? real.amortisation : 0) + 0.5 * (p.oiInt * s.salesTrue - trueOiPrev)) +
    0.6 * manipulation.capitalised;
  s.ppe = s.ppe + capex + 0.25 * real.acquisition - real.depreciation - cleanUp.fakePpeImpairment;
  s.oi = s.oi + intangibleInvestment + 0.15 * real.acquisition - real.amortisation - cleanUp.fakeOiImpairment;
  s.gw = s.gw + 0.6 * real.acquisition - real.gwImpairment;
  // Other non-current assets: genuine investments (investing cash flow) plus deferred costs (operating).
  const oncaNew = s.onca + 0.5 * (p.oncaRate * s.salesTrue - s.onca);
  const deltaOnca = oncaNew - s.onca;
  s.onca = oncaNew;
  const deltaDeferred = s.fakeDeferred - s.deferredOpen;
  s.deferredOpen = s.fakeDeferred;
  return { capex, intangibleInvestment, deltaOnca, deltaDeferred };
}

/** Working capital at the year end, and the operating cash flow it leaves. */
function operatingCashFlow(
  prng: Prng,
  p: CompanyParameters,
  s: CompanyState,
  real: RealYear,
  manipulation: Manipulation,
  netIncome: number,
  deltaDeferred: number,
): number {
  const arNew = (s.salesTrue * p.arDays * Math.exp(s.devAr)) / 365 + s.fakeAR - manipulation.factored;
  const invNew = (real.cogsTrue * p.invDays * Math.exp(s.devInv)) / 365 + s.fakeInv;
  const ocaNew = s.salesTrue * p.ocaRate + s.fakeOCA;
  const clOpNew =
    (real.cogsTrue * p.apDays * Math.exp(s.devAp)) / 365 +
    s.salesTrue * p.oclRate +
    manipulation.stretchedPayables;
  const oltlNew = s.oltl + 0.5 * (p.oltlRate * s.salesTrue - s.oltl) + prng.normal(0, 0.005) * s.salesTrue;
  const cfo =
    netIncome +
    real.depreciation +
    real.amortisation +
    real.impairment -
    (arNew - s.ar) -
    (invNew - s.inv) -
    (ocaNew - s.oca) +
    (clOpNew - s.clOp) +
    (oltlNew - s.oltl) -
    deltaDeferred;
  s.ar = arNew;
  s.inv = invNew;
  s.oca = ocaNew;
  s.clOp = clOpNew;
  s.oltl = oltlNew;
  return cfo;
}

/** Financing: dividends, scheduled repayments, debt towards target leverage, cash floor, equity. */
function finance(
  prng: Prng,
  p: CompanyParameters,
  s: CompanyState,
  inEpisode: boolean,
  cfo: number,
  cfi: number,
  netIncome: number,
  yearEndBorrowing: number,
): { dividends: number; equityIssued: number; newDebt: number; cff: number } {
  const dividends = netIncome > 0 ? p.payout * netIncome : 0;
  const repayment = 0.12 * s.ltd;
  let equityIssued = 0;
  if (s.equity < 0.1 * s.totalAssets && prng.chance(0.7)) equityIssued = 0.2 * s.totalAssets - s.equity;
  else if (prng.chance(inEpisode ? 0.25 : 0.03))
    equityIssued = Math.max(0, s.equity) * prng.uniform(0.05, 0.25);
  const stBorrowChange = yearEndBorrowing - s.stBorrow;
  s.stBorrow = yearEndBorrowing;
  const preCash = s.cash + cfo + cfi - dividends - repayment + equityIssued + stBorrowChange;
  const targetCash = p.cashRate * s.salesTrue;
  let newDebt = Math.max(0, s.levTarget * s.totalAssets - (s.ltd - repayment)) * 0.5 * prng.uniform(0, 2);
  newDebt += Math.max(0, targetCash - (preCash + newDebt));
  let extraRepayment = 0;
  if (preCash + newDebt > 2.5 * targetCash) {
    extraRepayment = Math.min(s.ltd - repayment + newDebt, 0.5 * (preCash + newDebt - 1.5 * targetCash));
  }
  s.ltd = s.ltd - repayment - extraRepayment + newDebt;
  const cff = newDebt - repayment - extraRepayment + equityIssued - dividends + stBorrowChange;
  s.cash = s.cash + cfo + cfi + cff;
  s.equity = s.equity + netIncome - dividends + equityIssued;
  return { dividends, equityIssued, newDebt, cff };
}

/** Rounded balance sheet: totals are sums of the rounded lines (the state's total assets too), equity closes it. */
function roundedBalanceSheet(s: CompanyState) {
  const rCash = round3(s.cash);
  const rAr = round3(s.ar);
  const rInv = round3(s.inv);
  const rOca = round3(s.oca);
  const rPpe = round3(s.ppe);
  const rGw = round3(s.gw);
  const rOi = round3(s.oi);
  const rOnca = round3(s.onca + s.fakeDeferred);
  const currentAssets = round3(rCash + rAr + rInv + rOca);
  s.totalAssets = round3(currentAssets + rPpe + rGw + rOi + rOnca);
  const currentLiabilities = round3(s.clOp + s.stBorrow);
  const rLtd = round3(s.ltd);
  const totalLiabilities = round3(currentLiabilities + rLtd + round3(s.oltl));
  return {
    rCash,
    rAr,
    rInv,
    rOca,
    rPpe,
    rGw,
    rOi,
    currentAssets,
    currentLiabilities,
    rLtd,
    totalLiabilities,
  };
}

/** Prices for the twelve months of the year; returns the year-end market value. */
function monthlyPrices(
  prng: Prng,
  input: SimulationInput,
  p: CompanyParameters,
  s: CompanyState,
  t: number,
  phase: YearPhase,
  real: RealYear,
  equityIssued: number,
  prices: Float64Array,
): number {
  const base = (t - input.firstIdx) * 12;
  const crashMonth = phase.cleanUpYear ? prng.int(0, 11) : -1;
  const suspendedFrom = input.status === 'Suspended' && t === input.lastIdx ? prng.int(4, 10) : 12;
  const surprise = (real.gTrue - p.muG) / 12;
  for (let m = 0; m < 12; m++) {
    if (m >= suspendedFrom) {
      prices[base + m] = Math.round(s.price * 100) / 100;
      continue;
    }
    const marketValue = s.price * s.shares;
    const book = Math.max(s.equity, 0.05 * real.salesPrev);
    let r =
      p.beta * (input.marketReturns[t * 12 + m] as number) +
      prng.normal(0, p.idioVol) +
      0.8 * surprise +
      (0.3 / 12) * Math.log((p.pbTarget * book) / marketValue);
    if (phase.inEpisode) r += 0.012;
    if (m === crashMonth) r -= prng.uniform(0.25, 0.5);
    s.price = Math.max(0.01, s.price * Math.exp(r));
    prices[base + m] = Math.round(s.price * 100) / 100;
  }
  if (equityIssued > 0) s.shares += equityIssued / s.price;
  return round3((prices[base + 11] as number) * s.shares);
}

/** Filing events: auditor changes, late filings, qualified opinions, restatements. */
function filingEvents(
  prng: Prng,
  input: SimulationInput,
  p: CompanyParameters,
  s: CompanyState,
  t: number,
  episode: Episode | null,
  phase: YearPhase,
): Pick<
  CompanyYear,
  'previousAuditorID' | 'auditorChanged' | 'lateFiling' | 'qualifiedOpinion' | 'restatement'
> {
  const { cleanUpYear, inEpisode } = phase;
  const auditorChanged = prng.chance(cleanUpYear ? 0.35 : inEpisode ? 0.08 : 0.04) && t > input.firstIdx;
  const previousAuditorID = auditorChanged ? s.auditor.auditorID : null;
  if (auditorChanged) s.auditor = pickAuditor(prng, p.sizeRank, s.auditor.auditorID);
  const lateFiling = prng.chance(cleanUpYear ? 0.35 : inEpisode && t === episode?.end ? 0.1 : 0.02);
  const qualifiedOpinion = prng.chance(cleanUpYear ? 0.25 : 0.01);
  const restatement = prng.chance(cleanUpYear ? 0.6 : 0.015);
  return { previousAuditorID, auditorChanged, lateFiling, qualifiedOpinion, restatement };
}
