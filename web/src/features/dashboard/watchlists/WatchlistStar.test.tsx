import { afterEach, describe, expect, it } from 'vitest';

import {
  byRole,
  cleanup,
  click,
  flush,
  key,
  render,
  submit,
  type,
} from '../../../test-support/render-support';
import { WatchlistStar } from './WatchlistStar';
import {
  aCompany,
  aWatchlist,
  conflict,
  fakeWatchlistsHttp,
  type FakeAnswer,
} from './watchlists-test-support';
import { WatchlistsStore } from './watchlists-store';

afterEach(cleanup);

const BRIT = aCompany({ tickerID: 'BRIT-GB', isin: 'GB0000000002', name: 'Brit Mining' });

async function mount(routes: Record<string, FakeAnswer> = {}) {
  const fake = fakeWatchlistsHttp({
    'GET /watchlists': [
      aWatchlist({ id: 'w1', name: 'Alpha' }),
      aWatchlist({ id: 'w2', name: 'Beta', companies: [] }),
    ],
    'GET /watchlists/containing': { tickerID: 'BRIT-GB', watchlists: [] },
    'POST /watchlists/w2/companies': aWatchlist({ id: 'w2', name: 'Beta', companies: [BRIT] }),
    'DELETE /watchlists/w2/companies/BRIT-GB': aWatchlist({ id: 'w2', name: 'Beta', companies: [] }),
    ...routes,
  });
  const store = new WatchlistsStore(fake.watchlistsApi);
  await store.load();
  render(<WatchlistStar store={store} tickerId="BRIT-GB" companyName="Brit Mining" />);
  await flush();
  return { ...fake, store };
}

function checkbox(name: string): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === name);
  const input = label?.querySelector('input[type="checkbox"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no checkbox ${name}`);
  return input;
}

function newListForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>(
    'form[aria-label="Create a watchlist with this company"]',
  );
  if (form === null) throw new Error('no new watchlist form');
  return form;
}

describe('WatchlistStar', () => {
  it('is off for a company in no watchlist, and turns on when it is ticked into one', async () => {
    const { callsTo } = await mount();
    expect(callsTo('GET /watchlists/containing')[0]?.options?.query).toEqual({ tickerId: 'BRIT-GB' });
    const star = byRole('button', 'Add to watchlist');
    expect(star.getAttribute('aria-haspopup')).toBe('dialog');
    click(star);
    await flush();
    const popup = byRole('dialog', 'Add to watchlist');
    expect(popup.textContent).toContain('Brit Mining');
    expect(checkbox('Alpha').checked).toBe(false);
    expect(checkbox('Beta').checked).toBe(false);

    click(checkbox('Beta'));
    await flush();
    expect(callsTo('POST /watchlists/w2/companies')[0]?.body).toEqual({ tickerIds: ['BRIT-GB'] });
    expect(checkbox('Beta').checked).toBe(true);
    expect(byRole('button', 'In watchlist')).toBeDefined();

    click(checkbox('Beta'));
    await flush();
    expect(callsTo('DELETE /watchlists/w2/companies/BRIT-GB')).toHaveLength(1);
    expect(byRole('button', 'Add to watchlist')).toBeDefined();
  });

  it('is on when the server says a watchlist holds the company', async () => {
    await mount({
      'GET /watchlists/containing': { tickerID: 'BRIT-GB', watchlists: [{ id: 'w1', name: 'Alpha' }] },
    });
    click(byRole('button', 'In watchlist'));
    await flush();
    expect(checkbox('Alpha').checked).toBe(true);
  });

  it('creates a new watchlist with the company; a taken name shows under the field', async () => {
    const created = aWatchlist({ id: 'w3', name: 'Miners', companies: [BRIT] });
    const { routes, callsTo } = await mount({
      'POST /watchlists': conflict('WATCHLIST_NAME_ALREADY_EXISTS', 'Watchlist name already exists.'),
    });
    click(byRole('button', 'Add to watchlist'));
    await flush();
    const name = document.querySelector<HTMLInputElement>(
      'form[aria-label="Create a watchlist with this company"] input',
    );
    if (name === null) throw new Error('no name field');
    type(name, 'alpha');
    submit(newListForm());
    await flush();
    expect(byRole('dialog', 'Add to watchlist').textContent).toContain('Watchlist name already exists.');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    routes['POST /watchlists'] = created;
    type(name, 'Miners');
    submit(newListForm());
    await flush();
    expect(callsTo('POST /watchlists')[1]?.body).toEqual({ name: 'Miners', tickerIds: ['BRIT-GB'] });
    expect(checkbox('Miners').checked).toBe(true);
    expect(byRole('button', 'In watchlist')).toBeDefined();
  });

  it('closes with Escape', async () => {
    await mount();
    click(byRole('button', 'Add to watchlist'));
    await flush();
    key(byRole('dialog', 'Add to watchlist'), 'Escape');
    await flush(10);
    expect(byRole('button', 'Add to watchlist').getAttribute('aria-expanded')).toBe('false');
  });
});
