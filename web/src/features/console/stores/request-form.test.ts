import { describe, expect, it, vi } from 'vitest';

import type { TenantRequestBody } from '../../../api/tenant-requests-api';
import { aTenantRequest } from '../console-test-support';
import {
  emptyRequestForm,
  RequestForm,
  requestBodyOf,
  requestFormOf,
  validateRequestForm,
  type RequestFormValues,
} from './request-form';

/** 2030-06-15 22:00 UTC: already 2030-06-16 in Auckland, still 2030-06-15 in Los Angeles. */
const NOW = new Date('2030-06-15T22:00:00.000Z');

function tenantRequest(overrides: Partial<RequestFormValues> = {}): RequestFormValues {
  const values = emptyRequestForm('TENANT', 'UTC');
  return {
    ...values,
    organizationName: 'Northwind Research',
    organizationUrl: 'https://northwind.test',
    contactName: 'Nora North',
    contactEmail: 'nora@northwind.test',
    pocIsManager: true,
    regions: [1],
    startDate: '2030-07-01',
    endDate: '2031-07-01',
    persons: values.persons.map((row) => ({
      ...row,
      displayName: 'Ned',
      email: 'ned@northwind.test',
      lucaAccessible: false,
    })),
    ...overrides,
  };
}

describe('validateRequestForm', () => {
  it('gives the texts of an empty tenant request', () => {
    const { fields, persons } = validateRequestForm({ ...emptyRequestForm('TENANT', 'UTC') }, NOW);
    expect(fields).toEqual({
      organizationName: 'Organization name is required.',
      organizationUrl: 'Organization URL is required.',
      contactName: 'POC Name is required.',
      contactEmail: 'POC Email is required.',
      tenantManagerName: 'Tenant Manager Name is required.',
      tenantManagerEmail: 'Tenant Manager Email is required.',
      regions: 'Region is required.',
      startDate: 'Start Date is required.',
      endDate: 'End Date is required.',
    });
    // The untouched user row is left out, not refused.
    expect(persons).toEqual({});
  });

  it('checks the dates against today in the chosen time zone', () => {
    // 2030-06-15 is today in Los Angeles but yesterday in Auckland.
    const day = { startDate: '2030-06-15', endDate: '2030-06-20' };
    expect(
      validateRequestForm(tenantRequest({ ...day, country: 'America/Los_Angeles' }), NOW).fields,
    ).toEqual({});
    expect(validateRequestForm(tenantRequest({ ...day, country: 'Pacific/Auckland' }), NOW).fields).toEqual({
      startDate: 'Start Date cannot in the past',
    });
    expect(
      validateRequestForm(
        tenantRequest({ startDate: '2030-06-01', endDate: '2030-06-02', country: 'UTC' }),
        NOW,
      ).fields,
    ).toEqual({ startDate: 'Start Date cannot in the past', endDate: 'End Date cannot in the past' });
    expect(
      validateRequestForm(tenantRequest({ startDate: '2030-08-01', endDate: '2030-08-01' }), NOW).fields,
    ).toEqual({ startDate: 'Start Date cannot after or equal End Date' });
    expect(validateRequestForm(tenantRequest({ country: 'Mars/Olympus' }), NOW).fields).toEqual({
      country: 'Please select a valid timezone.',
    });
  });

  it('checks each user row: name, email, Access to Luca, and emails listed twice', () => {
    const values = tenantRequest({
      persons: [
        { key: 'a', displayName: 'Ann', email: 'ann@x.test', lucaAccessible: true },
        { key: 'b', displayName: '', email: 'ANN@x.test', lucaAccessible: undefined },
        { key: 'c', displayName: 'Cy', email: 'cy@', lucaAccessible: false },
      ],
    });
    expect(validateRequestForm(values, NOW).persons).toEqual({
      b: {
        displayName: 'User Name is required.',
        email: 'The email ANN@x.test is listed more than once.',
        lucaAccessible: 'Please select Access to Luca',
      },
      c: { email: 'Please enter a valid email.' },
    });
  });

  it('needs a tenant and users for a user request, and chosen users for a Luca request', () => {
    const user = { ...emptyRequestForm('USER', 'UTC'), startDate: '2030-07-01', endDate: '2030-08-01' };
    expect(validateRequestForm(user, NOW).fields).toEqual({
      tenantId: 'Tenant is required.',
      persons: 'Please add at least one user.',
    });
    const luca = {
      ...emptyRequestForm('LUCA', 'UTC'),
      startDate: '2030-07-01',
      endDate: '2030-08-01',
      tenantId: 't1',
    };
    expect(validateRequestForm(luca, NOW).fields).toEqual({ uids: 'Please select at least one user' });
  });
});

