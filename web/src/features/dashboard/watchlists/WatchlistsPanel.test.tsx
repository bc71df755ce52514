import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  byRole,
  cleanup,
  click,
  field,
  flush,
  render,
  submit,
  type,
  waitFor,
} from '../../../test-support/render-support';
import { NO_WATCHLISTS_TEXT, PHONE_WATCHLIST_COLUMNS, WATCHLIST_COLUMNS } from './WatchlistsBody';
import { WatchlistsPanel } from './WatchlistsPanel';
import {
  aCompany,
  aWatchlist,
  conflict,
  fakeWatchlistsHttp,
  type FakeAnswer,
} from './watchlists-test-support';
import { WatchlistsStore } from './watchlists-store';

afterEach(cleanup);

const ACME = aCompany();
const BRIT = aCompany({
  tickerID: 'BRIT-GB',
  isin: 'GB0000000002',
  name: 'Brit Mining',
  ticker: 'BRIT',
  exchange_countryID: 3,
  exchange_country: 'United Kingdom',
  domicile_country: 'United Kingdom',
  rating: 'B',
  final_score: 40.06,
});

async function mount(routes: Record<string, FakeAnswer> = {}, selectedTickerId?: string) {
  const fake = fakeWatchlistsHttp({
    'GET /watchlists': [
      aWatchlist({ id: 'w1', name: 'Alpha', companies: [ACME, BRIT] }),
      aWatchlist({ id: 'w2', name: 'Beta', companies: [] }),
    ],
    ...routes,
  });
  const store = new WatchlistsStore(fake.watchlistsApi, { saveFile: vi.fn() });
  const onOpenCompany = vi.fn();
  render(<WatchlistsPanel store={store} onOpenCompany={onOpenCompany} selectedTickerId={selectedTickerId} />);
  await act(async () => {
    await store.load();
  });
  await flush();
  return { ...fake, store, onOpenCompany };
}

const gridReady = () => document.querySelector('[role="treegrid"] tbody td') !== null;

function bodyRows(): string[][] {
  return [...document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
}

function menuItem(name: string): HTMLElement {
  const item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (candidate) => candidate.textContent === name,
  );
  if (item === undefined) throw new Error(`no menu item ${name}`);
  return item;
}

