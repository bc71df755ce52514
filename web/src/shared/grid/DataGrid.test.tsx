import { ThemeProvider } from '@mui/material/styles';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createAppTheme, type ThemeMode } from '../theme/theme';
import { DataGrid, type DataGridColumn } from './DataGrid';
import { GRID_THEME_CLASS, gridThemeVariables } from './grid-theme';
import { handsontableLicenseKey } from './handsontable-setup';
import { paintRiskChip, ratingCell, riskScoreCell } from './risk-cells';

interface Person {
  id: string;
  name: string;
  score: number | null;
  rating: string | null;
}

const PEOPLE: Person[] = [
  { id: 'b', name: 'Bea', score: 71.25, rating: 'C+' },
  { id: 'a', name: 'Abe', score: null, rating: null },
  { id: 'c', name: 'Cy', score: 12, rating: 'A' },
];

const COLUMNS: DataGridColumn<Person>[] = [
  { key: 'name', header: 'Name' },
  {
    key: 'rating',
    header: 'Rating',
    render: ratingCell<Person>((row) => ({ rating: row.rating, hasScore: row.score !== null })),
  },
  { key: 'score', header: 'Score', align: 'right', render: riskScoreCell<Person>((row) => row.score, 1) },
  { key: 'id', header: 'Id', sortable: false, format: (value) => `#${String(value)}` },
];

let root: Root | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function show(ui: ReactNode, mode: ThemeMode = 'dark'): void {
  const element = <ThemeProvider theme={createAppTheme(mode)}>{ui}</ThemeProvider>;
  if (root === undefined) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  act(() => root?.render(element));
}

async function ready(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (document.querySelector('[role="treegrid"] tbody td') !== null) return;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  throw new Error('the grid did not load');
}

const cells = () =>
  [...document.querySelectorAll('.ht_master tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
const header = (text: string) =>
  [...document.querySelectorAll('.ht_master thead th')].find((th) => th.textContent === text) as HTMLElement;

function mouse(element: Element): void {
  act(() => {
    for (const type of ['mousedown', 'mouseup', 'click']) {
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, buttons: 1 }));
    }
  });
}

