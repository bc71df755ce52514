import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { byRole, cleanup, click, flush, render, waitFor } from '../../../test-support/render-support';
import { anyRatingNote } from './company-columns';
import {
  EMPTY_RESULTS_TEXT,
  PHONE_RESULT_COLUMNS,
  PHONE_RESULT_COLUMNS_WITH_NOTES,
  RESULT_COLUMNS,
  RESULT_COLUMNS_WITH_NOTES,
  ResultsGrid,
} from './ResultsGrid';
import { aFilterResult, aRow, fakeScreenStore, US } from './screen-test-support';

afterEach(cleanup);

async function mounted(routes: Parameters<typeof fakeScreenStore>[0] = {}, selectedTickerId?: string) {
  const fake = fakeScreenStore(routes, { debounceMs: 60_000 });
  const onOpenCompany = vi.fn();
  const container = render(
    <ResultsGrid store={fake.store} onOpenCompany={onOpenCompany} selectedTickerId={selectedTickerId} />,
  );
  await act(async () => {
    await fake.store.init({ openFirst: false });
  });
  await flush();
  return { ...fake, container, onOpenCompany };
}

const gridReady = () => document.querySelector('[role="treegrid"] tbody td') !== null;

function bodyRows(): string[][] {
  return [...document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
}

function mouse(element: Element, ...types: string[]): void {
  act(() => {
    for (const type of types) {
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, buttons: 1 }));
    }
  });
}

