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
import {
  originOf,
  peerClassOf,
  type FinancialStatement,
  type LineItemValues,
  type MonthlySeries,
  type ScoringCompany,
  type ScoringUniverse,
  type StatementYear,
} from '../published/universe.js';
import { beneishIndices, isLikelyManipulator, mScore, type BeneishIndices } from './beneish.js';
import { ClusterDetails } from './cluster-details.js';
import { CLUSTER_FUNCTIONS, type ClusterContext, type ClusterResult } from './clusters/index.js';
import { fScore, fScoreVariables, type FScoreResult, type FScoreVariables } from './dechow-f-score.js';
import { DISTRIBUTION_BINS, DISTRIBUTION_BIN_WIDTH, binOf } from './distributions.js';
import { expectedLoss } from './expected-loss.js';
import { eventWindow, yearEventKinds } from '../year-filing-events.js';
import { finalScoreLogit, scoreOfLogit, smoothedLogit } from './final-score.js';
import { NOT_RATED, notScoredReason } from './not-scored.js';
import { rankAmongPeers, type RatingPeerGroup } from './peers.js';
import { ratingFromRankPercent } from './rating.js';
import { bucketOfPosition, midRankPosition, rankPercent } from './ranks.js';
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
  readonly variables: FScoreVariables;
  readonly fScore: FScoreResult | null;
}

