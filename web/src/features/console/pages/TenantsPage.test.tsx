import { act } from 'react';
import { describe, expect, it } from 'vitest';

import {
  aPrincipal,
  aStaffPrincipal,
  button,
  buttonIn,
  callsTo,
  checkbox,
  click,
  clickRow,
  dialogNamed,
  eventually,
  fetchRouting,
  field,
  gridHeaders,
  gridReady,
  gridRows,
  jsonResponse,
  mountApp,
  openRowMenu,
  rowAction,
  rowMenuItems,
  type RouteAnswer,
  setUpPageTests,
  submit,
  type,
} from '../../../test-support/page-tests';
import { aTenant, REGIONS } from '../console-test-support';
import { sspText } from './TenantsPage';

setUpPageTests();

const ACME = aTenant();
const GLOBEX = aTenant({
  id: 'tenant-2',
  companyId: 13,
  organizationName: 'Globex',
  contactName: 'Gus',
  contactEmail: 'gus@globex.test',
  tenantManagerName: null,
  tenantManagerEmail: null,
  userAdmin: null,
  ssp: false,
  selectAllRegions: true,
  status: false,
});

function routes(extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) {
  return fetchRouting({
    'POST /api/tenant/list': jsonResponse(200, { data: [ACME, GLOBEX], total: 12 }),
    'POST /api/dashboard/allRegion': jsonResponse(200, REGIONS),
    ...extra,
  });
}

function queryOf(url: string | undefined): Record<string, string> {
  return Object.fromEntries(new URL(url ?? '', 'http://localhost').searchParams);
}

async function open(path = '/administrator/tenant', extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) {
  const fetchMock = routes(extra);
  const app = mountApp(path, fetchMock, aStaffPrincipal());
  await eventually(gridReady, 'the tenants grid');
  return { ...app, fetchMock };
}

