import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FilterBody } from '../../../api/screen-api';
import type { SavedFilter } from '../../../api/watchlists-api';
import {
  byRole,
  cleanup,
  click,
  field,
  flush,
  key,
  render,
  submit,
  type,
} from '../../../test-support/render-support';
import {
  aLoadedFilter,
  aSavedFilter,
  conflict,
  criteria,
  fakeWatchlistsHttp,
  type FakeAnswer,
} from '../watchlists/watchlists-test-support';
import { LoadFilterDialog } from './LoadFilterDialog';
import { SaveFilterDialog } from './SaveFilterDialog';
import { SavedFilterNoticeDialog } from './SavedFilterNoticeDialog';
import { SavedFiltersStore, type SavedFilterScreen } from './saved-filters-store';

afterEach(cleanup);

function setup(routes: Record<string, FakeAnswer> = {}, canApply = true) {
  const fake = fakeWatchlistsHttp(routes);
  const screen: SavedFilterScreen = {
    criteria: { canApply },
    toFilterBody: () => ({ order: ['EXC'], exchange: [1], year: 2025 }),
    applyFilterBody: vi.fn<(body: FilterBody) => void>(),
  };
  return { ...fake, screen, store: new SavedFiltersStore(fake.savedFiltersApi, screen) };
}

