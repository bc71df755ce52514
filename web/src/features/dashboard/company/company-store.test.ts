import { describe, expect, it } from 'vitest';

import { CompanyStore } from './company-store';
import { decodeReportValue } from './report-value';
import {
  aTickerDetail,
  apiError,
  companyAnswers,
  deferred,
  fakeCompanyHttp,
  settle,
  someClusters,
  someFilingEvents,
} from './test-fixtures';

const NWC = { tickerId: 'NWC-US', exchangeCountryId: 1 };

function storeWith(answers = companyAnswers()) {
  const fake = fakeCompanyHttp(answers);
  return { store: new CompanyStore(fake.api), ...fake };
}

describe('CompanyStore: choosing the year', () => {
  it('starts with nothing selected', () => {
    const { store, calls } = storeWith();
    expect(store.isOpen).toBe(false);
    expect(store.detail.status).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('opens the requested year when it has data, and loads every panel of it', async () => {
    const { store, callsTo } = storeWith();
    await store.open({ ...NWC, year: 2021 });

    expect(store.selectedYear).toBe(2021);
    expect(store.yearOptions).toEqual([2022, 2021]);
    expect(callsTo('/dashboard/availableYears')[0]?.body).toEqual(NWC);
    expect(callsTo('/dashboard/tickerDetail')[0]?.body).toEqual({ ...NWC, year: 2021 });
    expect(callsTo('/dashboard/riskHistory')[0]?.body).toEqual(NWC);
    expect(callsTo('/dashboard/riskDistribution')[0]?.body).toEqual({ year: 2021, exchangeCountryId: 1 });
    expect(callsTo('/dashboard/sectorDistribution')[0]?.body).toEqual({ ...NWC, year: 2021 });
    expect(callsTo('/dashboard/chartFactor')[0]?.body).toEqual({
      tickerId: 'NWC-US',
      year: 2021,
      exchange_countryID: 1,
    });
    for (const state of [store.detail, store.history, store.riskDistribution, store.sectorDistribution]) {
      expect(state.status).toBe('ready');
    }
    expect(store.clusterFactors).toHaveLength(14);
    expect(store.tickerDetail?.name).toBe('Northwind 2021');
  });

  it('falls back to the latest year when the requested one has no data, or none is asked for', async () => {
    const first = storeWith();
    await first.store.open({ ...NWC, year: 2015 });
    expect(first.store.selectedYear).toBe(2022);

    const second = storeWith();
    await second.store.open(NWC);
    expect(second.store.selectedYear).toBe(2022);
  });

  it("opens on the API's default year (the latest rated) unless another is asked for, and offers every year", async () => {
    const answers = companyAnswers({
      '/dashboard/availableYears': {
        restrictAccess: false,
        data: [2024, 2022, 2023, 2021],
        defaultYear: 2022,
      },
    });
    const opened = storeWith(answers);
    await opened.store.open(NWC);
    expect(opened.store.selectedYear).toBe(2022);
    // Years without a score are offered too, latest first.
    expect(opened.store.yearOptions).toEqual([2024, 2023, 2022, 2021]);
    expect(opened.callsTo('/dashboard/tickerDetail')[0]?.body).toEqual({ ...NWC, year: 2022 });
    // An unscored year can be chosen.
    await opened.store.selectYear(2024);
    expect(opened.store.selectedYear).toBe(2024);
    expect(opened.store.detail.status).toBe('ready');

    const asked = storeWith(answers);
    await asked.store.open({ ...NWC, year: 2021 });
    expect(asked.store.selectedYear).toBe(2021);

    // A year asked for that has no statements: the default year, not the latest.
    const missing = storeWith(answers);
    await missing.store.open({ ...NWC, year: 2015 });
    expect(missing.store.selectedYear).toBe(2022);
  });

  it('opens on the latest year when the default year is absent, null or not among the years', async () => {
    for (const defaultYear of [undefined, null, 1999]) {
      const { store } = storeWith(
        companyAnswers({
          '/dashboard/availableYears': {
            restrictAccess: false,
            data: [2021, 2023],
            ...(defaultYear === undefined ? {} : { defaultYear }),
          },
        }),
      );
      await store.open(NWC);
      expect(store.selectedYear).toBe(2023);
      expect(store.hasNoYears).toBe(false);
    }
  });

  it('shows no year and loads no panel when the company has no data', async () => {
    const { store, calls } = storeWith(
      companyAnswers({ '/dashboard/availableYears': { restrictAccess: false, data: [] } }),
    );
    await store.open(NWC);
    expect(store.hasNoYears).toBe(true);
    expect(store.selectedYear).toBeUndefined();
    expect(calls.map((call) => call.path).sort()).toEqual(['/dashboard/availableYears', '/dashboard/popup']);
  });

  it('reloads the panels of a year, but not the history, when another year is selected', async () => {
    const { store, callsTo } = storeWith();
    await store.open(NWC);
    await store.selectYear(2021);

    expect(store.selectedYear).toBe(2021);
    expect(store.tickerDetail?.name).toBe('Northwind 2021');
    expect(callsTo('/dashboard/tickerDetail')).toHaveLength(2);
    expect(callsTo('/dashboard/chartFactor')).toHaveLength(2);
    expect(callsTo('/dashboard/riskDistribution')).toHaveLength(2);
    expect(callsTo('/dashboard/sectorDistribution')).toHaveLength(2);
    expect(callsTo('/dashboard/riskHistory')).toHaveLength(1);
    expect(callsTo('/dashboard/availableYears')).toHaveLength(1);
  });

  it('ignores a year without data, and opening the company shown again only changes its year', async () => {
    const { store, callsTo } = storeWith();
    await store.open(NWC);
    await store.selectYear(1999);
    expect(store.selectedYear).toBe(2022);

    await store.open(NWC);
    expect(callsTo('/dashboard/availableYears')).toHaveLength(1);
    await store.open({ ...NWC, year: 2021 });
    expect(store.selectedYear).toBe(2021);
    expect(callsTo('/dashboard/availableYears')).toHaveLength(1);
    expect(callsTo('/dashboard/riskHistory')).toHaveLength(1);
  });

  it('loads the popup texts once', async () => {
    const { store, callsTo } = storeWith();
    await store.open(NWC);
    await store.open({ tickerId: 'OTHER-GB', exchangeCountryId: 2 });
    await settle();
    expect(callsTo('/dashboard/popup')).toHaveLength(1);
    expect(store.popup('pop_stock_summary')?.title).toBe('Stock Summary');
    expect(store.popup('pop_unknown')).toBeUndefined();
  });
});

describe('CompanyStore: answers out of order', () => {
  it('never lets a slower earlier open overwrite a later one', async () => {
    const slowYears = deferred();
    const { store } = storeWith(
      companyAnswers({
        '/dashboard/availableYears': (body: unknown) =>
          (body as { tickerId: string }).tickerId === 'SLOW-US'
            ? slowYears.promise
            : { restrictAccess: false, data: [2020] },
        '/dashboard/tickerDetail': (body: unknown) =>
          aTickerDetail({ id: (body as { tickerId: string }).tickerId }),
      }),
    );
    const slow = store.open({ tickerId: 'SLOW-US', exchangeCountryId: 1 });
    await store.open({ tickerId: 'FAST-US', exchangeCountryId: 1 });
    slowYears.resolve({ restrictAccess: false, data: [2024] });
    await slow;
    await settle();

    expect(store.selection?.tickerId).toBe('FAST-US');
    expect(store.selectedYear).toBe(2020);
    expect(store.tickerDetail?.id).toBe('FAST-US');
  });

  it('keeps the panels of the year selected last when an earlier year answers late', async () => {
    const slowDetail = deferred();
    const { store } = storeWith(
      companyAnswers({
        '/dashboard/tickerDetail': (body: unknown) => {
          const { year } = body as { year: number };
          return year === 2021 ? slowDetail.promise : aTickerDetail({ name: `Northwind ${year}` });
        },
      }),
    );
    await store.open(NWC);
    const slow = store.selectYear(2021);
    await store.selectYear(2022);
    slowDetail.resolve(aTickerDetail({ name: 'Northwind 2021' }));
    await slow;

    expect(store.selectedYear).toBe(2022);
    expect(store.tickerDetail?.name).toBe('Northwind 2022');
  });

  it('passes an abort signal and ignores the aborted calls of a replaced company', async () => {
    const slowDetail = deferred();
    const { store, callsTo } = storeWith(
      companyAnswers({
        '/dashboard/tickerDetail': (body: unknown) =>
          (body as { tickerId: string }).tickerId === 'NWC-US' ? slowDetail.promise : aTickerDetail(),
      }),
    );
    const first = store.open(NWC);
    await settle();
    const signal = callsTo('/dashboard/tickerDetail')[0]?.options?.signal;
    expect(signal?.aborted).toBe(false);
    await store.open({ tickerId: 'OTHER-GB', exchangeCountryId: 1 });
    expect(signal?.aborted).toBe(true);
    slowDetail.reject(apiError(0, 'ABORTED'));
    await first;
    expect(store.detail.status).toBe('ready');
    expect(callsTo('/dashboard/tickerDetail')[0]?.options?.notifyOnError).toBe(false);
  });
});

describe('CompanyStore: restricted access', () => {
  it('is restricted when the years answer restrictAccess, and loads no panel', async () => {
    const { store, calls } = storeWith(
      companyAnswers({ '/dashboard/availableYears': { restrictAccess: true, data: [] } }),
    );
    await store.open(NWC);
    expect(store.restricted).toBe(true);
    expect(store.isOpen).toBe(true);
    expect(calls.map((call) => call.path).sort()).toEqual(['/dashboard/availableYears', '/dashboard/popup']);
  });

  it('is restricted when a panel answers 403 EXCHANGE_NOT_PERMITTED', async () => {
    const { store } = storeWith(
      companyAnswers({ '/dashboard/tickerDetail': apiError(403, 'EXCHANGE_NOT_PERMITTED') }),
    );
    await store.open(NWC);
    expect(store.restricted).toBe(true);
    expect(store.detail.status).toBe('idle');
    expect(store.history.status).toBe('idle');
  });

  it('is restricted when the clusters answer restrictAccess', async () => {
    const { store } = storeWith(
      companyAnswers({ '/dashboard/chartFactor': { restrictAccess: true, data: [] } }),
    );
    await store.open(NWC);
    expect(store.restricted).toBe(true);
  });

  it('is restricted when the years call itself is refused, and a new company starts afresh', async () => {
    const { store, routes } = storeWith(
      companyAnswers({ '/dashboard/availableYears': apiError(403, 'EXCHANGE_NOT_PERMITTED') }),
    );
    await store.open(NWC);
    expect(store.restricted).toBe(true);

    routes['/dashboard/availableYears'] = { restrictAccess: false, data: [2022] };
    await store.open({ tickerId: 'OTHER-GB', exchangeCountryId: 2 });
    expect(store.restricted).toBe(false);
    expect(store.detail.status).toBe('ready');
  });
});

describe('CompanyStore: a failing panel', () => {
  it('fails alone, with its message, and loads again on retry', async () => {
    const { store, routes } = storeWith(
      companyAnswers({ '/dashboard/riskDistribution': apiError(500, 'UNDEFINED_ERROR', 'Server error') }),
    );
    await store.open(NWC);
    expect(store.riskDistribution).toEqual({ status: 'error', message: 'Server error' });
    expect(store.sectorDistribution.status).toBe('ready');
    expect(store.detail.status).toBe('ready');
    expect(store.history.status).toBe('ready');
    expect(store.clusters.status).toBe('ready');

    routes['/dashboard/riskDistribution'] = [{ x: 0, y: 3 }];
    await store.retry('riskDistribution');
    expect(store.riskDistribution).toEqual({ status: 'ready', data: [{ x: 0, y: 3 }] });
  });

  it('shows the unknown error for a failure without a message, and retries the history too', async () => {
    const { store, routes } = storeWith(
      companyAnswers({ '/dashboard/riskHistory': new TypeError('network down') }),
    );
    await store.open(NWC);
    expect(store.history).toEqual({ status: 'error', message: 'An unknown error has occurred' });
    routes['/dashboard/riskHistory'] = [];
    await store.retry('history');
    expect(store.history.status).toBe('ready');
  });

  it('reports a failed years call, and reload starts again', async () => {
    const { store, routes } = storeWith(
      companyAnswers({ '/dashboard/availableYears': apiError(500, 'UNDEFINED_ERROR', 'Try later') }),
    );
    await store.open(NWC);
    expect(store.years).toEqual({ status: 'error', message: 'Try later' });
    routes['/dashboard/availableYears'] = { restrictAccess: false, data: [2022] };
    await store.reload();
    expect(store.selectedYear).toBe(2022);
    expect(store.detail.status).toBe('ready');
  });

  it('clears everything', async () => {
    const { store } = storeWith();
    await store.open(NWC);
    store.clear();
    expect(store.isOpen).toBe(false);
    expect(store.detail.status).toBe('idle');
    expect(store.yearOptions).toEqual([]);
  });
});

describe('CompanyStore: derived values', () => {
  it('gives the percentiles of the distributions and the history series by year', async () => {
    const { store } = storeWith();
    await store.open(NWC);
    expect(store.finalScore).toBe(87.31);
    expect(store.riskPercentile).toBe(92.4);
    expect(store.sectorPercentile).toBe(88.1);
    expect(store.historySeries).toEqual({
      years: [2020, 2021, 2022],
      scores: [null, 65, 70.5],
      averages: [38.5, 39.25, 40],
    });
  });

  it('links the factor report of the chosen company-year when it has clusters', async () => {
    const { store } = storeWith();
    await store.open({ ...NWC, year: 2021 });
    const href = store.factorReportHref;
    expect(href).toMatch(/^\/report\?reportValue=[\w-]+$/);
    expect(decodeReportValue(href?.split('=')[1])).toEqual({ ...NWC, year: 2021 });
  });

  it('has no factor report and shows the report-unavailable dialog for a year with no report at all', async () => {
    const { store } = storeWith(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ finalScore: null }),
        '/dashboard/chartFactor': { restrictAccess: false, data: someClusters(() => null) },
        '/dashboard/full-report-url': apiError(409, 'REPORT_UNAVAILABLE'),
      }),
    );
    await store.open(NWC);
    expect(store.factorReportHref).toBeUndefined();
    expect(store.reportInconclusive).toBe(true);
    expect(store.showReportUnavailable).toBe(true);
    store.dismissReportUnavailable();
    expect(store.showReportUnavailable).toBe(false);
    await store.selectYear(2021);
    expect(store.showReportUnavailable).toBe(true);
  });

  it('does not show the dialog for a year without score or clusters that has its Full Report', async () => {
    const { store } = storeWith(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ finalScore: null }),
        '/dashboard/chartFactor': { restrictAccess: false, data: someClusters(() => null) },
      }),
    );
    await store.open(NWC);
    expect(store.reportInconclusive).toBe(true);
    expect(store.fullReportUrl).toBe('https://reports.example/NWC.pdf');
    expect(store.showReportUnavailable).toBe(false);
  });

  it('does not show the dialog for a year with clusters but no final score', async () => {
    const { store } = storeWith(
      companyAnswers({ '/dashboard/tickerDetail': aTickerDetail({ finalScore: null }) }),
    );
    await store.open(NWC);
    expect(store.showReportUnavailable).toBe(false);
    expect(store.factorReportHref).toBeDefined();
  });
});