/** Everything about one company-year that does not depend on the rest of the universe. */
export function evaluateCompanyYear(context: ClusterContext): CompanyYearEvaluation {
  const clusters = CLUSTER_CODES.map((code) => CLUSTER_FUNCTIONS[code](context));
  const beneish = beneishIndices(context.cur, context.prev);
  const variables = fScoreVariables(context.cur, context.prev, context.prev2);
  return { clusters, beneish, mScore: mScore(beneish), variables, fScore: fScore(variables) };
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
  // The model inputs of the company-years whose M-score or F-score is N/A, for the reason they are not scored.
  const missingInputs = new Map<number, { indices: BeneishIndices; variables: FScoreVariables }>();
  const peerClass = new Int8Array(companies.length);
  companies.forEach((company, c) => {
    peerClass[c] = peerClassOf(originOf(company)) === 'generated' ? 0 : 1;
  });
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
      if (evaluation.mScore === null || evaluation.fScore === null)
        missingInputs.set(k, { indices: evaluation.beneish, variables: evaluation.variables });
    }
  });
  const yearOf = (i: number): number => (statementOf[i] as StatementYear).year;
  const classOf = (i: number): number => peerClass[companyOf[i] as number] as number;
  const countryOf = (i: number): number =>
    (companies[companyOf[i] as number] as ScoringCompany).exchange_countryID;
  const sectorOf = (i: number): number => (companies[companyOf[i] as number] as ScoringCompany).sectorID;
  /** Peer keys (peers.ts): class and year; class, year and exchange country; the same and sector. */
  const classYear = (i: number): number => classOf(i) * 1e4 + yearOf(i);
  const classCountryYear = (i: number): number => classYear(i) * 1e6 + countryOf(i);
  const classSectorYear = (i: number): number => classCountryYear(i) * 1e4 + sectorOf(i);

  // Pass 2: each cluster's position among its peers (same class; that year, else every year), 0..1 with 1
  // the riskiest, and its quintile for the screens.
  const positions = new Float64Array(n * CLUSTER_COUNT).fill(NaN);
  const quantiles = new Int8Array(n * CLUSTER_COUNT);
  for (let j = 0; j < CLUSTER_COUNT; j++) {
    const sign = CLUSTERS[j]?.riskyWhen === 'low' ? -1 : 1;
    const present: number[] = [];
    for (let i = 0; i < n; i++) if (!Number.isNaN(clusterValues[i * CLUSTER_COUNT + j])) present.push(i);
    const { ranks } = rankAmongPeers(
      present,
      (i) => sign * (clusterValues[i * CLUSTER_COUNT + j] as number),
      [classYear, classOf],
    );
    for (const [i, placed] of ranks) {
      const position = midRankPosition(placed.rank, placed.peers);
      positions[i * CLUSTER_COUNT + j] = position;
      quantiles[i * CLUSTER_COUNT + j] = bucketOfPosition(position, 5);
    }
  }

  // Pass 3: the year's logit, smoothed with the company's previous year (final-score.ts), and the final score.
  const logits = new Float64Array(n).fill(NaN);
  const scores = new Float64Array(n).fill(NaN);
  const clustersAvailable = new Int8Array(n);
  const notes: (string | null)[] = new Array<string | null>(n).fill(null);
  const p: (number | null)[] = new Array<number | null>(CLUSTER_COUNT).fill(null);
  for (let i = 0; i < n; i++) {
    let available = 0;
    let withValue = 0;
    for (let j = 0; j < CLUSTER_COUNT; j++) {
      const position = positions[i * CLUSTER_COUNT + j] as number;
      p[j] = Number.isNaN(position) ? null : position;
      if (!Number.isNaN(position)) available++;
      if (!Number.isNaN(clusterValues[i * CLUSTER_COUNT + j])) withValue++;
    }
    clustersAvailable[i] = withValue;
    const m = orNull(mScores[i] as number);
    const f = orNull(fScores[i] as number);
    const company = companies[companyOf[i] as number];
    const events = yearEventKinds(statementOf[i] as StatementYear, company?.filingEvents);
    const logit = finalScoreLogit({ mScore: m, fScore: f, positions: p, events });
    if (logit === null) {
      const missing = missingInputs.get(i);
      notes[i] = notScoredReason({
        indices: missing?.indices,
        mScore: m,
        variables: missing?.variables,
        fScore: f,
        available,
        withValue,
        clusterCount: CLUSTER_COUNT,
      });
      continue;
    }
    const previous =
      i > 0 && companyOf[i - 1] === companyOf[i] && yearOf(i - 1) === yearOf(i) - 1
        ? orNull(logits[i - 1] as number)
        : null;
    const smoothed = smoothedLogit(logit, previous);
    logits[i] = smoothed;
    scores[i] = round2(scoreOfLogit(smoothed));
  }

  // Pass 4: ranks and ratings among peers (same class; exchange country and year, else every exchange country
  // that year), ranks within the sector, market-cap deciles; distributions per (exchange country, year).
  const scoredAt: number[] = [];
  for (let i = 0; i < n; i++) if (!Number.isNaN(scores[i])) scoredAt.push(i);
  const scoreOf = (i: number): number => scores[i] as number;
  const rated = rankAmongPeers(scoredAt, scoreOf, [classCountryYear, classYear]);
  const sectorRanked = rankAmongPeers(scoredAt, scoreOf, [classSectorYear]);
  const withMv: number[] = [];
  for (let i = 0; i < n; i++) if (statementOf[i]?.marketValue !== null) withMv.push(i);
  const sized = rankAmongPeers(withMv, (i) => statementOf[i]?.marketValue ?? 0, [
    classCountryYear,
    classYear,
  ]);

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
    let total = 0;
    for (const value of values) total += value;
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
  }

  const sectorKeys = [...bySector.keys()].sort((a, b) => a - b);
  for (const key of sectorKeys) {
    const members = bySector.get(key) ?? [];
    const countryKey = Math.floor(key / 1e4);
    const sectorId = key - countryKey * 1e4;
    const year = Math.floor(countryKey / 1e6);
    const { values } = scoredOf(members);
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
    const ratedAmong = rated.ranks.get(i);
    const rank = ratedAmong ? round2(rankPercent(ratedAmong.rank, ratedAmong.peers)) : null;
    const sectorRank = sectorRanked.ranks.get(i);
    const size = sized.ranks.get(i);
    const decile = size ? bucketOfPosition(midRankPosition(size.rank, size.peers), 10) : null;
    const mv = statement.marketValue;
    const rfpAbsolute = company.prices ? returnFromPeak(company.prices, statement.year, window) : null;
    const rfpRelative = relativeReturnFromPeak(
      rfpAbsolute,
      indexByCountry.get(company.exchange_countryID) ?? null,
      statement.year,
      window,
    );
    const warnings = warningsFor(
      statement,
      (company.filingEvents ?? []).filter((event) => event.fiscalYear === statement.year),
    );
    const eventsOfWindow = eventWindow(company.statements, company.filingEvents, statement.year);
    const m = orNull(mScores[i] as number);
    const f = orNull(fScores[i] as number);
    const fp = orNull(fProbabilities[i] as number);
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
      origin: originOf(company),
      market_cap_decile: decile,
      final_score: score,
      one_year_change: score !== null && previousScore !== null ? round2(score - previousScore) : null,
      rank_percent: rank,
      rank_percent_within_sector: sectorRank ? round2(rankPercent(sectorRank.rank, sectorRank.peers)) : null,
      rating: rank === null ? null : ratingFromRankPercent(rank),
      peer_group: ratedAmong ? (RATING_PEER_GROUPS[ratedAmong.level] ?? null) : null,
      peers: ratedAmong ? ratedAmong.peers : score === null ? null : (rated.widest.get(i) ?? null),
      score_logit: orNull(logits[i] as number),
      score_note: notes[i] ?? (score !== null && !ratedAmong ? NOT_RATED : null),
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
      filing_events: eventsOfWindow.kinds,
      filing_event_count: eventsOfWindow.count,
    };
    riskHistory[i] = {
      tickerId: company.tickerId,
      exchange_countryID: company.exchange_countryID,
      year: statement.year,
      score,
      average: averages.get(statement.year * 1e6 + company.exchange_countryID) ?? null,
    };
  }

  const clusters = new ClusterDetails(tickerYears, clusterValues, quantiles, positions, clusterComments);
  return { tickerYears, clusters, distributions, riskHistory, countryYears };
}

const RATING_PEER_GROUPS: readonly RatingPeerGroup[] = ['exchange country', 'all exchange countries'];

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
