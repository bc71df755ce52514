import { ApiError, type RequestOptions } from '../api/api-client';

/** A fake answer: a value, an Error to reject with, a promise, or a function of the request body (and query). */
export type FakeAnswer = unknown;

export type FakeMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FakeHttpCall {
  method: FakeMethod;
  path: string;
  body: unknown;
  options: RequestOptions | undefined;
}

/** An error the API answers, as the client throws it. */
export const apiError = (status: number, errorCode: string, message: string): ApiError =>
  new ApiError(status, errorCode, message, { statusCode: status, errorCode, message });

export const badRequest = (errorCode: string, message: string): ApiError => apiError(400, errorCode, message);

export const conflict = (errorCode: string, message: string): ApiError => apiError(409, errorCode, message);

/**
 * A fake of the API client: answers by `METHOD path` (query ignored; a function route is given the body
 * and the query), records every call. A route missing from the table rejects with a 404. `http` has every
 * method, so it stands for any feature's client interface.
 */
export function fakeHttp(routes: Readonly<Record<string, FakeAnswer>> = {}) {
  const table: Record<string, FakeAnswer> = { ...routes };
  const calls: FakeHttpCall[] = [];
  const answer = <T>(
    method: FakeMethod,
    path: string,
    body: unknown,
    options: RequestOptions | undefined,
  ): Promise<T> => {
    calls.push({ method, path, body, options });
    const key = `${method} ${path}`;
    if (!(key in table)) return Promise.reject(new ApiError(404, 'NOT_FOUND', key));
    try {
      const route = table[key];
      const value: unknown =
        typeof route === 'function'
          ? (route as (request: unknown, query: unknown) => unknown)(body, options?.query)
          : route;
      if (value instanceof Error) return Promise.reject(value);
      if (value instanceof Promise) return value as Promise<T>;
      return Promise.resolve(structuredClone(value) as T);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const http = {
    get: <T>(path: string, options?: RequestOptions) => answer<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      answer<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => answer<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      answer<T>('PATCH', path, body, options),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      answer<T>('DELETE', path, body, options),
  };
  return {
    http,
    calls,
    callsTo: (route: string): FakeHttpCall[] =>
      calls.filter((call) => `${call.method} ${call.path}` === route),
    routes: table,
    /** Changes or adds a route. */
    route: (key: string, value: FakeAnswer) => {
      table[key] = value;
    },
  };
}
