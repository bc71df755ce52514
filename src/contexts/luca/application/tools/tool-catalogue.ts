import { Injectable } from '@nestjs/common';
import type { AnswerDraft, AnswerFact, Outcome, Subject } from '../../domain/answer.js';
import { lookupTerm } from '../../domain/understanding/understand-question.js';
import type { Asker } from '../ports/answering-engine.js';
import { ScreeningData } from '../ports/screening-data.js';
import { LUCA_VOCABULARY } from '../vocabulary.js';
import { LucaTools, refusalOf, type CompanyAsked } from './luca-tools.js';

/** A function a language model may call: OpenAI-style function definition (JSON Schema parameters). */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

const company = {
  type: 'string',
  description:
    'The company: its name or part of it, its ISIN or its ticker. Empty for the company of the previous answer.',
};
const year = { type: 'integer', description: 'A data year; omit for the latest.' };

/**
 * The sector and industry group of a screen's arguments. A group given as the sector ("Banks") is read as
 * the group; a group of the sector given leaves only the group (the narrower scope).
 */
export function scopeOf(
  sectorText: string,
  groupText: string,
): { sector: { id: number; name: string } | null; industryGroup: { id: number; name: string } | null } {
  let sector = sectorText === '' ? null : lookupTerm(sectorText, LUCA_VOCABULARY.sectors);
  const groupWords = groupText !== '' ? groupText : sector === null ? sectorText : '';
  const industryGroup = groupWords === '' ? null : lookupTerm(groupWords, LUCA_VOCABULARY.industryGroups);
  const parent = LUCA_VOCABULARY.industryGroups.find((group) => group.id === industryGroup?.id)?.sectorId;
  if (sector !== null && parent === sector.id) sector = null;
  return { sector, industryGroup };
}

/** Luca's answer functions as tools (the same functions the deterministic engine answers with). */
export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  {
    name: 'list_exchange_countries',
    description: "The exchange countries of the user's subscription: the only ones you can answer about.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'explain_score',
    description:
      'Why a company has its final score and rating: score, rating, ranks, how the score breakdown builds the score from its three terms ' +
      '(Beneish M-score, Dechow F-score, cluster red-flag share) with their contributions, warnings and its riskiest clusters with values and comments. ' +
      'Its `judgement` says which terms drive the score, which parts are benign and which known false positives apply ' +
      '(a growth-driven Beneish M-score flag, a capital-light Dechow F-score); its `filingEvents` (when the year has any) ' +
      'are the filing events of that fiscal year: mention them, citing each filing.',
    parameters: {
      type: 'object',
      properties: { company, year },
      required: ['company'],
      additionalProperties: false,
    },
  },
  {
    name: 'explain_m_score',
    description:
      "What drives a company's Beneish M-score (its score breakdown): M, whether it flags a likely manipulator, the eight indices " +
      '(DSRI, GMI, AQI, SGI, DEPI, SGAI, LVGI, TATA) ranked by contribution with their values against the sector median, ' +
      'and the statement lines behind the largest, and whether a flag is growth-driven (a known false positive for fast growers).',
    parameters: {
      type: 'object',
      properties: { company, year },
      required: ['company'],
      additionalProperties: false,
    },
  },
  {
    name: 'score_history',
    description: "A company's final score per year beside its exchange country's average.",
    parameters: {
      type: 'object',
      properties: { company },
      required: ['company'],
      additionalProperties: false,
    },
  },
  {
    name: 'compare_with_peers',
    description:
      'How a company compares with its sector in its exchange country and with the whole exchange country.',
    parameters: {
      type: 'object',
      properties: { company, year },
      required: ['company'],
      additionalProperties: false,
    },
  },
  {
    name: 'screen_companies',
    description:
      'Companies of an exchange country, sector and/or industry group matching a risk condition: a cluster quintile range (5 is the riskiest fifth), a final score range and/or ratings.',
    parameters: {
      type: 'object',
      properties: {
        exchange_country: {
          type: 'string',
          description: "e.g. Japan, United States; omit for all of the user's",
        },
        sector: { type: 'string', description: 'e.g. Industrials, Information Technology' },
        industry_group: {
          type: 'string',
          description: 'Narrower than a sector, e.g. Banks, Insurance, Software & Services',
        },
        cluster: { type: 'string', description: 'e.g. Credit and receivables, Accruals, Inventory' },
        min_quintile: { type: 'integer', minimum: 1, maximum: 5 },
        max_quintile: { type: 'integer', minimum: 1, maximum: 5 },
        min_score: { type: 'number' },
        max_score: { type: 'number' },
        ratings: {
          type: 'array',
          items: { type: 'string' },
          description: 'e.g. ["D+", "D", "D-", "E", "F"]',
        },
        year,
      },
      additionalProperties: false,
    },
  },
  {
    name: 'watchlist_changes',
    description:
      "What changed in the user's watchlists (final score, rating) since their alerts last told them. " +
      'Its `company` facts give each company of the lists with its ticker and whether it is a generated demo company (demo).',
    parameters: {
      type: 'object',
      properties: { watchlist_name: { type: 'string', description: 'One list; omit for all' } },
      additionalProperties: false,
    },
  },
  {
    name: 'data_source',
    description:
      "Where the data come from: for a company, its source (SEC EDGAR with its CIK and the filing behind the year's figures: " +
      'form, filing date, fiscal year end, accession and EDGAR link; an imported statements file; or the generated demo universe); ' +
      'without a company, the three sources. Both with the date of the last data revision.',
    parameters: {
      type: 'object',
      properties: {
        company: {
          ...company,
          description: 'The company, or empty for where the data come from in general.',
        },
        year,
      },
      additionalProperties: false,
    },
  },
  {
    name: 'filing_events',
    description:
      "A company's filing events from its filings on SEC EDGAR (a demo company's are generated): notifications of late filing " +
      '(NT 10-K, NT 10-Q, NT 20-F), changes of the certifying accountant (8-K item 4.01), non-reliance on previously issued ' +
      'financial statements (8-K item 4.02) and amendments (10-K/A, 10-Q/A), latest filing first. Its `filingEvents` give each ' +
      "event's form, filing date, fiscal year, plain-words meaning, accession number and EDGAR filing-index link (url): cite " +
      'them; none (withheld) for a trial subscription. An amendment alone is not a restatement.',
    parameters: {
      type: 'object',
      properties: {
        company,
        year: { type: 'integer', description: 'A fiscal year, for its events only; omit for all.' },
      },
      required: ['company'],
      additionalProperties: false,
    },
  },
  {
    name: 'explain_cluster',
    description: 'What one of the 14 risk clusters measures.',
    parameters: {
      type: 'object',
      properties: { cluster: { type: 'string' } },
      required: ['cluster'],
      additionalProperties: false,
    },
  },
];

