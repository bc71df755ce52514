import { describe, expect, it, vi } from 'vitest';

import type { FilterBody } from '../../../api/screen-api';
import { fakeHttp, type FakeAnswer } from '../../../test-support/fake-http';
import { aFilterResult, aRow, DEFAULT_ROUTES, US } from '../screen/screen-test-support';
import { DashboardStore, SHARE_NEEDS_FILTER, STOCK_NOT_SELECTED } from './dashboard-store';

const CORE = aRow({ name: 'Core Systems', tickerID: 'CORE-JP', exchange_countryID: 3 });
const SHARED_FILTER: FilterBody = { order: ['EXC', 'SEC'], exchange: [US], sectorId: [10], year: 2024 };

/** Lets the answers and what they start run to the end. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function setup(routes: Record<string, FakeAnswer> = {}) {
  const screenRoutes = Object.fromEntries(
    Object.entries(DEFAULT_ROUTES).map(([path, answer]) => [`POST ${path}`, answer]),
  );
  const fake = fakeHttp({
    ...screenRoutes,
    'POST /dashboard/availableYears': { data: [2025, 2024], restrictAccess: false },
    ...routes,
  });
  const notify = vi.fn();
  const store = new DashboardStore(fake.http, {
    notify,
    origin: 'https://app.example',
    screen: { debounceMs: 60_000 },
  });
  const opened = () =>
    fake.callsTo('POST /dashboard/availableYears').map((call) => call.body as { tickerId: string });
  return { ...fake, store, notify, opened };
}

describe('DashboardStore: opening the page', () => {
  it('starts the screen and opens its first result', async () => {
    const { store, opened } = setup();
    expect(await store.open()).toBe(true);
    await settle();
    expect(store.screen.results.rows).toHaveLength(2);
    expect(opened()).toEqual([{ tickerId: 'ACME-US', exchangeCountryId: US }]);
  });

  it('opens the company of the address (a Luca citation) instead of the first result', async () => {
    const { store, opened } = setup({ 'POST /dashboard/filter': aFilterResult({ data: [aRow(), CORE] }) });
    await store.open({ company: { tickerId: 'CORE-JP', exchangeCountryId: 3, year: 2024 } });
    await settle();
    expect(store.screen.results.rows).toHaveLength(2);
    expect(opened()).toEqual([{ tickerId: 'CORE-JP', exchangeCountryId: 3 }]);
    expect(store.company.selectedYear).toBe(2024);
  });

  it('applies a shared view: its filter and its company', async () => {
    const { store, opened, callsTo } = setup({
      'POST /share/open': { filter: SHARED_FILTER, selected: { tickerId: 'CORE-JP', exchangeCountryId: 3 } },
    });
    expect(await store.open({ share: 'sealed' })).toBe(true);
    await settle();
    expect(callsTo('POST /share/open')[0]?.body).toEqual({ share: 'sealed' });
    expect(store.screen.criteria.selections.SEC).toEqual([10]);
    expect(store.screen.criteria.year).toBe(2024);
    expect(opened()).toEqual([{ tickerId: 'CORE-JP', exchangeCountryId: 3 }]);
  });

  it('answers false for a shared link that does not open, and opens no company', async () => {
    const { store, opened } = setup();
    expect(await store.open({ share: 'tampered' })).toBe(false);
    await settle();
    expect(opened()).toEqual([]);
  });
});

describe('DashboardStore: the open company follows the screened year', () => {
  const detailYears = (calls: Array<{ body: unknown }>) =>
    calls.map((call) => (call.body as { year: number; tickerId: string }).year);

  it('switches the open company to the screened year it has data for, else keeps its year', async () => {
    const { store, callsTo } = setup();
    await store.open();
    await settle();
    expect(store.company.selectedYear).toBe(2025);

    store.screen.criteria.setYear(2024);
    await settle();
    expect(store.company.selectedYear).toBe(2024);
    expect(detailYears(callsTo('POST /dashboard/tickerDetail')).at(-1)).toBe(2024);

    // The company has no 2023: it keeps 2024.
    store.screen.criteria.setYear(2023);
    await settle();
    expect(store.company.selectedYear).toBe(2024);

    // A cleared filter screens the latest year again, and the company follows.
    store.screen.clearFilter();
    await settle();
    expect(store.company.selectedYear).toBe(2025);
  });

  it("keeps a linked company's year when the screen starts on the latest year", async () => {
    const { store } = setup();
    await store.open({ company: { tickerId: 'CORE-JP', exchangeCountryId: 3, year: 2024 } });
    await settle();
    expect(store.screen.criteria.year).toBe(2025);
    expect(store.company.selectedYear).toBe(2024);
  });

  it('opens a result at the screened year, or at its own default year when it has no data for it', async () => {
    const { store, opened } = setup();
    await store.open();
    await settle();
    store.screen.criteria.setYear(2024);
    store.openResult({
      tickerId: 'CORE-JP',
      exchangeCountryId: 3,
      isin: 'JP0000000003',
      name: 'Core Systems',
      exchangeCountry: 'Japan',
    });
    await settle();
    expect(opened().at(-1)).toEqual({ tickerId: 'CORE-JP', exchangeCountryId: 3 });
    expect(store.company.selectedYear).toBe(2024);

    store.screen.criteria.setYear(2023);
    store.openResult({
      tickerId: 'BRIT-GB',
      exchangeCountryId: 3,
      isin: 'GB0000000002',
      name: 'Brit Mining',
      exchangeCountry: 'United Kingdom',
    });
    await settle();
    expect(opened().at(-1)).toEqual({ tickerId: 'BRIT-GB', exchangeCountryId: 3 });
    expect(store.company.selectedYear).toBe(2025);
  });
});

describe('DashboardStore: Share View', () => {
  it('warns when no company is open', async () => {
    const { store, notify, callsTo } = setup();
    await store.shareView();
    expect(notify).toHaveBeenCalledWith({
      title: 'Notification',
      message: STOCK_NOT_SELECTED,
      severity: 'warning',
    });
    expect(callsTo('POST /share')).toEqual([]);
  });

  it('warns while a filter change waits to be applied', async () => {
    const { store, notify } = setup();
    await store.open();
    await settle();
    store.screen.criteria.setSelection('SEC', [10]);
    await store.shareView();
    expect(notify).toHaveBeenCalledWith({
      title: 'Notification',
      message: SHARE_NEEDS_FILTER,
      severity: 'warning',
    });
  });

  it("seals the screen's filter and the open company and year into a link for the dialog", async () => {
    const { store, notify, callsTo } = setup({
      'POST /share': { share: 'sealed', url: '/dashboard?share=sealed' },
    });
    await store.open();
    await settle();
    await store.shareView();
    expect(callsTo('POST /share')[0]?.body).toEqual({
      filter: store.screen.toFilterBody(),
      selected: { tickerId: 'ACME-US', exchangeCountryId: US, year: 2025 },
    });
    expect(notify).not.toHaveBeenCalled();
    expect(store.shareLink).toBe('https://app.example/dashboard?share=sealed');
    store.closeShareLink();
    expect(store.shareLink).toBeUndefined();
  });
});
