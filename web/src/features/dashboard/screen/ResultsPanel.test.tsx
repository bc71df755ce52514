import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { byRole, cleanup, click, flush, render } from '../../../test-support/render-support';
import { ResultsPanel } from './ResultsPanel';
import { ScreenSidebar } from './ScreenSidebar';
import { fakeScreenStore } from './screen-test-support';

afterEach(cleanup);

async function mount(withWatchlists: boolean) {
  const fake = fakeScreenStore({}, { debounceMs: 60_000 });
  render(
    <>
      <ScreenSidebar
        store={fake.store}
        onOpenCompany={vi.fn()}
        filterActions={<button type="button">Save filter</button>}
      />
      <ResultsPanel
        store={fake.store}
        onOpenCompany={vi.fn()}
        {...(withWatchlists ? { watchlists: <p>The watchlists</p> } : {})}
      />
    </>,
  );
  await act(async () => {
    await fake.store.init({ openFirst: false });
  });
  await flush();
  return fake;
}

const tabs = () => [...document.querySelectorAll('[role="tab"]')];

describe('ScreenSidebar and ResultsPanel', () => {
  it("puts the results and the watchlists in tabs named 'Results' and 'Watchlists'", async () => {
    await mount(true);
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Results', 'Watchlists']);
    expect(byRole('tablist', 'Companies')).toBeDefined();
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(byRole('region', 'Results')).toBeDefined();
    expect(byRole('tabpanel', 'Results')).toBeDefined();
    expect(document.body.textContent).not.toContain('The watchlists');
    // The filter actions sit beside the filters' title.
    expect(byRole('button', 'Save filter')).toBeDefined();
    // The year screened and the CSV download are beside the tabs while Results is shown.
    expect(byRole('button', 'Download CSV')).toBeDefined();

    click(tabs()[1] as HTMLElement);
    await flush();
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(byRole('tabpanel', 'Watchlists').textContent).toBe('The watchlists');
    expect(document.querySelector('section[aria-label="Results"]')).toBeNull();
    expect(document.body.textContent).not.toContain('Download CSV');

    click(tabs()[0] as HTMLElement);
    await flush();
    expect(byRole('region', 'Results')).toBeDefined();
  });

  it('shows the results without tabs when there is no watchlists content', async () => {
    await mount(false);
    expect(tabs()).toHaveLength(0);
    expect(byRole('region', 'Results')).toBeDefined();
  });
});