describe('requestBodyOf', () => {
  it('sends a tenant request with days in its time zone, the POC as manager, and the users', () => {
    expect(requestBodyOf(tenantRequest({ country: 'Asia/Singapore' }))).toEqual({
      requestType: 'TENANT',
      country: 'Asia/Singapore',
      startDate: '2030-07-01',
      endDate: '2031-07-01',
      organizationName: 'Northwind Research',
      organizationUrl: 'https://northwind.test',
      contactName: 'Nora North',
      contactEmail: 'nora@northwind.test',
      tenantManagerName: 'Nora North',
      tenantManagerEmail: 'nora@northwind.test',
      regions: [1],
      selectAllRegions: false,
      personList: [{ displayName: 'Ned', email: 'ned@northwind.test', lucaAccessible: false }],
    });
  });

  it('sends only what a user or Luca request needs; an edit carries its id', () => {
    const user = {
      ...emptyRequestForm('USER', 'UTC'),
      tenantId: 't1',
      startDate: '2030-07-01',
      endDate: '2030-08-01',
    };
    expect(requestBodyOf(user, 'req-9')).toEqual({
      featureRequestId: 'req-9',
      requestType: 'USER',
      country: 'UTC',
      startDate: '2030-07-01',
      endDate: '2030-08-01',
      tenantId: 't1',
      personList: [],
    });
    const luca = {
      ...emptyRequestForm('LUCA', 'UTC'),
      tenantId: 't1',
      uids: ['u1'],
      startDate: 'a',
      endDate: 'b',
    };
    expect(requestBodyOf(luca)).toEqual({
      requestType: 'LUCA',
      country: 'UTC',
      startDate: 'a',
      endDate: 'b',
      tenantId: 't1',
      uids: ['u1'],
    });
  });

  it('reads a request back with its days in its own time zone', () => {
    const values = requestFormOf(aTenantRequest());
    expect(values.startDate).toBe('2030-11-23');
    expect(values.endDate).toBe('2031-11-23');
    expect(values.pocIsManager).toBe(true);
    expect(values.persons.map((row) => row.email)).toEqual(['nora@northwind.test', 'ned@northwind.test']);
  });
});

describe('RequestForm', () => {
  it('keeps the last user row, and opens the malicious-content dialog without sending', async () => {
    const form = new RequestForm('TENANT', undefined, () => NOW);
    const [only] = form.values.persons;
    form.removePerson(only?.key ?? '');
    expect(form.values.persons).toHaveLength(1);
    form.addPerson();
    form.removePerson(only?.key ?? '');
    expect(form.values.persons).toHaveLength(1);
    form.values = tenantRequest({ organizationName: '<script>x</script>' });
    const save = vi.fn(() => Promise.resolve());
    expect(await form.submit(save)).toBe('malicious');
    expect(form.maliciousName).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the body once the form is valid, with the id of the request edited', async () => {
    const form = new RequestForm('TENANT', aTenantRequest(), () => NOW);
    const save = vi.fn((body: TenantRequestBody) => Promise.resolve(body));
    expect(await form.submit(save)).toBe('saved');
    expect(save.mock.calls[0]?.[0]).toMatchObject({ featureRequestId: 'req-1', startDate: '2030-11-23' });
  });

  it('drops the chosen users when the tenant changes, and clears errors as fields change', async () => {
    const form = new RequestForm('LUCA', undefined, () => NOW);
    expect(await form.submit(() => Promise.resolve())).toBe('invalid');
    expect(form.fieldError('tenantId')).toBe('Tenant is required.');
    form.setTenant('t1', 'Acme');
    expect(form.fieldError('tenantId')).toBeUndefined();
    form.toggleUid('u1');
    form.toggleUid('u2');
    form.toggleUid('u1');
    expect(form.values.uids).toEqual(['u2']);
    form.setTenant('t2', 'Globex');
    expect(form.values.uids).toEqual([]);
  });
});
