import type { RequestOptions } from './api-client';

/*
 * The views of docs/api/luca.md. Written out here until the Luca schemas are in the generated schema.ts;
 * the names follow the API's (LucaWorkspaceView, ConversationView, TurnView, AnswerView, CitationView).
 */

export type LucaEngine = 'DETERMINISTIC' | 'LLM';

/** Where a citation or a table row leads: that company (and year) in the company dashboard. */
export interface DashboardLink {
  tickerId: string;
  exchangeCountryId: number;
  year: number | null;
}

export type CitationSource =
  | 'tickerDetail'
  | 'clusterDetail'
  | 'riskHistory'
  | 'sectorPeers'
  | 'screen'
  | 'watchlist'
  | 'clusterDefinition'
  | 'scoreBreakdown'
  | 'filingEvents';

/** One figure of an answer, marked `[n]` in its texts. */
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
  /** Plain text (no HTML, no Markdown); `[n]` marks citation n. */
  text: string;
}

export interface TableColumn {
  key: string;
  label: string;
  align: 'left' | 'right';
}

export interface TableRow {
  /** Display strings by column key, already formatted. */
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

export interface ChartPoint {
  x: number | string;
  y: number | null;
}

export interface ChartSeries {
  name: string;
  points: ChartPoint[];
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

export type AnswerStatus = 'ANSWERED' | 'REFUSED' | 'NOT_UNDERSTOOD';
export type AnswerIntent =
  | 'SCORE_EXPLANATION'
  | 'M_SCORE_EXPLANATION'
  | 'SCORE_HISTORY'
  | 'PEER_COMPARISON'
  | 'RISK_SCREEN'
  | 'WATCHLIST_CHANGES'
  | 'CLUSTER_DEFINITION'
  | 'DATA_SOURCE'
  | 'FILING_EVENTS'
  | 'UNKNOWN';
export type RefusalCode = 'EXCHANGE_NOT_PERMITTED' | 'TICKER_NOT_FOUND' | 'WATCHLIST_NOT_FOUND';

/** The company an answer is about, when there is one. */
export interface AnswerSubject {
  tickerId: string;
  exchangeCountryId: number;
  name: string;
  exchangeCountry: string;
}

export interface Answer {
  status: AnswerStatus;
  intent: AnswerIntent;
  engine: LucaEngine;
  /** The language model was configured but failed, and the built-in engine answered. */
  fallback: boolean;
  errorCode: RefusalCode | null;
  year: number | null;
  blocks: AnswerBlock[];
  citations: Citation[];
  /** Follow-up questions (for NOT_UNDERSTOOD: questions Luca can answer). */
  suggestions: string[];
  subject?: AnswerSubject | null;
}

/** A question and its answer. */
export interface Turn {
  id: string;
  question: string;
  askedAt: string;
  answer: Answer;
}

export interface ConversationSummary {
  id: string;
  title: string;
  /** Questions asked. */
  turns: number;
  createdAt: string;
  updatedAt: string;
}

export interface Conversation {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  turns: Turn[];
}

export interface LucaWorkspace {
  engine: LucaEngine;
  /** When the risk data was last revised (null before the first load). */
  dataRevision: string | null;
  conversations: ConversationSummary[];
  suggestions: string[];
}

/** A conversation title is 1 to 100 characters after trimming. */
export const CONVERSATION_TITLE_MAX_LENGTH = 100;
/** A question is 1 to 1000 characters. */
export const QUESTION_MAX_LENGTH = 1000;
/** The title the server gives a conversation created without one. */
export const NEW_CONVERSATION_TITLE = 'New conversation';

/** What the Luca calls need of the API client. */
export interface LucaHttp {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/** Every Luca error shows on the Luca page itself (the permission message, inline alerts, dialogs). */
const INLINE: RequestOptions = { notifyOnError: false };
const id = (value: string): string => encodeURIComponent(value);

/** The calls of docs/api/luca.md, all under /api/luca. */
export class LucaApi {
  readonly #http: LucaHttp;

  constructor(http: LucaHttp) {
    this.#http = http;
  }

  /** Once when the Luca page opens: the workspace; records LUCA_ACCESS (once per session, server side). */
  open(): Promise<LucaWorkspace> {
    return this.#http.post<LucaWorkspace>('/luca/open', undefined, INLINE);
  }

  async suggestions(): Promise<string[]> {
    return (await this.#http.get<{ suggestions: string[] }>('/luca/suggestions', INLINE)).suggestions;
  }

  /** The caller's conversations, most recently used first. */
  conversations(): Promise<ConversationSummary[]> {
    return this.#http.get<ConversationSummary[]>('/luca/conversations', INLINE);
  }

  /** Without a title the server names it "New conversation", then after the first question. */
  create(title?: string): Promise<Conversation> {
    return this.#http.post<Conversation>('/luca/conversations', title === undefined ? {} : { title }, INLINE);
  }

  conversation(conversationId: string, signal?: AbortSignal): Promise<Conversation> {
    return this.#http.get<Conversation>(`/luca/conversations/${id(conversationId)}`, {
      ...INLINE,
      ...(signal === undefined ? {} : { signal }),
    });
  }

  rename(conversationId: string, title: string): Promise<ConversationSummary> {
    return this.#http.patch<ConversationSummary>(
      `/luca/conversations/${id(conversationId)}`,
      { title },
      INLINE,
    );
  }

  async delete(conversationId: string): Promise<void> {
    await this.#http.delete<unknown>(`/luca/conversations/${id(conversationId)}`, undefined, INLINE);
  }

  /** The question and its answer, stored in the conversation (a refusal is an answer too). */
  ask(conversationId: string, question: string): Promise<Turn> {
    return this.#http.post<Turn>(`/luca/conversations/${id(conversationId)}/questions`, { question }, INLINE);
  }
}