describe('DataGrid', () => {
  it('renders read-only rows with formatted and coloured cells, N/A for missing values, Not scored for a missing rating', async () => {
    show(<DataGrid label="People" columns={COLUMNS} rows={PEOPLE} rowKey={(row) => row.id} />);
    await ready();
    expect(document.querySelector('[role="treegrid"]')?.getAttribute('aria-label')).toBe('People');
    expect(cells()).toEqual([
      ['Bea', 'C+', '71.3', '#b'],
      ['Abe', 'Not scored', 'N/A', '#a'],
      ['Cy', 'A', '12.0', '#c'],
    ]);
    expect(document.querySelector('.ht_master tbody td')?.getAttribute('aria-readonly')).toBe('true');
  });

  it("keeps a header's hyphenated word whole when the header wraps, its text unchanged", async () => {
    const columns: DataGridColumn<Person>[] = [
      { key: 'name', header: 'Name' },
      { key: 'score', header: 'Beneish M-score', wrapHeader: true, width: 60 },
    ];
    show(<DataGrid label="People" columns={columns} rows={PEOPLE} rowKey={(row) => row.id} />);
    await ready();
    const model = header('Beneish M-score').querySelector('.colHeader') as HTMLElement;
    const words = [...model.querySelectorAll<HTMLElement>('[data-word]')];
    expect(words.map((word) => [word.textContent, word.style.whiteSpace])).toEqual([['M-score', 'nowrap']]);
    expect(model.textContent).toBe('Beneish M-score');
    expect(header('Name').querySelector('[data-word]')).toBeNull();
  });

  it('sorts in the grid without onSortRequest, except columns marked unsortable', async () => {
    show(<DataGrid label="People" columns={COLUMNS} rows={PEOPLE} rowKey={(row) => row.id} />);
    await ready();
    mouse(header('Name').querySelector('.colHeader') as Element);
    expect(cells().map((row) => row[0])).toEqual(['Abe', 'Bea', 'Cy']);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Id').querySelector('.sortAction')).toBeNull();
  });

  it('reports header clicks with onSortRequest and shows the sort it is given', async () => {
    const onSortRequest = vi.fn();
    const grid = (sort: { key: string; dir: 'asc' | 'desc' } | null) => (
      <DataGrid
        label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(row) => row.id}
        sort={sort}
        onSortRequest={onSortRequest}
      />
    );
    show(grid({ key: 'score', dir: 'desc' }));
    await ready();
    expect(header('Score').getAttribute('aria-sort')).toBe('descending');
    mouse(header('Score').querySelector('.colHeader') as Element);
    expect(onSortRequest).toHaveBeenCalledWith('score');
    mouse(header('Name').querySelector('.colHeader') as Element);
    expect(onSortRequest).toHaveBeenLastCalledWith('name');
    expect(cells().map((row) => row[0])).toEqual(['Bea', 'Abe', 'Cy']);

    show(grid(null));
    expect(header('Score').getAttribute('aria-sort')).toBe('none');
    show(grid({ key: 'name', dir: 'asc' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(cells().map((row) => row[0])).toEqual(['Bea', 'Abe', 'Cy']);
  });

  it('activates a row by click or Enter and marks the selected row', async () => {
    const onRowActivate = vi.fn();
    show(
      <DataGrid
        label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(row) => row.id}
        selectedKey="c"
        onRowActivate={onRowActivate}
      />,
    );
    await ready();
    const rows = document.querySelectorAll('.ht_master tbody tr');
    expect(rows[2]?.querySelector('td')?.classList.contains('ls-row-selected')).toBe(true);
    expect(rows[0]?.querySelector('td')?.classList.contains('ls-row-selected')).toBe(false);

    const cell = rows[1]?.querySelector('td');
    if (cell === null || cell === undefined) throw new Error('no cell');
    mouse(cell);
    expect(onRowActivate).toHaveBeenLastCalledWith(PEOPLE[1]);

    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
    });
    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      );
    });
    expect(onRowActivate).toHaveBeenLastCalledWith(PEOPLE[2]);
  });

  it('picks rows with a checkbox column: click or Space toggles a row, the header box every row shown', async () => {
    const checked = new Set<string>(['c']);
    const onRowActivate = vi.fn();
    const onSortRequest = vi.fn();
    const grid = () => (
      <DataGrid
        label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(row) => row.id}
        onRowActivate={onRowActivate}
        sort={{ key: 'score', dir: 'desc' }}
        onSortRequest={onSortRequest}
        rowSelection={{
          isChecked: (row) => checked.has(row.id),
          onToggle: (row) => {
            if (!checked.delete(row.id)) checked.add(row.id);
            show(grid());
          },
          onToggleAll: (rows) => {
            const all = rows.every((row) => checked.has(row.id));
            for (const row of rows) {
              if (all) checked.delete(row.id);
              else checked.add(row.id);
            }
            show(grid());
          },
          label: (row) => `Select ${row.name}`,
          allLabel: 'Select all people',
        }}
      />
    );
    show(grid());
    await ready();
    const boxes = () =>
      [...document.querySelectorAll<HTMLInputElement>('.ht_master tbody td input[type="checkbox"]')].map(
        (box) => `${box.getAttribute('aria-label') ?? ''}: ${String(box.checked)}`,
      );
    const headerBox = () =>
      document.querySelector<HTMLInputElement>('.ht_master thead th input[type="checkbox"]');
    expect(boxes()).toEqual(['Select Bea: false', 'Select Abe: false', 'Select Cy: true']);
    expect(headerBox()?.getAttribute('aria-label')).toBe('Select all people');
    expect(headerBox()?.indeterminate).toBe(true);
    // The caller's columns keep their place for sorting and text.
    expect(cells()[0]).toEqual(['', 'Bea', 'C+', '71.3', '#b']);
    expect(header('Score').getAttribute('aria-sort')).toBe('descending');
    mouse(header('Name').querySelector('.colHeader') as Element);
    expect(onSortRequest).toHaveBeenLastCalledWith('name');

    // A click on the checkbox cell toggles the row and does not open it.
    const firstBox = document.querySelector('.ht_master tbody td') as Element;
    mouse(firstBox);
    expect(boxes()[0]).toBe('Select Bea: true');
    expect(onRowActivate).not.toHaveBeenCalled();

    // So does a click on the box itself, which the box then shows (not the browser's own toggle).
    const box = () => document.querySelectorAll<HTMLInputElement>('.ht_master tbody td input')[2];
    mouse(box() as Element);
    expect(boxes()[2]).toBe('Select Cy: false');
    expect(box()?.checked).toBe(false);
    mouse(box() as Element);
    expect(box()?.checked).toBe(true);
    expect(onRowActivate).not.toHaveBeenCalled();
    // Back to the first row (off and on again).
    mouse(firstBox);
    mouse(firstBox);
    expect(boxes()[0]).toBe('Select Bea: true');

    // Space on a row toggles it; Enter on another cell still opens the row.
    const press = (keyName: string) => {
      act(() => {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true }),
        );
      });
    };
    press('ArrowDown');
    press(' ');
    expect(boxes()[1]).toBe('Select Abe: true');
    expect(headerBox()?.checked).toBe(true);
    press('Enter');
    expect(boxes()[1]).toBe('Select Abe: false');
    press('ArrowRight');
    press('Enter');
    expect(onRowActivate).toHaveBeenLastCalledWith(PEOPLE[1]);

    // The header box checks every row shown, then unchecks them all.
    mouse(headerBox()?.closest('th') as Element);
    expect(boxes()).toEqual(['Select Bea: true', 'Select Abe: true', 'Select Cy: true']);
    mouse(headerBox()?.closest('th') as Element);
    expect(boxes()).toEqual(['Select Bea: false', 'Select Abe: false', 'Select Cy: false']);
    expect(onSortRequest).toHaveBeenCalledTimes(1);
    // Many repaints of the grid: seconds on a busy machine.
  }, 20_000);

  it('offers each row a menu of actions: its button, a click on the row or Enter open it', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    show(
      <DataGrid
        label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(row) => row.id}
        rowActions={{
          name: (row) => row.name,
          actions: (row) => [
            { label: 'Edit', onSelect: () => edit(row.id) },
            {
              label: 'Delete',
              destructive: true,
              disabled: row.id === 'a',
              hint: 'Not Abe',
              onSelect: remove,
            },
          ],
        }}
      />,
    );
    await ready();
    expect(header('Actions')).toBeDefined();
    const buttons = [...document.querySelectorAll('.ht_master tbody button.ls-row-actions')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Actions for Bea',
      'Actions for Abe',
      'Actions for Cy',
    ]);
    const items = () =>
      [...document.querySelectorAll('[role="menu"] [role="menuitem"]')].map(
        (item) => `${item.textContent}${item.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`,
      );
    const menuOpen = async () => {
      for (let attempt = 0; attempt < 100 && items().length === 0; attempt += 1) {
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
        });
      }
    };

    mouse(buttons[1]?.closest('td') as Element);
    await menuOpen();
    expect(document.querySelector('[role="menu"]')?.getAttribute('aria-label')).toBe('Actions for Abe');
    expect(items()).toEqual(['Edit', 'DeleteNot Abe (disabled)']);
    act(() => {
      document.querySelector<HTMLElement>('[role="menu"] [role="menuitem"]')?.click();
    });
    expect(edit).toHaveBeenLastCalledWith('a');

    // A click elsewhere on a row opens the same menu (the grid has no onRowActivate).
    const firstCell = document.querySelector('.ht_master tbody td') as Element;
    mouse(firstCell);
    await menuOpen();
    expect(document.querySelector('[role="menu"]')?.getAttribute('aria-label')).toBe('Actions for Bea');
    act(() => {
      document.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]')[1]?.click();
    });
    expect(remove).toHaveBeenCalledTimes(1);
    // A menu and many repaints of the grid: seconds on a busy machine.
  }, 20_000);

  it('follows the app theme mode', async () => {
    show(<DataGrid label="People" columns={COLUMNS} rows={PEOPLE} rowKey={(row) => row.id} />, 'dark');
    await ready();
    expect(document.querySelector(`.${GRID_THEME_CLASS.dark}`)).not.toBeNull();
    show(<DataGrid label="People" columns={COLUMNS} rows={PEOPLE} rowKey={(row) => row.id} />, 'light');
    await ready();
    expect(document.querySelector(`.${GRID_THEME_CLASS.light}`)).not.toBeNull();
    expect(document.querySelector(`.${GRID_THEME_CLASS.dark}`)).toBeNull();
  });
});

