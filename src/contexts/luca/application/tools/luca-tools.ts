import { Injectable } from '@nestjs/common';
import type {
  ClusterFactor,
  ResultRow,
  ScoreBreakdownAnswer,
  TickerDetail,
} from '../../../screening/index.js';
import { CLUSTERS, SECTORS } from '../../../screening/reference.js';
import type { WatchedCompanyChange } from '../../../watchlists/index.js';
import { screenCriteriaOf } from '../../../screening/domain/published/screen-criteria.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import {
  figure,
  identityText,
  named,
  signed,
  tickerCell,
  withArticle,
  TICKER_COLUMN,
  type AnswerDraft,
  type CitationSource,
  type CompanyIdentity,
  type DashboardLink,
  type Intent,
  type Outcome,
  type RefusalCode,
  type Subject,
} from '../../domain/answer.js';
import type { QuintileRange, Understood } from '../../domain/understanding/understand-question.js';
import type { Asker } from '../ports/answering-engine.js';
import { ScreeningData } from '../ports/screening-data.js';
import { WatchlistsChangeFeed } from '../../infrastructure/watchlists/watchlists-change-feed.js';
import { adjectiveOf } from '../vocabulary.js';
import { CompanyFinder, type CompanyRef } from './company-finder.js';
import { writeMScoreDrivers, writeScoreTerms } from './score-breakdown-answers.js';
import { writeFilingEvents, writeYearFilingEvents, type FilingEventsOf } from './filing-events-answers.js';
import {
  demoListSentence,
  demoSentence,
  isDemo,
  sourceFacts,
  sourceSentences,
  DATA_SOURCES_TEXT,
} from './data-source.js';

/** The dashboard's sentence for an exchange country outside the subscription. */
export const EXCHANGE_NOT_PERMITTED_TEXT =
  "You don't currently have permission to access this Exchange country.";

/** Clusters listed when explaining a score. */
const TOP_CLUSTERS = 5;
/** Rows of a screen answer's table. */
const SCREEN_ROWS = 25;
/** Companies whose cluster a screen reads (riskiest first): one panel query each. */
const CLUSTER_SCAN_LIMIT = 300;
/** Companies of a sector read for a peer comparison. */
const PEER_LIMIT = 5000;
/** Parallel panel queries of a cluster screen. */
const PARALLEL = 6;

const SCORE_DESC = [{ field: 'final_score' as const, dir: 'desc' as const }];

/** A company question's company: named, or the previous answer's. */
export type CompanyAsked = { phrase: string } | { subject: Subject };

/** Where a company's data come from (screening's origin): SEC EDGAR, a statements file, the demo universe. */
type CompanyOrigin = TickerDetail['origin'];

/** A company question's company-year as the asker may see it (LucaTools.companyYear). */
interface CompanyYear {
  readonly company: CompanyRef;
  /** Other companies the name matched. */
  readonly others: readonly string[];
  readonly year: number;
  /** The year asked for when the company has no data that year (its latest is answered instead). */
  readonly missingYear: number | null;
  readonly detail: TickerDetail;
}

/** Who a company is, as an answer tells the LLM tools. */
interface IdentifiedCompany extends CompanyIdentity {
  readonly name: string;
  readonly exchangeCountry: string;
  readonly origin: CompanyOrigin;
}

/** A screen question's criteria, as the question was understood. */
export type ScreenAsked = Pick<
  Understood,
  'exchange' | 'sector' | 'industryGroup' | 'cluster' | 'quintile' | 'score' | 'ratings' | 'year'
>;

/** No criterion chosen but `partial`: the screening context's empty criteria. */
const criteriaOf = screenCriteriaOf;

function linkOf(company: Subject, year: number | null): DashboardLink {
  return { tickerId: company.tickerId, exchangeCountryId: company.exchangeCountryId, year };
}