describe('CompanyStore: full report', () => {
  it('asks for the address of a scored ticker', async () => {
    const { store, callsTo } = storeWith();
    await store.open(NWC);
    expect(callsTo('/dashboard/full-report-url')[0]?.body).toEqual({
      tickerId: 'NWC-US',
      year: 2022,
      regionId: 1,
    });
    expect(store.fullReportUrl).toBe('https://reports.example/NWC.pdf');
  });

  it('asks for the address of a year without a final score too (its report says why)', async () => {
    const { store, callsTo } = storeWith(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({
          finalScore: null,
          rating: 'N/A',
          scoreNote: 'Not scored: the M-score is N/A (DSRI is N/A)',
        }),
      }),
    );
    await store.open(NWC);
    expect(callsTo('/dashboard/full-report-url')).toHaveLength(1);
    expect(store.fullReportUrl).toBe('https://reports.example/NWC.pdf');
    expect(await store.freshFullReportUrl()).toBe('https://reports.example/NWC.pdf');
  });

  it.each([404, 409, 500])('is unavailable when the address call answers %i', async (status) => {
    const { store } = storeWith(
      companyAnswers({ '/dashboard/full-report-url': apiError(status, 'REPORT_NOT_AVAILABLE') }),
    );
    await store.open(NWC);
    expect(store.fullReport.status).toBe('unavailable');
    expect(store.detail.status).toBe('ready');
  });
});

