import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../api/api-client';
import { aTenantRequest, conflict, fakeConsoleHttp, type FakeAnswer } from '../console-test-support';
import {
  LAST_USER_CANNOT_BE_DELETED,
  requestBodyWithPersons,
  requestUploadError,
  RequestUsersStore,
} from './request-users-store';
import { REQUEST_REFRESH_MS, TenantRequestsStore } from './tenant-requests-store';

afterEach(() => {
  vi.useRealTimers();
});

const FIRST = aTenantRequest();
const SECOND = aTenantRequest({ featureRequestId: 'req-2', organizationName: 'Southwind', state: 'STARTED' });

function listStore(routes: Record<string, FakeAnswer> = {}) {
  const fake = fakeConsoleHttp({
    'GET /tenant/request-future-create/list': { data: [FIRST, SECOND], total: 2 },
    ...routes,
  });
  return { ...fake, store: new TenantRequestsStore(fake.requestsApi, ['USER', 'LUCA']) };
}

describe('TenantRequestsStore', () => {
  it('lists the requests of its types and refreshes every 300000 ms until disposed', async () => {
    vi.useFakeTimers();
    const { store, callsTo } = listStore();
    await store.start();
    expect(callsTo('GET /tenant/request-future-create/list')[0]?.options?.query).toEqual({
      requestType: 'USER,LUCA',
    });
    expect(store.pageRows.map((request) => request.featureRequestId)).toEqual(['req-1', 'req-2']);
    await vi.advanceTimersByTimeAsync(REQUEST_REFRESH_MS - 1);
    expect(callsTo('GET /tenant/request-future-create/list')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('GET /tenant/request-future-create/list')).toHaveLength(2);
    store.dispose();
    await vi.advanceTimersByTimeAsync(REQUEST_REFRESH_MS * 2);
    expect(callsTo('GET /tenant/request-future-create/list')).toHaveLength(2);
  });

  it('pages 10 a page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => aTenantRequest({ featureRequestId: `r${index}` }));
    const { store } = listStore({ 'GET /tenant/request-future-create/list': { data: many, total: 12 } });
    await store.load();
    expect(store.pageCount).toBe(2);
    store.setPage(5);
    expect(store.pageRows.map((request) => request.featureRequestId)).toEqual(['r10', 'r11']);
  });

  it('keeps the rows when a refresh fails, and says why when the first load fails', async () => {
    const { store, routes } = listStore();
    await store.load();
    routes['GET /tenant/request-future-create/list'] = new ApiError(
      500,
      undefined,
      'An unknown error has occurred',
    );
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.requests).toHaveLength(2);
    const failing = listStore({
      'GET /tenant/request-future-create/list': new ApiError(403, 'INSUFFICIENT_PERMISSION', 'No permission'),
    });
    await failing.store.load();
    expect(failing.store.status).toBe('error');
    expect(failing.store.error).toBe('No permission');
  });

  it('saves and deletes, clearing the chosen request; a 409 keeps it', async () => {
    const { store, callsTo, routes } = listStore({
      'POST /tenant/request-future-create': FIRST,
      'POST /tenant/request-future-create/delete/req-2': undefined,
    });
    await store.load();
    await store.save({ requestType: 'USER', country: 'UTC', startDate: 'a', endDate: 'b', tenantId: 't1' });
    expect(callsTo('GET /tenant/request-future-create/list')).toHaveLength(2);
    await store.delete(SECOND);
    expect(callsTo('GET /tenant/request-future-create/list')).toHaveLength(3);
    routes['POST /tenant/request-future-create/delete/req-1'] = conflict(
      'DELETE_REQUEST_USER_EXIST',
      'users exist',
    );
    await expect(store.delete(FIRST)).rejects.toThrow('users exist');
    expect(callsTo('GET /tenant/request-future-create/list')).toHaveLength(3);
  });
});

function usersStore(routes: Record<string, FakeAnswer> = {}) {
  const fake = fakeConsoleHttp({
    'GET /tenant/request-future-create/req-1': FIRST,
    'POST /tenant/request-future-create': (body: { personList: unknown[] }) => ({
      ...FIRST,
      personList: body.personList,
    }),
    ...routes,
  });
  return { ...fake, store: new RequestUsersStore(fake.requestsApi, 'req-1') };
}

