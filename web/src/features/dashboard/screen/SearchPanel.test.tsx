import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  cleanup,
  click,
  field,
  flush,
  key,
  render,
  submit,
  type,
} from '../../../test-support/render-support';
import { aSearchResult, fakeScreenStore, US } from './screen-test-support';
import { SearchPanel } from './SearchPanel';

afterEach(cleanup);

function mounted(answer: unknown = aSearchResult()) {
  const fake = fakeScreenStore({ '/dashboard/search': answer }, { debounceMs: 60_000 });
  const onOpenCompany = vi.fn();
  const container = render(<SearchPanel store={fake.store} onOpenCompany={onOpenCompany} />);
  return { ...fake, container, onOpenCompany };
}

function searchForm(): HTMLFormElement {
  const form = document.querySelector<HTMLFormElement>('form[aria-label="Company search"]');
  if (form === null) throw new Error('no search form');
  return form;
}

const hitButtons = () => [
  ...document.querySelectorAll<HTMLElement>('[aria-label="Search results"] [role="button"]'),
];

describe('SearchPanel', () => {
  it('searches the uppercased keyword on Enter and opens the chosen company', async () => {
    const { callsTo, onOpenCompany, store } = mounted();
    const input = field('Search companies');
    expect(input.maxLength).toBe(255);
    type(input, ' acme ');
    submit(searchForm());
    await flush();
    expect(callsTo('/dashboard/search')[0]?.body).toEqual({ keywords: 'ACME', maxResult: 100, index: 0 });

    const hits = hitButtons();
    expect(hits).toHaveLength(1);
    expect(hits[0]?.textContent).toBe('Acme HoldingsACME · Nasdaq · United States · US0000000001');
    if (hits[0] === undefined) throw new Error('no hit');
    click(hits[0]);
    expect(onOpenCompany).toHaveBeenCalledWith({
      tickerId: 'ACME-US',
      exchangeCountryId: US,
      isin: 'US0000000001',
      name: 'Acme Holdings',
      exchangeCountry: 'United States',
    });
    expect(store.search.keyword).toBe('');
    expect(hitButtons()).toHaveLength(0);
  });

  it("shows an SEC company's ticker and venue, with no ISIN where it has none, never 'N/A'", async () => {
    const hit = (overrides: object) => ({
      ticker_region: 'AAPL',
      ticker: 'AAPL',
      isin: 'missing',
      name: 'Apple Inc.',
      exchange: 'Nasdaq',
      exchange_country: 'United States',
      exchange_countryID: US,
      origin: 'sec',
      cik: 320193,
      ...overrides,
    });
    mounted({
      data: [
        hit({}),
        // SEC lists no ticker for it: its CIK stands in its place.
        hit({
          ticker_region: 'CIK0009999901',
          ticker: null,
          name: 'Fixture Foods Corp',
          exchange: 'Unlisted',
          cik: 9999901,
        }),
      ],
      total: 2,
    });
    type(field('Search companies'), 'aapl');
    submit(searchForm());
    await flush();
    expect(hitButtons().map((hit) => hit.textContent)).toEqual([
      'Apple Inc.AAPL · Nasdaq · United States',
      'Fixture Foods CorpCIK 9999901 · Unlisted · United States',
    ]);
  });

  it('does not search an empty keyword', async () => {
    const { calls } = mounted();
    type(field('Search companies'), '   ');
    submit(searchForm());
    await flush();
    expect(calls).toHaveLength(0);
  });

  it('says when nothing matches', async () => {
    const { container } = mounted({ data: [], total: 0 });
    type(field('Search companies'), 'zzz');
    submit(searchForm());
    await flush();
    expect(container.textContent).toContain(
      'There are no results to be displayed. Please adjust your keyword.',
    );
  });

  it('shows the first hits under a notice when there are too many', async () => {
    const hits = Array.from({ length: 100 }, (_, index) => ({
      ticker_region: `T${index}`,
      isin: `XS${String(index).padStart(10, '0')}`,
      name: `Company ${index}`,
      exchange_country: 'United Kingdom',
      exchange_countryID: 3,
      ticker: `T${index}`,
      exchange: 'London Stock Exchange',
      origin: 'generated',
      cik: null,
    }));
    const { container } = mounted({ data: hits, total: 321 });
    type(field('Search companies'), 'company');
    submit(searchForm());
    await flush();
    const notice = container.querySelector('[role="status"]');
    expect(notice?.textContent).toBe('Too many results. Please narrow your search!');
    expect(hitButtons()).toHaveLength(100);
    // The notice comes before the list.
    const list = container.querySelector('[aria-label="Search results"]');
    expect(notice?.compareDocumentPosition(list as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('clears the keyword and the hits with Escape', async () => {
    const { store } = mounted();
    const input = field('Search companies');
    type(input, 'acme');
    submit(searchForm());
    await flush();
    expect(hitButtons()).toHaveLength(1);
    key(input, 'Escape');
    expect(store.search.keyword).toBe('');
    expect(hitButtons()).toHaveLength(0);
  });
});