describe('CompanyStore: filing events', () => {
  const eventsAnswers = () => companyAnswers({ '/dashboard/filingEvents': { events: someFilingEvents() } });
  const filedOf = (store: CompanyStore) =>
    store.filingEvents.status === 'ready' ? store.filingEvents.data.map((event) => event.filed) : undefined;

  it("loads the company's events by ticker when it opens, latest filing first, without a notification", async () => {
    const { store, callsTo } = storeWith(eventsAnswers());
    await store.open(NWC);
    const [call] = callsTo('/dashboard/filingEvents');
    expect(call?.body).toEqual({ tickerId: 'NWC-US' });
    expect(call?.options?.notifyOnError).toBe(false);
    expect(call?.options?.signal).toBeInstanceOf(AbortSignal);
    expect(filedOf(store)).toEqual(['2014-04-29', '2013-03-07', '2013-03-04']);
  });

  it('puts the later accession first when two events were filed the same day', async () => {
    const [late] = someFilingEvents();
    const { store } = storeWith(
      companyAnswers({
        '/dashboard/filingEvents': {
          events: [late, { ...late, kind: 'amendment', form: '10-K/A', accession: '0001193125-13-999999' }],
        },
      }),
    );
    await store.open(NWC);
    expect(store.filingEvents.status === 'ready' && store.filingEvents.data.map((e) => e.form)).toEqual([
      '10-K/A',
      'NT 10-K',
    ]);
  });

  it("keeps the events when another year is selected: they are the whole company's", async () => {
    const { store, callsTo } = storeWith(eventsAnswers());
    await store.open(NWC);
    await store.selectYear(2021);
    await store.open({ ...NWC, year: 2022 });
    expect(store.selectedYear).toBe(2022);
    expect(callsTo('/dashboard/filingEvents')).toHaveLength(1);
    expect(filedOf(store)).toHaveLength(3);
  });

  it('loads them again for another ticker, and a slow answer of the previous one never shows', async () => {
    const slow = deferred();
    const { store, callsTo } = storeWith(
      companyAnswers({
        '/dashboard/filingEvents': (body: unknown) =>
          (body as { tickerId: string }).tickerId === 'NWC-US' ? slow.promise : { events: [] },
      }),
    );
    const first = store.open(NWC);
    await settle();
    const signal = callsTo('/dashboard/filingEvents')[0]?.options?.signal;
    await store.open({ tickerId: 'OTHER-GB', exchangeCountryId: 2 });
    expect(signal?.aborted).toBe(true);
    expect(callsTo('/dashboard/filingEvents').map((call) => call.body)).toEqual([
      { tickerId: 'NWC-US' },
      { tickerId: 'OTHER-GB' },
    ]);
    slow.resolve({ events: someFilingEvents() });
    await first;
    await settle();
    expect(store.filingEvents).toEqual({ status: 'ready', data: [] });
  });

  it('fails alone, and Retry loads them again for the company shown', async () => {
    const { store, routes, callsTo } = storeWith(
      companyAnswers({ '/dashboard/filingEvents': apiError(500, 'UNDEFINED_ERROR', 'Events failed') }),
    );
    await store.open(NWC);
    expect(store.filingEvents).toEqual({ status: 'error', message: 'Events failed' });
    expect(store.detail.status).toBe('ready');
    expect(store.history.status).toBe('ready');

    routes['/dashboard/filingEvents'] = { events: someFilingEvents() };
    await store.retry('filingEvents');
    expect(callsTo('/dashboard/filingEvents').at(-1)?.body).toEqual({ tickerId: 'NWC-US' });
    expect(filedOf(store)).toEqual(['2014-04-29', '2013-03-07', '2013-03-04']);
  });

  it('asks for none when the company has no year or is restricted, and forgets them on clear', async () => {
    const none = storeWith(
      companyAnswers({ '/dashboard/availableYears': { restrictAccess: false, data: [] } }),
    );
    await none.store.open(NWC);
    expect(none.callsTo('/dashboard/filingEvents')).toHaveLength(0);

    const restricted = storeWith(
      companyAnswers({ '/dashboard/filingEvents': apiError(403, 'EXCHANGE_NOT_PERMITTED') }),
    );
    await restricted.store.open(NWC);
    expect(restricted.store.restricted).toBe(true);
    expect(restricted.store.filingEvents.status).toBe('idle');

    const opened = storeWith(eventsAnswers());
    await opened.store.open(NWC);
    opened.store.clear();
    expect(opened.store.filingEvents.status).toBe('idle');
  });
});
