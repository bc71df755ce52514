import { ThemeProvider } from '@mui/material/styles';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { LazyPlotProps } from '../../../shared/charts/LazyPlot';
import { createAppTheme, type ThemeMode } from '../../../shared/theme/theme';
import {
  CompanyDashboard,
  PANEL_TITLES,
  REPORT_UNAVAILABLE_TEXT,
  RESTRICTED_TITLE,
  SELECT_COMPANY_TEXT,
} from './CompanyDashboard';
import { CompanyStore } from './company-store';
import { FULL_REPORT_UNAVAILABLE } from './CompanyTopBar';
import { INVALID_REPORT_TEXT, ReportPage } from './ReportPage';
import { encodeReportValue } from './report-value';
import {
  aFilingSource,
  aScoreBreakdown,
  aTickerDetail,
  apiError,
  companyAnswers,
  fakeCompanyHttp,
  someClusters,
} from './test-fixtures';

// Plotly needs a real browser (SVG measurement, WebGL checks): the charts render as labelled stand-ins.
vi.mock('../../../shared/charts/LazyPlot', () => ({
  LazyPlot: ({ ariaLabel, data }: LazyPlotProps) => (
    <div role="img" aria-label={ariaLabel} data-testid="plot" data-traces={data.length} />
  ),
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let reactRoot: Root | undefined;

afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = undefined;
  document.body.innerHTML = '';
});

const NWC = { tickerId: 'NWC-US', exchangeCountryId: 1 };

function render(
  ui: ReactNode,
  mode: ThemeMode = 'dark',
  path = '/dashboard',
  report?: ReactNode,
): DataRouter {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: ui },
      { path: '/report', element: report ?? <p>report</p> },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  reactRoot = createRoot(container);
  act(() =>
    reactRoot?.render(
      <ThemeProvider theme={createAppTheme(mode)}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    ),
  );
  return router;
}

async function flush(): Promise<void> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (check()) return;
    await flush();
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A panel by its accessible name (the title its aria-labelledby points at). */
function panel(title: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('section[aria-labelledby]')].find(
    (section) =>
      document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent === title,
  );
  if (found === undefined) throw new Error(`no panel named ${title}`);
  return found;
}

function buttonNamed(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('button, a, [role="button"]')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent.trim() === name,
  );
  if (found === undefined) throw new Error(`no button named ${name}`);
  return found;
}

async function openedStore(answers = companyAnswers()) {
  const fake = fakeCompanyHttp(answers);
  const store = new CompanyStore(fake.api);
  await store.open(NWC);
  return { store, ...fake };
}

