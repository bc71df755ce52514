import { spy } from 'mobx';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { callsTo, fetchRouting, jsonResponse, type RouteAnswer } from '../../../test-support/http';
import { enableActEnvironment, mountApp, unmountApp } from '../../../test-support/mount-app';
import { byRole, field, type } from '../../../test-support/render-support';
import { aFilterResult, aRow } from '../screen/screen-test-support';
import { aCompany, aWatchlist } from '../watchlists/watchlists-test-support';

let stopSpy: (() => void) | undefined;

// The whole dashboard with its grids: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(enableActEnvironment);
afterEach(() => {
  stopSpy?.();
  stopSpy = undefined;
  unmountApp();
});

const ACME = aCompany();
const BRIT = aCompany({ tickerID: 'BRIT-GB', isin: 'GB0000000002', name: 'Brit Mining' });
const CORE = aRow({ isin: 'JP0000000003', name: 'Core Systems', tickerID: 'CORE-JP', final_score: 30.5 });

async function until(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const resultsGrid = () => document.querySelector('[role="treegrid"][aria-label="Results"]');
const boxes = () => [
  ...(resultsGrid()?.querySelectorAll<HTMLInputElement>('.ht_master tbody td input[type="checkbox"]') ?? []),
];
/** The radio button a label (MUI's FormControlLabel, which wraps its input) names. */
function radio(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('[role="dialog"] label')].find(
    (candidate) => candidate.textContent === label,
  );
  const input = found?.querySelector('input[type="radio"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no radio ${label}`);
  return input;
}

const statusText = () => byRole('group', 'Selected companies').querySelector('[role="status"]')?.textContent;

function mouse(element: Element): void {
  act(() => {
    for (const kind of ['mousedown', 'mouseup', 'click']) {
      element.dispatchEvent(new MouseEvent(kind, { bubbles: true, cancelable: true, button: 0, buttons: 1 }));
    }
  });
}

function press(keyName: string): void {
  act(() => {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true }),
    );
  });
}

function clickButton(name: string): void {
  act(() => {
    byRole('button', name).click();
  });
}

function submitDialog(): void {
  const form = document.querySelector<HTMLFormElement>('[role="dialog"] form');
  if (form === null) throw new Error('no dialog form');
  act(() => {
    form.requestSubmit();
  });
}

async function mountDashboard(routes: Record<string, RouteAnswer> = {}) {
  const fetchMock = fetchRouting({
    'POST /api/dashboard/filter': jsonResponse(
      200,
      aFilterResult({ data: [...aFilterResult().data, CORE], total: 3 }),
    ),
    'GET /api/watchlists': jsonResponse(200, [
      aWatchlist({ id: 'w1', name: 'Tech watch', companies: [ACME] }),
    ]),
    ...routes,
  });
  const app = mountApp('/dashboard', fetchMock, true);
  // The notices the page asks for (the UI store's notify is a bound MobX action: watched with spy).
  const notices: Array<{ title: string; message: string; severity: string }> = [];
  stopSpy = spy((event) => {
    if (event.type === 'action' && event.name === 'notify' && event.object === app.root.ui) {
      notices.push(event.arguments[0] as (typeof notices)[number]);
    }
  });
  await until(() => boxes().length === 3, 'the results with checkboxes');
  return { ...app, fetchMock, notices };
}

/** Ticks Acme with a click on its checkbox cell, then Brit Mining with Space on its row. */
function pickTwo(): void {
  const firstCell = boxes()[0]?.closest('td');
  if (firstCell === null || firstCell === undefined) throw new Error('no checkbox cell');
  mouse(firstCell);
  press('ArrowDown');
  press(' ');
}

