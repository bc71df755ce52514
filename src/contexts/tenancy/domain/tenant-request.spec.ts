import { TenancyError } from './tenancy-error.js';
import {
  checkTenantRequest,
  personsToCreate,
  TenantRequest,
  type TenantRequestDraft,
} from './tenant-request.js';
import { dayIn, isTimeZone, parseRequestDate } from './tenant-request-dates.js';

const REGIONS = new Set([1, 2, 9]);
// 2026-11-22 10:00 in Singapore.
const NOW = new Date('2026-11-22T02:00:00Z');

const tenantDraft: TenantRequestDraft = {
  requestType: 'TENANT',
  country: 'Asia/Singapore',
  startDate: '2026-11-23T09:00:00',
  endDate: '2027-11-23T09:00:00',
  organizationName: 'Northwind Research',
  organizationUrl: 'https://northwind.test',
  contactName: 'Nora North',
  contactEmail: 'Nora@Northwind.test',
  tenantManagerName: 'Nora North',
  tenantManagerEmail: 'nora@northwind.test',
  regions: [9, 1, 9],
  personList: [{ displayName: 'Ned Analyst', email: 'ned@northwind.test', lucaAccessible: false }],
};

function codeOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof TenancyError) return error.code;
    throw error;
  }
  return 'NONE';
}

