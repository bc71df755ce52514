import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-client';
import type { Role } from '../../../api/types';
import {
  aPerson,
  aPersonList,
  aTenant,
  conflict,
  fakeConsoleHttp,
  type FakeAnswer,
} from '../console-test-support';
import { usersLimitError, validatePersonForm } from './person-form';
import { TenantUsersStore } from './tenant-users-store';

const ANA = aPerson();
const BEN = aPerson({ uid: 'p-2', displayName: 'ben Broker', email: 'ben@acme.test', lucaAccessible: true });
const CARA = aPerson({
  uid: 'p-3',
  displayName: 'Cara Chief',
  email: 'cara@acme.test',
  disabled: true,
  status: 'Inactive',
});

function setup(routes: Record<string, FakeAnswer> = {}, role: Role = 'ADMINISTRATOR') {
  const fake = fakeConsoleHttp({
    'GET /tenant/detail/tenant-1': aTenant(),
    'POST /person/list': aPersonList([CARA, ANA, BEN]),
    'POST /person/batch-status': { updated: 2 },
    'POST /person/batch-luca': { updated: 2 },
    'POST /person/delete': undefined,
    'POST /person/delete-multi': { deleted: 2 },
    'POST /person/add': aPerson({ uid: 'p-9' }),
    'POST /person/edit': ANA,
    'POST /tenant/update-tenant-manager': aTenant(),
    ...routes,
  });
  const store = new TenantUsersStore({
    tenants: fake.tenantsApi,
    persons: fake.personsApi,
    tenantId: 'tenant-1',
    viewer: { role, uid: 'staff-1' },
  });
  return { ...fake, store };
}

describe('TenantUsersStore: the list', () => {
  it('loads the tenant and its users, sorted by name; sorts and pages 10 a page in the page', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      aPerson({
        uid: `u${index}`,
        displayName: `User ${String(index).padStart(2, '0')}`,
        email: `u${index}@acme.test`,
      }),
    );
    const { store, callsTo } = setup({ 'POST /person/list': aPersonList(many) });
    await store.load();
    expect(callsTo('POST /person/list')[0]?.body).toEqual({ tenantId: 'tenant-1' });
    expect(store.organizationName).toBe('Acme Capital');
    expect(store.pageCount).toBe(3);
    expect(store.pageRows).toHaveLength(10);
    expect(store.pageRows[0]?.displayName).toBe('User 00');
    store.setPage(2);
    expect(store.pageRows.map((row) => row.displayName)).toEqual(['User 20', 'User 21', 'User 22']);
    store.toggleSort('displayName');
    expect(store.page).toBe(0);
    expect(store.pageRows[0]?.displayName).toBe('User 22');
    store.toggleSort('nothing');
    expect(store.sort).toEqual({ key: 'displayName', dir: 'desc' });
  });

  it('sorts names without regard to case', async () => {
    const { store } = setup();
    await store.load();
    expect(store.pageRows.map((row) => row.uid)).toEqual(['p-1', 'p-2', 'p-3']);
  });

  it('keeps the error text when the users cannot be loaded', async () => {
    const { store } = setup({
      'POST /person/list': new ApiError(404, 'TENANT_NOT_FOUND', 'Tenant not found'),
    });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe('Tenant not found');
  });

  it('shows the Role column only in the provider tenant and only to an Administrator', async () => {
    const provider = aPersonList([ANA], {
      tenant: { id: 'tenant-1', organizationName: 'Ledgerscope', ssp: false, provider: true },
    });
    const admin = setup({ 'POST /person/list': provider }, 'ADMINISTRATOR');
    await admin.store.load();
    expect(admin.store.showRoles).toBe(true);
    const sale = setup({ 'POST /person/list': provider }, 'SALE');
    await sale.store.load();
    expect(sale.store.showRoles).toBe(false);
    const customer = setup();
    await customer.store.load();
    expect(customer.store.showRoles).toBe(false);
  });
});

