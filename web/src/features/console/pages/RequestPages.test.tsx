import { act } from 'react';
import { describe, expect, it } from 'vitest';

import {
  aStaffPrincipal,
  button,
  buttonIn,
  callsTo,
  checkbox,
  chooseSelectOption,
  click,
  dialogNamed,
  eventually,
  fetchRouting,
  field,
  gridHeaders,
  gridReady,
  gridRows,
  openRowMenu,
  rowAction,
  rowMenuItems,
  jsonResponse,
  mountApp,
  type RouteAnswer,
  setUpPageTests,
  submit,
  type,
} from '../../../test-support/page-tests';
import { aPerson, aPersonList, aTenant, aTenantRequest, REGIONS } from '../console-test-support';
import { localTimeZone } from '../time-zones';

setUpPageTests();

const TENANT_REQUEST = aTenantRequest();
const USER_REQUEST = aTenantRequest({
  featureRequestId: 'req-u',
  requestType: 'USER',
  tenantId: 'tenant-1',
  organizationName: 'Acme Capital',
  organizationUrl: null,
  contactName: null,
  contactEmail: null,
  tenantManagerName: null,
  tenantManagerEmail: null,
  regions: [],
  regionName: '',
  personList: [
    { displayName: 'Ned Analyst', email: 'ned@acme.test', lucaAccessible: false, uid: null, error: null },
  ],
});
const LUCA_REQUEST = aTenantRequest({
  featureRequestId: 'req-l',
  requestType: 'LUCA',
  state: 'STARTED',
  tenantId: 'tenant-1',
  organizationName: 'Acme Capital',
  personList: [
    { displayName: 'Ana Analyst', email: 'analyst@acme.test', lucaAccessible: true, uid: 'p-1', error: null },
  ],
  uids: ['p-1'],
});

function queryOf(url: string | undefined): Record<string, string> {
  return Object.fromEntries(new URL(url ?? '', 'http://localhost').searchParams);
}

async function open(path: string, routes: Record<string, RouteAnswer | RouteAnswer[]>, ready = gridReady) {
  const fetchMock = fetchRouting(routes);
  const app = mountApp(path, fetchMock, aStaffPrincipal());
  await eventually(ready, `the grid of ${path}`);
  return { ...app, fetchMock };
}

