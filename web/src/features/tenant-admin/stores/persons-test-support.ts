import { ApiError, type RequestOptions } from '../../../api/api-client';
import { PersonsApi, type Person, type PersonList, type PersonsHttp } from '../../../api/persons-api';

export interface FakeHttpCall {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  options: RequestOptions | undefined;
}

/** A fake answer: a value, an ApiError to reject with, or a function of the request body. */
export type FakeAnswer = unknown;

export function aPerson(overrides: Partial<Person> = {}): Person {
  return {
    uid: 'p-ana',
    displayName: 'Ana Analyst',
    email: 'analyst@acme.test',
    disabled: false,
    status: 'Active',
    lucaAccessible: false,
    isManager: false,
    role: 'USER',
    lastLoginDate: null,
    tenantId: 't-7',
    ...overrides,
  };
}

/** The signed-in tenant administrator as a person of the list (uid u-100 like aPrincipal()). */
export function theAdmin(overrides: Partial<Person> = {}): Person {
  return aPerson({
    uid: 'u-100',
    displayName: 'Olivia Owner',
    email: 'owner@acme.test',
    role: 'TENANT_ADMINISTRATOR',
    isManager: true,
    ...overrides,
  });
}

export function aPersonList(overrides: Partial<PersonList> = {}): PersonList {
  const listUser = overrides.listUser ?? [aPerson(), theAdmin()];
  const limit = overrides.limit ?? 5;
  const userCount = overrides.userCount ?? listUser.length;
  return {
    listUser,
    limit,
    userCount,
    seatsLeft: Math.max(0, limit - userCount),
    tenant: { id: 't-7', organizationName: 'Acme Capital', ssp: true, provider: false },
    ...overrides,
  };
}

export function conflict(errorCode: string, message: string): ApiError {
  return new ApiError(409, errorCode, message, { statusCode: 409, errorCode, message });
}

/**
 * A PersonsApi over a fake HTTP client answering by `METHOD path`: a list of answers is used in order, its
 * last one repeating; an ApiError rejects; a function gets the body. Unknown routes reject with 404.
 */
export function fakePersonsHttp(routes: Readonly<Record<string, FakeAnswer>>) {
  const calls: FakeHttpCall[] = [];
  const queues = new Map<string, unknown[]>(
    Object.entries(routes).map(([route, answer]): [string, unknown[]] => [
      route,
      Array.isArray(answer) ? [...(answer as unknown[])] : [answer],
    ]),
  );
  const answer = (method: FakeHttpCall['method'], path: string, body: unknown, options?: RequestOptions) => {
    calls.push({ method, path, body, options });
    const queue = queues.get(`${method} ${path}`);
    const next = queue === undefined ? undefined : queue.length > 1 ? queue.shift() : queue[0];
    if (next === undefined) return Promise.reject(new ApiError(404, 'NOT_FOUND', `${method} ${path}`));
    if (next instanceof ApiError) return Promise.reject(next);
    return Promise.resolve(typeof next === 'function' ? (next as (b: unknown) => unknown)(body) : next);
  };
  const http: PersonsHttp = {
    get: <T>(path: string, options?: RequestOptions) =>
      answer('GET', path, options?.query, options) as Promise<T>,
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      answer('POST', path, body, options) as Promise<T>,
  };
  return {
    api: new PersonsApi(http),
    calls,
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
