import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../api/api-client';
import { aTenant, conflict, fakeConsoleHttp, REGIONS, type FakeAnswer } from '../console-test-support';
import { CONSOLE_PAGE_SIZE } from '../../../shared/grid/page-size';
import { parseTenantsQuery, SEARCH_DEBOUNCE_MS, tenantsQueryString, TenantsStore } from './tenants-store';

const ACME = aTenant();
const GLOBEX = aTenant({ id: 'tenant-2', companyId: 13, organizationName: 'Globex', ssp: false });

function setup(routes: Record<string, FakeAnswer> = {}) {
  const fake = fakeConsoleHttp({
    'POST /tenant/list': { data: [ACME, GLOBEX], total: 2 },
    'POST /dashboard/allRegion': REGIONS,
    ...routes,
  });
  const store = new TenantsStore(fake.tenantsApi);
  const writes: Array<{ search: string; replace: boolean }> = [];
  store.connectQuery((search, { replace }) => writes.push({ search, replace }));
  const listQueries = () => fake.callsTo('POST /tenant/list').map((call) => call.options?.query);
  return { ...fake, store, writes, listQueries };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the tenants address query', () => {
  it('reads page, search and sort, with defaults for anything missing or invalid', () => {
    expect(parseTenantsQuery(new URLSearchParams(''))).toEqual({
      page: 1,
      search: '',
      sortField: 'companyId',
      sortDir: 'asc',
    });
    expect(
      parseTenantsQuery(new URLSearchParams('page=3&search=acme&sortField=organizationName&sortDir=desc')),
    ).toEqual({ page: 3, search: 'acme', sortField: 'organizationName', sortDir: 'desc' });
    expect(parseTenantsQuery(new URLSearchParams('page=-2&sortField=password&sortDir=up'))).toEqual({
      page: 1,
      search: '',
      sortField: 'companyId',
      sortDir: 'asc',
    });
    expect(parseTenantsQuery(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(255);
  });

  it('writes only what differs from the default view', () => {
    expect(tenantsQueryString({ page: 1, search: '', sortField: 'companyId', sortDir: 'asc' })).toBe('');
    expect(tenantsQueryString({ page: 2, search: ' acme ', sortField: 'companyId', sortDir: 'desc' })).toBe(
      'page=2&search=acme&sortField=companyId&sortDir=desc',
    );
  });
});

describe('TenantsStore: paging, search and sort', () => {
  it('loads the page the address asks for, 10 a page, sorted by Company ID ascending by default', async () => {
    const { store, listQueries } = setup();
    await store.applyQuery(new URLSearchParams(''));
    expect(store.status).toBe('ready');
    expect(store.rows.map((row) => row.organizationName)).toEqual(['Acme Capital', 'Globex']);
    expect(listQueries()).toEqual([
      { page: 1, pageSize: CONSOLE_PAGE_SIZE, sortField: 'companyId', sortDir: 'asc' },
    ]);

    await store.applyQuery(new URLSearchParams('page=2&search=globex'));
    expect(listQueries()[1]).toEqual({
      searchInput: 'globex',
      page: 2,
      pageSize: 10,
      sortField: 'companyId',
      sortDir: 'asc',
    });
    expect(store.searchDraft).toBe('globex');
    // The same address again (the page re-rendered) does not load again.
    await store.applyQuery(new URLSearchParams('search=globex&page=2'));
    expect(listQueries()).toHaveLength(2);
  });

  it('pages within the total and writes the page into the address', async () => {
    const { store, writes, listQueries } = setup({ 'POST /tenant/list': { data: [ACME], total: 25 } });
    await store.applyQuery(new URLSearchParams(''));
    expect(store.pageCount).toBe(3);
    await store.setPage(2);
    expect(writes.at(-1)).toEqual({ search: 'page=2', replace: false });
    expect(listQueries().at(-1)?.['page']).toBe(2);
    await store.setPage(9);
    expect(store.query.page).toBe(3);
    await store.setPage(3);
    expect(listQueries()).toHaveLength(3);
  });

  it('searches after a pause in typing, from the first page, replacing the address entry', async () => {
    vi.useFakeTimers();
    const { store, writes, listQueries } = setup({ 'POST /tenant/list': { data: [ACME], total: 25 } });
    await store.applyQuery(new URLSearchParams('page=3'));
    store.setSearchDraft('ac');
    store.setSearchDraft('acme ');
    expect(listQueries()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(listQueries()).toHaveLength(2);
    expect(listQueries()[1]).toMatchObject({ searchInput: 'acme', page: 1 });
    expect(writes.at(-1)).toEqual({ search: 'search=acme', replace: true });
    // Enter applies at once; the same search again does not call.
    store.setSearchDraft('acme');
    await store.submitSearch();
    expect(listQueries()).toHaveLength(2);
    await store.clearSearch();
    expect(writes.at(-1)).toEqual({ search: '', replace: true });
    expect(store.searchDraft).toBe('');
  });

  it('keeps the search box to 255 characters', () => {
    const { store } = setup();
    store.setSearchDraft('y'.repeat(400));
    expect(store.searchDraft).toHaveLength(255);
    store.dispose();
  });

  it('sorts on the server: a new column ascending, the same column flips, unsortable keys ignored', async () => {
    const { store, writes, listQueries } = setup();
    await store.applyQuery(new URLSearchParams('page=2'));
    await store.toggleSort('organizationName');
    expect(listQueries().at(-1)).toMatchObject({ sortField: 'organizationName', sortDir: 'asc', page: 1 });
    expect(writes.at(-1)?.search).toBe('sortField=organizationName&sortDir=asc');
    await store.toggleSort('organizationName');
    expect(listQueries().at(-1)).toMatchObject({ sortField: 'organizationName', sortDir: 'desc' });
    await store.toggleSort('regionName');
    expect(listQueries()).toHaveLength(3);
  });

  it('shows the last page there is when the page asked for is past the end', async () => {
    const { store, writes, listQueries } = setup({
      'POST /tenant/list': (_body: unknown, query: { page: number }) =>
        query.page === 4 ? { data: [], total: 12 } : { data: [ACME, GLOBEX], total: 12 },
    });
    await store.applyQuery(new URLSearchParams('page=4'));
    expect(listQueries().map((query) => query?.['page'])).toEqual([4, 2]);
    expect(writes.at(-1)).toEqual({ search: 'page=2', replace: true });
    expect(store.rows).toHaveLength(2);
  });

  it('keeps the error text when the list cannot be loaded', async () => {
    const { store } = setup({
      'POST /tenant/list': new ApiError(500, undefined, 'An unknown error has occurred'),
    });
    await store.applyQuery(new URLSearchParams(''));
    expect(store.status).toBe('error');
    expect(store.error).toBe('An unknown error has occurred');
  });

  it('ignores an answer overtaken by a newer request', async () => {
    let release: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => {
      release = resolve;
    });
    const { store, routes } = setup();
    routes['POST /tenant/list'] = () => slow;
    const first = store.applyQuery(new URLSearchParams(''));
    routes['POST /tenant/list'] = { data: [GLOBEX], total: 1 };
    await store.toggleSort('organizationName');
    release({ data: [ACME], total: 1 });
    await first;
    expect(store.rows.map((row) => row.id)).toEqual(['tenant-2']);
  });
});

describe('TenantsStore: actions', () => {
  it('changes the status of a tenant and shows the answer', async () => {
    const { store, callsTo } = setup({ 'POST /tenant/edit-status': { ...ACME, status: false } });
    await store.applyQuery(new URLSearchParams(''));
    await store.editStatus(ACME, false);
    expect(callsTo('POST /tenant/edit-status')[0]?.body).toEqual({ tenantId: 'tenant-1', status: false });
    expect(store.rows.find((row) => row.id === ACME.id)?.status).toBe(false);
  });

  it('switches an SSP tenant to Enterprise, and rejects with the server text on a 409', async () => {
    const { store, callsTo, routes } = setup({
      'POST /tenant/convert-ssp-to-enterprise/tenant-1': { ...ACME, ssp: false },
    });
    await store.applyQuery(new URLSearchParams(''));
    await store.switchToEnterprise(ACME);
    expect(callsTo('POST /tenant/convert-ssp-to-enterprise/tenant-1')).toHaveLength(1);
    expect(store.rows[0]?.ssp).toBe(false);
    routes['POST /tenant/convert-ssp-to-enterprise/tenant-1'] = conflict(
      'TENANT_NOT_SSP',
      'This tenant cannot be switched to Enterprise',
    );
    await expect(store.switchToEnterprise(ACME)).rejects.toThrow(
      'This tenant cannot be switched to Enterprise',
    );
  });

  it('deletes a tenant and reloads; a 409 keeps it', async () => {
    const { store, callsTo, routes, listQueries } = setup({ 'POST /tenant/delete': undefined });
    await store.applyQuery(new URLSearchParams(''));
    await store.delete(GLOBEX);
    expect(callsTo('POST /tenant/delete')[0]?.body).toEqual({ tenantId: 'tenant-2' });
    expect(listQueries()).toHaveLength(2);
    routes['POST /tenant/delete'] = conflict('DELETE_TENANT_USER_EXIST', 'users exist');
    await expect(store.delete(ACME)).rejects.toBeInstanceOf(ApiError);
    expect(listQueries()).toHaveLength(2);
  });

  it('adds a tenant and reloads the page; edits replace the row', async () => {
    const { store, callsTo, listQueries } = setup({
      'POST /tenant/add': aTenant({ id: 'tenant-3' }),
      'POST /tenant/edit': { ...ACME, organizationName: 'Acme Two' },
    });
    await store.applyQuery(new URLSearchParams(''));
    const input = {
      organizationName: 'New Co',
      organizationUrl: 'https://new.test',
      contactName: 'Nia',
      contactEmail: 'nia@new.test',
      startDate: '2027-01-01T00:00:00.000Z',
      endDate: '2027-12-31T00:00:00.000Z',
      region: [1],
    };
    await store.add(input);
    expect(callsTo('POST /tenant/add')[0]?.body).toEqual(input);
    expect(listQueries()).toHaveLength(2);
    await store.edit({ ...input, id: ACME.id });
    expect(store.rows[0]?.organizationName).toBe('Acme Two');
  });

  it('loads the regions once, by name', async () => {
    const { store, callsTo } = setup();
    await store.loadRegions();
    await store.loadRegions();
    expect(callsTo('POST /dashboard/allRegion')).toHaveLength(1);
    expect(store.regions.map((region) => region.exchange_country)).toEqual([
      'Japan',
      'United Kingdom',
      'United States',
    ]);
  });
});

describe('TenantsStore: unmounting', () => {
  it('loads again after a dispose that stopped a load (a remount)', async () => {
    const { store, listQueries, routes } = setup();
    routes['POST /tenant/list'] = () => new Promise(() => undefined);
    void store.applyQuery(new URLSearchParams(''));
    store.dispose();
    expect(store.status).toBe('idle');
    routes['POST /tenant/list'] = { data: [ACME], total: 1 };
    await store.applyQuery(new URLSearchParams(''));
    expect(listQueries()).toHaveLength(2);
    expect(store.status).toBe('ready');
  });
});