function chooseFile(input: HTMLInputElement, file: File): void {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('/administrator/tenant-request', () => {
  const routes = () => ({
    'GET /api/tenant/request-future-create/list': jsonResponse(200, { data: [TENANT_REQUEST], total: 1 }),
    'POST /api/dashboard/allRegion': jsonResponse(200, REGIONS),
  });

  it('lists the tenant requests with their dates in UTC+0', async () => {
    const { fetchMock } = await open('/administrator/tenant-request', routes());
    expect(queryOf(callsTo(fetchMock, 'GET /api/tenant/request-future-create/list')[0]?.url)).toEqual({
      requestType: 'TENANT',
    });
    expect(gridHeaders()).toEqual([
      'Organization Name / URL',
      'POC',
      'Tenant Manager',
      'Regions',
      'Users',
      'Start Date (UTC+0)',
      'End Date (UTC+0)',
      'Time Zone',
      'State',
      'Actions',
    ]);
    expect(gridRows()[0]).toEqual([
      'Northwind Researchhttps://northwind.test',
      'Nora Northnora@northwind.test',
      'Nora Northnora@northwind.test',
      'United States, Japan',
      '2',
      '2030-11-22 16:00',
      '2031-11-22 16:00',
      'Asia/Singapore',
      'Pending',
      '',
    ]);
  });

  it('adds a tenant request after the checks pass', async () => {
    const { fetchMock } = await open('/administrator/tenant-request', {
      ...routes(),
      'POST /api/tenant/request-future-create': jsonResponse(201, TENANT_REQUEST),
    });
    click(button('Add Tenant Request'));
    submit('Add Tenant Request');
    for (const text of [
      'Organization name is required.',
      'Tenant Manager Name is required.',
      'Region is required.',
      'Start Date is required.',
    ]) {
      expect(document.body.textContent).toContain(text);
    }
    type(field('Start Date'), '2001-01-01');
    type(field('End Date'), '2001-01-02');
    submit('Add Tenant Request');
    expect(document.body.textContent).toContain('Start Date cannot in the past');
    expect(document.body.textContent).toContain('End Date cannot in the past');

    type(field('Organization Name'), 'Northwind Research');
    type(field('Organization URL'), 'https://northwind.test');
    type(field('POC Name'), 'Nora North');
    type(field('POC Email'), 'nora@northwind.test');
    click(checkbox('Is POC Also Tenant Manager?'));
    click(checkbox('Select all regions'));
    type(field('Start Date'), '2099-01-01');
    type(field('End Date'), '2099-12-31');
    type(field('User Name'), 'Ned Analyst');
    type(field('Email'), 'ned@northwind.test');
    submit('Add Tenant Request');
    expect(document.body.textContent).toContain('Please select Access to Luca');
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create')).toHaveLength(0);
    click(button('Remove user 1'));
    // The last user row stays: clear it instead, and it is left out.
    type(field('User Name'), '');
    type(field('Email'), '');
    submit('Add Tenant Request');
    await eventually(
      () => callsTo(fetchMock, 'POST /api/tenant/request-future-create').length === 1,
      'the call',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create')[0]?.body).toEqual({
      requestType: 'TENANT',
      country: localTimeZone(),
      startDate: '2099-01-01',
      endDate: '2099-12-31',
      organizationName: 'Northwind Research',
      organizationUrl: 'https://northwind.test',
      contactName: 'Nora North',
      contactEmail: 'nora@northwind.test',
      tenantManagerName: 'Nora North',
      tenantManagerEmail: 'nora@northwind.test',
      regions: [],
      selectAllRegions: true,
      personList: [],
    });
    await eventually(
      () => callsTo(fetchMock, 'GET /api/tenant/request-future-create/list').length === 2,
      'the reload',
    );
  });

  it('opens Manage User, and shows the server text when a request with users cannot be deleted', async () => {
    const text =
      'This request cannot be deleted since the user is still exists. If you want to delete this request, please delete all user associated with this request.';
    const { router, root } = await open('/administrator/tenant-request', {
      ...routes(),
      'POST /api/tenant/request-future-create/delete/req-1': jsonResponse(409, {
        statusCode: 409,
        errorCode: 'DELETE_REQUEST_USER_EXIST',
        message: text,
      }),
    });
    await rowAction(0, 'Delete');
    click(buttonIn(dialogNamed('Delete Tenant Request'), 'Delete'));
    await eventually(() => root.ui.notification !== undefined, 'the notification');
    expect(root.ui.notification?.message).toBe(text);
    await eventually(() => document.querySelector('[role="alertdialog"]') === null, 'the dialog to close');
    await rowAction(0, 'Manage User');
    await eventually(
      () => router.state.location.pathname === '/administrator/tenant-request/req-1',
      'the requested users page',
    );
  });
});

