import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-client';
import {
  aPerson,
  aPersonList,
  conflict,
  fakePersonsHttp,
  theAdmin,
  type FakeAnswer,
} from './persons-test-support';
import { TenantPersonsStore, type PersonsSource } from './tenant-persons-store';

const CALLER = { uid: 'u-100', tenantId: 't-7' };

function setup(routes: Record<string, FakeAnswer> = {}, source: PersonsSource = 'list-user-manage') {
  const fake = fakePersonsHttp({
    'GET /person/list-user-manage': aPersonList(),
    'POST /person/list': aPersonList(),
    ...routes,
  });
  return { ...fake, store: new TenantPersonsStore(fake.api, CALLER, source) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('TenantPersonsStore: the list', () => {
  it("loads the own tenant's persons and seats from list-user-manage without a notification", async () => {
    const { store, calls } = setup();
    const loading = store.load();
    expect(store.loading).toBe(true);
    await loading;
    expect(store.status).toBe('ready');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/person/list-user-manage' });
    expect(calls[0]?.options?.notifyOnError).toBe(false);
    expect(calls[0]?.options?.query).toEqual({ tenantId: undefined });
    expect(store.persons.map((person) => person.displayName)).toEqual(['Ana Analyst', 'Olivia Owner']);
    expect(store.limit).toBe(5);
    expect(store.userCount).toBe(2);
    expect(store.seatsLeftText).toBe('3 seat(s) left!');
    expect(store.hasSeats).toBe(true);
  });

  it("loads the caller's tenant with POST /person/list for the manager screen", async () => {
    const { store, callsTo } = setup({}, 'list');
    await store.load();
    expect(callsTo('POST /person/list')[0]?.body).toEqual({ tenantId: 't-7' });
  });

  it('hides delete on the caller’s own row only', async () => {
    const { store } = setup();
    await store.load();
    expect(store.rows.map((row) => [row.displayName, row.isSelf, row.canDelete])).toEqual([
      ['Ana Analyst', false, true],
      ['Olivia Owner', true, false],
    ]);
  });

  it('keeps a failed load as its error text', async () => {
    const { store } = setup({
      'GET /person/list-user-manage': new ApiError(
        403,
        'INSUFFICIENT_PERMISSION',
        "You don't have permission to the application.",
      ),
    });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe("You don't have permission to the application.");
  });

  it('gates Add User by the seats once loaded', async () => {
    const { store } = setup({
      'GET /person/list-user-manage': aPersonList({ limit: 2, userCount: 2, seatsLeft: 0 }),
    });
    expect(store.addUserRefusal('subscription')).toBeUndefined();
    await store.load();
    expect(store.addUserRefusal('subscription')).toBe(
      "You don't have enough seats. Please update your subscription to add more users.",
    );
    expect(store.addUserRefusal('contact')).toBe(
      "You don't have enough seats. Please contact our team to add more seats",
    );
  });

  it('knows a tenant without seats', async () => {
    const { store } = setup({ 'GET /person/list-user-manage': aPersonList({ limit: 0, userCount: 1 }) });
    await store.load();
    expect(store.hasSeats).toBe(false);
    expect(store.seatsLeftText).toBe('0 seat(s) left!');
    expect(store.addUserRefusal('subscription')).toBe(
      "You haven't subscribed to any bundle yet. Please update your subscription first.",
    );
  });
});

describe('TenantPersonsStore: changes', () => {
  it('adds a person to the caller’s tenant, trimmed, then reloads the seats', async () => {
    const added = aPerson({ uid: 'p-new', displayName: 'Neo New', email: 'neo@acme.test' });
    const { store, callsTo } = setup({
      'POST /person/add': added,
      'GET /person/list-user-manage': [
        aPersonList(),
        aPersonList({ listUser: [aPerson(), added, theAdmin()] }),
      ],
    });
    await store.load();
    await expect(store.add({ displayName: ' Neo New ', email: ' neo@acme.test ' })).resolves.toEqual(added);
    expect(callsTo('POST /person/add')[0]?.body).toEqual({
      displayName: 'Neo New',
      email: 'neo@acme.test',
      tenantId: 't-7',
    });
    expect(callsTo('POST /person/add')[0]?.options?.notifyOnError).toBe(false);
    expect(store.userCount).toBe(3);
    expect(store.seatsLeft).toBe(2);
  });

  it('passes the seat refusals of the server on', async () => {
    const { store } = setup({
      'POST /person/add': conflict(
        'NOT_ENOUGH_SEATS',
        "You don't have enough seats. Please update your subscription to add more users.",
      ),
    });
    await store.load();
    const error = await failure(store.add({ displayName: 'Neo', email: 'neo@acme.test' }));
    expect(error.errorCode).toBe('NOT_ENOUGH_SEATS');
  });

  it('sends only the changed fields of an edit and shows the answer', async () => {
    const renamed = aPerson({ displayName: 'Ana Lee', disabled: true, status: 'Inactive' });
    const { store, callsTo } = setup({ 'POST /person/edit': renamed });
    await store.load();
    await store.edit('p-ana', { displayName: ' Ana Lee ', disabled: true });
    expect(callsTo('POST /person/edit')[0]?.body).toEqual({
      uid: 'p-ana',
      tenantId: 't-7',
      displayName: 'Ana Lee',
      disabled: true,
    });
    expect(store.byUid('p-ana')?.status).toBe('Inactive');
  });

  it('never disables or deletes the caller', async () => {
    const { store, calls } = setup();
    await store.load();
    const sent = calls.length;
    expect((await failure(store.edit('u-100', { disabled: true }))).errorCode).toBe('CANNOT_DISABLE_SELF');
    const error = await failure(store.remove('u-100'));
    expect(error.errorCode).toBe('CANNOT_DELETE_SELF');
    expect(error.message).toBe('You cannot delete your own account.');
    expect(calls.length).toBe(sent);
  });

  it('deletes another person and reloads the seats', async () => {
    const { store, callsTo } = setup({
      'POST /person/delete': null,
      'GET /person/list-user-manage': [aPersonList(), aPersonList({ listUser: [theAdmin()] })],
    });
    await store.load();
    await store.remove('p-ana');
    expect(callsTo('POST /person/delete')[0]?.body).toEqual({ uid: 'p-ana', tenantId: 't-7' });
    expect(store.persons.map((person) => person.uid)).toEqual(['u-100']);
    expect(store.seatsLeft).toBe(4);
  });

  it('sends a password reset link', async () => {
    const { store, callsTo } = setup({ 'POST /person/reset-password': null });
    await store.load();
    await store.resetPassword('p-ana');
    expect(callsTo('POST /person/reset-password')[0]?.body).toEqual({ uid: 'p-ana', tenantId: 't-7' });
  });
});