describe('grid theme and cells', () => {
  it('maps the app palette onto the Handsontable variables', () => {
    const dark = gridThemeVariables(createAppTheme('dark'));
    expect(dark['--ht-background-color']).toBe('#161b22');
    expect(dark['--ht-foreground-color']).toBe('#e6eaf0');
    expect(dark['--ht-border-color']).toBe('#262d38');
    expect(dark['--ht-accent-color']).toBe('#6b8cff');
    expect(gridThemeVariables(createAppTheme('light'))['--ht-background-color']).toBe('#ffffff');
  });

  it('uses the configured licence key, else the non-commercial one', () => {
    expect(handsontableLicenseKey({})).toBe('non-commercial-and-evaluation');
    expect(handsontableLicenseKey({ VITE_HANDSONTABLE_LICENSE_KEY: ' key-123 ' })).toBe('key-123');
  });

  it('prints the value beside the colour, and plain text without a step', () => {
    const cell = document.createElement('td');
    paintRiskChip(cell, '91.0', 4, 'light', { dot: true });
    const chip = cell.querySelector<HTMLElement>('.ls-risk-chip');
    expect(chip?.textContent).toBe('91.0');
    expect(chip?.title).toBe('Very high risk');
    paintRiskChip(cell, 'N/A', undefined, 'light');
    expect(cell.innerHTML).toBe('N/A');
  });

  it('paints a rating as its letter, or the note of a company-year without one, never N/A', () => {
    type Row = { rating: string | null; scoreNote: string | null; score: number | null };
    const paint = ratingCell<Row>((row) => ({
      rating: row.rating,
      note: row.scoreNote,
      hasScore: row.score !== null,
    }));
    const cell = document.createElement('td');
    const context = { mode: 'dark' as const, selected: false };

    paint(cell, { rating: 'D+', scoreNote: null, score: 80 }, context);
    expect(cell.textContent).toBe('D+');
    expect(cell.querySelector<HTMLElement>('.ls-risk-chip')?.title).toBe('High risk');

    paint(cell, { rating: null, scoreNote: 'Not rated: fewer than 30 peers', score: 61.2 }, context);
    const notRated = cell.querySelector<HTMLElement>('.ls-rating-note');
    expect(notRated?.textContent).toBe('Not rated');
    expect(notRated?.title).toBe('Not rated: fewer than 30 peers');
    // The whole sentence is the cell's text for assistive technology.
    expect(cell.textContent).toBe('Not rated: fewer than 30 peers');

    const reason = 'Not scored: the F-score is N/A (no statements for t−1)';
    paint(cell, { rating: null, scoreNote: reason, score: null }, context);
    expect(cell.querySelector('.ls-rating-note')?.textContent).toBe('Not scored');
    expect(cell.querySelector<HTMLElement>('.ls-rating-note')?.title).toBe(reason);
    expect(cell.textContent).toBe(reason);

    // A row with a score and no letter, without the note (a watchlist's): not rated.
    paint(cell, { rating: null, scoreNote: null, score: 55 }, context);
    expect(cell.textContent).toBe('Not rated: fewer than 30 peers');
    expect(cell.textContent).not.toContain('N/A');
  });
});
