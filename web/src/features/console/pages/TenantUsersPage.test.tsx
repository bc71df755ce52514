import { describe, expect, it } from 'vitest';

import {
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
import { aPerson, aPersonList, aTenant } from '../console-test-support';

setUpPageTests();

const ANA = aPerson();
const BEN = aPerson({
  uid: 'p-2',
  displayName: 'Ben Broker',
  email: 'ben@acme.test',
  lucaAccessible: true,
  isManager: true,
});

async function open(extra: Record<string, RouteAnswer | RouteAnswer[]> = {}, principal = aStaffPrincipal()) {
  const fetchMock = fetchRouting({
    'GET /api/tenant/detail/tenant-1': jsonResponse(200, aTenant()),
    'POST /api/person/list': jsonResponse(200, aPersonList([BEN, ANA])),
    ...extra,
  });
  const app = mountApp('/administrator/tenant/tenant-1', fetchMock, principal);
  await eventually(gridReady, 'the users grid');
  return { ...app, fetchMock };
}

describe('/administrator/tenant/{tenantId}', () => {
  it('shows the tenant header and its users, without the Role column for a customer tenant', async () => {
    const { fetchMock, container } = await open();
    expect(callsTo(fetchMock, 'POST /api/person/list')[0]?.body).toEqual({ tenantId: 'tenant-1' });
    expect(container.querySelector('h1')?.textContent).toBe('Acme Capital');
    const header = container.querySelector('[aria-label="Tenant"]')?.textContent ?? '';
    expect(header).toContain('United States, United Kingdom');
    expect(header).toContain('2 of 5');
    expect(gridHeaders()).toEqual([
      'Select',
      'User Name',
      'Email',
      'Status',
      'Access to Luca',
      'User Admin',
      'Last Login (UTC)',
      'Actions',
    ]);
    expect(gridRows()).toEqual([
      ['Not selected', 'Ana Analyst', 'analyst@acme.test', 'Active', 'No', 'No', '2026-11-20 10:00 UTC', ''],
      ['Not selected', 'Ben Broker', 'ben@acme.test', 'Active', 'Yes', 'Yes', '2026-11-20 10:00 UTC', ''],
    ]);
    await openRowMenu(1);
    expect(rowMenuItems()).toEqual([
      'Disable',
      'Remove Luca access',
      'Edit',
      'Set as User Admin (disabled)',
      'Delete',
    ]);
  });

  it('shows the Role column and Edit Role in the provider tenant for an Administrator', async () => {
    const provider = aPersonList([ANA], {
      tenant: { id: 'tenant-1', organizationName: 'Ledgerscope', ssp: false, provider: true },
    });
    const { fetchMock } = await open({
      'POST /api/person/list': jsonResponse(200, provider),
      'POST /api/person/edit': jsonResponse(200, { ...ANA, role: 'SALE' }),
    });
    expect(gridHeaders().slice(-2)).toEqual(['Role', 'Actions']);
    await rowAction(0, 'Edit Role');
    click(checkbox('Sale'));
    click(buttonIn(dialogNamed('Edit Role'), 'Save'));
    await eventually(() => callsTo(fetchMock, 'POST /api/person/edit').length === 1, 'the role edit');
    expect(callsTo(fetchMock, 'POST /api/person/edit')[0]?.body).toEqual({
      uid: 'p-1',
      tenantId: 'tenant-1',
      role: 'SALE',
    });
  });

  it('hides the Role column from a Sale', async () => {
    const provider = aPersonList([ANA], {
      tenant: { id: 'tenant-1', organizationName: 'Ledgerscope', ssp: false, provider: true },
    });
    await open({ 'POST /api/person/list': jsonResponse(200, provider) }, aStaffPrincipal({ role: 'SALE' }));
    expect(gridHeaders()).not.toContain('Role');
  });

  it('disables one user or gives Luca access from its row, each change confirmed by a notice', async () => {
    const { fetchMock, root } = await open({
      'POST /api/person/batch-status': jsonResponse(200, { updated: 1 }),
      'POST /api/person/batch-luca': jsonResponse(200, { updated: 1 }),
    });
    await rowAction(0, 'Disable');
    await eventually(() => callsTo(fetchMock, 'POST /api/person/batch-status').length === 1, 'the change');
    expect(callsTo(fetchMock, 'POST /api/person/batch-status')[0]?.body).toEqual({
      listIds: ['p-1'],
      tenantId: 'tenant-1',
      disabled: true,
    });
    await eventually(() => root.ui.notification !== undefined, 'the notice');
    expect(root.ui.notification).toMatchObject({ severity: 'success', message: 'Ana Analyst disabled.' });
    await eventually(() => callsTo(fetchMock, 'POST /api/person/list').length === 2, 'the reload');
    await rowAction(0, 'Give Luca access');
    await eventually(() => callsTo(fetchMock, 'POST /api/person/batch-luca').length === 1, 'the Luca change');
    expect(callsTo(fetchMock, 'POST /api/person/batch-luca')[0]?.body).toEqual({
      listIds: ['p-1'],
      tenantId: 'tenant-1',
      lucaAccessible: true,
    });
  });

  it('ticks users and, once confirmed, disables them in one batch; sets Luca access the same way', async () => {
    const { fetchMock, container, root } = await open({
      'POST /api/person/batch-status': jsonResponse(200, { updated: 2 }),
      'POST /api/person/batch-luca': jsonResponse(200, { updated: 2 }),
    });
    click(checkbox('Select all on this page'));
    await eventually(() => container.textContent.includes('2 selected'), 'the selection');
    expect(gridRows().map((row) => row[0])).toEqual(['✓Selected', '✓Selected']);
    click(buttonIn(container.querySelector('[aria-label="Status"]') as HTMLElement, 'Disabled'));
    // Several users: nothing changes before the confirmation.
    const confirm = dialogNamed('Change status');
    expect(confirm.textContent).toContain('Disable 2 users: Ana Analyst, Ben Broker?');
    expect(callsTo(fetchMock, 'POST /api/person/batch-status')).toHaveLength(0);
    click(buttonIn(confirm, 'Disable 2 users'));
    await eventually(() => callsTo(fetchMock, 'POST /api/person/batch-status').length === 1, 'the batch');
    expect(callsTo(fetchMock, 'POST /api/person/batch-status')[0]?.body).toEqual({
      listIds: ['p-1', 'p-2'],
      tenantId: 'tenant-1',
      disabled: true,
    });
    await eventually(() => root.ui.notification !== undefined, 'the notice');
    expect(root.ui.notification).toMatchObject({ severity: 'success', message: '2 users disabled.' });
    await eventually(() => callsTo(fetchMock, 'POST /api/person/list').length === 2, 'the reload');
    await eventually(() => document.querySelector('[role="alertdialog"]') === null, 'the dialog to close');
    click(buttonIn(container.querySelector('[aria-label="Access to Luca"]') as HTMLElement, 'Yes'));
    click(buttonIn(dialogNamed('Change Luca access'), 'Give Luca access to 2 users'));
    await eventually(() => callsTo(fetchMock, 'POST /api/person/batch-luca').length === 1, 'the Luca batch');
    expect(callsTo(fetchMock, 'POST /api/person/batch-luca')[0]?.body).toEqual({
      listIds: ['p-1', 'p-2'],
      tenantId: 'tenant-1',
      lucaAccessible: true,
    });
  });

  it('sets a User Admin with a users limit of 0 or more', async () => {
    const { fetchMock } = await open({
      'POST /api/tenant/update-tenant-manager': jsonResponse(200, aTenant()),
    });
    await rowAction(0, 'Set as User Admin');
    expect(field('Users limit').value).toBe('5');
    type(field('Users limit'), '');
    submit('Set User Admin');
    expect(document.body.textContent).toContain('Users limit is required.');
    type(field('Users limit'), '8');
    submit('Set User Admin');
    await eventually(
      () => callsTo(fetchMock, 'POST /api/tenant/update-tenant-manager').length === 1,
      'the call',
    );
    expect(callsTo(fetchMock, 'POST /api/tenant/update-tenant-manager')[0]?.body).toEqual({
      tenantId: 'tenant-1',
      userId: 'p-1',
      limit: 8,
    });
  });

  it("adds a user: 'User Name is required.', 'Email is required.'", async () => {
    const { fetchMock } = await open({ 'POST /api/person/add': jsonResponse(201, aPerson({ uid: 'p-9' })) });
    click(button('Add User'));
    submit('Add User');
    expect(document.body.textContent).toContain('User Name is required.');
    expect(document.body.textContent).toContain('Email is required.');
    type(field('User Name'), 'Nia New');
    type(field('Email'), 'nia@acme.test');
    submit('Add User');
    await eventually(() => callsTo(fetchMock, 'POST /api/person/add').length === 1, 'the add call');
    expect(callsTo(fetchMock, 'POST /api/person/add')[0]?.body).toEqual({
      displayName: 'Nia New',
      email: 'nia@acme.test',
      tenantId: 'tenant-1',
      lucaAccessible: false,
    });
  });

  it('edits a user with the email disabled', async () => {
    const { fetchMock } = await open({ 'POST /api/person/edit': jsonResponse(200, ANA) });
    await rowAction(0, 'Edit');
    expect(field('Email').disabled).toBe(true);
    type(field('User Name'), 'Ana A.');
    submit('Edit User');
    await eventually(() => callsTo(fetchMock, 'POST /api/person/edit').length === 1, 'the edit call');
    expect(callsTo(fetchMock, 'POST /api/person/edit')[0]?.body).toEqual({
      uid: 'p-1',
      tenantId: 'tenant-1',
      displayName: 'Ana A.',
      lucaAccessible: false,
    });
  });

  it('deletes the ticked users after confirmation', async () => {
    const { fetchMock } = await open({ 'POST /api/person/delete-multi': jsonResponse(200, { deleted: 2 }) });
    clickRow(0);
    clickRow(1);
    click(button('Delete'));
    click(buttonIn(dialogNamed('Delete Users'), 'Delete'));
    await eventually(() => callsTo(fetchMock, 'POST /api/person/delete-multi').length === 1, 'the delete');
    expect(callsTo(fetchMock, 'POST /api/person/delete-multi')[0]?.body).toEqual({
      listIds: ['p-1', 'p-2'],
      tenantId: 'tenant-1',
    });
  });

  it('says when a tenant cannot be found', async () => {
    const fetchMock = fetchRouting({
      'GET /api/tenant/detail/tenant-1': jsonResponse(404, {
        statusCode: 404,
        errorCode: 'TENANT_NOT_FOUND',
        message: 'Tenant not found.',
      }),
      'POST /api/person/list': jsonResponse(404, {
        statusCode: 404,
        errorCode: 'TENANT_NOT_FOUND',
        message: 'Tenant not found.',
      }),
    });
    const app = mountApp('/administrator/tenant/tenant-1', fetchMock, aStaffPrincipal());
    await eventually(() => app.container.querySelector('[role="alert"]') !== null, 'the error');
    expect(app.container.textContent).toContain('Tenant not found.');
  });
});
