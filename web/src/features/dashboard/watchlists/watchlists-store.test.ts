import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../api/api-client';
import { ADD_COMPANIES_MAX } from '../../../api/watchlists-api';
import { UPLOAD_MAX_BYTES } from '../../../shared/upload-limit';
import {
  aCompany,
  aCsvFile,
  anUploadResult,
  aWatchlist,
  badRequest,
  conflict,
  fakeWatchlistsHttp,
  type FakeAnswer,
} from './watchlists-test-support';
import {
  companiesAddedText,
  downloadError,
  uploadFileError,
  watchlistNameError,
  WatchlistsStore,
} from './watchlists-store';

const ACME = aCompany();
const BRIT = aCompany({
  tickerID: 'BRIT-GB',
  isin: 'GB0000000002',
  name: 'Brit Mining',
  exchange_countryID: 3,
});

function setup(routes: Record<string, FakeAnswer> = {}) {
  const fake = fakeWatchlistsHttp({
    'GET /watchlists': [
      aWatchlist({ id: 'w2', name: 'zeta', companies: [] }),
      aWatchlist({ id: 'w1', name: 'Alpha', companies: [ACME] }),
    ],
    ...routes,
  });
  const saveFile = vi.fn<(text: string, fileName: string, type: string) => void>();
  const store = new WatchlistsStore(fake.watchlistsApi, { saveFile });
  return { ...fake, store, saveFile };
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

describe('WatchlistsStore: the list', () => {
  it('loads the watchlists by name and shows the first one', async () => {
    const { store } = setup();
    expect(store.status).toBe('idle');
    const loading = store.load();
    expect(store.loading).toBe(true);
    await loading;
    expect(store.status).toBe('ready');
    expect(store.watchlists.map((list) => list.name)).toEqual(['Alpha', 'zeta']);
    expect(store.selected?.id).toBe('w1');
    store.select('w2');
    expect(store.selected?.name).toBe('zeta');
    store.select('unknown');
    expect(store.selected?.name).toBe('zeta');
  });

  it('keeps the error text when the list cannot be loaded', async () => {
    const { store } = setup({
      'GET /watchlists': new ApiError(500, undefined, 'An unknown error has occurred'),
    });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe('An unknown error has occurred');
  });
});

describe('WatchlistsStore: changing watchlists', () => {
  it('creates a watchlist (optionally with companies), keeps the list by name and shows it', async () => {
    const created = aWatchlist({ id: 'w3', name: 'Banks', companies: [BRIT] });
    const { store, callsTo } = setup({ 'POST /watchlists': created });
    await store.load();
    await store.create('  Banks ', ['BRIT-GB']);
    expect(callsTo('POST /watchlists')[0]?.body).toEqual({ name: 'Banks', tickerIds: ['BRIT-GB'] });
    expect(callsTo('POST /watchlists')[0]?.options?.notifyOnError).toBe(false);
    expect(store.watchlists.map((list) => list.name)).toEqual(['Alpha', 'Banks', 'zeta']);
    expect(store.selected?.id).toBe('w3');
  });

  it("rejects with 'Watchlist name already exists.' on a 409, and refuses an empty name without a call", async () => {
    const { store, callsTo } = setup({
      'POST /watchlists': conflict('WATCHLIST_NAME_ALREADY_EXISTS', 'Watchlist name already exists.'),
    });
    await store.load();
    const taken = await failure(store.create('alpha'));
    expect(taken.message).toBe('Watchlist name already exists.');
    expect(store.watchlists).toHaveLength(2);
    const empty = await failure(store.create('   '));
    expect(empty.message).toBe('Watchlist name is required.');
    expect(callsTo('POST /watchlists')).toHaveLength(1);
    expect(watchlistNameError('x'.repeat(101))).toBe('Watchlist name is required.');
    expect(store.nameTaken(' ALPHA ')).toBe(true);
    expect(store.nameTaken('Alpha', 'w1')).toBe(false);
  });

  it('renames and deletes', async () => {
    const { store, callsTo } = setup({
      'PATCH /watchlists/w1': aWatchlist({ id: 'w1', name: 'zz Omega', companies: [ACME] }),
      'DELETE /watchlists/w2': undefined,
    });
    await store.load();
    await store.rename('w1', 'zz Omega');
    expect(callsTo('PATCH /watchlists/w1')[0]?.body).toEqual({ name: 'zz Omega' });
    expect(store.watchlists.map((list) => list.name)).toEqual(['zeta', 'zz Omega']);
    // The watchlist shown stays the one shown, wherever its new name sorts.
    expect(store.selected?.id).toBe('w1');
    store.select('w2');
    await store.delete('w2');
    expect(store.watchlists.map((list) => list.id)).toEqual(['w1']);
    expect(store.selected?.id).toBe('w1');
  });
});

describe('WatchlistsStore: the star', () => {
  it('asks which watchlists hold the open company, and follows adding and removing it', async () => {
    const { store, callsTo, routes } = setup({
      'GET /watchlists/containing': { tickerID: 'BRIT-GB', watchlists: [] },
      'POST /watchlists/w2/companies': aWatchlist({ id: 'w2', name: 'zeta', companies: [BRIT] }),
      'DELETE /watchlists/w2/companies/BRIT-GB': aWatchlist({ id: 'w2', name: 'zeta', companies: [] }),
    });
    await store.load();
    await store.refreshContaining('BRIT-GB');
    expect(callsTo('GET /watchlists/containing')[0]?.options?.query).toEqual({ tickerId: 'BRIT-GB' });
    expect(store.isStarred('BRIT-GB')).toBe(false);

    const adding = store.addCompany('w2', 'BRIT-GB');
    // The checkbox follows the click at once.
    expect(store.isStarred('BRIT-GB')).toBe(true);
    expect(store.isPending('w2', 'BRIT-GB')).toBe(true);
    await adding;
    expect(callsTo('POST /watchlists/w2/companies')[0]?.body).toEqual({ tickerIds: ['BRIT-GB'] });
    expect(store.containingIds('BRIT-GB')).toEqual(['w2']);
    expect(store.byId('w2')?.companies).toHaveLength(1);
    expect(store.isPending('w2', 'BRIT-GB')).toBe(false);

    await store.removeCompany('w2', 'BRIT-GB');
    expect(store.isStarred('BRIT-GB')).toBe(false);
    expect(store.byId('w2')?.companies).toHaveLength(0);

    // A failed change goes back.
    routes['POST /watchlists/w2/companies'] = new ApiError(404, 'TICKER_NOT_FOUND', 'Not found');
    await expect(store.addCompany('w2', 'BRIT-GB')).rejects.toThrow('Not found');
    expect(store.isStarred('BRIT-GB')).toBe(false);
  });

  it('creates a new watchlist holding the company from the star', async () => {
    const { store, callsTo } = setup({
      'GET /watchlists/containing': { tickerID: 'BRIT-GB', watchlists: [] },
      'POST /watchlists': aWatchlist({ id: 'w9', name: 'Miners', companies: [BRIT] }),
    });
    await store.load();
    await store.refreshContaining('BRIT-GB');
    await store.createWith('Miners', 'BRIT-GB');
    expect(callsTo('POST /watchlists')[0]?.body).toEqual({ name: 'Miners', tickerIds: ['BRIT-GB'] });
    expect(store.containingIds('BRIT-GB')).toEqual(['w9']);
    expect(store.isStarred('BRIT-GB')).toBe(true);
  });

  it('falls back on the loaded watchlists when the server has not answered for the company', async () => {
    const { store } = setup({
      'GET /watchlists/containing': new ApiError(500, undefined, 'down'),
    });
    expect(store.containingIds('ACME-US')).toBeUndefined();
    await store.load();
    await store.refreshContaining('ACME-US');
    expect(store.containingIds('ACME-US')).toEqual(['w1']);
    expect(store.isStarred('ACME-US')).toBe(true);
  });
});

describe('WatchlistsStore: upload, download and alerts', () => {
  it('uploads the file as form data (field file) and takes the updated watchlist', async () => {
    const result = anUploadResult({
      watchlist: aWatchlist({ id: 'w1', name: 'Alpha', companies: [ACME, BRIT] }),
    });
    const { store, callsTo } = setup({ 'POST /watchlists/w1/upload': result });
    await store.load();
    const answer = await store.upload('w1', aCsvFile());
    expect(answer.message).toBe('Upload complete.');
    const call = callsTo('POST /watchlists/w1/upload')[0];
    expect(call?.body).toBeInstanceOf(FormData);
    const file = (call?.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('companies.csv');
    expect(call?.options?.notifyOnError).toBe(false);
    expect(store.byId('w1')?.companies.map((company) => company.tickerID)).toEqual(['ACME-US', 'BRIT-GB']);
  });

  it("refuses a file that is not .csv ('Unsupported file type') or over 102400 bytes before sending", async () => {
    const { store, calls } = setup();
    expect((await failure(store.upload('w1', aCsvFile('list.xlsx')))).message).toBe('Unsupported file type');
    expect((await failure(store.upload('w1', aCsvFile('big.csv', '', UPLOAD_MAX_BYTES + 1)))).message).toBe(
      'File size is too large',
    );
    expect(uploadFileError({ name: 'ok.CSV', size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it("rejects with the server's message ('Empty Data', 'Error empty stock data uploaded')", async () => {
    const { store } = setup({ 'POST /watchlists/w1/upload': badRequest('EMPTY_DATA', 'Empty Data') });
    expect((await failure(store.upload('w1', aCsvFile()))).message).toBe('Empty Data');
  });

  it('downloads the chosen watchlists as CSV and saves it under the file name given', async () => {
    const csv = 'isin,company_name\r\nUS0000000001,Acme\r\n';
    const { store, callsTo, saveFile } = setup({ 'POST /watchlists/download': csv });
    await store.download(['w1', 'w2'], 'my lists');
    expect(callsTo('POST /watchlists/download')[0]?.body).toEqual({
      watchlistIds: ['w1', 'w2'],
      fileName: 'my lists.csv',
    });
    expect(saveFile).toHaveBeenCalledWith(csv, 'my lists.csv', 'text/csv;charset=utf-8');
  });

  it('refuses no watchlist, more than 100, or no file name before sending', async () => {
    const { store, calls } = setup();
    expect((await failure(store.download([], 'x'))).message).toBe('Please select a watchlist first.');
    const many = Array.from({ length: 101 }, (_, index) => `w${index}`);
    expect((await failure(store.download(many, 'x'))).message).toBe(
      'You can download 100 Watchlists at any one time.',
    );
    expect(downloadError(['w1'], '  ')).toBe('File name is required.');
    expect(downloadError(many.slice(0, 100), 'ok')).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('reads the alert frequency (Instant until chosen) and saves another with PUT', async () => {
    const { store, callsTo } = setup({
      'GET /watchlists/alert-settings': { frequency: 'INSTANT', lastDigestAt: null },
      'PUT /watchlists/alert-settings': { frequency: 'WEEKLY', lastDigestAt: null },
    });
    expect(store.alertFrequency).toBe('INSTANT');
    await store.loadAlertSettings();
    expect(store.alerts.status).toBe('ready');
    await store.setAlertFrequency('WEEKLY');
    expect(callsTo('PUT /watchlists/alert-settings')[0]?.body).toEqual({ frequency: 'WEEKLY' });
    expect(store.alertFrequency).toBe('WEEKLY');
  });
});

describe('WatchlistsStore: companies picked in the results', () => {
  const CORE = aCompany({ tickerID: 'CORE-JP', isin: 'JP0000000003', name: 'Core Systems' });

  it('adds them to a watchlist in one call without a notification, counts the new ones and shows the list', async () => {
    const { store, callsTo } = setup({
      'POST /watchlists/w2/companies': aWatchlist({ id: 'w2', name: 'zeta', companies: [ACME, BRIT] }),
    });
    await store.load();
    const result = await store.addCompaniesTo({ watchlistId: 'w2' }, ['ACME-US', 'BRIT-GB', 'ACME-US']);
    expect(callsTo('POST /watchlists/w2/companies')).toEqual([
      expect.objectContaining({
        body: { tickerIds: ['ACME-US', 'BRIT-GB'] },
        options: { notifyOnError: false },
      }),
    ]);
    expect(result).toMatchObject({ added: 2, alreadyThere: 0 });
    expect(store.byId('w2')?.companies.map((company) => company.tickerID)).toEqual(['ACME-US', 'BRIT-GB']);
    expect(store.selected?.id).toBe('w2');
    expect(companiesAddedText(result)).toBe("2 companies added to 'zeta'.");
  });

  it('counts companies already in the list apart', async () => {
    const { store } = setup({
      'POST /watchlists/w1/companies': aWatchlist({ id: 'w1', name: 'Alpha', companies: [ACME, BRIT] }),
    });
    await store.load();
    const result = await store.addCompaniesTo({ watchlistId: 'w1' }, ['ACME-US', 'BRIT-GB']);
    expect(result).toMatchObject({ added: 1, alreadyThere: 1 });
    expect(companiesAddedText(result)).toBe("1 company added to 'Alpha'. 1 company was already in it.");
    expect(companiesAddedText({ ...result, added: 0, alreadyThere: 2 })).toBe(
      "No companies added: they are already in 'Alpha'.",
    );
  });

  it('creates a new watchlist with them; a taken name rejects without a call to add', async () => {
    const { store, callsTo, routes } = setup({
      'POST /watchlists': aWatchlist({ id: 'w3', name: 'Miners', companies: [BRIT, CORE] }),
    });
    await store.load();
    const result = await store.addCompaniesTo({ newName: ' Miners ' }, ['BRIT-GB', 'CORE-JP']);
    expect(callsTo('POST /watchlists')[0]?.body).toEqual({
      name: 'Miners',
      tickerIds: ['BRIT-GB', 'CORE-JP'],
    });
    expect(result).toMatchObject({ added: 2, alreadyThere: 0 });
    expect(store.selected?.name).toBe('Miners');

    routes['POST /watchlists'] = conflict('WATCHLIST_NAME_ALREADY_EXISTS', 'Watchlist name already exists.');
    const taken = await failure(store.addCompaniesTo({ newName: 'alpha' }, ['BRIT-GB']));
    expect(taken.errorCode).toBe('WATCHLIST_NAME_ALREADY_EXISTS');
    expect((await failure(store.addCompaniesTo({ newName: '  ' }, ['BRIT-GB']))).message).toBe(
      'Watchlist name is required.',
    );
    expect((await failure(store.addCompaniesTo({ watchlistId: 'w1' }, []))).message).toBe(
      'Stock not selected',
    );
  });

  it(`sends more than ${ADD_COMPANIES_MAX} companies in several calls`, async () => {
    const many = Array.from({ length: ADD_COMPANIES_MAX + 1 }, (_, index) => `T-${index}`);
    const { store, callsTo } = setup({
      'POST /watchlists/w2/companies': (body: { tickerIds: string[] }) =>
        aWatchlist({
          id: 'w2',
          name: 'zeta',
          companies: body.tickerIds.map((tickerID) => aCompany({ tickerID })),
        }),
    });
    await store.load();
    await store.addCompaniesTo({ watchlistId: 'w2' }, many);
    expect(
      callsTo('POST /watchlists/w2/companies').map(
        (call) => (call.body as { tickerIds: string[] }).tickerIds.length,
      ),
    ).toEqual([ADD_COMPANIES_MAX, 1]);
  });

  it('rejects with the server refusal (an exchange no longer permitted) and keeps the list as it was', async () => {
    const notFound = new ApiError(404, 'TICKER_NOT_FOUND', 'No company was found for this selection.');
    const { store } = setup({ 'POST /watchlists/w2/companies': notFound });
    await store.load();
    expect((await failure(store.addCompaniesTo({ watchlistId: 'w2' }, ['BRIT-GB']))).message).toBe(
      'No company was found for this selection.',
    );
    expect(store.byId('w2')?.companies).toEqual([]);
  });

  it('turns the star on when the open company was among them', async () => {
    const { store } = setup({
      'GET /watchlists/containing': { tickerID: 'BRIT-GB', watchlists: [] },
      'POST /watchlists/w2/companies': aWatchlist({ id: 'w2', name: 'zeta', companies: [BRIT] }),
    });
    await store.load();
    await store.refreshContaining('BRIT-GB');
    expect(store.isStarred('BRIT-GB')).toBe(false);
    await store.addCompaniesTo({ watchlistId: 'w2' }, ['BRIT-GB']);
    expect(store.isStarred('BRIT-GB')).toBe(true);
  });
});
