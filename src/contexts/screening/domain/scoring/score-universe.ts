/**
 * The scoring engine's entry point: statements in, plain rows out (ticker-years, cluster details,
 * distributions, risk history, country-year summaries).
 *
 * Cost: one pass over the company-years for the ratios, then one sort per (year, cluster), per
 * (exchange country, year) and per (exchange country, year, sector). No pairwise comparisons.
 */

import { countryName, findExchangeCountry } from '../reference/countries.js';
import { findAuditor } from '../reference/auditors.js';
import { CLUSTERS, CLUSTER_CODES } from '../reference/clusters.js';
import { findIndustryGroup, findSector } from '../reference/sectors.js';
import type {
  FinancialStatement,
  LineItemValues,
  MonthlySeries,
  ScoringUniverse,
  StatementYear,
} from '../universe.js';
import { beneishIndices, isLikelyManipulator, mScore, type BeneishIndices } from './beneish.js';
import { ClusterDetails } from './cluster-details.js';
import { CLUSTER_FUNCTIONS, type ClusterContext, type ClusterResult } from './clusters/index.js';
import { fScore, fScoreVariables, type FScoreResult } from './dechow-f-score.js';
import { DISTRIBUTION_BINS, DISTRIBUTION_BIN_WIDTH, binOf } from './distributions.js';
import { expectedLoss } from './expected-loss.js';
import { finalScore } from './final-score.js';
import { ratingFromRankPercent } from './rating.js';
import { averageRanks, bucketOfPosition, midRankPosition, rankPercent, type Quantile } from './ranks.js';
import {
  RETURN_FROM_PEAK_WINDOW_MONTHS,
  relativeReturnFromPeak,
  returnFromPeak,
} from './return-from-peak.js';
import type {
  CountryYearRow,
  DistributionRow,
  RiskHistoryRow,
  ScoredUniverse,
  TickerYearRow,
} from './rows.js';
import { joinWarnings, warningsFor } from './warnings.js';

const CLUSTER_COUNT = CLUSTER_CODES.length;

export interface ScoreUniverseOptions {
  readonly returnFromPeakWindowMonths?: number;
}

export interface CompanyYearEvaluation {
  readonly clusters: readonly ClusterResult[];
  readonly beneish: BeneishIndices;
  readonly mScore: number | null;
  readonly fScore: FScoreResult | null;
}

/** Everything about one company-year that does not depend on the rest of the universe. */
export function evaluateCompanyYear(context: ClusterContext): CompanyYearEvaluation {
  const clusters = CLUSTER_CODES.map((code) => CLUSTER_FUNCTIONS[code](context));
  const beneish = beneishIndices(context.cur, context.prev);
  return {
    clusters,
    beneish,
    mScore: mScore(beneish),
    fScore: fScore(fScoreVariables(context.cur, context.prev, context.prev2)),
  };
}

/** A year's statements with the prior year's figures as its own filing reports them (ADR 0007), if any. */
export type LaggedStatement = FinancialStatement & { readonly comparative?: LineItemValues | null };

/** The lag context of statements[i]: prior years only when they are the immediately preceding years. */
export function clusterContext(statements: readonly LaggedStatement[], i: number): ClusterContext {
  const cur = statements[i];
  if (!cur) throw new Error(`No statement at ${i}`);
  let start = i;
  while (start > 0 && i - start < 4 && statements[start - 1]?.year === (statements[start]?.year ?? 0) - 1)
    start--;
  // t−1 as year t's own filing reports it, t−2 as year t−1's reports it (ADR 0007: one basis per pair).
  const prev = start <= i - 1 ? asReportedIn(statements[i - 1], cur) : null;
  const prev2 = start <= i - 2 ? asReportedIn(statements[i - 2], statements[i - 1]) : null;
  return { cur, prev, prev2, history: statements.slice(start, i + 1) };
}