export interface ToolRun {
  outcome: Outcome | null;
  /**
   * What goes back to the model: the text, table rows and citations the function wrote (all entitled
   * data), and the facts it established: `judgement` (what drives a score, what is benign, known false
   * positives), `source` (where the data come from), `demo` (a company of the generated demo universe),
   * `company` (who each company named is: name, ticker, exchange, exchange country, demo) and
   * `filingEvents` (a company's filing events as cited: form, date, fiscal year, meaning, accession, EDGAR link).
   */
  result: Record<string, unknown>;
}

/** The facts of one kind a tool established: one value, or a list when there are several. */
function factsOf(facts: readonly AnswerFact[], kind: AnswerFact['kind']): Record<string, unknown> {
  const values = facts.filter((fact) => fact.kind === kind).map((fact) => fact.value);
  if (values.length === 0) return {};
  return { [kind]: values.length === 1 ? values[0] : values };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Runs the tools a model calls, with the asker's entitlements, writing into the answer draft. */
@Injectable()
export class ToolCatalogue {
  constructor(
    private readonly tools: LucaTools,
    private readonly screening: ScreeningData,
  ) {}

  async run(
    name: string,
    args: Record<string, unknown>,
    asker: Asker,
    draft: AnswerDraft,
    previous: Subject | null,
  ): Promise<ToolRun> {
    const mark = draft.mark();
    let outcome: Outcome | null;
    try {
      outcome = await this.dispatch(name, args, asker, draft, previous);
    } catch (error) {
      const code = refusalOf(error);
      if (!code) throw error;
      draft.rollback(mark);
      outcome = this.tools.refuse(draft, 'UNKNOWN', code, '');
    }
    if (outcome === null) return { outcome: null, result: { error: `Unknown tool ${name}` } };
    const written = draft.since(mark);
    return {
      outcome,
      result: {
        status: outcome.status,
        ...(outcome.errorCode ? { refused: outcome.errorCode } : {}),
        text: written.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n'),
        tables: written.blocks.flatMap((block) =>
          block.type === 'table'
            ? [
                {
                  title: block.title,
                  rows: block.rows.map((row) => ({ ...row.cells, citations: row.citations })),
                },
              ]
            : [],
        ),
        citations: written.citations.map((citation) => ({
          n: citation.n,
          label: citation.label,
          value: citation.display,
        })),
        ...factsOf(written.facts, 'judgement'),
        ...factsOf(written.facts, 'source'),
        ...factsOf(written.facts, 'demo'),
        ...factsOf(written.facts, 'company'),
        ...factsOf(written.facts, 'filingEvents'),
      },
    };
  }

  private async dispatch(
    name: string,
    args: Record<string, unknown>,
    asker: Asker,
    draft: AnswerDraft,
    previous: Subject | null,
  ): Promise<Outcome | null> {
    const asked = (): CompanyAsked | null => {
      const phrase = text(args.company);
      if (phrase !== '') return { phrase };
      return previous ? { subject: previous } : null;
    };
    switch (name) {
      case 'list_exchange_countries': {
        const permitted = await this.screening.permittedExchanges(asker.tenantId);
        draft.text(
          `Your exchange countries: ${permitted.map((each) => each.exchange_country).join(', ') || 'none'}.`,
        );
        return {
          status: 'ANSWERED',
          intent: 'UNKNOWN',
          errorCode: null,
          year: null,
          subject: null,
          suggestions: [],
        };
      }
      case 'explain_score':
      case 'explain_m_score':
      case 'score_history':
      case 'compare_with_peers':
      case 'filing_events': {
        const company = asked();
        if (!company) return this.tools.refuse(draft, 'UNKNOWN', 'TICKER_NOT_FOUND', '');
        if (name === 'score_history') return this.tools.scoreHistory(asker, draft, company);
        if (name === 'filing_events')
          return this.tools.filingEvents(asker, draft, company, integer(args.year));
        if (name === 'explain_m_score')
          return this.tools.explainMScore(asker, draft, company, integer(args.year));
        if (name === 'compare_with_peers')
          return this.tools.compareWithPeers(asker, draft, company, integer(args.year));
        return this.tools.explainScore(asker, draft, company, integer(args.year));
      }
      case 'screen_companies': {
        const exchangeText = text(args.exchange_country);
        const exchange = exchangeText === '' ? null : lookupTerm(exchangeText, LUCA_VOCABULARY.exchanges);
        // A country Luca does not know is none of the user's: refuse rather than screen everything.
        if (exchangeText !== '' && !exchange)
          return this.tools.refuse(draft, 'RISK_SCREEN', 'EXCHANGE_NOT_PERMITTED', exchangeText);
        const { sector, industryGroup } = scopeOf(text(args.sector), text(args.industry_group));
        const clusterText = text(args.cluster);
        const cluster = clusterText === '' ? null : lookupTerm(clusterText, LUCA_VOCABULARY.clusters);
        const min = integer(args.min_quintile);
        const max = integer(args.max_quintile);
        const minScore = number(args.min_score);
        const maxScore = number(args.max_score);
        const ratings = Array.isArray(args.ratings)
          ? args.ratings
              .map((rating) => text(rating).toUpperCase())
              .filter((rating) => LUCA_VOCABULARY.ratings.includes(rating))
          : [];
        return this.tools.screen(asker, draft, {
          exchange,
          sector,
          industryGroup,
          cluster,
          quintile: cluster ? { min: min ?? 5, max: max ?? 5 } : null,
          score: minScore === null && maxScore === null ? null : { min: minScore, max: maxScore },
          ratings,
          year: integer(args.year),
        });
      }
      case 'watchlist_changes': {
        const watchlist = text(args.watchlist_name);
        return this.tools.watchlistChanges(asker, draft, watchlist === '' ? null : watchlist);
      }
      case 'data_source': {
        const phrase = text(args.company);
        return this.tools.dataSource(asker, draft, phrase === '' ? null : { phrase }, integer(args.year));
      }
      case 'explain_cluster': {
        const cluster = lookupTerm(text(args.cluster), LUCA_VOCABULARY.clusters);
        return this.tools.explainCluster(draft, cluster?.id ?? '');
      }
      default:
        return null;
    }
  }
}
