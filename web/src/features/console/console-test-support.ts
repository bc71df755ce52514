import { PersonsApi, type Person, type PersonList } from '../../api/persons-api';
import { TenantRequestsApi, type TenantRequestView } from '../../api/tenant-requests-api';
import { TenantsApi, type Region, type TenantView } from '../../api/tenants-api';
import { fakeHttp, type FakeAnswer } from '../../test-support/fake-http';

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

export { conflict, type FakeAnswer, type FakeHttpCall } from '../../test-support/fake-http';

/** A fake of the API client for the console calls (see fakeHttp). */
export function fakeConsoleHttp(routes: Readonly<Record<string, FakeAnswer>> = {}) {
  const { http, calls, callsTo, routes: table } = fakeHttp(routes);
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
