import { vi, type Mock } from 'vitest';

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
