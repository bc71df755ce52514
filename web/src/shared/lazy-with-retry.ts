import { lazy } from 'react';

/** How often a chunk is asked for before the failure reaches the error page, and the first wait between. */
export const CHUNK_ATTEMPTS = 4;
export const CHUNK_FIRST_RETRY_MS = 400;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Loads a chunk of code, asking again (400 ms, 800 ms, 1.6 s) when the request fails: a busy server, a
 * dropped connection or a proxy's hiccup. React.lazy alone keeps the first failure for the life of the page,
 * so one lost request left a page without its grid, chart or editor until a reload.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  attempts = CHUNK_ATTEMPTS,
  firstRetryMs = CHUNK_FIRST_RETRY_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(firstRetryMs * 2 ** (attempt - 1));
    }
  }
}

/** React.lazy whose chunk is loaded with loadWithRetry: every lazily loaded page and component uses it. */
export const lazyWithRetry: typeof lazy = (load) => lazy(() => loadWithRetry(load));