describe('the Administrator console layout', () => {
  it("shows the user's name, the role's sidebar links, and the account drawer", async () => {
    const { container } = await open();
    expect(container.querySelector('[data-testid="console-user-name"]')?.textContent).toBe('Ada Admin');
    const nav = container.querySelector('nav[aria-label="Administrator console"]');
    expect(
      [...(nav?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Tenants', '/administrator/tenant'],
      ['Tenant Requests', '/administrator/tenant-request'],
      ['User Requests', '/administrator/user-request'],
      // Administrator only (issue 9).
      ['Announcements', '/administrator/announcement'],
      ['Terms and Conditions', '/administrator/termandcondition'],
      ['Settings', '/administrator/setting'],
    ]);
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('Tenants');
    click(button('Open account panel'));
    expect(document.body.textContent).toContain('Contact your administrator to update your details');
    expect(document.body.textContent).toContain('Update Password');
  });

  it('shows the email when the user has no name, for a Sale too', async () => {
    const fetchMock = routes();
    const app = mountApp(
      '/administrator/tenant',
      fetchMock,
      aStaffPrincipal({
        role: 'SALE',
        administrator: false,
        name: '',
        displayName: '',
        email: 'sam@ledgerscope.test',
      }),
    );
    await eventually(gridReady, 'the tenants grid');
    expect(app.container.querySelector('[data-testid="console-user-name"]')?.textContent).toBe(
      'sam@ledgerscope.test',
    );
  });

  it('refuses a signed-in user who is not staff', async () => {
    const app = mountApp('/administrator/tenant', routes(), aPrincipal());
    await eventually(() => app.container.textContent.includes('No permission'), 'the no-permission page');
    expect(app.container.textContent).toContain("You don't have permission to the application.");
  });

  it('sends /administrator to the tenants page', async () => {
    const { router } = await open('/administrator');
    expect(router.state.location.pathname).toBe('/administrator/tenant');
  });
});

describe('/administrator/tenant', () => {
  it('lists a page of tenants with the spec columns, from the page and search in the address', async () => {
    const { fetchMock, container } = await open('/administrator/tenant?page=2&search=acme');
    expect(queryOf(callsTo(fetchMock, 'POST /api/tenant/list')[0]?.url)).toEqual({
      searchInput: 'acme',
      page: '2',
      pageSize: '10',
      sortField: 'companyId',
      sortDir: 'asc',
    });
    // The spec's columns, fitted to the card: the URL under the name, the emails under the names, SSP
    // with its expiry, the access dates together, the times' zone in the headers, and each row's actions.
    expect(gridHeaders()).toEqual([
      'Company ID',
      'Organization Name / URL',
      'POC',
      'Tenant Manager',
      'User Admin',
      'Regions',
      'SSP',
      'Last Payment (UTC)',
      'Access Start/End (UTC)',
      'Status',
      'Actions',
    ]);
    expect(gridRows()[0]).toEqual([
      '12',
      'Acme Capitalhttps://acme.test',
      'Olivia Ownerowner@acme.test',
      'Olivia Ownerowner@acme.test',
      'owner@acme.test',
      'United States, United Kingdom',
      'Yes',
      '2026-02-01',
      '2026-01-01to 2026-12-31',
      'Active',
      '',
    ]);
    expect(gridRows()[1]?.slice(3, 7)).toEqual(['N/AN/A', 'N/A', 'All', 'No']);
    expect(sspText({ ssp: true, sspExpired: true })).toBe('Yes, expired');
    const search = field('Search tenants');
    expect(search.value).toBe('acme');
    expect(search.placeholder).toBe('Search by Organization name, POC Email');
    expect(search.maxLength).toBe(255);
    expect(container.textContent).toContain('12 tenants');
  });

  it('pages with the pager and keeps the page in the address', async () => {
    const { fetchMock, router } = await open();
    click(button('Go to next page'));
    await eventually(() => callsTo(fetchMock, 'POST /api/tenant/list').length === 2, 'the second page');
    expect(router.state.location.search).toBe('?page=2');
    expect(queryOf(callsTo(fetchMock, 'POST /api/tenant/list')[1]?.url)['page']).toBe('2');
  });

  it('searches on Enter and writes the search into the address', async () => {
    const { fetchMock, router } = await open();
    type(field('Search tenants'), 'globex');
    const input = field('Search tenants');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await eventually(() => router.state.location.search === '?search=globex', 'the search in the address');
    expect(queryOf(callsTo(fetchMock, 'POST /api/tenant/list').at(-1)?.url)['searchInput']).toBe('globex');
  });

  it('says what to do when there is no tenant', async () => {
    const fetchMock = routes({ 'POST /api/tenant/list': jsonResponse(200, { data: [], total: 0 }) });
    const app = mountApp('/administrator/tenant', fetchMock, aStaffPrincipal());
    await eventually(() => app.container.textContent.includes('No tenants yet'), 'the empty state');
  });

  it('offers the actions on each row; Switch to Enterprise only for SSP tenants', async () => {
    const { router } = await open();
    expect(button('Actions for Globex').getAttribute('aria-haspopup')).toBe('menu');
    await openRowMenu(1);
    expect(rowMenuItems()).toEqual(['Manage User', 'Edit Tenant', 'Edit Status', 'Delete Tenant']);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await rowAction(0, 'Manage User');
    await eventually(
      () => router.state.location.pathname === '/administrator/tenant/tenant-1',
      'the users page',
    );
  });

  it('opens the same menu on a click on the row', async () => {
    await open();
    clickRow(0, 1);
    await eventually(() => rowMenuItems().length > 0, 'the row menu');
    expect(rowMenuItems()).toEqual([
      'Manage User',
      'Edit Tenant',
      'Edit Status',
      'Switch to Enterprise',
      'Delete Tenant',
    ]);
  });

  it('edits the status of a tenant', async () => {
    const { fetchMock, root } = await open('/administrator/tenant', {
      'POST /api/tenant/edit-status': jsonResponse(200, { ...ACME, status: false }),
    });
    await rowAction(0, 'Edit Status');
    click(checkbox('Disabled'));
    click(buttonIn(dialogNamed('Edit Status'), 'Save'));
    await eventually(
      () => callsTo(fetchMock, 'POST /api/tenant/edit-status').length === 1,
      'the status call',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/edit-status')[0]?.body).toEqual({
      tenantId: 'tenant-1',
      status: false,
    });
    await eventually(() => gridRows()[0]?.at(-2) === 'Disabled', 'the new status');
    expect(root.ui.notification).toMatchObject({
      severity: 'success',
      message: 'Acme Capital is now Disabled.',
    });
  });

  it("shows the server's text when a tenant with users cannot be deleted", async () => {
    const text =
      'This tenant cannot be deleted since the user is still exists. If you want to delete this tenant, please delete all user associated with this tenant.';
    const { fetchMock, root } = await open('/administrator/tenant', {
      'POST /api/tenant/delete': jsonResponse(409, {
        statusCode: 409,
        errorCode: 'DELETE_TENANT_USER_EXIST',
        message: text,
      }),
    });
    await rowAction(0, 'Delete Tenant');
    click(buttonIn(dialogNamed('Delete Tenant'), 'Delete'));
    await eventually(() => root.ui.notification !== undefined, 'the notification');
    expect(root.ui.notification?.message).toBe(text);
    expect(root.ui.notification?.title).toBe('Notification (409)');
    expect(callsTo(fetchMock, 'POST /api/tenant/delete')[0]?.body).toEqual({ tenantId: 'tenant-1' });
  });

  it("shows 'This tenant cannot be switched to Enterprise' on a 409", async () => {
    const { root } = await open('/administrator/tenant', {
      'POST /api/tenant/convert-ssp-to-enterprise/tenant-1': jsonResponse(409, {
        statusCode: 409,
        errorCode: 'TENANT_NOT_SSP',
        message: 'This tenant cannot be switched to Enterprise',
      }),
    });
    await rowAction(0, 'Switch to Enterprise');
    click(buttonIn(dialogNamed('Switch to Enterprise'), 'Switch to Enterprise'));
    await eventually(() => root.ui.notification !== undefined, 'the notification');
    expect(root.ui.notification?.message).toBe('This tenant cannot be switched to Enterprise');
  });
});

