import { vi, type Mock } from 'vitest';
import { LIST_CRITERIA, SLIDER_CRITERIA } from '../features/dashboard/screen/screen-criteria';

export function jsonResponse(status: number, body?: unknown): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: empty ? {} : { 'content-type': 'application/json; charset=utf-8' },
  });
}

export function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

export type FetchMock = Mock<typeof fetch>;

/** A fetch that answers each call with the next of the given responses (or errors). */
export function fetchAnswering(...answers: Array<Response | Error>): FetchMock {
  const queue = [...answers];
  return vi.fn<typeof fetch>(() => {
    const next = queue.shift();
    if (next === undefined)
      return Promise.reject(new Error('fetch was called more often than the test expected'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

/** The request a fetch mock received on its nth call. */
export function requestOf(
  fetchMock: FetchMock,
  call = 0,
): { url: string; init: RequestInit; headers: Headers } {
  const args = fetchMock.mock.calls[call];
  if (args === undefined) throw new Error(`fetch was not called ${call + 1} time(s)`);
  const [input, init = {}] = args;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
  return { url, init, headers: new Headers(init.headers) };
}

/** A promise with its resolve function, to hold a fetch open. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** An answer of a routed fetch: a response (cloned for every call), an error, or a function of the request. */
export type RouteAnswer = Response | Error | ((request: { url: string; body: unknown }) => Response);

export const IDLE_TIME_ROUTE = 'POST /api/setting/idleTime';

/**
 * Every multi-select's option route but the exchange's (answered below with one country), read off the
 * screen's criteria so that a criterion the server adds is answered too, and the popup texts: none yet.
 */
const EMPTY_LIST_ROUTES = [
  ...Object.values(LIST_CRITERIA)
    .map(({ facet }) => facet)
    .filter((facet) => facet !== 'exchange'),
  'popup',
];

/** What the dashboard asks for when a test signs in and lands there: an empty screen with no data yet. */
export const EMPTY_DASHBOARD_ROUTES: Readonly<Record<string, RouteAnswer>> = {
  'GET /api/dashboard/revision': jsonResponse(200, { revisionDate: null, origin: null }),
  'POST /api/dashboard/filter': jsonResponse(200, { data: [], total: 0, restrictAccess: false, year: null }),
  'POST /api/dashboard/filterCount': jsonResponse(200, { total: 0, restrictAccess: false }),
  'POST /api/dashboard/year': jsonResponse(200, [{ year: 2025 }]),
  'POST /api/dashboard/exchange': jsonResponse(200, [
    { exchange_countryID: 1, exchange_country: 'United States', count: 0 },
  ]),
  // Every slider's available range (risk score, 1-year change, M-score, F-score): none yet.
  ...Object.fromEntries(
    Object.values(SLIDER_CRITERIA).map(({ facet }) => [
      `POST /api/dashboard/${facet}`,
      jsonResponse(200, { min: null, max: null }),
    ]),
  ),
  ...Object.fromEntries(
    EMPTY_LIST_ROUTES.map((route) => [`POST /api/dashboard/${route}`, jsonResponse(200, [])]),
  ),
  // The watchlists tab and the star, and the saved filters: none yet.
  'GET /api/watchlists': jsonResponse(200, []),
  'GET /api/watchlists/containing': jsonResponse(200, { tickerID: '', watchlists: [] }),
  'GET /api/saved-filters': jsonResponse(200, []),
};

function bodyOf(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * A fetch that answers by `METHOD /path` (query ignored). A list of answers is used in order, its last
 * answer repeating. The idle-time setting answers 43200 s and the dashboard an empty screen unless a route
 * says otherwise; anything else answers 404.
 */
export function fetchRouting(routes: Readonly<Record<string, RouteAnswer | RouteAnswer[]>>): FetchMock {
  const queues = new Map<string, RouteAnswer[]>(
    Object.entries({
      [IDLE_TIME_ROUTE]: jsonResponse(200, { value: 43_200 }),
      ...EMPTY_DASHBOARD_ROUTES,
      ...routes,
    }).map(([route, answer]) => [route, Array.isArray(answer) ? [...answer] : [answer]]),
  );
  return vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const route = `${init?.method ?? 'GET'} ${url.split('?')[0] ?? url}`;
    const queue = queues.get(route);
    const answer = queue === undefined ? undefined : queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined) {
      return Promise.resolve(jsonResponse(404, { statusCode: 404, errorCode: 'NOT_FOUND', message: route }));
    }
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer instanceof Response) return Promise.resolve(answer.clone());
    return Promise.resolve(answer({ url, body: bodyOf(init) }));
  });
}

/** The calls a fetch mock received for `METHOD /path`, with their parsed JSON bodies and headers. */
export function callsTo(
  fetchMock: FetchMock,
  route: string,
): Array<{ url: string; body: unknown; headers: Headers }> {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      return { url, method: init?.method ?? 'GET', body: bodyOf(init), headers: new Headers(init?.headers) };
    })
    .filter((call) => `${call.method} ${call.url.split('?')[0] ?? call.url}` === route)
    .map(({ url, body, headers }) => ({ url, body, headers }));
}