function formNamed(name: string): HTMLFormElement {
  const found = document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`);
  if (found === null) throw new Error(`no form ${name}`);
  return found;
}

describe('WatchlistsPanel', () => {
  it("shows the chosen watchlist's companies with the Watchlist fields; a click opens one", async () => {
    const { onOpenCompany } = await mount();
    await waitFor(gridReady, 'the grid');
    expect(byRole('treegrid', 'Watchlist companies')).toBeDefined();
    const headers = [...document.querySelectorAll('[role="treegrid"] .ht_master thead th')].map(
      (header) => header.textContent,
    );
    expect(headers).toEqual(['Name', 'Ticker', 'Rating', 'Risk', 'ISIN', 'Domicile', 'Exchange']);
    expect(bodyRows()[1]).toEqual([
      'Brit Mining',
      'BRIT',
      'B',
      '40.1',
      'GB0000000002',
      'United Kingdom',
      'United Kingdom',
    ]);
    expect(byRole('status', '2 companies in Alpha')).toBeDefined();

    const cell = document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')[1]?.querySelector('td');
    if (cell === null || cell === undefined) throw new Error('no cell');
    act(() => {
      for (const kind of ['mousedown', 'mouseup']) {
        cell.dispatchEvent(new MouseEvent(kind, { bubbles: true, cancelable: true, button: 0, buttons: 1 }));
      }
    });
    expect(onOpenCompany).toHaveBeenCalledWith({
      tickerId: 'BRIT-GB',
      exchangeCountryId: 3,
      isin: 'GB0000000002',
      name: 'Brit Mining',
      exchangeCountry: 'United Kingdom',
    });
  });

  it('shows why a watched company has no rating: not rated with a score, not scored without one', async () => {
    await mount({
      'GET /watchlists': [
        aWatchlist({
          id: 'w1',
          name: 'Alpha',
          companies: [
            aCompany({ tickerID: 'FILE-US', name: 'Filed Co', rating: null, final_score: 61.2 }),
            aCompany({ tickerID: 'NEW-US', name: 'New Co', rating: null, final_score: null, year: null }),
          ],
        }),
      ],
    });
    await waitFor(gridReady, 'the grid');
    expect(bodyRows().map((row) => row[2])).toEqual(['Not rated: fewer than 30 peers', 'Not scored']);
    const chips = [...document.querySelectorAll<HTMLElement>('[role="treegrid"] .ht_master .ls-rating-note')];
    expect(chips.map((chip) => [chip.textContent, chip.title])).toEqual([
      ['Not rated', 'Not rated: fewer than 30 peers'],
      ['Not scored', 'Not scored'],
    ]);
  });

  it('shows the ticker in a column of its own, N/A for a company without one, sorted in the grid', async () => {
    await mount({
      'GET /watchlists': [
        aWatchlist({
          id: 'w1',
          name: 'Alpha',
          companies: [
            ACME,
            aCompany({
              tickerID: 'CIK0009999901',
              ticker: null,
              isin: 'missing',
              name: 'Fixture Foods Corp',
            }),
            aCompany({
              tickerID: 'ANON-3F9A2C1B2D',
              ticker: 'ANON-3F9A2C1B2D',
              name: 'Anonymized stock 3F9A2C',
            }),
          ],
        }),
      ],
    });
    await waitFor(gridReady, 'the grid');
    expect(bodyRows().map((row) => row.slice(0, 2))).toEqual([
      ['Acme Holdings', 'ACME'],
      ['Fixture Foods Corp', 'N/A'],
      ['Anonymized stock 3F9A2C', 'ANON-3F9A2C1B2D'],
    ]);
    const ticker = WATCHLIST_COLUMNS[1];
    expect(ticker).toMatchObject({ key: 'ticker', header: 'Ticker', monospace: true });
    // One line, a long ticker cut with an ellipsis (its whole text in the tooltip); the grid sorts it.
    expect(ticker?.wrap).toBeUndefined();
    expect(ticker?.sortable).toBe(true);
  });

  it("puts the ticker on the name's second line on a phone: name, rating and risk lead", async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        // Every max-width query of the theme's breakpoints holds on a 390 px phone.
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      })),
    );
    try {
      await mount();
      await waitFor(gridReady, 'the grid');
      const headers = [...document.querySelectorAll('[role="treegrid"] .ht_master thead th')].map(
        (header) => header.textContent,
      );
      expect(headers).toEqual(['Name', 'Rating', 'Risk', 'ISIN', 'Domicile', 'Exchange']);
      const name = document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')[1]?.querySelector('td');
      expect([...(name?.querySelectorAll('.ls-cell-line') ?? [])].map((line) => line.textContent)).toEqual([
        'Brit Mining',
        'BRIT',
      ]);
      expect(bodyRows()[1]?.slice(1, 3)).toEqual(['B', '40.1']);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(PHONE_WATCHLIST_COLUMNS.map((column) => column.header)).not.toContain('Ticker');
  });

  it('says what to do when a watchlist is empty, and when there is no watchlist', async () => {
    const { store } = await mount();
    act(() => {
      store.select('w2');
    });
    await flush();
    expect(document.body.textContent).toContain('This watchlist is empty.');
    cleanup();
    await mount({ 'GET /watchlists': [] });
    expect(byRole('status', `${NO_WATCHLISTS_TEXT}Create a watchlist`)).toBeDefined();
  });

  it('shows the error with Retry when the watchlists cannot be loaded', async () => {
    await mount({ 'GET /watchlists': conflict('X', 'The list is not available.') });
    expect(document.body.textContent).toContain('The list is not available.');
    expect(byRole('button', 'Retry')).toBeDefined();
  });

  it('removes the open company from the watchlist', async () => {
    const { callsTo } = await mount(
      {
        'DELETE /watchlists/w1/companies/BRIT-GB': aWatchlist({ id: 'w1', name: 'Alpha', companies: [ACME] }),
      },
      'BRIT-GB',
    );
    click(byRole('button', 'Remove Brit Mining from Alpha'));
    await flush();
    expect(callsTo('DELETE /watchlists/w1/companies/BRIT-GB')).toHaveLength(1);
    expect(byRole('status', '1 company in Alpha')).toBeDefined();
  });

  it("creates a watchlist; a taken name shows 'Watchlist name already exists.' in the dialog", async () => {
    const { routes, store } = await mount({
      'POST /watchlists': conflict('WATCHLIST_NAME_ALREADY_EXISTS', 'Watchlist name already exists.'),
    });
    click(byRole('button', 'New watchlist'));
    await flush();
    const dialog = byRole('dialog', 'New watchlist');
    type(field('Watchlist name'), 'alpha');
    submit(formNamed('New watchlist'));
    await flush();
    expect(dialog.textContent).toContain('Watchlist name already exists.');
    routes['POST /watchlists'] = aWatchlist({ id: 'w3', name: 'Gamma', companies: [] });
    type(field('Watchlist name'), 'Gamma');
    submit(formNamed('New watchlist'));
    await flush();
    expect(store.selected?.name).toBe('Gamma');
  });

  it('renames and deletes (after confirmation) from the actions menu', async () => {
    const { callsTo, store } = await mount({
      'PATCH /watchlists/w1': aWatchlist({ id: 'w1', name: 'Omega', companies: [ACME, BRIT] }),
      'DELETE /watchlists/w1': undefined,
    });
    click(byRole('button', 'Watchlist actions'));
    await flush();
    click(menuItem('Rename'));
    await flush();
    expect(field('Watchlist name').value).toBe('Alpha');
    type(field('Watchlist name'), 'Omega');
    submit(formNamed('Rename watchlist'));
    await flush();
    expect(callsTo('PATCH /watchlists/w1')[0]?.body).toEqual({ name: 'Omega' });

    click(byRole('button', 'Watchlist actions'));
    await flush();
    click(menuItem('Delete'));
    await flush();
    const confirm = byRole('dialog', 'Delete watchlist?');
    expect(confirm.textContent).toContain('Omega');
    click([...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Delete') as HTMLElement);
    await flush();
    expect(callsTo('DELETE /watchlists/w1')).toHaveLength(1);
    expect(store.watchlists.map((list) => list.name)).toEqual(['Beta']);
  });

  it('downloads the ticked watchlists; beyond 100 it says so and does not send', async () => {
    const many = Array.from({ length: 101 }, (_, index) =>
      aWatchlist({ id: `w${index}`, name: `List ${String(index).padStart(3, '0')}`, companies: [] }),
    );
    const { callsTo } = await mount({ 'GET /watchlists': many, 'POST /watchlists/download': 'isin\r\n' });
    click(byRole('button', 'Download CSV'));
    await flush();
    const dialog = byRole('dialog', 'Download watchlists');
    const boxes = () => [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes().filter((box) => box.checked)).toHaveLength(1);
    click(boxes()[0] as HTMLInputElement);
    await flush();
    expect(dialog.textContent).toContain('101 selected');
    expect(dialog.textContent).toContain('You can download 100 Watchlists at any one time.');
    expect(byRole('button', 'Download').hasAttribute('disabled')).toBe(true);

    click(boxes()[1] as HTMLInputElement);
    await flush();
    expect(dialog.textContent).not.toContain('You can download 100 Watchlists');
    type(field('File name'), 'lists');
    submit(formNamed('Download watchlists'));
    await flush();
    const body = callsTo('POST /watchlists/download')[0]?.body as {
      watchlistIds: string[];
      fileName: string;
    };
    expect(body.watchlistIds).toHaveLength(100);
    expect(body.fileName).toBe('lists.csv');
  });

  it('sets the alert frequency: Instant by default, saved with PUT', async () => {
    const { callsTo } = await mount({
      'GET /watchlists/alert-settings': { frequency: 'INSTANT', lastDigestAt: null },
      'PUT /watchlists/alert-settings': { frequency: 'MONTHLY', lastDigestAt: null },
    });
    click(byRole('button', 'Alert frequency'));
    await flush();
    const dialog = byRole('dialog', 'Alert frequency');
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).toEqual(['INSTANT', 'DAILY', 'WEEKLY', 'MONTHLY']);
    expect(radios.find((radio) => radio.checked)?.value).toBe('INSTANT');
    click(radios[3] as HTMLInputElement);
    submit(formNamed('Alert frequency'));
    await flush();
    expect(callsTo('PUT /watchlists/alert-settings')[0]?.body).toEqual({ frequency: 'MONTHLY' });
  });
});