describe('/administrator/tenant-request/{featureRequestId}', () => {
  const routes = (request = TENANT_REQUEST) => ({
    'GET /api/tenant/request-future-create/req-1': jsonResponse(200, request),
    'POST /api/tenant/request-future-create': ({ body }: { body: unknown }) =>
      jsonResponse(200, { ...request, personList: (body as { personList: unknown[] }).personList }),
  });

  it('lists the requested users and adds one; Access to Luca must be chosen', async () => {
    const { fetchMock, container } = await open('/administrator/tenant-request/req-1', routes());
    expect(container.querySelector('h1')?.textContent).toBe('Northwind Research');
    expect(gridRows()).toEqual([
      ['Nora North', 'nora@northwind.test', 'Yes', 'Waiting', ''],
      ['Ned Analyst', 'ned@northwind.test', 'No', 'Waiting', ''],
    ]);
    click(button('Add User'));
    type(field('User Name'), 'Olga');
    type(field('Email'), 'olga@northwind.test');
    submit('Add User');
    expect(document.body.textContent).toContain('Please select Access to Luca');
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create')).toHaveLength(0);
  });

  it('cannot delete the last user', async () => {
    const single = aTenantRequest({
      personList: [TENANT_REQUEST.personList[0] ?? aTenantRequest().personList[0]!],
    });
    await open('/administrator/tenant-request/req-1', routes(single));
    await openRowMenu(0);
    expect(rowMenuItems()).toEqual(['Edit', 'Delete (disabled)']);
    expect(document.querySelector('[role="menu"]')?.textContent).toContain(
      'The last user of a request cannot be deleted.',
    );
  });

  it('deletes a user after confirmation by saving the list without it', async () => {
    const { fetchMock } = await open('/administrator/tenant-request/req-1', routes());
    await rowAction(1, 'Delete');
    click(buttonIn(dialogNamed('Delete User'), 'Delete'));
    await eventually(
      () => callsTo(fetchMock, 'POST /api/tenant/request-future-create').length === 1,
      'the save',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create')[0]?.body).toMatchObject({
      featureRequestId: 'req-1',
      personList: [{ displayName: 'Nora North', email: 'nora@northwind.test', lucaAccessible: true }],
    });
  });

  it("uploads users: 'File size is too large' without a call, then the lines refused and Add", async () => {
    const { fetchMock } = await open('/administrator/tenant-request/req-1', {
      ...routes(),
      'POST /api/tenant/request-future-create/upload': jsonResponse(200, {
        personList: [{ displayName: 'Olga', email: 'olga@northwind.test', lucaAccessible: true }],
        errors: [{ line: 3, message: 'Please enter a valid email.' }],
        total: 2,
        accepted: 1,
      }),
    });
    click(button('Upload'));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    expect(input.accept).toBe('.xlsx,.csv');
    chooseFile(input, new File(['x'.repeat(102_401)], 'users.xlsx'));
    await eventually(() => document.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('File size is too large');
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create/upload')).toHaveLength(0);

    chooseFile(
      input,
      new File(['name,email,luca\nOlga,olga@northwind.test,Yes\nBad,bad@,No\n'], 'users.csv'),
    );
    await eventually(
      () => document.body.textContent.includes('Line 3: Please enter a valid email.'),
      'the result',
    );
    expect(document.body.textContent).toContain('1 of 2 users read.');
    click(buttonIn(dialogNamed('Upload Users'), 'Add 1 user'));
    await eventually(
      () => callsTo(fetchMock, 'POST /api/tenant/request-future-create').length === 1,
      'the save',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create')[0]?.body).toMatchObject({
      personList: [
        { email: 'nora@northwind.test' },
        { email: 'ned@northwind.test' },
        { displayName: 'Olga', email: 'olga@northwind.test', lucaAccessible: true },
      ],
    });
  });

  it('is read-only once the request has started, with a link to the tenant', async () => {
    const started = aTenantRequest({ state: 'STARTED', tenantId: 'tenant-9' });
    const { container } = await open('/administrator/tenant-request/req-1', routes(started));
    expect(() => button('Add User')).toThrow();
    expect(container.querySelector('a[href="/administrator/tenant/tenant-9"]')).not.toBeNull();
  });
});