describe('Add Company', () => {
  it('shows the spec texts and sends nothing while the form is invalid', async () => {
    const { fetchMock, container } = await open();
    click(button('Add Company'));
    submit('Add Company');
    for (const text of [
      'Organization name is required.',
      'Organization URL is required.',
      'POC Name is required.',
      'POC Email is required.',
      'Region is required.',
      'Start Date is required.',
      'End Date is required.',
    ]) {
      expect(container.ownerDocument.body.textContent).toContain(text);
    }
    type(field('POC Email'), 'owner@acme');
    type(field('Start Date'), '2027-05-01');
    type(field('End Date'), '2027-05-01');
    submit('Add Company');
    expect(document.body.textContent).toContain('Please enter a valid email.');
    expect(document.body.textContent).toContain('End Date must greater than Start Access');
    expect(callsTo(fetchMock, 'POST /api/tenant/add')).toHaveLength(0);
  });

  it("refuses a name with markup in a dialog: 'Organization name should not contains any malicious content'", async () => {
    const { fetchMock } = await open();
    click(button('Add Company'));
    type(field('Organization Name'), '<img src=x onerror=alert(1)>Acme');
    submit('Add Company');
    expect(document.body.textContent).toContain(
      'Organization name should not contains any malicious content',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/add')).toHaveLength(0);
  });

  it('adds a company with all regions and the POC as tenant manager, then reloads the list', async () => {
    const { fetchMock, root } = await open('/administrator/tenant', {
      'POST /api/tenant/add': jsonResponse(
        201,
        aTenant({ id: 'tenant-3', companyId: 14, organizationName: 'Initech & Co' }),
      ),
    });
    click(button('Add Company'));
    await eventually(() => callsTo(fetchMock, 'POST /api/dashboard/allRegion').length === 1, 'the regions');
    type(field('Organization Name'), 'Initech & Co');
    type(field('Organization URL'), 'https://initech.test');
    type(field('POC Name'), 'Bill Lumbergh');
    type(field('POC Email'), 'bill@initech.test');
    type(field('Start Date'), '2027-01-01');
    type(field('End Date'), '2027-12-31');
    await eventually(
      () => !buttonIn(dialogNamed('Add Company'), 'Add Company').hasAttribute('disabled'),
      'the regions',
    );
    click(checkbox('Select all regions'));
    click(checkbox('Is POC Also Tenant Manager?'));
    expect(field('Tenant Manager Email').value).toBe('bill@initech.test');
    expect(field('Tenant Manager Email').disabled).toBe(true);
    submit('Add Company');
    await eventually(() => callsTo(fetchMock, 'POST /api/tenant/add').length === 1, 'the add call');
    expect(callsTo(fetchMock, 'POST /api/tenant/add')[0]?.body).toEqual({
      organizationName: 'Initech & Co',
      organizationUrl: 'https://initech.test',
      contactName: 'Bill Lumbergh',
      contactEmail: 'bill@initech.test',
      startDate: '2027-01-01T00:00:00.000Z',
      endDate: '2027-12-31T00:00:00.000Z',
      region: [9, 3, 1],
      selectAllRegions: true,
      tenantManagerName: 'Bill Lumbergh',
      tenantManagerEmail: 'bill@initech.test',
    });
    await eventually(() => callsTo(fetchMock, 'POST /api/tenant/list').length === 2, 'the reload');
    await eventually(
      () => document.querySelector('form[aria-label="Add Company"]') === null,
      'the dialog to close',
    );
    expect(root.ui.notification).toMatchObject({
      severity: 'success',
      message: 'Initech & Co added (Company ID 14).',
    });
  });

  it("edits a tenant; 'Start Date cannot after or equal End Date'", async () => {
    const { fetchMock } = await open('/administrator/tenant', {
      'POST /api/tenant/edit': jsonResponse(200, { ...ACME, organizationUrl: 'https://acme.example' }),
    });
    await rowAction(0, 'Edit Tenant');
    expect(field('Organization Name').value).toBe('Acme Capital');
    type(field('Start Date'), '2027-01-01');
    submit('Edit Tenant');
    expect(document.body.textContent).toContain('Start Date cannot after or equal End Date');
    type(field('Start Date'), '2026-03-01');
    type(field('Organization URL'), 'https://acme.example');
    submit('Edit Tenant');
    await eventually(() => callsTo(fetchMock, 'POST /api/tenant/edit').length === 1, 'the edit call');
    expect(callsTo(fetchMock, 'POST /api/tenant/edit')[0]?.body).toMatchObject({
      id: 'tenant-1',
      organizationUrl: 'https://acme.example',
      startDate: '2026-03-01T00:00:00.000Z',
      region: [1, 3],
    });
    await eventually(() => gridRows()[0]?.[1] === 'Acme Capitalhttps://acme.example', 'the edited row');
  });
});