/** Whose filing events an answer tells: the company-year's company as the asker sees it. */
function eventsOf({ company, detail }: CompanyYear): FilingEventsOf {
  return {
    tickerId: company.tickerId,
    exchangeCountryId: company.exchangeCountryId,
    name: detail.name,
    named: named(detail.name, detail),
    detail,
  };
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** What a peer comparison is written from (LucaTools.peerFacts). */
interface PeerFacts {
  readonly detail: TickerDetail;
  /** The scored sector peers in the company's exchange country, riskiest first; null without a sector. */
  readonly peers: { readonly data: readonly ResultRow[]; readonly total: number } | null;
  readonly countryAverage: number | null;
}

/** The peers' scores: how many, their average and median, and the company's place (1 = riskiest, 0 = not among them). */
interface PeerStatistics {
  readonly count: number;
  readonly average: number | null;
  readonly median: number | null;
  readonly place: number;
}

function peerStatistics(peers: PeerFacts['peers'], tickerId: string): PeerStatistics {
  const scores = (peers?.data ?? [])
    .filter((row): row is ResultRow & { final_score: number } => row.final_score !== null)
    .map((row) => ({ tickerId: row.tickerID, score: row.final_score }));
  const sortedScores = scores.map((each) => each.score).sort((a, b) => a - b);
  const average =
    scores.length > 0 ? scores.reduce((sum, each) => sum + each.score, 0) / scores.length : null;
  return {
    count: scores.length,
    average,
    median: median(sortedScores),
    place: scores.findIndex((each) => each.tickerId === tickerId) + 1,
  };
}

/** The peer comparison's prose, table and chart, every figure cited. */
function writePeerComparison(
  draft: AnswerDraft,
  company: CompanyRef,
  year: number,
  { detail, peers, countryAverage }: PeerFacts,
  { count: peerCount, average, median: middle, place }: PeerStatistics,
): void {
  const name = detail.name;
  const where = detail.exchangeCountry;
  const link = linkOf(company, year);
  const cite = (label: string, value: number | null, display: string, source: CitationSource): number =>
    draft.cite({ label, value, display, source, link });
  const score = cite(
    `Final score, ${name}, ${year}`,
    detail.finalScore,
    figure(detail.finalScore),
    'tickerDetail',
  );
  const peerLabel = `${detail.sector_name} companies of ${where} with a final score, ${year}`;
  const count = cite(`Number of ${peerLabel}`, peerCount, String(peerCount), 'sectorPeers');
  const averageCite = cite(`Average final score of ${peerLabel}`, average, figure(average), 'sectorPeers');
  const medianCite = cite(`Median final score of ${peerLabel}`, middle, figure(middle), 'sectorPeers');
  const countryCite = cite(
    `Average final score of ${where}, ${year}`,
    countryAverage,
    figure(countryAverage),
    'riskHistory',
  );
  const rank = cite(
    `Rank within ${where} (0 safest, 100 riskiest), ${name}, ${year}`,
    detail.rankPercent,
    figure(detail.rankPercent, 1),
    'tickerDetail',
  );
  const sectorRank = cite(
    `Rank within ${detail.sector_name}, ${where} (0 safest, 100 riskiest), ${name}, ${year}`,
    detail.rankPercentWithinSector,
    figure(detail.rankPercentWithinSector, 1),
    'tickerDetail',
  );
  const sentences = [
    `In ${year}, ${named(name, detail)} has a final score of ${figure(detail.finalScore)} [${score}].`,
    `The ${peerCount} [${count}] scored ${detail.sector_name} companies of ${where} average ${figure(average)} [${averageCite}] ` +
      `(median ${figure(middle)} [${medianCite}])` +
      (place > 0
        ? `; ${name} is the ${ordinal(place)} riskiest of them [${cite(`Place of ${name} among the ${peerLabel} (1 = riskiest)`, place, ordinal(place), 'sectorPeers')}].`
        : '.'),
    `The average of all scored companies of ${where} is ${figure(countryAverage)} [${countryCite}].`,
    `Its rank is ${figure(detail.rankPercent, 1)} [${rank}] within ${where} and ${figure(detail.rankPercentWithinSector, 1)} [${sectorRank}] within its sector there (0 safest, 100 riskiest).`,
  ];
  if (peers && peers.total > PEER_LIMIT) sentences.push(`Only the ${PEER_LIMIT} riskiest peers were read.`);
  draft.text(sentences.join(' '));
  draft.table({
    title: `${name} against its peers, ${year}`,
    columns: [
      { key: 'what', label: '', align: 'left' },
      TICKER_COLUMN,
      { key: 'score', label: 'Final score', align: 'right' },
    ],
    rows: [
      {
        cells: { what: name, ticker: tickerCell(detail.ticker), score: figure(detail.finalScore) },
        citations: [score],
        link,
      },
      {
        cells: { what: `${detail.sector_name}, ${where}: average`, ticker: '', score: figure(average) },
        citations: [averageCite],
        link: null,
      },
      {
        cells: { what: `${detail.sector_name}, ${where}: median`, ticker: '', score: figure(middle) },
        citations: [medianCite],
        link: null,
      },
      {
        cells: { what: `${where}: average`, ticker: '', score: figure(countryAverage) },
        citations: [countryCite],
        link: null,
      },
    ],
  });
  draft.chart({
    title: `${name} against its sector and country, ${year}`,
    kind: 'bar',
    xLabel: '',
    yLabel: 'Final score',
    series: [
      {
        name: 'Final score',
        points: [
          { x: name, y: detail.finalScore },
          { x: `${detail.sector_name} average`, y: average },
          { x: `${detail.sector_name} median`, y: middle },
          { x: `${where} average`, y: countryAverage },
        ],
      },
    ],
  });
}

function quintileText(range: QuintileRange): string {
  if (range.min === range.max) return range.min === 5 ? 'the top quintile (5)' : `quintile ${range.min}`;
  return range.max === 5 ? `quintile ${range.min} or above` : `quintiles ${range.min} to ${range.max}`;
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

/** Refusal codes screening's queries raise for data the asker may not see. */
const REFUSALS: ReadonlySet<string> = new Set([
  'EXCHANGE_NOT_PERMITTED',
  'TICKER_NOT_FOUND',
  'WATCHLIST_NOT_FOUND',
]);

export function refusalOf(error: unknown): RefusalCode | null {
  if (!(error instanceof DomainError)) return null;
  const code: string = (error as DomainError<string>).code;
  return REFUSALS.has(code) ? (code as RefusalCode) : null;
}

/**
 * Luca's answer functions: each reads only screening's and watchlists' public queries (which apply the
 * asker's exchange entitlements and a trial tenant's masking), then writes text, tables, charts and a
 * citation per figure into the draft. The deterministic engine calls one per question; the LLM engine
 * offers them to the model as tools. A function reads everything before it writes, and a refusal writes
 * only the refusal.
 */
@Injectable()
export class LucaTools {
  constructor(
    private readonly screening: ScreeningData,
    private readonly watchlists: WatchlistsChangeFeed,
    private readonly finder: CompanyFinder,
  ) {}

  refuse(draft: AnswerDraft, intent: Intent, code: RefusalCode, what: string): Outcome {
    switch (code) {
      case 'EXCHANGE_NOT_PERMITTED':
        draft.text(
          `${EXCHANGE_NOT_PERMITTED_TEXT} I can only answer about the exchange countries of your subscription.`,
        );
        break;
      case 'TICKER_NOT_FOUND':
        draft.text(
          `I couldn't find a company matching "${what}" among the exchange countries of your subscription. ` +
            'Try its full name, its ISIN or its ticker.',
        );
        break;
      case 'WATCHLIST_NOT_FOUND':
        draft.text(`You have no watchlist called "${what}".`);
        break;
    }
    return { status: 'REFUSED', intent, errorCode: code, year: null, subject: null, suggestions: [] };
  }

  /**
   * The prelude of every company answer: the company asked for (named, or the previous answer's), the year
   * (the one asked for when the company has data that year, else its latest) and that company-year's
   * detail, all as the asker may see them. A refusal, or a company without scored years, is answered here
   * and its outcome returned instead.
   */
  private async companyYear(
    asker: Asker,
    draft: AnswerDraft,
    intent: Intent,
    asked: CompanyAsked,
    year: number | null,
  ): Promise<CompanyYear | { outcome: Outcome }> {
    let company: CompanyRef;
    let others: string[] = [];
    if ('subject' in asked) {
      company = asked.subject;
    } else {
      const found = await this.finder.find(asker, asked.phrase);
      if (found.kind === 'refused') return { outcome: this.refuse(draft, intent, found.code, found.what) };
      company = found.company;
      others = found.others;
    }
    const years = await this.finder.years(asker, company);
    if (years.length === 0) {
      // Its exchange country is no longer in the subscription (a previous answer's company), or no data.
      if ('subject' in asked)
        return { outcome: this.refuse(draft, intent, 'EXCHANGE_NOT_PERMITTED', company.name) };
      draft.text(`${company.name} has no scored years in the risk data.`);
      return {
        outcome: {
          status: 'ANSWERED',
          intent,
          errorCode: null,
          year: null,
          subject: company,
          suggestions: [],
        },
      };
    }
    const chosen = year !== null && years.includes(year) ? year : (years[0] as number);
    const detail = await this.screening.tickerDetail(
      asker.tenantId,
      company.tickerId,
      chosen,
      company.exchangeCountryId,
    );
    return {
      company,
      others,
      year: chosen,
      missingYear: year !== null && year !== chosen ? year : null,
      detail,
    };
  }

  /**
   * What a company answer writes before its own sentences: which company it took and which year, and once
   * that the company is a generated one (only as a fact with `sayDemo` false, for an answer that says so
   * itself); and who the company is, for the LLM tools.
   */
  private introduce(draft: AnswerDraft, found: CompanyYear, sayDemo = true): void {
    const { company, detail } = found;
    const notes: string[] = [];
    if (found.others.length > 0)
      notes.push(`I took ${company.name}; other matches: ${found.others.join(', ')}.`);
    if (found.missingYear !== null)
      notes.push(`${company.name} has no data for ${found.missingYear}; this is ${found.year}.`);
    if (notes.length > 0) draft.text(notes.join(' '));
    this.identify(draft, company.tickerId, {
      name: detail.name,
      exchangeCountry: detail.exchangeCountry,
      ticker: detail.ticker,
      exchange: detail.exchange,
      origin: detail.origin,
    });
    if (!isDemo(detail) || draft.hasFact('demo', company.tickerId)) return;
    const note = demoSentence(detail.name);
    if (sayDemo) draft.text(note);
    draft.fact({ kind: 'demo', about: company.tickerId, value: { company: detail.name, note } });
  }

  /** Who a company is (name, ticker, exchange, whether it is a generated demo company), once per answer. */
  private identify(draft: AnswerDraft, tickerId: string, company: IdentifiedCompany): void {
    if (draft.hasFact('company', tickerId)) return;
    draft.fact({
      kind: 'company',
      about: tickerId,
      value: {
        name: company.name,
        ticker: company.ticker,
        exchange: company.exchange,
        exchangeCountry: company.exchangeCountry,
        demo: isDemo(company),
      },
    });
  }

  /**
   * Says once which of the companies an answer lists are generated demo companies, `where` saying which
   * companies ('listed', 'in your watchlists').
   */
  private demoListNote(
    draft: AnswerDraft,
    companies: ReadonlyArray<{ name: string; origin: CompanyOrigin }>,
    where: string,
  ): void {
    const generated = companies.filter(isDemo).map(({ name }) => name);
    const note = demoListSentence(generated.length, companies.length, where);
    if (note === null) return;
    draft.text(note);
    draft.fact({ kind: 'demo', about: null, value: { companies: generated, note } });
  }

  /**
   * Where the data come from: for a company, its source (SEC EDGAR with its CIK and the filing behind the
   * year's figures, an imported statements file, or the generated demo universe); without one, the three
   * sources. Both with the date of the last data revision.
   */
  async dataSource(
    asker: Asker,
    draft: AnswerDraft,
    asked: CompanyAsked | null,
    year: number | null,
  ): Promise<Outcome> {
    const intent: Intent = 'DATA_SOURCE';
    const revision = await this.screening.dataRevision();
    const revised = revision
      ? `The risk data was last revised on ${revision.toISOString().slice(0, 10)}.`
      : 'The risk data has not been loaded yet.';
    if (asked === null) {
      draft.text(`${DATA_SOURCES_TEXT} ${revised}`);
      draft.fact({
        kind: 'source',
        about: null,
        value: { sources: DATA_SOURCES_TEXT, dataRevision: revision?.toISOString().slice(0, 10) ?? null },
      });
      return {
        status: 'ANSWERED',
        intent,
        errorCode: null,
        year: null,
        subject: null,
        suggestions: (await this.suggestions(asker)).slice(0, 2),
      };
    }
    const found = await this.companyYear(asker, draft, intent, asked, year);
    if ('outcome' in found) return found.outcome;
    const { company, detail } = found;
    // The source sentence of a generated company is the demo sentence: said there, not twice.
    this.introduce(draft, found, false);
    const link = linkOf(company, found.year);
    const filing = detail.source
      ? draft.cite({
          label: `Filing behind the ${found.year} figures, ${detail.name}`,
          value: detail.source.accession,
          display: `${detail.source.form} filed ${detail.source.filed}`,
          source: 'tickerDetail',
          link,
        })
      : null;
    draft.text(`${sourceSentences(detail, found.year, filing).join(' ')} ${revised}`);
    draft.fact({
      kind: 'source',
      about: company.tickerId,
      value: {
        ...sourceFacts(detail, found.year),
        dataRevision: revision?.toISOString().slice(0, 10) ?? null,
      },
    });
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year: found.year,
      subject: { ...company, name: detail.name },
      suggestions: [`Why does ${detail.name} have its rating?`],
    };
  }

  /**
   * The score breakdown of a company-year as the asker may see it; null when the company has no statements
   * that year (screening's TICKER_NOT_FOUND after its detail was found). Other refusals propagate.
   */
  private async breakdownOf(
    asker: Asker,
    company: CompanyRef,
    year: number,
  ): Promise<ScoreBreakdownAnswer | null> {
    try {
      return await this.screening.scoreBreakdown(
        asker.tenantId,
        company.tickerId,
        year,
        company.exchangeCountryId,
      );
    } catch (error) {
      if (refusalOf(error) === 'TICKER_NOT_FOUND') return null;
      throw error;
    }
  }

  /**
   * Why a company has its score and rating: ranks, how the score breakdown's three terms build the score,
   * warnings and its riskiest clusters. `ratingAsked` is the rating the question named, if any.
   */
  async explainScore(
    asker: Asker,
    draft: AnswerDraft,
    asked: CompanyAsked,
    year: number | null,
    ratingAsked: string | null = null,
  ): Promise<Outcome> {
    const intent: Intent = 'SCORE_EXPLANATION';
    const found = await this.companyYear(asker, draft, intent, asked, year);
    if ('outcome' in found) return found.outcome;
    const { company, detail } = found;
    const factors = await this.screening.clusterFactors(
      asker.tenantId,
      company.tickerId,
      found.year,
      company.exchangeCountryId,
      [],
    );
    if (factors.restrictAccess) return this.refuse(draft, intent, 'EXCHANGE_NOT_PERMITTED', company.name);
    const breakdown = await this.breakdownOf(asker, company, found.year);
    const events = await this.screening.filingEvents(asker.tenantId, company.tickerId);

    this.introduce(draft, found);
    const link = linkOf(company, found.year);
    const name = detail.name;
    const where = detail.exchangeCountry;
    // The first sentence names the company with its ticker: "Apple Inc. (AAPL, Nasdaq; United States, …)".
    const about = [identityText(name, detail), `${where}, ${detail.sector_name}`]
      .filter((part) => part !== null)
      .join('; ');
    const cite = (label: string, value: number | string | null, display: string) =>
      draft.cite({ label: `${label}, ${name}, ${found.year}`, value, display, source: 'tickerDetail', link });
    if (detail.finalScore === null) {
      draft.text(
        `${name} (${about}) has no final score for ${found.year} [${cite('Final score', null, 'N/A')}], ` +
          `so it has no rank or rating that year: ${detail.scoreNote ?? 'Not scored'}.`,
      );
    } else if (detail.scoreNote !== null) {
      const score = cite('Final score', detail.finalScore, figure(detail.finalScore));
      const note = cite('Rating', detail.scoreNote, detail.scoreNote);
      draft.text(
        `${name} (${about}) has a final score of ${figure(detail.finalScore)} [${score}] in ${found.year} ` +
          `but no rating: ${detail.scoreNote} [${note}]` +
          (detail.peers === null
            ? ''
            : ` (${detail.peers} scored compan${detail.peers === 1 ? 'y' : 'ies'} of its kind that year)`) +
          '. Ratings and ranks are taken only among at least 30 peers of the same kind, and real companies are never ranked among the generated demo ones.',
      );
    } else {
      const score = cite('Final score', detail.finalScore, figure(detail.finalScore));
      const rating = cite('Rating', detail.rating, detail.rating);
      const rank = cite(
        `Rank within ${where} (0 safest, 100 riskiest)`,
        detail.rankPercent,
        figure(detail.rankPercent, 1),
      );
      const sectorRank = cite(
        `Rank within ${detail.sector_name}, ${where} (0 safest, 100 riskiest)`,
        detail.rankPercentWithinSector,
        figure(detail.rankPercentWithinSector, 1),
      );
      draft.text(
        `${name} (${about}) has a final score of ${figure(detail.finalScore)} [${score}] ` +
          `and the rating ${detail.rating} [${rating}] in ${found.year}. Its score ranks at ${figure(detail.rankPercent, 1)} [${rank}] ` +
          `of 100 among the scored companies of ${where} and at ${figure(detail.rankPercentWithinSector, 1)} [${sectorRank}] ` +
          `within its sector there (100 is the riskiest). The rating follows from that rank` +
          (detail.peers === null
            ? '.'
            : ` among ${detail.peers} peers of its kind ${detail.peerGroup === 'all exchange countries' ? 'across all exchange countries' : `in ${where}`}.`) +
          (ratingAsked !== null && ratingAsked !== detail.rating
            ? ` (You asked about ${withArticle(ratingAsked)} rating: its rating in ${found.year} is ${detail.rating} [${rating}].)`
            : ''),
      );
    }
    if (breakdown) writeScoreTerms(draft, { name, year: found.year, link, breakdown });
    if (detail.warnings.length > 0) {
      const marks = detail.warnings.map((warning) => `${warning} [${cite('Warning', warning, warning)}]`);
      draft.text(`Warnings: ${marks.join('; ')}.`);
    }
    const hasEvents = writeYearFilingEvents(draft, eventsOf(found), events, found.year);
    const ranked = factors.data
      .filter(
        (factor): factor is ClusterFactor & { cluster_quantile: number } => factor.cluster_quantile !== null,
      )
      .sort((a, b) => b.cluster_quantile - a.cluster_quantile)
      .slice(0, TOP_CLUSTERS);
    if (ranked.length === 0) {
      draft.text(`No cluster of ${name} has a quintile in ${found.year} (its inputs are missing).`);
    } else {
      draft.text(
        `Its riskiest clusters in ${found.year} (quintile 5 is the riskiest fifth of the year's scored universe): ` +
          `${ranked.map((factor) => factor.cluster_name).join(', ')}.`,
      );
      draft.table({
        title: `Top risk clusters of ${name}, ${found.year}`,
        columns: [
          { key: 'cluster', label: 'Cluster', align: 'left' },
          { key: 'quintile', label: 'Quintile', align: 'right' },
          { key: 'value', label: 'Value', align: 'right' },
          { key: 'comment', label: 'Comment', align: 'left' },
        ],
        rows: ranked.map((factor) => {
          const clusterCite = (label: string, value: number | null, display: string) =>
            draft.cite({
              label: `${factor.cluster_name} ${label}, ${name}, ${found.year}`,
              value,
              display,
              source: 'clusterDetail',
              link,
            });
          return {
            cells: {
              cluster: factor.cluster_name,
              quintile: String(factor.cluster_quantile),
              value: figure(factor.cluster_value),
              comment: factor.cluster_comment_text,
            },
            citations: [
              clusterCite('quintile', factor.cluster_quantile, String(factor.cluster_quantile)),
              clusterCite('value', factor.cluster_value, figure(factor.cluster_value)),
            ],
            link,
          };
        }),
      });
    }
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year: found.year,
      subject: { ...company, name },
      suggestions: [
        `What drives ${name}'s M-score?`,
        `How has ${name}'s score changed over the years?`,
        `How does ${name} compare with its sector and country?`,
        ...(hasEvents ? [`What filing events does ${name} have?`] : []),
      ],
    };
  }

  /**
   * A company's filing events (late-filing notices, auditor changes, non-reliance notices, amendments), each
   * cited with its form, filing date, accession, EDGAR page and meaning; `year` narrows to one fiscal year.
   */
  async filingEvents(
    asker: Asker,
    draft: AnswerDraft,
    asked: CompanyAsked,
    year: number | null,
  ): Promise<Outcome> {
    const intent: Intent = 'FILING_EVENTS';
    const found = await this.companyYear(asker, draft, intent, asked, null);
    if ('outcome' in found) return found.outcome;
    const { company, detail } = found;
    const events = await this.screening.filingEvents(asker.tenantId, company.tickerId);
    this.introduce(draft, found);
    writeFilingEvents(draft, eventsOf(found), events, year);
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year,
      subject: { ...company, name: detail.name },
      suggestions: [
        `Why does ${detail.name} have its rating?`,
        `Where do ${detail.name}'s figures come from?`,
      ],
    };
  }

  /**
   * What drives a company's Beneish M-score (its score breakdown): M and its flag, the eight indices by
   * contribution against the sector medians, the statement lines behind the largest.
   */
  async explainMScore(
    asker: Asker,
    draft: AnswerDraft,
    asked: CompanyAsked,
    year: number | null,
  ): Promise<Outcome> {
    const intent: Intent = 'M_SCORE_EXPLANATION';
    const found = await this.companyYear(asker, draft, intent, asked, year);
    if ('outcome' in found) return found.outcome;
    const { company, detail } = found;
    const breakdown = await this.breakdownOf(asker, company, found.year);
    this.introduce(draft, found);
    if (breakdown === null) {
      draft.text(
        `${named(company.name, detail)} has no statements for ${found.year}, so no M-score that year.`,
      );
    } else {
      writeMScoreDrivers(draft, {
        name: company.name,
        named: named(company.name, detail),
        year: found.year,
        link: linkOf(company, found.year),
        breakdown,
      });
    }
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year: found.year,
      subject: company,
      suggestions: [
        `Why does ${company.name} have its rating?`,
        `How does ${company.name} compare with its sector and country?`,
      ],
    };
  }

  /** How a company's score changed over the years, beside its exchange country's average. */
  async scoreHistory(asker: Asker, draft: AnswerDraft, asked: CompanyAsked): Promise<Outcome> {
    const intent: Intent = 'SCORE_HISTORY';
    const found = await this.companyYear(asker, draft, intent, asked, null);
    if ('outcome' in found) return found.outcome;
    const { company, detail } = found;
    const points = await this.screening.riskHistory(
      asker.tenantId,
      company.tickerId,
      company.exchangeCountryId,
    );
    this.introduce(draft, found);
    const where = company.exchangeCountry;
    const rows = points.map((point) => {
      const link = linkOf(company, point.year);
      const score = draft.cite({
        label: `Final score, ${company.name}, ${point.year}`,
        value: point.score,
        display: figure(point.score),
        source: 'riskHistory',
        link,
      });
      const average = draft.cite({
        label: `Average final score of ${where}, ${point.year}`,
        value: point.average,
        display: figure(point.average),
        source: 'riskHistory',
        link,
      });
      return { point, score, average, link };
    });
    const scored = rows.filter((row) => row.point.score !== null);
    const first = scored[0];
    const last = scored.at(-1);
    if (!first || !last) {
      draft.text(`${named(company.name, detail)} has no final score in any year of the risk data.`);
    } else {
      const sentences = [
        `From ${first.point.year} to ${last.point.year}, the final score of ${named(company.name, detail)} went from ` +
          `${figure(first.point.score)} [${first.score}] to ${figure(last.point.score)} [${last.score}] ` +
          `(${signed((last.point.score as number) - (first.point.score as number))}).`,
      ];
      let largest: { from: (typeof scored)[number]; to: (typeof scored)[number]; move: number } | null = null;
      for (let index = 1; index < scored.length; index += 1) {
        const from = scored[index - 1] as (typeof scored)[number];
        const to = scored[index] as (typeof scored)[number];
        const move = (to.point.score as number) - (from.point.score as number);
        if (!largest || Math.abs(move) > Math.abs(largest.move)) largest = { from, to, move };
      }
      if (largest)
        sentences.push(
          `Its largest yearly move was ${signed(largest.move)} in ${largest.to.point.year} ` +
            `(${figure(largest.from.point.score)} [${largest.from.score}] to ${figure(largest.to.point.score)} [${largest.to.score}]).`,
        );
      sentences.push(
        `In ${last.point.year} the average of ${where} was ${figure(last.point.average)} [${last.average}]; ` +
          `${company.name} was ${(last.point.score as number) >= last.point.average ? 'above' : 'below'} it.`,
      );
      draft.text(sentences.join(' '));
    }
    draft.table({
      title: `Final score of ${company.name} by year`,
      columns: [
        { key: 'year', label: 'Year', align: 'left' },
        { key: 'score', label: 'Final score', align: 'right' },
        { key: 'average', label: `Average of ${where}`, align: 'right' },
      ],
      rows: rows.map((row) => ({
        cells: {
          year: String(row.point.year),
          score: figure(row.point.score),
          average: figure(row.point.average),
        },
        citations: [row.score, row.average],
        link: row.link,
      })),
    });
    draft.chart({
      title: `Risk score history of ${company.name}`,
      kind: 'line',
      xLabel: 'Year',
      yLabel: 'Final score',
      series: [
        { name: company.name, points: points.map((point) => ({ x: point.year, y: point.score })) },
        { name: `Average of ${where}`, points: points.map((point) => ({ x: point.year, y: point.average })) },
      ],
    });
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year: last?.point.year ?? found.year,
      subject: company,
      suggestions: [`Why does ${company.name} have its rating?`],
    };
  }

  /** How a company compares with its sector in its exchange country, and with the exchange country. */
  async compareWithPeers(
    asker: Asker,
    draft: AnswerDraft,
    asked: CompanyAsked,
    year: number | null,
  ): Promise<Outcome> {
    const intent: Intent = 'PEER_COMPARISON';
    const found = await this.companyYear(asker, draft, intent, asked, year);
    if ('outcome' in found) return found.outcome;
    const { company } = found;
    const facts = await this.peerFacts(asker, found);
    this.introduce(draft, found);
    writePeerComparison(draft, company, found.year, facts, peerStatistics(facts.peers, company.tickerId));
    const name = facts.detail.name;
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year: found.year,
      subject: { ...company, name },
      suggestions: [`Why does ${name} have its rating?`, `How has ${name}'s score changed over the years?`],
    };
  }

  /** What a peer comparison reads: the company's detail, its sector peers in its exchange country, the country average. */
  private async peerFacts(asker: Asker, { company, year, detail }: CompanyYear): Promise<PeerFacts> {
    const sector = SECTORS.find((each) => each.sector_name === detail.sector_name);
    const peers = sector
      ? await this.screening.screen(
          asker.tenantId,
          criteriaOf({
            year,
            exchangeIds: [company.exchangeCountryId],
            sectorIds: [sector.sectorID],
          }),
          SCORE_DESC,
          0,
          PEER_LIMIT,
        )
      : null;
    const history = await this.screening.riskHistory(
      asker.tenantId,
      company.tickerId,
      company.exchangeCountryId,
    );
    const countryAverage = history.find((point) => point.year === year)?.average ?? null;
    return { detail, peers, countryAverage };
  }

  /** Companies of an exchange country and/or sector matching a cluster, score or rating condition. */
  async screen(asker: Asker, draft: AnswerDraft, asked: ScreenAsked): Promise<Outcome> {
    const intent: Intent = 'RISK_SCREEN';
    const permitted = await this.screening.permittedExchanges(asker.tenantId);
    if (asked.exchange && !permitted.some((each) => each.exchange_countryID === asked.exchange?.id))
      return this.refuse(draft, intent, 'EXCHANGE_NOT_PERMITTED', asked.exchange.name);
    if (permitted.length === 0) return this.refuse(draft, intent, 'EXCHANGE_NOT_PERMITTED', '');
    const criteria = criteriaOf({
      year: asked.year,
      exchangeIds: asked.exchange ? [asked.exchange.id] : [],
      sectorIds: asked.sector ? [asked.sector.id] : [],
      industryGroupIds: asked.industryGroup ? [asked.industryGroup.id] : [],
      ratings: asked.ratings,
      riskScore: asked.score ?? { min: null, max: null },
    });
    const cluster = asked.cluster;
    const range = cluster ? (asked.quintile ?? { min: 5, max: 5 }) : null;
    const screened = await this.screening.screen(
      asker.tenantId,
      criteria,
      SCORE_DESC,
      0,
      cluster ? CLUSTER_SCAN_LIMIT : SCREEN_ROWS,
    );
    const year = screened.year;
    const scope =
      `${asked.sector ? `${asked.sector.name} ` : ''}companies` +
      (asked.exchange ? ` of ${asked.exchange.name}` : ' of your exchange countries') +
      (asked.industryGroup ? ` in the ${asked.industryGroup.name} industry group` : '');
    if (year === null) {
      draft.text(`There is no risk data for the ${scope}${asked.year ? ` in ${asked.year}` : ''}.`);
      return { status: 'ANSWERED', intent, errorCode: null, year: null, subject: null, suggestions: [] };
    }
    let matches: Array<{ row: ResultRow; factor: ClusterFactor | null }>;
    if (cluster && range) {
      const factors = await inBatches(screened.data, PARALLEL, async (row) => {
        const answer = await this.screening.clusterFactors(
          asker.tenantId,
          row.tickerID,
          year,
          row.exchange_countryID,
          [cluster.id],
        );
        return { row, factor: answer.data[0] ?? null };
      });
      matches = factors
        .filter(({ factor }) => {
          const quintile = factor?.cluster_quantile ?? null;
          return quintile !== null && quintile >= range.min && quintile <= range.max;
        })
        .sort(
          (a, b) =>
            (b.factor?.cluster_quantile ?? 0) - (a.factor?.cluster_quantile ?? 0) ||
            (b.row.final_score ?? -1) - (a.row.final_score ?? -1),
        );
    } else {
      matches = screened.data.map((row) => ({ row, factor: null }));
    }
    const total = cluster ? matches.length : screened.total;
    const conditions: string[] = [];
    if (cluster && range) conditions.push(`${cluster.name} risk in ${quintileText(range)}`);
    const { min: minScore = null, max: maxScore = null } = asked.score ?? {};
    if (minScore !== null) conditions.push(`a final score of at least ${minScore}`);
    if (maxScore !== null) conditions.push(`a final score of at most ${maxScore}`);
    if (asked.ratings.length > 0) conditions.push(`a rating of ${asked.ratings.join(', ')}`);
    const countCite = draft.cite({
      label: `Number of ${scope} matching, ${year}`,
      value: total,
      display: String(total),
      source: 'screen',
      link: null,
    });
    const scanned =
      cluster && screened.total > CLUSTER_SCAN_LIMIT
        ? ` I read the ${CLUSTER_SCAN_LIMIT} riskiest of the ${screened.total} ${scope}; narrow the question to see the rest.`
        : '';
    draft.text(
      `${total} [${countCite}] ${scope} ${conditions.length > 0 ? `have ${conditions.join(' and ')}` : 'are scored'} in ${year}.` +
        (total > SCREEN_ROWS
          ? ` The ${SCREEN_ROWS} with the ${cluster ? 'riskiest quintile, then the highest score' : 'highest score'} are listed.`
          : '') +
        scanned,
    );
    const listed = matches.slice(0, SCREEN_ROWS);
    this.demoListNote(
      draft,
      listed.map(({ row }) => row),
      'listed',
    );
    if (matches.length > 0) {
      const columns = [
        { key: 'company', label: 'Company', align: 'left' as const },
        TICKER_COLUMN,
        { key: 'exchange', label: 'Exchange country', align: 'left' as const },
        { key: 'score', label: 'Final score', align: 'right' as const },
        { key: 'rating', label: 'Rating', align: 'left' as const },
      ];
      if (cluster)
        columns.push(
          { key: 'quintile', label: `${cluster.name} quintile`, align: 'right' as const },
          { key: 'value', label: `${cluster.name} value`, align: 'right' as const },
        );
      draft.table({
        title: `${scope.charAt(0).toUpperCase()}${scope.slice(1)}${conditions.length > 0 ? ` with ${conditions.join(' and ')}` : ''}, ${year}`,
        columns,
        rows: listed.map(({ row, factor }) => {
          const link: DashboardLink = {
            tickerId: row.tickerID,
            exchangeCountryId: row.exchange_countryID,
            year,
          };
          const cite = (
            label: string,
            value: number | string | null,
            display: string,
            source: 'screen' | 'clusterDetail',
          ) => draft.cite({ label: `${label}, ${row.name}, ${year}`, value, display, source, link });
          const citations = [
            cite('Final score', row.final_score, figure(row.final_score), 'screen'),
            cite('Rating', row.rating ?? row.scoreNote, row.rating ?? row.scoreNote ?? 'N/A', 'screen'),
          ];
          const cells: Record<string, string> = {
            company: row.name,
            ticker: tickerCell(row.ticker),
            exchange: row.exchange_country,
            score: figure(row.final_score),
            rating: row.rating ?? row.scoreNote ?? 'N/A',
          };
          if (cluster && factor) {
            cells.quintile = String(factor.cluster_quantile);
            cells.value = figure(factor.cluster_value);
            citations.push(
              cite(
                `${cluster.name} quintile`,
                factor.cluster_quantile,
                String(factor.cluster_quantile),
                'clusterDetail',
              ),
              cite(
                `${cluster.name} value`,
                factor.cluster_value,
                figure(factor.cluster_value),
                'clusterDetail',
              ),
            );
          }
          return { cells, citations, link };
        }),
      });
    }
    const first = matches[0]?.row;
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year,
      subject: null,
      suggestions: first ? [`Why does ${first.name} have its rating?`] : [],
    };
  }

  /** What changed in the asker's watchlists since the alerts last told them (the last data revision). */
  async watchlistChanges(asker: Asker, draft: AnswerDraft, watchlistName: string | null): Promise<Outcome> {
    const intent: Intent = 'WATCHLIST_CHANGES';
    const revision = await this.screening.dataRevision();
    let changes;
    try {
      changes = await this.watchlists.changes(asker.tenantId, asker.userId, watchlistName);
    } catch (error) {
      if (refusalOf(error) === 'WATCHLIST_NOT_FOUND')
        return this.refuse(draft, intent, 'WATCHLIST_NOT_FOUND', watchlistName ?? '');
      throw error;
    }
    const revised = revision
      ? `The risk data was last revised on ${revision.toISOString().slice(0, 10)}. `
      : '';
    const lists = watchlistName
      ? `your ${changes.watchlists[0]?.name ?? watchlistName} watchlist`
      : 'your watchlists';
    if (changes.companies.length === 0) {
      draft.text(`${revised}There are no companies in ${lists} that you can see.`);
      return { status: 'ANSWERED', intent, errorCode: null, year: null, subject: null, suggestions: [] };
    }
    const changed = changes.companies.filter((entry) => entry.changed);
    const waiting = changes.companies.filter((entry) => entry.baseline === null);
    const watchedCite = draft.cite({
      label: `Companies in ${lists}`,
      value: changes.companies.length,
      display: String(changes.companies.length),
      source: 'watchlist',
      link: null,
    });
    const changedCite = draft.cite({
      label: `Companies in ${lists} whose final score or rating changed`,
      value: changed.length,
      display: String(changed.length),
      source: 'watchlist',
      link: null,
    });
    draft.text(
      `${revised}Of the ${changes.companies.length} [${watchedCite}] companies in ${lists}, ${changed.length} [${changedCite}] ` +
        `${changed.length === 1 ? 'has' : 'have'} a different final score or rating than when your watchlist alerts last told you of them ` +
        `(or when you started watching them).` +
        (waiting.length > 0
          ? ` ${waiting.length} recently added ${waiting.length === 1 ? 'company has' : 'companies have'} nothing to compare with yet.`
          : ''),
    );
    // Who each company is comes with it (screening's company card): no read of its ticker detail.
    const watched = changes.companies.map(({ company }) => ({
      tickerId: company.tickerID,
      name: company.name,
      exchangeCountry: company.exchange_country,
      ticker: company.ticker,
      exchange: company.exchange,
      origin: company.origin,
    }));
    this.demoListNote(draft, watched, `in ${lists}`);
    for (const company of watched) this.identify(draft, company.tickerId, company);
    if (changed.length > 0) draft.table(this.changeTable(draft, changed, lists));
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year: null,
      subject: null,
      suggestions: changed[0] ? [`Why does ${changed[0].company.name} have its rating?`] : [],
    };
  }

  private changeTable(draft: AnswerDraft, changed: WatchedCompanyChange[], lists: string) {
    return {
      title: `What changed in ${lists}`,
      columns: [
        { key: 'company', label: 'Company', align: 'left' as const },
        TICKER_COLUMN,
        { key: 'before', label: 'Score before', align: 'right' as const },
        { key: 'after', label: 'Score now', align: 'right' as const },
        { key: 'ratingBefore', label: 'Rating before', align: 'left' as const },
        { key: 'ratingAfter', label: 'Rating now', align: 'left' as const },
        { key: 'since', label: 'Since', align: 'left' as const },
      ],
      rows: changed.map(({ company, baseline }) => {
        const link: DashboardLink = {
          tickerId: company.tickerID,
          exchangeCountryId: company.exchange_countryID,
          year: company.year,
        };
        const since = baseline?.since.toISOString().slice(0, 10) ?? '';
        const cite = (label: string, value: number | string | null, display: string) =>
          draft.cite({ label: `${label}, ${company.name}`, value, display, source: 'watchlist', link });
        return {
          cells: {
            company: company.name,
            ticker: tickerCell(company.ticker),
            before: figure(baseline?.final_score),
            after: figure(company.final_score),
            ratingBefore: baseline?.rating ?? 'N/A',
            ratingAfter: company.rating ?? 'N/A',
            since,
          },
          citations: [
            cite(
              `Final score as last told (${since})`,
              baseline?.final_score ?? null,
              figure(baseline?.final_score),
            ),
            cite(
              `Final score now (${company.year ?? 'N/A'})`,
              company.final_score,
              figure(company.final_score),
            ),
            cite(`Rating as last told (${since})`, baseline?.rating ?? null, baseline?.rating ?? 'N/A'),
            cite(`Rating now (${company.year ?? 'N/A'})`, company.rating, company.rating ?? 'N/A'),
          ],
          link,
        };
      }),
    };
  }

  /** What a cluster measures. */
  explainCluster(draft: AnswerDraft, clusterId: string): Outcome {
    const intent: Intent = 'CLUSTER_DEFINITION';
    const cluster = CLUSTERS.find((each) => each.code === clusterId);
    if (!cluster) {
      draft.text(
        `I don't know that cluster. The clusters are: ${CLUSTERS.map((each) => each.name).join(', ')}.`,
      );
      return {
        status: 'NOT_UNDERSTOOD',
        intent,
        errorCode: null,
        year: null,
        subject: null,
        suggestions: [],
      };
    }
    const cite = draft.cite({
      label: `Cluster definition: ${cluster.name} (${cluster.code})`,
      value: cluster.code,
      display: cluster.name,
      source: 'clusterDefinition',
      link: null,
    });
    draft.text(
      `${cluster.name} [${cite}]: ${cluster.description} Every company-year gets a value of this cluster and a quintile ` +
        `from 1 to 5 within that year's scored universe, 5 being the riskiest fifth; here ${cluster.riskyWhen} values are the risky ones. ` +
        'A missing input shows N/A. The final score combines the 14 cluster quintiles with the Beneish M-score and the Dechow F-score.',
    );
    return {
      status: 'ANSWERED',
      intent,
      errorCode: null,
      year: null,
      subject: null,
      suggestions: [`Which companies have ${cluster.name.toLowerCase()} risk in the top quintile?`],
    };
  }

  /** Questions Luca can answer for this asker: a company and an exchange country of their own. */
  async suggestions(asker: Asker): Promise<string[]> {
    const generic = [
      'What changed in my watchlists since the last data revision?',
      'What does the accruals cluster mean?',
    ];
    const permitted = await this.screening.permittedExchanges(asker.tenantId);
    const exchange = permitted[0];
    if (!exchange) return generic;
    const top = await this.screening.screen(
      asker.tenantId,
      criteriaOf({ exchangeIds: [exchange.exchange_countryID] }),
      SCORE_DESC,
      0,
      1,
    );
    const company = top.data[0];
    const screen = `Which ${adjectiveOf(exchange.exchange_country)} industrials have receivables risk in the top quintile?`;
    if (!company) return [screen, ...generic];
    return [
      `Why does ${company.name} have ${withArticle(company.rating ?? 'high')} rating?`,
      `How has ${company.name}'s score changed over the years?`,
      `How does ${company.name} compare with its sector and country?`,
      screen,
      ...generic,
    ];
  }
}