/** A year's statements with the figures a later year's filing reports for it in place of its own. */
function asReportedIn(
  year: LaggedStatement | undefined,
  later: LaggedStatement | undefined,
): FinancialStatement | null {
  if (!year) return null;
  const comparative = later?.comparative;
  return comparative ? { ...year, ...comparative } : year;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
const orNull = (x: number): number | null => (Number.isNaN(x) ? null : x);

function pushGroup(groups: Map<number, number[]>, key: number, k: number): void {
  const members = groups.get(key);
  if (members) members.push(k);
  else groups.set(key, [k]);
}

export function scoreUniverse(universe: ScoringUniverse, options: ScoreUniverseOptions = {}): ScoredUniverse {
  const window = options.returnFromPeakWindowMonths ?? RETURN_FROM_PEAK_WINDOW_MONTHS;
  const companies = universe.companies;
  let n = 0;
  for (const company of companies) n += company.statements.length;

  // Pass 1: per company-year ratios, clusters, M-score and F-score.
  const companyOf = new Int32Array(n);
  const statementOf: StatementYear[] = new Array<StatementYear>(n);
  const clusterValues = new Float64Array(n * CLUSTER_COUNT).fill(NaN);
  const clusterComments: string[] = new Array<string>(n * CLUSTER_COUNT);
  const mScores = new Float64Array(n).fill(NaN);
  const fScores = new Float64Array(n).fill(NaN);
  const fProbabilities = new Float64Array(n).fill(NaN);
  const byYear = new Map<number, number[]>();
  // One string per distinct comment: 1.96 million comments of 140,000 company-years held 470,000 texts.
  const comments = new Map<string, string>();
  const sameText = (text: string): string => {
    const kept = comments.get(text);
    if (kept !== undefined) return kept;
    comments.set(text, text);
    return text;
  };
  let k = 0;
  companies.forEach((company, c) => {
    const statements = company.statements;
    for (let i = 0; i < statements.length; i++, k++) {
      const statement = statements[i] as StatementYear;
      companyOf[k] = c;
      statementOf[k] = statement;
      pushGroup(byYear, statement.year, k);
      const evaluation = evaluateCompanyYear(clusterContext(statements, i));
      for (let j = 0; j < CLUSTER_COUNT; j++) {
        const result = evaluation.clusters[j] as ClusterResult;
        if (result.value !== null) clusterValues[k * CLUSTER_COUNT + j] = result.value;
        clusterComments[k * CLUSTER_COUNT + j] = sameText(result.comment);
      }
      if (evaluation.mScore !== null) mScores[k] = evaluation.mScore;
      if (evaluation.fScore !== null) {
        fScores[k] = evaluation.fScore.fScore;
        fProbabilities[k] = evaluation.fScore.probability;
      }
    }
  });

  // Pass 2: cluster quantiles within each year's universe (0 = N/A).
  const quantiles = new Int8Array(n * CLUSTER_COUNT);
  for (const members of byYear.values()) {
    for (let j = 0; j < CLUSTER_COUNT; j++) {
      const sign = CLUSTERS[j]?.riskyWhen === 'low' ? -1 : 1;
      const present: number[] = [];
      const values: number[] = [];
      for (const m of members) {
        const v = clusterValues[m * CLUSTER_COUNT + j] as number;
        if (!Number.isNaN(v)) {
          present.push(m);
          values.push(sign * v);
        }
      }
      const ranks = averageRanks(values);
      for (let p = 0; p < present.length; p++) {
        quantiles[(present[p] as number) * CLUSTER_COUNT + j] = bucketOfPosition(
          midRankPosition(ranks[p] as number, present.length),
          5,
        );
      }
    }
  }

  // Pass 3: final score.
  const scores = new Float64Array(n).fill(NaN);
  const clustersAvailable = new Int8Array(n);
  const q: (Quantile | null)[] = new Array<Quantile | null>(CLUSTER_COUNT).fill(null);
  for (let i = 0; i < n; i++) {
    let available = 0;
    for (let j = 0; j < CLUSTER_COUNT; j++) {
      const value = quantiles[i * CLUSTER_COUNT + j] as number;
      q[j] = value === 0 ? null : (value as Quantile);
      if (value !== 0) available++;
    }
    clustersAvailable[i] = available;
    const score = finalScore({
      mScore: orNull(mScores[i] as number),
      fScore: orNull(fScores[i] as number),
      quantiles: q,
    });
    if (score !== null) scores[i] = round2(score);
  }

  // Pass 4: ranks, ratings, deciles and distributions per (exchange country, year) and sector.
  const byCountryYear = new Map<number, number[]>();
  const bySector = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const company = companies[companyOf[i] as number];
    const statement = statementOf[i];
    if (!company || !statement) continue;
    const countryKey = statement.year * 1e6 + company.exchange_countryID;
    pushGroup(byCountryYear, countryKey, i);
    pushGroup(bySector, countryKey * 1e4 + company.sectorID, i);
  }
  const rankPercents = new Float64Array(n).fill(NaN);
  const sectorRankPercents = new Float64Array(n).fill(NaN);
  const deciles = new Int8Array(n);
  const averages = new Map<number, number | null>();
  const distributions: DistributionRow[] = [];
  const countryYears: CountryYearRow[] = [];

  const scoredOf = (members: readonly number[]): { at: number[]; values: number[] } => {
    const at: number[] = [];
    const values: number[] = [];
    for (const m of members) {
      const s = scores[m] as number;
      if (!Number.isNaN(s)) {
        at.push(m);
        values.push(s);
      }
    }
    return { at, values };
  };
  const pushHistogram = (
    year: number,
    countryId: number,
    sectorId: number | null,
    values: readonly number[],
  ): void => {
    const counts = new Array<number>(DISTRIBUTION_BINS).fill(0);
    for (const v of values) counts[binOf(v)] = (counts[binOf(v)] as number) + 1;
    counts.forEach((y, bin) =>
      distributions.push({
        year,
        exchange_countryID: countryId,
        sectorID: sectorId,
        x: bin * DISTRIBUTION_BIN_WIDTH,
        y,
      }),
    );
  };

  const countryKeys = [...byCountryYear.keys()].sort((a, b) => a - b);
  for (const key of countryKeys) {
    const members = byCountryYear.get(key) ?? [];
    const year = Math.floor(key / 1e6);
    const countryId = key - year * 1e6;
    const { at, values } = scoredOf(members);
    const ranks = averageRanks(values);
    let total = 0;
    for (let p = 0; p < at.length; p++) {
      rankPercents[at[p] as number] = round2(rankPercent(ranks[p] as number, at.length));
      total += values[p] as number;
    }
    const sorted = [...values].sort((a, b) => a - b);
    const average = at.length > 0 ? round2(total / at.length) : null;
    averages.set(key, average);
    countryYears.push({
      year,
      exchange_countryID: countryId,
      companies: members.length,
      scored: at.length,
      average,
      median: sorted.length > 0 ? round2(median(sorted)) : null,
      min: sorted[0] ?? null,
      max: sorted[sorted.length - 1] ?? null,
    });
    pushHistogram(year, countryId, null, values);

    // Market-cap deciles over the companies with a market value.
    const withMv: number[] = [];
    const mvs: number[] = [];
    for (const m of members) {
      const mv = statementOf[m]?.marketValue ?? null;
      if (mv !== null) {
        withMv.push(m);
        mvs.push(mv);
      }
    }
    const mvRanks = averageRanks(mvs);
    for (let p = 0; p < withMv.length; p++) {
      deciles[withMv[p] as number] = bucketOfPosition(
        midRankPosition(mvRanks[p] as number, withMv.length),
        10,
      );
    }
  }

  const sectorKeys = [...bySector.keys()].sort((a, b) => a - b);
  for (const key of sectorKeys) {
    const members = bySector.get(key) ?? [];
    const countryKey = Math.floor(key / 1e4);
    const sectorId = key - countryKey * 1e4;
    const year = Math.floor(countryKey / 1e6);
    const { at, values } = scoredOf(members);
    const ranks = averageRanks(values);
    for (let p = 0; p < at.length; p++) {
      sectorRankPercents[at[p] as number] = round2(rankPercent(ranks[p] as number, at.length));
    }
    pushHistogram(year, countryKey - year * 1e6, sectorId, values);
  }

  // Pass 5: rows.
  const indexByCountry = new Map<number, MonthlySeries>(
    universe.indices.map((s) => [s.exchange_countryID, s]),
  );
  const tickerYears: TickerYearRow[] = new Array<TickerYearRow>(n);
  const riskHistory: RiskHistoryRow[] = new Array<RiskHistoryRow>(n);
  for (let i = 0; i < n; i++) {
    const company = companies[companyOf[i] as number];
    const statement = statementOf[i];
    if (!company || !statement) throw new Error(`Lost company-year ${i}`);
    const exchangeCountry = findExchangeCountry(company.exchange_countryID);
    const score = orNull(scores[i] as number);
    const previous = i > 0 && companyOf[i - 1] === companyOf[i] ? statementOf[i - 1] : undefined;
    const previousScore =
      previous && previous.year === statement.year - 1 ? orNull(scores[i - 1] as number) : null;
    const rank = orNull(rankPercents[i] as number);
    const mv = statement.marketValue;
    const rfpAbsolute = company.prices ? returnFromPeak(company.prices, statement.year, window) : null;
    const rfpRelative = relativeReturnFromPeak(
      rfpAbsolute,
      indexByCountry.get(company.exchange_countryID) ?? null,
      statement.year,
      window,
    );
    const warnings = warningsFor(statement);
    const m = orNull(mScores[i] as number);
    const f = orNull(fScores[i] as number);
    const fp = orNull(fProbabilities[i] as number);
    const decile = deciles[i] as number;
    tickerYears[i] = {
      tickerId: company.tickerId,
      year: statement.year,
      isin: company.isin,
      name: company.name,
      exchange_countryID: company.exchange_countryID,
      exchange_country: exchangeCountry?.exchange_country ?? String(company.exchange_countryID),
      exchange: company.exchange,
      domicile_country: countryName(company.domicileIso2),
      incorporation_country: countryName(company.incorporationIso2),
      sectorID: company.sectorID,
      sector_name: findSector(company.sectorID)?.sector_name ?? String(company.sectorID),
      industry_groupID: company.industry_groupID,
      industry_group:
        findIndustryGroup(company.industry_groupID)?.industry_group ?? String(company.industry_groupID),
      auditorID: statement.auditorID,
      auditor: statement.auditorName ?? findAuditor(statement.auditorID)?.auditor ?? '',
      trading_status: company.trading_status,
      mv,
      market_cap_decile: decile === 0 ? null : decile,
      final_score: score,
      one_year_change: score !== null && previousScore !== null ? round2(score - previousScore) : null,
      rank_percent: rank,
      rank_percent_within_sector: orNull(sectorRankPercents[i] as number),
      rating: rank === null ? null : ratingFromRankPercent(rank),
      m_score: m === null ? null : round6(m),
      m_score_flag: m === null ? null : isLikelyManipulator(m),
      f_score: f === null ? null : round6(f),
      f_probability: fp === null ? null : round6(fp),
      clusters_available: clustersAvailable[i] as number,
      ...expectedLoss(score, mv, statement.longTermDebt),
      rfpAbsolute: rfpAbsolute === null ? null : round6(rfpAbsolute),
      rfpRelative: rfpRelative === null ? null : round6(rfpRelative),
      warning: joinWarnings(warnings),
      warnings,
    };
    riskHistory[i] = {
      tickerId: company.tickerId,
      exchange_countryID: company.exchange_countryID,
      year: statement.year,
      score,
      average: averages.get(statement.year * 1e6 + company.exchange_countryID) ?? null,
    };
  }

  const clusters = new ClusterDetails(tickerYears, clusterValues, quantiles, clusterComments);
  return { tickerYears, clusters, distributions, riskHistory, countryYears };
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