describe('TenantUsersStore: selection and batch actions', () => {
  it('ticks rows one by one or the whole page', async () => {
    const { store } = setup();
    await store.load();
    store.toggle('p-2');
    expect(store.single?.uid).toBe('p-2');
    expect(store.someOnPageSelected).toBe(true);
    expect(store.allOnPageSelected).toBe(false);
    store.togglePage();
    expect(store.selectedIds).toHaveLength(3);
    expect(store.single).toBeUndefined();
    store.togglePage();
    expect(store.selectedIds).toEqual([]);
    store.toggle('p-1');
    store.toggle('p-1');
    expect(store.selectedIds).toEqual([]);
  });

  it('sets Active/Disabled and Luca Yes/No for the ticked users, then reloads', async () => {
    const { store, callsTo } = setup();
    await store.load();
    await store.setDisabled(['p-1', 'p-2'], true);
    expect(callsTo('POST /person/batch-status')[0]?.body).toEqual({
      listIds: ['p-1', 'p-2'],
      tenantId: 'tenant-1',
      disabled: true,
    });
    await store.setLuca(['p-3'], false);
    expect(callsTo('POST /person/batch-luca')[0]?.body).toEqual({
      listIds: ['p-3'],
      tenantId: 'tenant-1',
      lucaAccessible: false,
    });
    expect(callsTo('POST /person/list')).toHaveLength(3);
    expect(store.busy).toBe(false);
  });

  it('deletes one user with /person/delete and several with /person/delete-multi', async () => {
    const { store, callsTo } = setup();
    await store.load();
    store.togglePage();
    await store.delete(['p-1']);
    expect(callsTo('POST /person/delete')[0]?.body).toEqual({ uid: 'p-1', tenantId: 'tenant-1' });
    await store.delete(['p-2', 'p-3']);
    expect(callsTo('POST /person/delete-multi')[0]?.body).toEqual({
      listIds: ['p-2', 'p-3'],
      tenantId: 'tenant-1',
    });
    expect(store.selectedIds).toEqual([]);
  });

  it('rejects a refused batch (the client shows the text) and does not reload', async () => {
    const { store, callsTo } = setup({
      'POST /person/batch-status': conflict('CANNOT_DISABLE_SELF', 'You cannot disable your own account.'),
    });
    await store.load();
    await expect(store.setDisabled(['p-1'], true)).rejects.toThrow('You cannot disable your own account.');
    expect(callsTo('POST /person/list')).toHaveLength(1);
    expect(store.busy).toBe(false);
  });
});

describe('TenantUsersStore: single-user actions', () => {
  it('adds and edits users (trimmed; the email is not sent on edit)', async () => {
    const { store, callsTo } = setup();
    await store.load();
    await store.add({ displayName: ' Nia ', email: ' nia@acme.test ', lucaAccessible: true });
    expect(callsTo('POST /person/add')[0]?.body).toEqual({
      displayName: 'Nia',
      email: 'nia@acme.test',
      tenantId: 'tenant-1',
      lucaAccessible: true,
    });
    await store.edit(ANA, { displayName: 'Ana A.', email: 'ignored@acme.test', lucaAccessible: false });
    expect(callsTo('POST /person/edit')[0]?.body).toEqual({
      uid: 'p-1',
      tenantId: 'tenant-1',
      displayName: 'Ana A.',
      lucaAccessible: false,
    });
  });

  it('sets the User Admin with a users limit, and edits a role', async () => {
    const { store, callsTo } = setup();
    await store.load();
    await store.setUserAdmin(BEN, 7);
    expect(callsTo('POST /tenant/update-tenant-manager')[0]?.body).toEqual({
      tenantId: 'tenant-1',
      userId: 'p-2',
      limit: 7,
    });
    await store.editRole(ANA, 'SALE');
    expect(callsTo('POST /person/edit')[0]?.body).toEqual({ uid: 'p-1', tenantId: 'tenant-1', role: 'SALE' });
  });
});

describe('user form checks', () => {
  it('gives the spec texts', () => {
    expect(validatePersonForm({ displayName: ' ', email: '', lucaAccessible: undefined })).toEqual({
      displayName: 'User Name is required.',
      email: 'Email is required.',
    });
    expect(
      validatePersonForm(
        { displayName: 'Nia', email: 'nia@', lucaAccessible: undefined },
        { requireLuca: true },
      ),
    ).toEqual({ email: 'Please enter a valid email.', lucaAccessible: 'Please select Access to Luca' });
  });

  it('needs a users limit of 0 or more', () => {
    expect(usersLimitError('')).toBe('Users limit is required.');
    expect(usersLimitError('-1')).toBe('Users limit must be a whole number of 0 or more.');
    expect(usersLimitError('2.5')).toBe('Users limit must be a whole number of 0 or more.');
    expect(usersLimitError('0')).toBeUndefined();
    expect(usersLimitError(' 12 ')).toBeUndefined();
  });
});