describe('RequestUsersStore', () => {
  it('loads the requested users; only a pending request can change', async () => {
    const { store } = usersStore();
    await store.load();
    expect(store.editable).toBe(true);
    expect(store.pageRows.map((row) => [row.email, row.result])).toEqual([
      ['nora@northwind.test', 'Waiting'],
      ['ned@northwind.test', 'Waiting'],
    ]);
    const started = usersStore({
      'GET /tenant/request-future-create/req-1': aTenantRequest({
        state: 'STARTED',
        personList: [{ displayName: 'N', email: 'n@x.test', lucaAccessible: true, uid: 'u1', error: null }],
      }),
    });
    await started.store.load();
    expect(started.store.editable).toBe(false);
    expect(started.store.pageRows[0]?.result).toBe('Created');
  });

  it('adds, edits and deletes users by saving the whole request', async () => {
    const { store, callsTo } = usersStore();
    await store.load();
    await store.addPerson({ displayName: ' Zed ', email: 'zed@northwind.test', lucaAccessible: true });
    const added = callsTo('POST /tenant/request-future-create')[0]?.body;
    expect(added).toEqual(
      requestBodyWithPersons(FIRST, [
        { displayName: 'Nora North', email: 'nora@northwind.test', lucaAccessible: true },
        { displayName: 'Ned Analyst', email: 'ned@northwind.test', lucaAccessible: false },
        { displayName: 'Zed', email: 'zed@northwind.test', lucaAccessible: true },
      ]),
    );
    expect(added).toMatchObject({ featureRequestId: 'req-1', startDate: FIRST.startDate, regions: [1, 9] });
    await store.editPerson(1, { displayName: 'Ned A.', email: 'ned@northwind.test', lucaAccessible: true });
    expect(store.persons[1]).toEqual({
      displayName: 'Ned A.',
      email: 'ned@northwind.test',
      lucaAccessible: true,
    });
    await store.deletePerson(0);
    await store.deletePerson(0);
    expect(store.persons.map((person) => person.displayName)).toEqual(['Zed']);
    await expect(store.deletePerson(0)).rejects.toThrow(LAST_USER_CANNOT_BE_DELETED);
  });

  it('refuses a file that is too large or of another type before sending it', async () => {
    const { store, calls } = usersStore();
    expect(requestUploadError({ name: 'users.xlsx', size: 102_400 })).toBeUndefined();
    expect(requestUploadError({ name: 'users.csv', size: 102_401 })).toBe('File size is too large');
    expect(requestUploadError({ name: 'users.pdf', size: 10 })).toBe('Unsupported file type');
    const big = new File(['x'.repeat(102_401)], 'users.csv');
    await expect(store.readUpload(big)).rejects.toThrow('File size is too large');
    expect(calls).toHaveLength(0);
  });

  it('uploads a file and adds the users not listed yet', async () => {
    const uploaded = {
      personList: [
        { displayName: 'Ned Again', email: 'NED@northwind.test', lucaAccessible: true },
        { displayName: 'Olga', email: 'olga@northwind.test', lucaAccessible: false },
      ],
      errors: [{ line: 3, message: 'Please enter a valid email.' }],
      total: 3,
      accepted: 2,
    };
    const { store, callsTo } = usersStore({ 'POST /tenant/request-future-create/upload': uploaded });
    await store.load();
    const answer = await store.readUpload(new File(['name,email,luca\n'], 'users.csv'));
    expect(answer.errors).toEqual([{ line: 3, message: 'Please enter a valid email.' }]);
    const upload = callsTo('POST /tenant/request-future-create/upload')[0];
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(upload?.options?.notifyOnError).toBe(false);
    expect(await store.addUploaded(answer.personList)).toBe(1);
    expect(store.persons.map((person) => person.email)).toEqual([
      'nora@northwind.test',
      'ned@northwind.test',
      'olga@northwind.test',
    ]);
  });
});
