/** What Luca understood a question to be about. */
export const INTENTS = [
  'SCORE_EXPLANATION',
  'M_SCORE_EXPLANATION',
  'SCORE_HISTORY',
  'PEER_COMPARISON',
  'RISK_SCREEN',
  'WATCHLIST_CHANGES',
  'CLUSTER_DEFINITION',
  'DATA_SOURCE',
  'FILING_EVENTS',
  'UNKNOWN',
] as const;
export type Intent = (typeof INTENTS)[number];

export const ANSWER_STATUSES = ['ANSWERED', 'REFUSED', 'NOT_UNDERSTOOD'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export const ENGINES = ['DETERMINISTIC', 'LLM'] as const;
export type EngineName = (typeof ENGINES)[number];

/** Why a question was refused; the codes and texts of the dashboard. */
export type RefusalCode = 'EXCHANGE_NOT_PERMITTED' | 'TICKER_NOT_FOUND' | 'WATCHLIST_NOT_FOUND';

export const CITATION_SOURCES = [
  'tickerDetail',
  'clusterDetail',
  'riskHistory',
  'sectorPeers',
  'screen',
  'watchlist',
  'clusterDefinition',
  'scoreBreakdown',
  'filingEvents',
] as const;
export type CitationSource = (typeof CITATION_SOURCES)[number];

/** Where the web opens a company: /dashboard?tickerId=&exchangeCountryId=&year=. */
export interface DashboardLink {
  tickerId: string;
  exchangeCountryId: number;
  year: number | null;
}

export interface Citation {
  n: number;
  label: string;
  value: number | string | null;
  display: string;
  source: CitationSource;
  link: DashboardLink | null;
}

export interface TextBlock {
  type: 'text';
  /** Plain text; `[n]` marks citation n. */
  text: string;
}

export interface TableColumn {
  key: string;
  label: string;
  align: 'left' | 'right';
}

export interface TableRow {
  cells: Record<string, string>;
  citations: number[];
  link: DashboardLink | null;
}

export interface TableBlock {
  type: 'table';
  title: string;
  columns: TableColumn[];
  rows: TableRow[];
}

export interface ChartSeries {
  name: string;
  points: Array<{ x: number | string; y: number | null }>;
}

export interface ChartBlock {
  type: 'chart';
  title: string;
  kind: 'line' | 'bar';
  xLabel: string;
  yLabel: string;
  series: ChartSeries[];
}

export type AnswerBlock = TextBlock | TableBlock | ChartBlock;

/** The company an answer was about, so "its" in the next question means it. */
export interface Subject {
  tickerId: string;
  exchangeCountryId: number;
  name: string;
  exchangeCountry: string;
}

export interface Answer {
  status: AnswerStatus;
  intent: Intent;
  engine: EngineName;
  /** The LLM engine was configured but failed, and the default engine answered. */
  fallback: boolean;
  errorCode: RefusalCode | null;
  year: number | null;
  blocks: AnswerBlock[];
  citations: Citation[];
  suggestions: string[];
  subject: Subject | null;
}

/** What one answer function reports besides the blocks and citations it wrote. */
export interface Outcome {
  status: AnswerStatus;
  intent: Intent;
  errorCode: RefusalCode | null;
  year: number | null;
  subject: Subject | null;
  suggestions: string[];
}

export interface DraftMark {
  blocks: number;
  citations: number;
  facts: number;
}

/**
 * A fact an answer function established besides its text (its judgement of a score, where a company's
 * data come from, that a company is from the demo universe, who a company is: its ticker, exchange and
 * whether it is a demo company, its filing events), about one company (its ticker) or none. The LLM tools return them to
 * the model; they are not part of the answer shown or stored.
 */
export interface AnswerFact {
  kind: 'judgement' | 'source' | 'demo' | 'company' | 'filingEvents';
  about: string | null;
  value: Readonly<Record<string, unknown>>;
}

/**
 * An answer being written: blocks in order and the citations they mark, numbered from 1. Several
 * answer functions may write into one draft (the LLM engine calls several tools), numbering goes on.
 */
export class AnswerDraft {
  readonly blocks: AnswerBlock[] = [];
  readonly citations: Citation[] = [];
  readonly facts: AnswerFact[] = [];

  /** Cites a figure; answers its number for `[n]` in a text and for table rows. */
  cite(citation: Omit<Citation, 'n'>): number {
    const n = this.citations.length + 1;
    this.citations.push({ n, ...citation });
    return n;
  }

  text(text: string): void {
    this.blocks.push({ type: 'text', text });
  }

  table(table: Omit<TableBlock, 'type'>): void {
    this.blocks.push({ type: 'table', ...table });
  }

  chart(chart: Omit<ChartBlock, 'type'>): void {
    this.blocks.push({ type: 'chart', ...chart });
  }

  fact(fact: AnswerFact): void {
    this.facts.push(fact);
  }

  /** Whether the draft already holds a fact of this kind about this company (to say a thing once). */
  hasFact(kind: AnswerFact['kind'], about: string | null): boolean {
    return this.facts.some((fact) => fact.kind === kind && fact.about === about);
  }

  /** Where the draft stands, to take back what a failed answer function wrote, or to see what it added. */
  mark(): DraftMark {
    return { blocks: this.blocks.length, citations: this.citations.length, facts: this.facts.length };
  }

  rollback(mark: DraftMark): void {
    this.blocks.splice(mark.blocks);
    this.citations.splice(mark.citations);
    this.facts.splice(mark.facts);
  }

  since(mark: DraftMark): { blocks: AnswerBlock[]; citations: Citation[]; facts: AnswerFact[] } {
    return {
      blocks: this.blocks.slice(mark.blocks),
      citations: this.citations.slice(mark.citations),
      facts: this.facts.slice(mark.facts),
    };
  }

  finish(outcome: Outcome, engine: EngineName, fallback = false): Answer {
    return {
      ...outcome,
      engine,
      fallback,
      blocks: [...this.blocks],
      citations: [...this.citations],
    };
  }
}

/** A score or other figure as the dashboard shows it: 2 decimals, N/A when missing. */
export function figure(value: number | null | undefined, decimals = 2): string {
  return value === null || value === undefined || !Number.isFinite(value) ? 'N/A' : value.toFixed(decimals);
}

export function signed(value: number, decimals = 2): string {
  const shown = value.toFixed(decimals);
  return value > 0 ? `+${shown}` : shown;
}

/** Letters whose spoken name starts with a vowel sound: "an A+", "an E", "an F" (but "a B", "a C-"). */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');

/**
 * A word with its indefinite article: "an F rating", "a C- rating", "an elevated", "a high". A rating or
 * other single capital letter is read by its spoken name; any other word by its first letter.
 */
export function withArticle(word: string): string {
  const letterName = /^[A-Z][+-]?$/.test(word);
  const vowel = letterName ? VOWEL_SOUND_LETTERS.has(word.charAt(0)) : /^[aeiou]/i.test(word);
  return `${vowel ? 'an' : 'a'} ${word}`;
}

/** Who a company is beyond its name, as screening shows it: its ticker (a trial tenant's alias) and exchange. */
export interface CompanyIdentity {
  readonly ticker: string | null;
  readonly exchange: string | null;
}

/** A text screening gave: not empty, not marked missing (N/A). */
const known = (text: string | null | undefined): text is string =>
  text !== null && text !== undefined && text.trim() !== '' && text !== 'N/A';

/**
 * What names a company besides its name, for a parenthesis: "AAPL, Nasdaq", "AAPL" without an exchange.
 * None without a ticker (nor when the ticker is the name): the answer then names the company alone.
 */
export function identityText(name: string, { ticker, exchange }: CompanyIdentity): string | null {
  if (!known(ticker) || ticker === name) return null;
  return known(exchange) ? `${ticker}, ${exchange}` : ticker;
}

/** A company as the first sentence of an answer names it: "Apple Inc. (AAPL, Nasdaq)"; its name alone without a ticker. */
export function named(name: string, identity: CompanyIdentity): string {
  const text = identityText(name, identity);
  return text === null ? name : `${name} (${text})`;
}

/** The Ticker column of a table of companies; a company without a ticker shows N/A, as the dashboard does. */
export const TICKER_COLUMN: TableColumn = { key: 'ticker', label: 'Ticker', align: 'left' };

export function tickerCell(ticker: string | null | undefined): string {
  return known(ticker) ? ticker : 'N/A';
}