describe('Dashboard: add companies from the results to a watchlist', () => {
  it('ticks rows by mouse and keyboard, adds them to a chosen watchlist, and tells how many were added', async () => {
    const { fetchMock, notices } = await mountDashboard({
      'POST /api/watchlists/w1/companies': jsonResponse(
        200,
        aWatchlist({ id: 'w1', name: 'Tech watch', companies: [ACME, BRIT] }),
      ),
    });
    expect(byRole('button', 'Add selected to watchlist').hasAttribute('disabled')).toBe(true);
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select Acme Holdings',
      'Select Brit Mining',
      'Select Core Systems',
    ]);

    pickTwo();
    expect(statusText()).toBe('2 companies selected');
    expect(boxes().map((box) => box.checked)).toEqual([true, true, false]);

    clickButton('Add selected to watchlist');
    await until(() => document.querySelector('[role="dialog"]') !== null, 'the dialog');
    const dialog = byRole('dialog', 'Add 2 companies to a watchlist');
    expect(dialog.textContent).toContain('Acme Holdings and Brit Mining');
    expect(radio('Tech watch (1 company)').checked).toBe(true);
    expect(radio('New watchlist').checked).toBe(false);
    submitDialog();
    const added = (message: string) => notices.some((notice) => notice.message === message);
    const expected = "1 company added to 'Tech watch'. 1 company was already in it.";
    await until(() => added(expected), 'the notice');

    expect(callsTo(fetchMock, 'POST /api/watchlists/w1/companies')[0]?.body).toEqual({
      tickerIds: ['ACME-US', 'BRIT-GB'],
    });
    expect(notices).toContainEqual({
      title: 'Notification',
      message: expected,
      severity: 'success',
    });
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    expect(statusText()).toContain('Tick companies');
    expect(boxes().map((box) => box.checked)).toEqual([false, false, false]);

    // The Watchlists tab shows the list they went to.
    act(() => {
      byRole('tab', 'Watchlists').click();
    });
    await until(() => document.body.textContent.includes('Brit Mining') && boxes().length === 0, 'the tab');
    expect(document.body.textContent).toContain('Tech watch');
  });

  it('creates a new watchlist with the ticked companies', async () => {
    const { fetchMock, notices } = await mountDashboard({
      'POST /api/watchlists': jsonResponse(
        201,
        aWatchlist({ id: 'w2', name: 'Miners', companies: [ACME, BRIT] }),
      ),
    });
    pickTwo();
    clickButton('Add selected to watchlist');
    await until(() => document.querySelector('[role="dialog"]') !== null, 'the dialog');
    act(() => {
      radio('New watchlist').click();
    });
    type(field('New watchlist name'), 'Miners');
    submitDialog();
    await until(
      () => notices.some((notice) => notice.message === "2 companies added to 'Miners'."),
      'the notice',
    );
    expect(callsTo(fetchMock, 'POST /api/watchlists')[0]?.body).toEqual({
      name: 'Miners',
      tickerIds: ['ACME-US', 'BRIT-GB'],
    });
  });

  it('shows a refusal in the dialog and keeps the ticks', async () => {
    const { notices } = await mountDashboard({
      'POST /api/watchlists/w1/companies': jsonResponse(404, {
        statusCode: 404,
        errorCode: 'TICKER_NOT_FOUND',
        message: 'No company was found for this selection.',
      }),
    });
    pickTwo();
    clickButton('Add selected to watchlist');
    await until(() => document.querySelector('[role="dialog"]') !== null, 'the dialog');
    submitDialog();
    await until(() => document.querySelector('[role="dialog"] [role="alert"]') !== null, 'the error');
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe(
      'No company was found for this selection.',
    );
    expect(notices.map((notice) => notice.message)).not.toContain('No company was found for this selection.');
    expect(statusText()).toBe('2 companies selected');
  });
});

describe('Dashboard: a company asked for by the address (Luca citations)', () => {
  it('opens /dashboard?tickerId=&exchangeCountryId=&year= on that company and year, not the first result', async () => {
    const fetchMock = fetchRouting({
      'POST /api/dashboard/filter': jsonResponse(
        200,
        aFilterResult({ data: [...aFilterResult().data, CORE], total: 3 }),
      ),
      'POST /api/dashboard/availableYears': jsonResponse(200, { data: [2025, 2024], restrictAccess: false }),
    });
    const app = mountApp('/dashboard?tickerId=CORE-JP&exchangeCountryId=3&year=2024', fetchMock, true);
    await until(() => boxes().length === 3, 'the results');
    await until(
      () => callsTo(fetchMock, 'POST /api/dashboard/tickerDetail').length > 0,
      'the company panels',
    );
    const opened = callsTo(fetchMock, 'POST /api/dashboard/availableYears').map((call) => call.body);
    expect(opened).toEqual([{ tickerId: 'CORE-JP', exchangeCountryId: 3 }]);
    expect(callsTo(fetchMock, 'POST /api/dashboard/tickerDetail')[0]?.body).toMatchObject({
      tickerId: 'CORE-JP',
      exchangeCountryId: 3,
      year: 2024,
    });
    expect(app.router.state.location.search).toBe('?tickerId=CORE-JP&exchangeCountryId=3&year=2024');
  });
});
