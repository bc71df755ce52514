import {
  LucaApi,
  type Answer,
  type Conversation,
  type ConversationSummary,
  type LucaWorkspace,
  type Turn,
} from '../../../api/luca-api';
import { fakeHttp, type FakeAnswer } from '../../../test-support/fake-http';

export { apiError, type FakeAnswer, type FakeHttpCall as FakeCall } from '../../../test-support/fake-http';

export const HOSHINO_LINK = { tickerId: '6501.T', exchangeCountryId: 6, year: 2025 };

export function anAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    status: 'ANSWERED',
    intent: 'SCORE_EXPLANATION',
    engine: 'DETERMINISTIC',
    fallback: false,
    errorCode: null,
    year: 2025,
    blocks: [
      {
        type: 'text',
        text: 'Hoshino Industrial (Japan) has a final score of 71.20 [1] and rating C- [2] in 2025. Its riskiest clusters:',
      },
      {
        type: 'table',
        title: 'Top risk clusters, 2025',
        columns: [
          { key: 'cluster', label: 'Cluster', align: 'left' },
          { key: 'quintile', label: 'Quintile', align: 'right' },
          { key: 'value', label: 'Value', align: 'right' },
          { key: 'comment', label: 'Comment', align: 'left' },
        ],
        rows: [
          {
            cells: {
              cluster: 'Credit and receivables',
              quintile: '5',
              value: '1.42',
              comment: 'Receivables grew 42% faster than revenue',
            },
            citations: [3],
            link: HOSHINO_LINK,
          },
        ],
      },
    ],
    citations: [
      {
        n: 1,
        label: 'Final score, Hoshino Industrial, 2025',
        value: 71.2,
        display: '71.20',
        source: 'tickerDetail',
        link: HOSHINO_LINK,
      },
      {
        n: 2,
        label: 'Rating, Hoshino Industrial, 2025',
        value: 'C-',
        display: 'C-',
        source: 'tickerDetail',
        link: HOSHINO_LINK,
      },
      {
        n: 3,
        label: 'Credit and receivables quintile, Hoshino Industrial, 2025',
        value: 5,
        display: '5',
        source: 'clusterDetail',
        link: null,
      },
    ],
    suggestions: [],
    subject: {
      tickerId: '6501.T',
      exchangeCountryId: 6,
      name: 'Hoshino Industrial',
      exchangeCountry: 'Japan',
    },
    ...overrides,
  };
}

/** Luca's refusal of a question about an exchange the user may not see (201 with status REFUSED). */
export function aRefusal(overrides: Partial<Answer> = {}): Answer {
  return anAnswer({
    status: 'REFUSED',
    errorCode: 'EXCHANGE_NOT_PERMITTED',
    blocks: [{ type: 'text', text: "You don't currently have permission to access this Exchange country." }],
    citations: [],
    subject: null,
    ...overrides,
  });
}

export function aTurn(overrides: Partial<Turn> = {}): Turn {
  return {
    id: 't1',
    question: 'Why does Hoshino Industrial have a C- rating?',
    askedAt: '2026-11-21T09:00:00.000Z',
    answer: anAnswer(),
    ...overrides,
  };
}

export function aSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    title: 'Japanese industrials',
    turns: 1,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    title: 'Japanese industrials',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    turns: [aTurn()],
    ...overrides,
  };
}

export function aWorkspace(overrides: Partial<LucaWorkspace> = {}): LucaWorkspace {
  return {
    engine: 'DETERMINISTIC',
    dataRevision: '2026-11-20T00:00:00.000Z',
    conversations: [aSummary(), aSummary({ id: 'c2', title: 'Tech watch', turns: 3 })],
    suggestions: ['Why does Hoshino Industrial have a C- rating?', 'What does the accruals cluster mean?'],
    ...overrides,
  };
}

/** A fake of the API client for the Luca calls (see fakeHttp). */
export function fakeLucaHttp(routes: Readonly<Record<string, FakeAnswer>> = {}) {
  const { http, calls, route, callsTo } = fakeHttp(routes);
  return { api: new LucaApi(http), calls, route, callsTo };
}

/** A promise with its resolve and reject, to hold a call open. */
export function held<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
