import { ApiError, type RequestOptions } from '../../api/api-client';
import { PersonsApi, type Person, type PersonList } from '../../api/persons-api';
import { TenantRequestsApi, type TenantRequestView } from '../../api/tenant-requests-api';
import { TenantsApi, type ConsoleHttp, type Region, type TenantView } from '../../api/tenants-api';

/** A fake answer: a value, an Error to reject with, a promise, or a function of the request body. */
export type FakeAnswer = unknown;

export interface FakeHttpCall {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  options: RequestOptions | undefined;
}

export const REGIONS: Region[] = [
  { exchange_countryID: 1, exchange_country: 'United States' },
  { exchange_countryID: 3, exchange_country: 'United Kingdom' },
  { exchange_countryID: 9, exchange_country: 'Japan' },
];

export function aTenant(overrides: Partial<TenantView> = {}): TenantView {
  return {
    id: 'tenant-1',
    companyId: 12,
    organizationName: 'Acme Capital',
    organizationUrl: 'https://acme.test',
    contactName: 'Olivia Owner',
    contactEmail: 'owner@acme.test',
    tenantManagerName: 'Olivia Owner',
    tenantManagerEmail: 'owner@acme.test',
    userAdmin: 'owner@acme.test',
    regionName: 'United States, United Kingdom',
    selectedRegion: REGIONS.slice(0, 2),
    region: [1, 3],
    selectAllRegions: false,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2026-12-31T00:00:00.000Z',
    status: true,
    ssp: true,
    sspExpired: false,
    subscriptionEndDate: null,
    subscriptionPaymentDate: '2026-02-01T00:00:00.000Z',
    provider: false,
    usersLimit: 5,
    userCount: 3,
    seatsLeft: 2,
    ...overrides,
  };
}

export function aPerson(overrides: Partial<Person> = {}): Person {
  return {
    uid: 'p-1',
    displayName: 'Ana Analyst',
    email: 'analyst@acme.test',
    disabled: false,
    status: 'Active',
    lucaAccessible: false,
    isManager: false,
    role: 'USER',
    lastLoginDate: '2026-11-20T10:00:00.000Z',
    tenantId: 'tenant-1',
    ...overrides,
  };
}

export function aPersonList(listUser: Person[], overrides: Partial<PersonList> = {}): PersonList {
  return {
    listUser,
    limit: 5,
    userCount: listUser.length,
    seatsLeft: Math.max(0, 5 - listUser.length),
    tenant: { id: 'tenant-1', organizationName: 'Acme Capital', ssp: true, provider: false },
    ...overrides,
  };
}

export function aTenantRequest(overrides: Partial<TenantRequestView> = {}): TenantRequestView {
  return {
    featureRequestId: 'req-1',
    requestType: 'TENANT',
    state: 'PENDING',
    country: 'Asia/Singapore',
    startDate: '2030-11-22T16:00:00.000Z',
    endDate: '2031-11-22T16:00:00.000Z',
    tenantId: null,
    organizationName: 'Northwind Research',
    organizationUrl: 'https://northwind.test',
    contactName: 'Nora North',
    contactEmail: 'nora@northwind.test',
    tenantManagerName: 'Nora North',
    tenantManagerEmail: 'nora@northwind.test',
    regions: [1, 9],
    regionName: 'United States, Japan',
    selectAllRegions: false,
    personList: [
      {
        displayName: 'Nora North',
        email: 'nora@northwind.test',
        lucaAccessible: true,
        uid: null,
        error: null,
      },
      {
        displayName: 'Ned Analyst',
        email: 'ned@northwind.test',
        lucaAccessible: false,
        uid: null,
        error: null,
      },
    ],
    uids: [],
    failureReason: null,
    startedAt: null,
    endedAt: null,
    createdAt: '2030-11-01T03:12:00.000Z',
    updatedAt: '2030-11-01T03:12:00.000Z',
    ...overrides,
  };
}

export const conflict = (errorCode: string, message: string): ApiError =>
  new ApiError(409, errorCode, message, { statusCode: 409, errorCode, message });

/**
 * A fake of the API client: answers by `METHOD path` (query ignored), records every call with its query.
 * A route missing from the table rejects with a 404.
 */
export function fakeConsoleHttp(routes: Readonly<Record<string, FakeAnswer>> = {}) {
  const table: Record<string, FakeAnswer> = { ...routes };
  const calls: FakeHttpCall[] = [];
  const answer = <T>(
    method: FakeHttpCall['method'],
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
  const http: ConsoleHttp = {
    get: (path, options) => answer('GET', path, undefined, options),
    post: (path, body, options) => answer('POST', path, body, options),
  };
  const callsTo = (route: string): FakeHttpCall[] =>
    calls.filter((call) => `${call.method} ${call.path}` === route);
  return {
    http,
    tenantsApi: new TenantsApi(http),
    personsApi: new PersonsApi(http),
    requestsApi: new TenantRequestsApi(http),
    calls,
    callsTo,
    routes: table,
  };
}