describe('request dates', () => {
  it('knows IANA time zones', () => {
    expect(isTimeZone('Asia/Singapore')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads a date without an offset as wall-clock time in the zone, and one with an offset as that instant', () => {
    expect(parseRequestDate('2026-11-23T09:00:00', 'Asia/Singapore')?.toISOString()).toBe(
      '2026-11-23T01:00:00.000Z',
    );
    expect(parseRequestDate('2026-11-23', 'Asia/Singapore')?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(parseRequestDate('2026-11-23T09:00:00+08:00', 'Europe/London')?.toISOString()).toBe(
      '2026-11-23T01:00:00.000Z',
    );
    expect(parseRequestDate('2026-11-23T01:00:00.000Z', 'Asia/Singapore')?.toISOString()).toBe(
      '2026-11-23T01:00:00.000Z',
    );
  });

  it('follows daylight saving time', () => {
    expect(parseRequestDate('2026-07-01T09:00', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(parseRequestDate('2026-12-01T09:00', 'Europe/London')?.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(parseRequestDate('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
  });

  it.each(['tomorrow', '2026-02-30', '2026-11-23T25:00:00', '2026-11-23T09:00:00+25:00', ''])(
    'refuses %p',
    (text) => {
      expect(parseRequestDate(text, 'UTC')).toBeNull();
    },
  );

  it('tells the calendar day in a zone', () => {
    expect(dayIn(new Date('2026-11-22T20:00:00Z'), 'Asia/Singapore')).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-22T20:00:00Z'), 'UTC')).toBe('2026-11-22');
  });
});

describe('checkTenantRequest', () => {
  it('accepts a tenant request and normalises it', () => {
    const details = checkTenantRequest(tenantDraft, NOW, REGIONS);
    expect(details.requestType).toBe('TENANT');
    expect(details.startDate.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(details.regionIds).toEqual([1, 9]);
    expect(details.contactEmail).toBe('nora@northwind.test');
    expect(details.personList).toEqual([
      {
        displayName: 'Ned Analyst',
        email: 'ned@northwind.test',
        lucaAccessible: false,
        uid: null,
        error: null,
      },
    ]);
  });

  it('treats a missing request type as TENANT and a missing time zone as UTC', () => {
    const details = checkTenantRequest(
      { ...tenantDraft, requestType: undefined, country: null },
      NOW,
      REGIONS,
    );
    expect(details.requestType).toBe('TENANT');
    expect(details.country).toBe('UTC');
  });

  it.each<[string, TenantRequestDraft]>([
    ['INVALID_REQUEST_TYPE', { requestType: 'OTHER' }],
    ['INVALID_TIMEZONE', { country: 'Nowhere/Land' }],
    ['ORGANIZATION_NAME_REQUIRED', { organizationName: '  ' }],
    ['INVALID_DISPLAY_NAME', { organizationName: '<script>' }],
    ['ORGANIZATION_URL_REQUIRED', { organizationUrl: null }],
    ['POC_NAME_REQUIRED', { contactName: '' }],
    ['POC_EMAIL_REQUIRED', { contactEmail: '' }],
    ['INVALID_EMAIL', { contactEmail: 'nora@northwind' }],
    ['TENANT_MANAGER_NAME_REQUIRED', { tenantManagerName: undefined }],
    ['TENANT_MANAGER_EMAIL_REQUIRED', { tenantManagerEmail: undefined }],
    ['INVALID_EMAIL', { tenantManagerEmail: 'a b@c.test' }],
    ['REGION_REQUIRED', { regions: [] }],
    ['INVALID_REGION', { regions: [1, 77] }],
    ['START_DATE_REQUIRED', { startDate: '' }],
    ['INVALID_START_DATE', { startDate: 'soon' }],
    ['END_DATE_REQUIRED', { endDate: null }],
    ['INVALID_END_DATE', { endDate: '2027-13-01' }],
    ['START_DATE_IN_PAST', { startDate: '2026-11-21T23:59:00' }],
    ['END_DATE_IN_PAST', { startDate: '2026-11-22T11:00:00', endDate: '2026-11-21T12:00:00' }],
    ['START_DATE_NOT_BEFORE_END', { endDate: '2026-11-23T09:00:00' }],
    ['USER_NAME_REQUIRED', { personList: [{ email: 'a@b.test', lucaAccessible: true }] }],
    ['EMAIL_REQUIRED', { personList: [{ displayName: 'A', lucaAccessible: true }] }],
    ['INVALID_EMAIL', { personList: [{ displayName: 'A', email: 'a@b.t', lucaAccessible: true }] }],
    ['LUCA_ACCESS_REQUIRED', { personList: [{ displayName: 'A', email: 'a@b.test' }] }],
    [
      'DUPLICATE_EMAIL',
      {
        personList: [
          { displayName: 'A', email: 'a@b.test', lucaAccessible: true },
          { displayName: 'B', email: 'A@B.test', lucaAccessible: false },
        ],
      },
    ],
  ])('answers %s for %p', (code, change) => {
    expect(codeOf(() => checkTenantRequest({ ...tenantDraft, ...change }, NOW, REGIONS))).toBe(code);
  });

  it('judges the past by calendar day in the chosen zone', () => {
    // 01:00 on 2026-11-22 in Singapore is 17:00 on 2026-11-21 in UTC: earlier today there, accepted.
    expect(
      codeOf(() => checkTenantRequest({ ...tenantDraft, startDate: '2026-11-22T01:00:00' }, NOW, REGIONS)),
    ).toBe('NONE');
    // 2026-11-21 in Honolulu is still today there (it is 16:00 on the 21st).
    expect(
      codeOf(() =>
        checkTenantRequest(
          { ...tenantDraft, country: 'Pacific/Honolulu', startDate: '2026-11-21T18:00:00' },
          NOW,
          REGIONS,
        ),
      ),
    ).toBe('NONE');
    expect(
      codeOf(() =>
        checkTenantRequest(
          { ...tenantDraft, country: 'UTC', startDate: '2026-11-21T18:00:00' },
          NOW,
          REGIONS,
        ),
      ),
    ).toBe('START_DATE_IN_PAST');
  });

  it('takes every region with selectAllRegions', () => {
    const details = checkTenantRequest({ ...tenantDraft, regions: [], selectAllRegions: true }, NOW, REGIONS);
    expect(details.regionIds).toEqual([1, 2, 9]);
  });

  it('needs a tenant and users for a USER request, and selected users for a LUCA request', () => {
    const user: TenantRequestDraft = {
      requestType: 'USER',
      startDate: '2026-11-23',
      endDate: '2026-12-23',
      personList: tenantDraft.personList,
    };
    expect(codeOf(() => checkTenantRequest(user, NOW, REGIONS))).toBe('TENANT_REQUIRED');
    expect(codeOf(() => checkTenantRequest({ ...user, tenantId: 't-1', personList: [] }, NOW, REGIONS))).toBe(
      'USER_LIST_EMPTY',
    );
    expect(checkTenantRequest({ ...user, tenantId: 't-1' }, NOW, REGIONS).organizationName).toBeNull();
    const luca: TenantRequestDraft = { ...user, requestType: 'LUCA', tenantId: 't-1', uids: [] };
    expect(codeOf(() => checkTenantRequest(luca, NOW, REGIONS))).toBe('NO_USER_SELECTED');
    expect(checkTenantRequest({ ...luca, uids: ['u-1', 'u-1'] }, NOW, REGIONS).uids).toEqual(['u-1']);
  });
});

describe('TenantRequest', () => {
  const details = checkTenantRequest(tenantDraft, NOW, REGIONS);

  it('creates the tenant manager too when not listed', () => {
    expect(personsToCreate(details).map((person) => person.email)).toEqual([
      'ned@northwind.test',
      'nora@northwind.test',
    ]);
    expect(
      personsToCreate({
        ...details,
        personList: [{ ...details.personList[0]!, email: 'nora@northwind.test' }],
      }),
    ).toHaveLength(1);
  });

  it('is due at its start, then at its end, and is edited only while pending', () => {
    const request = new TenantRequest('r-1', details, NOW);
    expect(request.isDueToStart(new Date('2026-11-23T00:59:59Z'))).toBe(false);
    expect(request.isDueToStart(new Date('2026-11-23T01:00:00Z'))).toBe(true);
    request.markStarted('t-1', [{ ...details.personList[0]!, uid: 'u-1' }], null, NOW);
    expect(request.state).toBe('STARTED');
    expect(request.createdUserIds()).toEqual(['u-1']);
    expect(request.isDueToStart(new Date('2030-01-01Z'))).toBe(false);
    expect(request.isDueToEnd(new Date('2027-11-23T01:00:00Z'))).toBe(true);
    expect(codeOf(() => request.edit(details, NOW))).toBe('REQUEST_ALREADY_STARTED');
    request.markEnded(null, NOW);
    expect(request.state).toBe('ENDED');
    expect(request.isDueToEnd(new Date('2030-01-01Z'))).toBe(false);
  });
});