describe('/administrator/user-request', () => {
  const routes = () => ({
    'GET /api/tenant/request-future-create/list': jsonResponse(200, {
      data: [USER_REQUEST, LUCA_REQUEST],
      total: 2,
    }),
    'POST /api/tenant/list': jsonResponse(200, { data: [aTenant()], total: 1 }),
    'POST /api/person/list': jsonResponse(
      200,
      aPersonList([aPerson(), aPerson({ uid: 'p-2', displayName: 'Ben', email: 'ben@acme.test' })]),
    ),
    'POST /api/tenant/request-future-create': jsonResponse(201, USER_REQUEST),
  });

  async function chooseTenant(): Promise<void> {
    type(field('Tenant'), 'acme');
    await eventually(() => document.querySelector('[role="option"]') !== null, 'the tenant options');
    click(document.querySelector<HTMLElement>('[role="option"]') as HTMLElement);
  }

  it('lists user and Luca requests', async () => {
    const { fetchMock } = await open('/administrator/user-request', routes());
    expect(queryOf(callsTo(fetchMock, 'GET /api/tenant/request-future-create/list')[0]?.url)).toEqual({
      requestType: 'USER,LUCA',
    });
    expect(gridRows().map((row) => row.slice(0, 3))).toEqual([
      ['Add users', 'Acme Capital', 'Ned Analyst'],
      ['Luca access', 'Acme Capital', 'Ana Analyst'],
    ]);
  });

  it('adds a user request for an existing tenant', async () => {
    const { fetchMock } = await open('/administrator/user-request', routes());
    click(button('Add User Request'));
    submit('Add User Request');
    expect(document.body.textContent).toContain('Tenant is required.');
    expect(document.body.textContent).toContain('Please add at least one user.');
    await chooseTenant();
    expect(queryOf(callsTo(fetchMock, 'POST /api/tenant/list').at(-1)?.url)).toMatchObject({
      searchInput: 'acme',
      sortField: 'organizationName',
    });
    type(field('Start Date'), '2099-01-01');
    type(field('End Date'), '2099-02-01');
    type(field('User Name'), 'Nia');
    type(field('Email'), 'nia@acme.test');
    await chooseSelectOption(document.querySelector('[role="group"][aria-label="User 1"]') as Element, 'yes');
    submit('Add User Request');
    await eventually(
      () => callsTo(fetchMock, 'POST /api/tenant/request-future-create').length === 1,
      'the call',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create')[0]?.body).toEqual({
      requestType: 'USER',
      country: localTimeZone(),
      startDate: '2099-01-01',
      endDate: '2099-02-01',
      tenantId: 'tenant-1',
      personList: [{ displayName: 'Nia', email: 'nia@acme.test', lucaAccessible: true }],
    });
  });

  it("updates existing users' Luca start/end date: 'Please select at least one user'", async () => {
    const { fetchMock } = await open('/administrator/user-request', routes());
    click(button('Update Existing User Luca Start/End Date'));
    await chooseTenant();
    type(field('Start Date'), '2099-01-01');
    type(field('End Date'), '2099-02-01');
    submit('Update Existing User Luca Start/End Date');
    expect(document.body.textContent).toContain('Please select at least one user');
    await eventually(() => document.body.textContent.includes('Ben (ben@acme.test)'), 'the tenant users');
    click(checkbox('Ben (ben@acme.test)'));
    submit('Update Existing User Luca Start/End Date');
    await eventually(
      () => callsTo(fetchMock, 'POST /api/tenant/request-future-create').length === 1,
      'the call',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/request-future-create')[0]?.body).toEqual({
      requestType: 'LUCA',
      country: localTimeZone(),
      startDate: '2099-01-01',
      endDate: '2099-02-01',
      tenantId: 'tenant-1',
      uids: ['p-2'],
    });
  });

  it('edits only pending requests', async () => {
    await open('/administrator/user-request', routes());
    await openRowMenu(1);
    expect(rowMenuItems()).toContain('Edit (disabled)');
    expect(document.querySelector('[role="menu"]')?.textContent).toContain(
      'Only a pending request can be edited',
    );
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await rowAction(0, 'Edit');
    expect(dialogNamed('Edit User Request')).toBeDefined();
    expect(field('User Name').value).toBe('Ned Analyst');
  });
});
