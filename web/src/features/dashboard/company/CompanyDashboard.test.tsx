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
import { NO_FILING_EVENTS_TEXT, SELECTED_YEAR_TEXT } from './FilingEventsPanel';
import { INVALID_REPORT_TEXT, ReportPage } from './ReportPage';
import { encodeReportValue } from './report-value';
import {
  aFilingSource,
  aScoreBreakdown,
  aTickerDetail,
  apiError,
  companyAnswers,
  deferred,
  fakeCompanyHttp,
  someClusters,
  someFilingEvents,
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
          warnings: ['ALERT: Change of auditor from KPMG to BDO.', 'ALERT: Annual report filed late.'],
        }),
      }),
    );
    render(<CompanyDashboard store={store} topBarActions={<button type="button">Star</button>} />);
    await flush();

    const toolbar = document.querySelector('[role="toolbar"]');
    expect(toolbar?.textContent).toContain('US0000000001');
    expect(toolbar?.textContent).toContain('Northwind Components Inc.');
    // The ticker and venue beside the name, and the source mark: a generated company is a demo one.
    expect(toolbar?.textContent).toContain('Northwind Components Inc.Ticker NWC · NASDAQISIN US0000000001');
    expect(toolbar?.textContent).toContain('Source: Demo (generated)');
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
    // The final score's terms and their sum, the year's logit L_t.
    expect(breakdown.textContent).toContain('67.91');
    expect(breakdown.textContent).toContain('Cluster red-flag share');
    const terms = breakdown.querySelector('table[aria-label="Final score terms"]');
    expect(terms?.querySelector('tbody tr:last-child')?.textContent).toBe('The year’s logit Lt+0.8846');
    // Smoothed with last year's: S_t = 0.73 × S_t−1 + 0.27 × L_t.
    const smoothing = [
      ...(breakdown
        .querySelector('table[aria-label="Smoothing over the years"]')
        ?.querySelectorAll('tbody tr') ?? []),
    ].map((row) => row.textContent);
    expect(smoothing).toEqual([
      'LtThe year’s own logit: the intercept plus the terms above+0.8846',
      'St−1Last year’s smoothed logit+0.7000',
      'StSt = 0.73 × St−1 + 0.27 × Lt(kept × St−1 + (1 − kept) × Lt)+0.7498',
    ]);
    // Each cluster's position among its peers and g(p); the legend says how C is built.
    const flags = [
      ...(breakdown.querySelector('table[aria-label="Cluster red flags"]')?.querySelectorAll('tbody tr') ??
        []),
    ].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(flags).toEqual([
      ['Accruals', '0.91', '3.00', '0.343'],
      ['Working capital', '0.30', '3.00', '0.000'],
      ['Goodwill', 'N/A', '1.00', 'N/A'],
    ]);
    expect(breakdown.textContent).toContain(
      'the weighted mean of g(p) = max(0, (p − 0.7)/0.3)³ over the clusters ranked among their peers, p the position among peers (0 safest, 1 riskiest)',
    );

    act(() => buttonNamed('Beneish M-score').click());
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

    act(() => buttonNamed('Dechow F-score').click());
    expect(breakdown.textContent).toContain('1.12249');
    expect(breakdown.textContent).toContain('Above normal risk');
    expect(breakdown.textContent).toContain('Missing: Receivables 2020');

    act(() => buttonNamed('Statements').click());
    const statements = breakdown.querySelector('table[aria-label="Financial statements ($ millions)"]');
    expect(statements?.textContent).toContain('$1,200m');
    expect(statements?.textContent).toContain('N/A');
    // A line the year's complete filing does not have: 0 with a dagger, and the footnote says why.
    const debt = [...(statements?.querySelectorAll('tbody tr') ?? [])].find((row) =>
      row.textContent.startsWith('Long-term debt'),
    );
    const [, debt2021, debt2022] = [...(debt?.children ?? [])];
    expect(debt2021?.querySelector('sup')).toBeNull();
    expect(debt2022?.querySelector('sup')?.textContent).toBe('†');
    expect(debt2022?.querySelector('sup')?.getAttribute('aria-hidden')).toBe('true');
    expect(debt2022?.textContent).toBe('$0.0m† (not reported, taken as 0)');
    expect(breakdown.textContent).toContain('† not reported, taken as 0: the year’s complete annual report');
  });

  it('says S_t = L_t when the year before has no score, and why a year is not scored', async () => {
    const first = aScoreBreakdown();
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/scoreBreakdown': aScoreBreakdown({
          final: { ...first.final, logit: 0.8846, previousLogit: null, kept: null },
        }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const rows = [
      ...(panel('Score breakdown')
        .querySelector('table[aria-label="Smoothing over the years"]')
        ?.querySelectorAll('tbody tr') ?? []),
    ].map((row) => row.textContent);
    expect(rows).toEqual([
      'LtThe year’s own logit: the intercept plus the terms above+0.8846',
      'StSt = Lt (no score the year before)+0.8846',
    ]);
    act(() => reactRoot?.unmount());

    const reason = 'Not scored: 7 of 14 clusters available, at least 8 needed';
    const unscored = await openedStore(
      companyAnswers({
        '/dashboard/scoreBreakdown': aScoreBreakdown({
          final: {
            ...first.final,
            score: null,
            unrounded: null,
            logit: null,
            yearLogit: null,
            previousLogit: null,
            kept: null,
            reason,
          },
        }),
      }),
    );
    render(<CompanyDashboard store={unscored.store} />);
    await flush();
    const breakdown = panel('Score breakdown');
    // The reason as the API gave it, as information (not an error), and no smoothing without a logit.
    expect(breakdown.querySelector('[role="alert"]')?.textContent).toBe(reason);
    expect(breakdown.querySelector('.MuiAlert-standardError, .MuiAlert-outlinedError')).toBeNull();
    expect(breakdown.querySelector('table[aria-label="Smoothing over the years"]')).toBeNull();
    expect(breakdown.querySelector('table[aria-label="Final score terms"]')).not.toBeNull();
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

  it('links each accession number a warning cites to its filing on EDGAR, and leaves one without a page as text', async () => {
    const url =
      'https://www.sec.gov/Archives/edgar/data/1318605/000119312513096223/0001193125-13-096223-index.htm';
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({
          warnings: [
            'ALERT: Annual report filed late (NT 10-K filed 2013-03-04, 0001193125-13-088624).',
            'ALERT: Previously issued financial statements are not to be relied on (8-K item 4.02 filed 2013-03-07, 0001193125-13-096223).',
          ],
          warningFilings: [{ accession: '0001193125-13-096223', url }],
        }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();

    const alerts = [...panel('Ticker info').querySelectorAll('[role="alert"]')];
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'ALERT: Annual report filed late (NT 10-K filed 2013-03-04, 0001193125-13-088624).',
      'ALERT: Previously issued financial statements are not to be relied on (8-K item 4.02 filed 2013-03-07, 0001193125-13-096223).',
    ]);
    expect(alerts[0]?.querySelector('a')).toBeNull();
    const link = alerts[1]?.querySelector<HTMLAnchorElement>('a');
    expect(link?.getAttribute('href')).toBe(url);
    expect(link?.getAttribute('aria-label')).toBe(
      '0001193125-13-096223: the filing on SEC EDGAR (opens in a new tab)',
    );
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

  it('disables Full Report with the reason when there is no report, and shows no ISIN where there is none', async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ finalScore: null, isin: 'missing' }),
        '/dashboard/full-report-url': apiError(409, 'REPORT_UNAVAILABLE'),
      }),
    );
    render(<CompanyDashboard store={store} />, 'light');
    const fullReport = buttonNamed('Full Report');
    expect(fullReport.hasAttribute('disabled')).toBe(true);
    expect(fullReport.parentElement?.getAttribute('aria-label')).toBe(FULL_REPORT_UNAVAILABLE);
    expect(document.querySelector('[role="toolbar"]')?.textContent).not.toContain('ISIN');
    expect(panel('Risk distribution').textContent).toContain('This company: N/A');
  });

  it("shows an SEC company's ticker, venue, CIK and source, and no ISIN (SEC data has none)", async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({
          id: 'AAPL',
          name: 'Apple Inc.',
          ticker: 'AAPL',
          exchange: 'Nasdaq',
          isin: 'N/A',
          origin: 'sec',
          cik: 320193,
        }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const toolbar = document.querySelector('[role="toolbar"]')?.textContent ?? '';
    expect(toolbar).toContain('Apple Inc.Ticker AAPL · Nasdaq');
    expect(toolbar).toContain('Source: SEC EDGAR · CIK 320193');
    expect(toolbar).not.toContain('ISIN');
    expect(toolbar).not.toContain('Demo');
  });

  it("links an SEC company's latest annual report and marks its data stale once the next is overdue", async () => {
    const latest = {
      ...aFilingSource({ form: '10-K', filed: '2022-02-07' }),
      fiscalYear: 2021,
      nextFiscalYearEnd: '2022-12-31',
      due: '2023-03-31',
      overdue: true,
    };
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ origin: 'sec', cik: 1318605, latestAnnualReport: latest }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const toolbar = document.querySelector('[role="toolbar"]');
    const link = [...(toolbar?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.includes('10-K'));
    expect(link?.textContent).toBe('10-K for FY2021, filed 2022-02-07');
    expect(link?.getAttribute('href')).toBe(latest.url);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(toolbar?.textContent).toContain('Stale: FY2022 report overdue since 2023-03-31');
  });

  it('shows no stale mark while the next annual report is not yet due, and none for a demo company', async () => {
    const latest = {
      ...aFilingSource(),
      fiscalYear: 2025,
      nextFiscalYearEnd: '2026-09-27',
      due: '2026-12-26',
      overdue: false,
    };
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ origin: 'sec', latestAnnualReport: latest }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const toolbar = document.querySelector('[role="toolbar"]')?.textContent ?? '';
    expect(toolbar).toContain('Latest annual report:');
    expect(toolbar).not.toContain('Stale');
  });

  it('marks a company of an imported statements file as such, and one without a ticker by its venue alone', async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ ticker: null, exchange: 'Unlisted', origin: 'file' }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const toolbar = document.querySelector('[role="toolbar"]')?.textContent ?? '';
    expect(toolbar).toContain('Ticker Unlisted');
    expect(toolbar).toContain('Source: Imported file');
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

  it("says 'No Year Data Found' and draws no panel when the company has no year at all", async () => {
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

  it('tells the user there is no report for an inconclusive year, and why; Escape closes it', async () => {
    const reason = 'Not scored: 3 of 14 clusters available, at least 8 needed';
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({ finalScore: null, rating: 'N/A', scoreNote: reason }),
        '/dashboard/chartFactor': { restrictAccess: false, data: someClusters(() => null) },
        '/dashboard/full-report-url': apiError(409, 'REPORT_UNAVAILABLE'),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain(REPORT_UNAVAILABLE_TEXT);
    expect(dialog?.textContent).toContain(reason);
    expect(
      dialog
        ?.getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual([REPORT_UNAVAILABLE_TEXT, reason]);
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
        '/dashboard/full-report-url': apiError(409, 'REPORT_UNAVAILABLE'),
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

/** The text of the Ticker info field `label` (its dd). */
function fieldValue(label: string): HTMLElement | null {
  const term = [...panel('Ticker info').querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling instanceof HTMLElement ? term.nextElementSibling : null;
}

const toolbar = () => document.querySelector<HTMLElement>('[role="toolbar"]');

function openYearMenu(): string[] {
  const select = document.querySelector<HTMLElement>('[role="combobox"]');
  act(() => {
    select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  return [...document.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => option.textContent);
}

describe('CompanyDashboard: a rating an analyst can trust (issue 28)', () => {
  it('shows the rating among how many peers, in the header and the Ticker info', async () => {
    const { store } = await openedStore();
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(toolbar()?.querySelector('[aria-label="Rating D+, high risk"]')?.textContent).toBe('D+');
    expect(toolbar()?.textContent).toContain('among 412 peers, exchange country');
    expect(fieldValue('Rating')?.textContent).toBe('D+among 412 peers, exchange country');
  });

  it("says 'Not rated: fewer than 30 peers' instead of a letter, with the score still shown", async () => {
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({
          rating: 'N/A',
          scoreNote: 'Not rated: fewer than 30 peers',
          peers: 12,
          peerGroup: null,
          origin: 'file',
          rankPercent: null,
          rankPercentWithinSector: null,
        }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    for (const where of [toolbar(), fieldValue('Rating')]) {
      // The whole sentence is on screen: the neutral 'Not rated' pill and its reason.
      expect(where?.textContent).toContain('Not rated: fewer than 30 peers');
      expect(where?.textContent).not.toContain('N/A');
      expect(where?.textContent).not.toContain('among');
    }
    expect(fieldValue('Final score')?.textContent).toBe('87.31');
    expect(buttonNamed('Full Report').hasAttribute('disabled')).toBe(false);
  });

  it("says why a year is not scored ('Not scored: …') where the rating goes, as information, not an error", async () => {
    const reason = 'Not scored: the F-score is N/A (no statements for t−1)';
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/tickerDetail': aTickerDetail({
          rating: 'N/A',
          scoreNote: reason,
          finalScore: null,
          peers: null,
          peerGroup: null,
          rankPercent: null,
          rankPercentWithinSector: null,
        }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(toolbar()?.textContent).toContain(reason);
    expect(fieldValue('Rating')?.textContent).toBe(reason);
    expect(panel('Ticker info').querySelector('[role="alert"]')).toBeNull();
    // The year's other panels are there: its clusters, M-score and F-score.
    expect(panel('Cluster detail').querySelectorAll('article')).toHaveLength(14);
    act(() => buttonNamed('Beneish M-score').click());
    expect(panel('Score breakdown').textContent).toContain('-1.527035');
  });
});

describe('CompanyDashboard: the year picker', () => {
  it('opens on the default year and offers every year with statements, scored or not', async () => {
    const { store, callsTo } = await openedStore(
      companyAnswers({
        '/dashboard/availableYears': {
          restrictAccess: false,
          data: [2024, 2023, 2022, 2021],
          defaultYear: 2023,
        },
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(callsTo('/dashboard/tickerDetail')[0]?.body).toEqual({ ...NWC, year: 2023 });
    expect(document.querySelector('[role="combobox"]')?.textContent).toBe('2023');
    expect(openYearMenu()).toEqual(['2024', '2023', '2022', '2021']);
  });

  it('opens on the latest year when the answer has no default year', async () => {
    const { store } = await openedStore(
      companyAnswers({ '/dashboard/availableYears': { restrictAccess: false, data: [2021, 2022] } }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(document.querySelector('[role="combobox"]')?.textContent).toBe('2022');
  });

  it("shows a year without a score (not 'No Year Data Found'): the note, its clusters and models", async () => {
    const reason = 'Not scored: the M-score is N/A (DSRI, GMI, AQI, SGI, DEPI, SGAI and LVGI are N/A)';
    const { store } = await openedStore(
      companyAnswers({
        '/dashboard/availableYears': { restrictAccess: false, data: [2021], defaultYear: 2021 },
        '/dashboard/tickerDetail': aTickerDetail({
          rating: 'N/A',
          scoreNote: reason,
          finalScore: null,
          peers: null,
          peerGroup: null,
        }),
      }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const dashboard = document.querySelector('section[aria-label="Company risk dashboard"]');
    expect(dashboard?.textContent).not.toContain('No Year Data Found');
    expect(fieldValue('Rating')?.textContent).toBe(reason);
    expect(panel('Cluster detail').querySelectorAll('article')).toHaveLength(14);
    expect(openYearMenu()).toEqual(['2021']);
  });
});

describe('CompanyDashboard: filing events', () => {
  const withEvents = (overrides: Record<string, unknown> = {}) =>
    companyAnswers({
      '/dashboard/availableYears': { restrictAccess: false, data: [2012, 2013] },
      '/dashboard/filingEvents': { events: someFilingEvents() },
      ...overrides,
    });
  const rows = () => [...panel('Filing events').querySelectorAll<HTMLElement>('ol > li')];

  it('shows a skeleton while the events load', async () => {
    const pending = deferred();
    const fake = fakeCompanyHttp(companyAnswers({ '/dashboard/filingEvents': pending.promise }));
    const store = new CompanyStore(fake.api);
    render(<CompanyDashboard store={store} />);
    act(() => void store.open(NWC));
    await waitFor(() => store.detail.status === 'ready', 'the ticker info');
    expect(panel('Filing events').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(panel('Ticker info').querySelector('[aria-busy="true"]')).toBeNull();

    pending.resolve({ events: someFilingEvents() });
    await waitFor(() => rows().length === 3, 'the events');
    expect(panel('Filing events').querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says so when the company has no filing events (a generated or imported one)', async () => {
    const { store } = await openedStore();
    render(<CompanyDashboard store={store} />);
    await flush();
    const events = panel('Filing events');
    expect(events.querySelector('[role="status"]')?.textContent).toBe(NO_FILING_EVENTS_TEXT);
    expect(events.querySelector('ol')).toBeNull();
    expect(buttonNamed('Filing events information')).toBeDefined();
  });

  it('shows its own error with Retry, which loads the events again', async () => {
    const { store, routes } = await openedStore(
      withEvents({ '/dashboard/filingEvents': apiError(500, 'UNDEFINED_ERROR', 'Events failed') }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    const events = panel('Filing events');
    expect(events.querySelector('[role="alert"]')?.textContent).toContain('Events failed');
    expect(panel('Ticker info').textContent).toContain('KPMG');

    routes['/dashboard/filingEvents'] = { events: someFilingEvents() };
    const retry = [...events.querySelectorAll('button')].find((button) => button.textContent === 'Retry');
    act(() => retry?.click());
    await waitFor(() => rows().length === 3, 'the events');
  });

  it('lists the events latest first: date, form, meaning, fiscal year and a link to EDGAR in a new tab', async () => {
    const { store } = await openedStore(withEvents());
    render(<CompanyDashboard store={store} />);
    await flush();
    const list = panel('Filing events').querySelector('ol');
    expect(list?.getAttribute('aria-label')).toBe('Filing events, latest first');
    expect(rows().map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2014-04-29',
      '2013-03-07',
      '2013-03-04',
    ]);
    const [amendment, nonReliance, late] = rows();
    expect(amendment?.querySelector('time')?.textContent).toBe('29 April 2014');
    expect(amendment?.querySelector('.MuiChip-label')?.textContent).toBe('10-K/A');
    expect(amendment?.textContent).toContain('Amendment of the annual report for fiscal 2013 (10-K/A)');
    expect(amendment?.textContent).toContain('Fiscal 2013');
    expect(nonReliance?.querySelector('.MuiChip-label')?.textContent).toBe('8-K');
    expect(nonReliance?.textContent).toContain(
      'Non-reliance on previously issued financial statements (8-K item 4.02)',
    );
    expect(late?.textContent).toContain('Notification of late filing of the annual report for fiscal 2012');
    expect(late?.textContent).toContain('Fiscal 2012');

    const links = rows().map((row) => row.querySelector('a'));
    expect(links.map((link) => link?.getAttribute('aria-label'))).toEqual([
      'View the 10-K/A of 2014-04-29 on EDGAR (opens in a new tab)',
      'View the 8-K of 2013-03-07 on EDGAR (opens in a new tab)',
      'View the NT 10-K of 2013-03-04 on EDGAR (opens in a new tab)',
    ]);
    expect(links.map((link) => link?.getAttribute('href'))).toEqual(
      [...someFilingEvents()].sort((a, b) => b.filed.localeCompare(a.filed)).map((event) => event.url),
    );
    for (const link of links) {
      // The visible word is part of the name (what a voice-control user says).
      expect(link?.textContent).toBe('EDGAR');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toContain('noopener');
    }
  });

  it('never links an address off SEC EDGAR: the word stays as text', async () => {
    const [late] = someFilingEvents();
    const { store } = await openedStore(
      withEvents({ '/dashboard/filingEvents': { events: [{ ...late, url: 'https://evil.example/x' }] } }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(rows()).toHaveLength(1);
    expect(panel('Filing events').querySelector('a')).toBeNull();
    expect(rows()[0]?.textContent).toContain('EDGAR');
  });

  it("says 'Demo filing', never EDGAR, for a generated company's made-up filing (no url)", async () => {
    const [late] = someFilingEvents();
    const { store } = await openedStore(
      withEvents({ '/dashboard/filingEvents': { events: [{ ...late, url: null }] } }),
    );
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(rows()).toHaveLength(1);
    expect(panel('Filing events').querySelector('a')).toBeNull();
    expect(rows()[0]?.textContent).toContain('Demo filing');
    expect(rows()[0]?.textContent).not.toContain('EDGAR');
  });

  it('highlights the events of the selected fiscal year, and says so to a screen reader', async () => {
    const { store, callsTo } = await openedStore(withEvents());
    render(<CompanyDashboard store={store} />);
    await flush();
    expect(store.selectedYear).toBe(2013);
    const highlighted = () =>
      rows().map(
        (row) =>
          row.getAttribute('data-selected-year') === 'true' && row.textContent.includes(SELECTED_YEAR_TEXT),
      );
    expect(highlighted()).toEqual([true, false, false]);
    expect(rows()[0]?.textContent).toContain(`Fiscal 2013, ${SELECTED_YEAR_TEXT}`);
    expect(rows()[1]?.textContent).not.toContain(SELECTED_YEAR_TEXT);

    await act(async () => store.selectYear(2012));
    await flush();
    expect(highlighted()).toEqual([false, true, true]);
    // Another year only moves the highlight: the events are not asked for again.
    expect(callsTo('/dashboard/filingEvents')).toHaveLength(1);
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