function form(name: string): HTMLFormElement {
  const found = document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`);
  if (found === null) throw new Error(`no form ${name}`);
  return found;
}

describe('SaveFilterDialog', () => {
  it('saves under a name, and on an existing name asks to replace it and sends replace: true', async () => {
    const saved = aSavedFilter({ id: 'f9', name: 'Mine' });
    const { store, callsTo } = setup({
      'POST /saved-filters': (body: unknown) =>
        (body as { replace?: boolean }).replace === true
          ? saved
          : conflict('FILTER_NAME_ALREADY_EXISTS', 'A saved filter with this name already exists.'),
    });
    const onClose = vi.fn();
    const onSaved = vi.fn<(filter: SavedFilter) => void>();
    render(<SaveFilterDialog open store={store} onClose={onClose} onSaved={onSaved} />);
    await flush();
    const dialog = byRole('dialog', 'Save filter');
    expect(document.activeElement).toBe(field('Filter name'));
    const actions = [...dialog.querySelectorAll('.MuiDialogActions-root button')].map((b) => b.textContent);
    expect(actions).toEqual(['Cancel', 'Save']);

    type(field('Filter name'), 'Mine');
    click(byRole('button', 'Save'));
    await flush();
    const confirm = byRole('dialog', 'Replace saved filter?');
    expect(confirm.textContent).toContain('A saved filter named Mine already exists. Replace it?');
    expect(onClose).not.toHaveBeenCalled();
    const confirmActions = [...confirm.querySelectorAll('.MuiDialogActions-root button')].map(
      (b) => b.textContent,
    );
    expect(confirmActions).toEqual(['Cancel', 'Replace']);

    click(byRole('button', 'Replace'));
    await flush();
    expect(
      callsTo('POST /saved-filters').map((call) => (call.body as { replace?: boolean }).replace),
    ).toEqual([undefined, true]);
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes back to the name when the replacement is cancelled', async () => {
    const { store } = setup({
      'POST /saved-filters': conflict('FILTER_NAME_ALREADY_EXISTS', 'exists'),
    });
    render(<SaveFilterDialog open store={store} onClose={vi.fn()} />);
    await flush();
    type(field('Filter name'), 'Mine');
    submit(form('Save filter'));
    await flush();
    click(byRole('button', 'Cancel'));
    await flush();
    expect(field('Filter name').value).toBe('Mine');
  });

  it("requires a name: 'Saved filter name is required.'", async () => {
    const { store, calls } = setup();
    render(<SaveFilterDialog open store={store} onClose={vi.fn()} />);
    await flush();
    submit(form('Save filter'));
    await flush();
    expect(byRole('dialog', 'Save filter').textContent).toContain('Saved filter name is required.');
    expect(field('Filter name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it("requires an exchange country on the screen: 'Exchange country is required'", async () => {
    const { store, calls } = setup({}, false);
    render(<SaveFilterDialog open store={store} onClose={vi.fn()} />);
    await flush();
    expect(byRole('alert', 'Exchange country is required')).toBeDefined();
    type(field('Filter name'), 'Mine');
    submit(form('Save filter'));
    await flush();
    expect(calls).toHaveLength(0);
  });

  it('closes with Escape', async () => {
    const { store } = setup();
    const onClose = vi.fn();
    render(<SaveFilterDialog open store={store} onClose={onClose} />);
    await flush();
    key(field('Filter name'), 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('LoadFilterDialog and the notice', () => {
  function mountLoad(routes: Record<string, FakeAnswer>) {
    const fake = setup({
      'GET /saved-filters': [
        aSavedFilter(),
        aSavedFilter({
          id: 'f2',
          name: 'Old',
          filter: criteria({ year: 2019, minRiskScore: 10, filingEvent: ['late-filing', 'restatement'] }),
        }),
      ],
      ...routes,
    });
    const onClose = vi.fn();
    render(
      <>
        <LoadFilterDialog open store={fake.store} onClose={onClose} />
        <SavedFilterNoticeDialog store={fake.store} />
      </>,
    );
    return { ...fake, onClose };
  }

  it('lists the saved filters with what they hold', async () => {
    mountLoad({});
    await flush();
    const list = byRole('list', 'Saved filters');
    expect(list.textContent).toContain('US energy');
    expect(list.textContent).toContain('Exchange (1), Sector (1)');
    expect(list.textContent).toContain('Exchange (1), Filing events (2), Risk 10–100, Year 2019');
    expect(byRole('button', 'Load US energy')).toBeDefined();
    expect(byRole('button', 'Delete Old')).toBeDefined();
  });

  it('says what to do when there is no saved filter', async () => {
    const { store } = setup({ 'GET /saved-filters': [] });
    render(<LoadFilterDialog open store={store} onClose={vi.fn()} />);
    await flush();
    expect(
      byRole(
        'status',
        'You have no saved filters yet. Set up the filters, then use Save filter to keep them.',
      ),
    ).toBeDefined();
  });

  it('loads a filter, applies it and lists the adjustments in the notice', async () => {
    const { screen, onClose } = mountLoad({
      'GET /saved-filters/f2': aLoadedFilter({
        id: 'f2',
        name: 'Old',
        filter: criteria({ year: 2025, minRiskScore: 12.31 }),
        adjustments: ['Year : 2019 will be changed to 2025', 'Min Risk Score : 10 will be changed to 12.31'],
      }),
    });
    await flush();
    click(byRole('button', 'Load Old'));
    await flush();
    expect(screen.applyFilterBody).toHaveBeenCalledWith(
      expect.objectContaining({ exchange: [1], year: 2025, minRiskScore: 12.31 }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    const notice = byRole('dialog', 'Saved filter adjusted');
    const lines = [...notice.querySelectorAll('li')].map((item) => item.textContent);
    expect(lines).toEqual([
      'Year : 2019 will be changed to 2025',
      'Min Risk Score : 10 will be changed to 12.31',
    ]);
    click(byRole('button', 'OK'));
    await flush();
    expect(document.querySelector('[role="dialog"]')?.textContent ?? '').not.toContain('Year : 2019');
  });

  it('shows the restricted-access dialog and applies nothing when an exchange is not permitted', async () => {
    const { screen } = mountLoad({
      'GET /saved-filters/f1': aLoadedFilter({
        filter: null,
        restrictAccess: true,
        restrictedExchanges: ['Germany'],
      }),
    });
    await flush();
    click(byRole('button', 'Load US energy'));
    await flush();
    expect(screen.applyFilterBody).not.toHaveBeenCalled();
    expect(byRole('dialog', 'Restricted access').textContent).toContain(
      "You don't currently have permission to access this Germany Exchange country in the Saved Filter. The filter will not be applied.",
    );
  });

  it('deletes a saved filter after confirmation', async () => {
    const { callsTo } = mountLoad({ 'DELETE /saved-filters/f2': undefined });
    await flush();
    click(byRole('button', 'Delete Old'));
    await flush();
    const confirm = byRole('dialog', 'Delete saved filter?');
    expect(confirm.textContent).toContain('The saved filter Old will be deleted.');
    click([...confirm.querySelectorAll('button')].find((b) => b.textContent === 'Delete') as HTMLElement);
    await flush();
    expect(callsTo('DELETE /saved-filters/f2')).toHaveLength(1);
    expect(byRole('list', 'Saved filters').textContent).not.toContain('Old');
  });
});