describe('CompanyDashboard', () => {
  it('asks to select a company when none is selected', () => {
    const store = new CompanyStore(fakeCompanyHttp({}).api);
    render(<CompanyDashboard store={store} />);
    expect(document.body.textContent).toContain(SELECT_COMPANY_TEXT);
  });

  it('shows the top bar and the six panels, each named by its title', async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({
          warnings: ['Change of auditor from KPMG to BDO.', 'Annual report filed late.'],
        }),
      }),
    );
    render(<CompanyDashboard store={store} topBarActions={<button type="button">Star</button>} />);
    await flush();

    const toolbar = document.querySelector('[role="toolbar"]');
    expect(toolbar?.textContent).toContain('US0000000001');
    expect(toolbar?.textContent).toContain('Northwind Components Inc.');
    expect(toolbar?.textContent).toContain('Active');
    expect(toolbar?.textContent).toContain('Star');
    expect(toolbar?.textContent).toContain('2022');

    for (const title of Object.values(PANEL_TITLES)) expect(panel(title)).toBeDefined();

    const info = panel('Ticker info');
    for (const text of [
      'United States',
      'NASDAQ',
      'Information Technology',
      'Software & Services',
      '$12,346m',
      'KPMG',
      'D+',
      '87.31',
      '92nd percentile',
      '88th percentile',
      '$120.5m – $123.9m',
      '$119.3m',
      '$1.2m – $4.6m',
      '-25.3%',
      '-10.0%',
    ]) {
      expect(info.textContent).toContain(text);
    }
    const alerts = [...info.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'ALERT: Change of auditor from KPMG to BDO.',
      'ALERT: Annual report filed late.',
    ]);
    expect(buttonNamed('Stock Summary information')).toBeDefined();

    expect(panel('Risk distribution').textContent).toContain('This company: 87.3 · 92nd percentile');
    expect(panel('Sector risk distribution').textContent).toContain('This company: 87.3 · 88th percentile');
    expect(
      panel('Risk score history').querySelector('[data-testid="plot"]')?.getAttribute('data-traces'),
    ).toBe('2');
    expect(panel('Risk clusters').querySelector('[role="img"]')?.getAttribute('aria-label')).toContain(
      'Final score 87%',
    );
    const cards = panel('Cluster detail').querySelectorAll('article');
    expect(cards).toHaveLength(14);
    expect(cards[0]?.textContent).toContain('Accruals');
    expect(cards[0]?.textContent).toContain('1/5');
    expect(cards[0]?.textContent).toContain('Accruals comment.');
  });

  it('shows the score breakdown: the terms, the M-score indices with their statement lines, N/A reasons, the statements', async () => {
    const { store, callsTo } = await openedStore();
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(callsTo('/dashboard/scoreBreakdown')[0]?.body).toEqual({ ...NWC, year: 2022 });
    const breakdown = panel('Score breakdown');
    // The final score's terms and their sum.
    expect(breakdown.textContent).toContain('67.91');
    expect(breakdown.textContent).toContain('Cluster red-flag share');
    expect(breakdown.textContent).toContain('+0.7496');
    expect(breakdown.textContent).toContain('Flagged: Accruals (5/5)');

    act(() => buttonNamed('M-score').click());
    expect(breakdown.textContent).toContain('-1.527035');
    expect(breakdown.textContent).toContain('Above -1.78: likely manipulator');
    expect(breakdown.textContent).toContain('Days sales in receivables index');
    expect(breakdown.querySelector('table[aria-label="Statement lines of DSRI"]')).toBeNull();
    const expand = buttonNamed('Show the statement lines of DSRI');
    act(() => expand.click());
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const lines = breakdown.querySelector('table[aria-label="Statement lines of DSRI"]');
    expect(lines?.textContent).toContain('Receivables');
    expect(lines?.textContent).toContain('$180.0m');
    expect(lines?.textContent).toContain('Generated (demo universe)');

    act(() => buttonNamed('F-score').click());
    expect(breakdown.textContent).toContain('1.12249');
    expect(breakdown.textContent).toContain('Above normal risk');
    expect(breakdown.textContent).toContain('Missing: Receivables 2020');

    act(() => buttonNamed('Statements').click());
    const statements = breakdown.querySelector('table[aria-label="Financial statements ($ millions)"]');
    expect(statements?.textContent).toContain('$1,200m');
    expect(statements?.textContent).toContain('N/A');
  });

  it("shows the breakdown's own error with Retry, leaving the other panels", async () => {
    const { store, routes } = await openedStore(
      companyAnswers({ '/dashboard/scoreBreakdown': apiError(500, 'UNKNOWN', 'Something went wrong.') }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const breakdown = panel('Score breakdown');
    expect(breakdown.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong.');
    expect(panel('Ticker info').textContent).toContain('KPMG');
    routes['/dashboard/scoreBreakdown'] = aScoreBreakdown();
    act(() => buttonNamed('Retry').click());
    await waitFor(() => panel('Score breakdown').textContent.includes('67.91'), 'the breakdown');
  });

  it('names the SEC filing of the year, its accession linking to EDGAR in a new tab, and a public float', async () => {
    const { store } = await openedStore(
      companyAnswers({ '/dashboard/tickerDetail': aTickerDetail({ source: aFilingSource() }) }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();

    const info = panel('Ticker info');
    expect(info.textContent).toContain('Source: 10-K filed 2024-11-01 · 0000320193-24-000123');
    const link = info.querySelector<HTMLAnchorElement>('a[href^="https://www.sec.gov/"]');
    expect(link?.getAttribute('href')).toBe(aFilingSource().url);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(link?.getAttribute('aria-label')).toBe(
      '0000320193-24-000123: the filing on SEC EDGAR (opens in a new tab)',
    );
    // Keyboard reachable: a real link, in the tab order.
    act(() => link?.focus());
    expect(document.activeElement).toBe(link);
    expect(link?.tabIndex).toBe(0);
    // The market value is the cover page's public float.
    const labels = [...info.querySelectorAll('dt')].map((term) => term.textContent);
    expect(labels).toContain('Public float');
    expect(labels).not.toContain('Market value');
  });

  it('shows no source for generated data, keeps "Market value" for shares x price, and never links off EDGAR', async () => {
    const { store } = await openedStore();
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(panel('Ticker info').textContent).not.toContain('Source:');
    expect(panel('Ticker info').querySelector('a')).toBeNull();
    act(() => reactRoot?.unmount());

    const priced = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({
          source: aFilingSource({ marketValueBasis: 'shares x price', url: 'javascript:alert(1)' }),
        }),
      }),
    );
    render(<CompanyDashboard store={priced.store} />);
    await flush();
    const info = panel('Ticker info');
    expect([...info.querySelectorAll('dt')].map((term) => term.textContent)).toContain('Market value');
    expect(info.textContent).toContain('Source: 10-K filed 2024-11-01 · 0000320193-24-000123');
    expect(info.querySelector('a')).toBeNull();
  });

  it('opens the full report in a new window', async () => {
    const { store } = await openedStore();
    // The window opens inside the click; the link is asked for then, because links expire.
    const replace = vi.fn();
    const target = { opener: {} as unknown, close: vi.fn(), location: { replace } };
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    render(<CompanyDashboard store={store} />);
    const fullReport = buttonNamed('Full Report');
    expect(fullReport.hasAttribute('disabled')).toBe(false);
    act(() => fullReport.click());
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => replace.mock.calls.length > 0, 'the report address');
    expect(replace).toHaveBeenCalledWith('https://reports.example/NWC.pdf');
    expect(target.opener).toBeNull();
    expect(target.close).not.toHaveBeenCalled();
  });

  it('disables Full Report with the reason when there is no final score, and shows N/A for a missing ISIN', async () => {
    const { store } = await openedStore(
      companyAnswers({ '/dashboard/tickerDetail': aTickerDetail({ finalScore: null, isin: 'missing' }) }),
    );
    render(<CompanyDashboard store={store} />, 'light');
    const fullReport = buttonNamed('Full Report');
    expect(fullReport.hasAttribute('disabled')).toBe(true);
    expect(fullReport.parentElement?.getAttribute('aria-label')).toBe(FULL_REPORT_UNAVAILABLE);
    expect(document.querySelector('[role="toolbar"]')?.textContent).toContain('ISIN N/A');
    expect(panel('Risk distribution').textContent).toContain('This company: N/A');
  });

  it('shows a failing panel with its message and a retry, and the other panels', async () => {
    const { store, routes } = await openedStore(
      companyAnswers({ '/dashboard/riskHistory': apiError(500, 'UNDEFINED_ERROR', 'History failed') }),
    );
    render(<CompanyDashboard store={store} />);
    const history = panel('Risk score history');
    expect(history.querySelector('[role="alert"]')?.textContent).toContain('History failed');
    expect(panel('Ticker info').textContent).toContain('KPMG');

    routes['/dashboard/riskHistory'] = [{ year: 2022, score: 50, average: 40 }];
    act(() => buttonNamed('Retry').click());
    await waitFor(() => history.querySelector('[data-testid="plot"]') !== null, 'the history chart');
  });

  it('says so when a chart has no data for the year', async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/sectorDistribution': [],
        '/dashboard/riskDistribution': [{ x: 0, y: 0 }],
      }),
    );
    render(<CompanyDashboard store={store} />);
    expect(panel('Sector risk distribution').textContent).toContain('No data available for this year');
    expect(panel('Risk distribution').textContent).toContain('No data available for this year');
  });

  it("says 'No Year Data Found' and draws no panel when the company has no year with scored data", async () => {
    const { store } = await openedStore(
      companyAnswers({ '/dashboard/availableYears': { restrictAccess: false, data: [] } }),
    );
    render(<CompanyDashboard store={store} />);
    const dashboard = document.querySelector('section[aria-label="Company risk dashboard"]');
    expect(dashboard?.textContent).toContain('No Year Data Found');
    expect(document.querySelector('[data-testid="plot"]')).toBeNull();
  });

  it('shows the restricted panel and no chart when the exchange country is not subscribed', async () => {
    const { store } = await openedStore(
      companyAnswers({ '/dashboard/availableYears': { restrictAccess: true, data: [] } }),
    );
    render(<CompanyDashboard store={store} />);
    expect(panel(RESTRICTED_TITLE).textContent).toContain('do not have access to this exchange country');
    expect(document.querySelector('[data-testid="plot"]')).toBeNull();
    expect(document.querySelector('[role="toolbar"]')).toBeNull();
  });

  it('shows skeletons while the panels load', async () => {
    const fake = fakeCompanyHttp(
      companyAnswers({ '/dashboard/availableYears': new Promise(() => undefined) }),
    );
    const store = new CompanyStore(fake.api);
    render(<CompanyDashboard store={store} />);
    act(() => void store.open(NWC));
    await flush();
    expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  });

  it('tells the user there is no report for an inconclusive year; Escape closes it', async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ finalScore: null }),
        '/dashboard/chartFactor': { restrictAccess: false, data: someClusters(() => null) },
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain(REPORT_UNAVAILABLE_TEXT);
    expect(document.activeElement?.textContent).toBe('OK');
    act(() => {
      dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await flush();
    expect(store.showReportUnavailable).toBe(false);
    expect(() => buttonNamed('Factor report')).toThrow();
  });

  it('closes the report-unavailable dialog with OK', async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ finalScore: null }),
        '/dashboard/chartFactor': { restrictAccess: false, data: [] },
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    act(() => buttonNamed('OK').click());
    await flush();
    expect(store.showReportUnavailable).toBe(false);
  });

  it('changes the year from the Year dropdown', async () => {
    const { store, callsTo } = await openedStore();
    render(<CompanyDashboard store={store} />);
    const select = document.querySelector<HTMLElement>('[role="combobox"]');
    expect(select?.getAttribute('aria-labelledby')).toContain(
      document.querySelector('label')?.getAttribute('id') ?? 'no label',
    );
    act(() => {
      select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (candidate) => candidate.textContent === '2021',
    );
    expect(option).toBeDefined();
    act(() => option?.click());
    await waitFor(() => store.tickerDetail?.name === 'Northwind 2021', 'the 2021 panels');
    expect(callsTo('/dashboard/tickerDetail').at(-1)?.body).toEqual({ ...NWC, year: 2022 - 1 });
  });

  it('links the factor report of the company-year, which shows its clusters', async () => {
    const { store } = await openedStore();
    const router = render(
      <CompanyDashboard store={store} />,
      'dark',
      '/dashboard',
      <ReportPage store={store} />,
    );
    act(() => buttonNamed('Factor report').click());
    await waitFor(() => router.state.location.pathname === '/report', 'the report route');
    expect(router.state.location.search).toBe(`?reportValue=${encodeReportValue({ ...NWC, year: 2022 })}`);
    await waitFor(() => document.body.textContent.includes('Factor report'), 'the report page');
    expect(panel('Cluster detail').querySelectorAll('article')).toHaveLength(14);
    expect(panel('Risk clusters')).toBeDefined();
    expect(buttonNamed('Back to dashboard').getAttribute('href')).toBe('/dashboard');
  });
});

describe('ReportPage', () => {
  it('opens the company-year of a valid reportValue', async () => {
    const fake = fakeCompanyHttp(companyAnswers());
    const store = new CompanyStore(fake.api);
    render(
      <p>dashboard</p>,
      'light',
      `/report?reportValue=${encodeReportValue({ ...NWC, year: 2021 })}`,
      <ReportPage store={store} />,
    );
    await waitFor(() => store.clusters.status === 'ready', 'the clusters');
    await flush();
    expect(store.selectedYear).toBe(2021);
    expect(document.body.textContent).toContain('Year 2021');
    expect(document.body.textContent).toContain('Northwind 2021');
    expect(panel('Cluster detail').querySelectorAll('article')).toHaveLength(14);
  });

  it('shows an error with a way back for an invalid reportValue', () => {
    const fake = fakeCompanyHttp(companyAnswers());
    const store = new CompanyStore(fake.api);
    render(<p>dashboard</p>, 'dark', '/report?reportValue=not-valid!', <ReportPage store={store} />);
    expect(document.body.textContent).toContain(INVALID_REPORT_TEXT);
    expect(buttonNamed('Go to the dashboard').getAttribute('href')).toBe('/dashboard');
    expect(fake.calls).toHaveLength(0);
  });
});