describe('ResultsGrid', () => {
  it('shows the results in a grid region: percentages rounded, rating and risk on the risk scale', async () => {
    await mounted();
    await waitFor(gridReady, 'the grid');
    expect(byRole('region', 'Results')).toBeDefined();
    expect(byRole('treegrid', 'Results')).toBeDefined();
    const headers = [...document.querySelectorAll('[role="treegrid"] .ht_master thead th')].map(
      (header) => header.textContent,
    );
    expect(headers).toEqual([
      'Name',
      'Ticker',
      'Rating',
      'Risk',
      'ISIN',
      'Domicile',
      'Exchange',
      'Rank %',
      'Rank in sector %',
      'Beneish M-score',
      'Dechow F-score',
      'Filing events',
    ]);
    expect(bodyRows()[0]).toEqual([
      'Acme Holdings',
      'ACME',
      'D+',
      '82.4',
      'US0000000001',
      'United States',
      'United States',
      '87',
      '92',
      '-1.52',
      '1.37',
      '',
    ]);
    const rating = document.querySelector<HTMLElement>('[role="treegrid"] .ht_master tbody td .ls-risk-chip');
    expect(rating?.title).toBe('High risk');
    const riskHeader = [...document.querySelectorAll('[role="treegrid"] .ht_master thead th')].at(3);
    expect(riskHeader?.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the ticker in a narrow monospace column after the name, N/A without one, not sorted (the API has no ticker order)', async () => {
    const { store, callsTo } = await mounted({
      '/dashboard/filter': aFilterResult({
        data: [
          aRow(),
          aRow({ tickerID: 'CIK0009999901', ticker: null, name: 'Fixture Foods Corp', origin: 'sec' }),
        ],
      }),
    });
    await waitFor(gridReady, 'the grid');
    expect(bodyRows().map((row) => row.slice(0, 2))).toEqual([
      ['Acme Holdings', 'ACME'],
      ['Fixture Foods Corp', 'N/A'],
    ]);
    const ticker = document
      .querySelectorAll('[role="treegrid"] .ht_master tbody tr')[0]
      ?.querySelectorAll('td')[1];
    expect(ticker?.classList.contains('ls-mono')).toBe(true);
    // One line: a long ticker ends in an ellipsis, the whole ticker in the cell's tooltip.
    expect(ticker?.classList.contains('htNoWrap')).toBe(true);
    for (const columns of [RESULT_COLUMNS, RESULT_COLUMNS_WITH_NOTES]) {
      expect(columns[1]).toMatchObject({ key: 'ticker', header: 'Ticker', monospace: true, sortable: false });
      // Six characters ('600519') at the grid's 12 px monospace, about 7.2 px each, and the cell's padding.
      expect(columns[1]?.width).toBeGreaterThanOrEqual(Math.ceil(6 * 7.23 + 13));
      expect(columns[1]?.width).toBeLessThanOrEqual(64);
    }
    // A click on its header asks the server for nothing.
    const before = callsTo('/dashboard/filter').length;
    const header = [...document.querySelectorAll('[role="treegrid"] .ht_master thead th .colHeader')].find(
      (label) => label.textContent === 'Ticker',
    );
    if (header === undefined) throw new Error('no Ticker header');
    mouse(header, 'mousedown', 'mouseup', 'click');
    await flush();
    expect(callsTo('/dashboard/filter')).toHaveLength(before);
    expect(store.results.sort).toEqual({ field: 'final_score', dir: 'desc' });
  });

  it('keeps the Risk column wide enough for its chip, and the other columns near what their headers need', () => {
    for (const columns of [RESULT_COLUMNS, RESULT_COLUMNS_WITH_NOTES, PHONE_RESULT_COLUMNS]) {
      // The chip '100.0' with its dot is about 67 px, the cell's padding and border 13.
      expect(columns.find((column) => column.key === 'final_score')?.minWidth).toBeGreaterThanOrEqual(80);
    }
    const width = (key: string) => RESULT_COLUMNS.find((column) => column.key === key);
    expect(width('isin')).toMatchObject({ width: 100, minWidth: 100, monospace: true });
    expect(width('rank_percent_within_sector')).toMatchObject({ wrapHeader: true });
    expect(width('rank_percent_within_sector')?.width).toBeLessThan(144);
  });

  it("leads with name and ticker, rating and risk on a phone: the ticker on the name's second line", async () => {
    const matchMedia = vi.fn((query: string) => ({
      // Every max-width query of the theme's breakpoints holds on a 390 px phone.
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      await mounted();
      await waitFor(gridReady, 'the grid');
      const headers = [...document.querySelectorAll('[role="treegrid"] .ht_master thead th')].map(
        (header) => header.textContent,
      );
      expect(headers.slice(0, 3)).toEqual(['Name', 'Rating', 'Risk']);
      // The phone has no Ticker column: the ticker is the name's second line.
      expect(headers).not.toContain('Ticker');
      const name = document.querySelector('[role="treegrid"] .ht_master tbody td');
      expect([...(name?.querySelectorAll('.ls-cell-line') ?? [])].map((line) => line.textContent)).toEqual([
        'Acme Holdings',
        'ACME',
      ]);
      expect(bodyRows()[0]?.slice(1, 3)).toEqual(['D+', '82.4']);
    } finally {
      vi.unstubAllGlobals();
    }
    // Name, rating (its header asks ~82 px) and risk fit a 390 px phone's grid beside the row checkbox
    // (about 294 px of columns); with a note the Rating column is wider and the name narrower.
    const lead = (columns: typeof PHONE_RESULT_COLUMNS) =>
      columns
        .slice(0, 3)
        .reduce((sum, column) => sum + Math.max(column.width ?? 0, column.minWidth ?? 0, 82), 0);
    expect(lead(PHONE_RESULT_COLUMNS)).toBeLessThanOrEqual(290);
    expect(lead(PHONE_RESULT_COLUMNS_WITH_NOTES)).toBeLessThanOrEqual(290);
  });

  it('opens the company of a clicked row, and highlights the selected one', async () => {
    const { onOpenCompany } = await mounted({}, 'BRIT-GB');
    await waitFor(gridReady, 'the grid');
    const secondRow = document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')[1];
    expect(secondRow?.querySelector('td')?.classList.contains('ls-row-selected')).toBe(true);
    const firstCell = document.querySelector('[role="treegrid"] .ht_master tbody td');
    if (firstCell === null) throw new Error('no cell');
    mouse(firstCell, 'mousedown', 'mouseup');
    expect(onOpenCompany).toHaveBeenCalledWith({
      tickerId: 'ACME-US',
      exchangeCountryId: US,
      isin: 'US0000000001',
      name: 'Acme Holdings',
      exchangeCountry: 'United States',
    });
  });

  it('cycles the risk sort on the server when its header is clicked', async () => {
    const { store, callsTo } = await mounted();
    await waitFor(gridReady, 'the grid');
    const riskLabel = () =>
      [...document.querySelectorAll('[role="treegrid"] .ht_master thead th .colHeader')].find(
        (label) => label.textContent === 'Risk',
      ) as Element;
    mouse(riskLabel(), 'mousedown', 'mouseup', 'click');
    await flush();
    expect(store.results.sort).toEqual({ field: 'final_score', dir: 'asc' });
    expect(callsTo('/dashboard/filter').at(-1)?.body.filterOrders).toEqual([
      { field: 'final_score', dir: 'asc' },
    ]);
    await waitFor(
      () => riskLabel().closest('th')?.getAttribute('aria-sort') === 'ascending',
      'the ascending indicator',
    );
    mouse(riskLabel(), 'mousedown', 'mouseup', 'click');
    await flush();
    expect(store.results.sort).toBeNull();
    // The rows stay in the server's order: the grid does not sort them itself.
    expect(bodyRows().map((row) => row[0])).toEqual(['Acme Holdings', 'Brit Mining']);
  });

  it("ends with the models' Beneish M-score and Dechow F-score columns (2 decimals, N/A when missing), sorted on the server", async () => {
    const models = RESULT_COLUMNS.slice(-3, -1);
    expect(models.map((column) => [column.key, column.header])).toEqual([
      ['mScore', 'Beneish M-score'],
      ['fScore', 'Dechow F-score'],
    ]);
    const [mScore, fScore] = models;
    expect(mScore?.format?.(-1.5234, aFilterResult().data[0]!)).toBe('-1.52');
    expect(fScore?.format?.(null, aFilterResult().data[0]!)).toBe('N/A');
    const { store, callsTo } = await mounted();
    store.results.toggleSort('mScore');
    await flush();
    expect(callsTo('/dashboard/filter').at(-1)?.body.filterOrders).toEqual([{ field: 'mScore', dir: 'asc' }]);
    store.results.toggleSort('fScore');
    await flush();
    expect(callsTo('/dashboard/filter').at(-1)?.body.filterOrders).toEqual([{ field: 'fScore', dir: 'asc' }]);
  });

  it("ends with the year's filing events: their labels (empty when none), most first on the server's sort", async () => {
    const { store, callsTo } = await mounted({
      '/dashboard/filter': aFilterResult({
        data: [
          aRow({ filingEvents: ['late-filing', 'non-reliance', 'restatement'] }),
          aRow({ name: 'Calm Co', tickerID: 'CALM-US', filingEvents: [] }),
          aRow({ name: 'Switch Co', tickerID: 'SWCH-US', filingEvents: ['auditor-change'] }),
        ],
        total: 3,
      }),
    });
    await waitFor(gridReady, 'the grid');
    expect(bodyRows().map((row) => [row[0], row.at(-1)])).toEqual([
      ['Acme Holdings', 'Late filing, Non-reliance, Restatement'],
      ['Calm Co', ''],
      ['Switch Co', 'Auditor change'],
    ]);
    // The whole of a long line stays readable: the cell wraps instead of cutting it.
    for (const columns of [RESULT_COLUMNS, PHONE_RESULT_COLUMNS]) {
      expect(columns.at(-1)).toMatchObject({ key: 'filingEvents', header: 'Filing events', wrap: true });
    }

    // A click on its header sorts on the server by the count of events, the most first, then the fewest.
    const header = () =>
      [...document.querySelectorAll('[role="treegrid"] .ht_master thead th .colHeader')].find(
        (label) => label.textContent === 'Filing events',
      ) as Element;
    mouse(header(), 'mousedown', 'mouseup', 'click');
    await flush();
    expect(store.results.sort).toEqual({ field: 'filingEvents', dir: 'desc' });
    expect(callsTo('/dashboard/filter').at(-1)?.body.filterOrders).toEqual([
      { field: 'filingEvents', dir: 'desc' },
    ]);
    await waitFor(
      () => header().closest('th')?.getAttribute('aria-sort') === 'descending',
      'the descending indicator',
    );
    mouse(header(), 'mousedown', 'mouseup', 'click');
    await flush();
    expect(store.results.sort).toEqual({ field: 'filingEvents', dir: 'asc' });
  });

  it('keeps the name readable beside the filters: the wide grid scrolls sideways rather than squeeze it', () => {
    for (const columns of [RESULT_COLUMNS, RESULT_COLUMNS_WITH_NOTES]) {
      expect(columns[0]).toMatchObject({ key: 'name', width: 200, minWidth: 120, wrap: true });
    }
    // On a phone the name has its own narrow width, and the grid scrolls past rating and risk anyway.
    expect(PHONE_RESULT_COLUMNS[0]).toMatchObject({ key: 'name', minWidth: 124 });
  });

  it("shows 'Not rated' or 'Not scored' instead of a letter, the API's note as the tooltip, never N/A", async () => {
    const notScored = 'Not scored: the F-score is N/A (no statements for t−1)';
    await mounted({
      '/dashboard/filter': aFilterResult({
        data: [
          aRow({
            name: 'Filed Co',
            tickerID: 'FILE-US',
            rating: null,
            scoreNote: 'Not rated: fewer than 30 peers',
            rank_percent: null,
            rank_percent_within_sector: null,
          }),
          aRow({
            name: 'Young Co',
            tickerID: 'YOUNG-US',
            rating: null,
            scoreNote: notScored,
            final_score: null,
            rank_percent: null,
            rank_percent_within_sector: null,
          }),
        ],
        total: 2,
      }),
    });
    await waitFor(gridReady, 'the grid');
    const ratings = [...document.querySelectorAll('[role="treegrid"] .ht_master tbody tr')].map(
      (row) => row.querySelectorAll('td')[2],
    );
    const chips = ratings.map((cell) => cell?.querySelector<HTMLElement>('.ls-rating-note'));
    expect(chips.map((chip) => chip?.textContent)).toEqual(['Not rated', 'Not scored']);
    expect(chips.map((chip) => chip?.title)).toEqual(['Not rated: fewer than 30 peers', notScored]);
    // The whole note is the cell's text for assistive technology (and find in page).
    expect(ratings.map((cell) => cell?.textContent)).toEqual(['Not rated: fewer than 30 peers', notScored]);
    expect(bodyRows().map((row) => row[2])).not.toContain('N/A');
    // The Rating column has the room of the 'Not scored' chip when a row has a note, the letters' otherwise.
    expect(anyRatingNote([aRow()])).toBe(false);
    expect(anyRatingNote([aRow(), aRow({ rating: null, scoreNote: notScored, final_score: null })])).toBe(
      true,
    );
    expect(RESULT_COLUMNS[2]).toMatchObject({ key: 'rating', width: 76 });
    expect(RESULT_COLUMNS_WITH_NOTES[2]).toMatchObject({ key: 'rating', width: 96, minWidth: 96 });
  });

  it('pages on the server with 20, 50 or 100 rows', async () => {
    const { store, callsTo } = await mounted({ '/dashboard/filter': aFilterResult({ total: 130 }) });
    await waitFor(gridReady, 'the grid');
    const region = byRole('region', 'Results');
    expect(region.textContent).toContain('1–20 of 130');
    click(byRole('button', 'Go to next page'));
    await flush();
    expect(store.results.pageIndex).toBe(1);
    expect(callsTo('/dashboard/filter').at(-1)?.body).toMatchObject({ pageSkip: 20, pageTake: 20 });
  });

  it('says what to do when nothing matches', async () => {
    const { container } = await mounted({ '/dashboard/filter': aFilterResult({ data: [], total: 0 }) });
    expect(container.textContent).toContain(EMPTY_RESULTS_TEXT);
    expect(container.querySelector('[role="treegrid"]')).toBeNull();
  });
});
