import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { LazyPlotProps } from '../../../shared/charts/LazyPlot';
import { plotColors } from '../../../shared/charts/plot-theme';
import { riskColors } from '../../../shared/risk/risk-scale';
import { createAppTheme } from '../../../shared/theme/theme';
import { cleanup, render as renderInTheme } from '../../../test-support/render-support';
import { ModelHistory, modelHistoryFigure } from './ModelHistoryChart';
import { FScoreTab, MScoreTab } from './ModelTabs';
import { aScoreBreakdown } from './test-fixtures';

// Plotly needs a real browser: the chart renders as a labelled stand-in with its figure's texts.
vi.mock('../../../shared/charts/LazyPlot', () => ({
  LazyPlot: ({ ariaLabel, data }: LazyPlotProps) => (
    <div role="img" aria-label={ariaLabel} data-testid="plot" data-traces={data.length} />
  ),
}));

afterEach(cleanup);

const theme = createAppTheme('light');

const render = (ui: ReactNode): HTMLElement => renderInTheme(ui, 'light');

/** A table's header and rows as text, cell by cell. */
function cells(table: Element | null): string[][] {
  if (!table) throw new Error('no table');
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

const tableNamed = (root: HTMLElement, name: string) => root.querySelector(`table[aria-label="${name}"]`);

describe('the Beneish M-score by year', () => {
  it('draws the cut-offs at -1.78 (likely manipulator) and -2.22 and marks the selected year', () => {
    const breakdown = aScoreBreakdown();
    const figure = modelHistoryFigure({
      breakdown,
      model: 'mScore',
      colors: plotColors(theme),
      mode: 'light',
    });
    expect(figure.layout.annotations?.map((annotation) => annotation.text)).toEqual([
      '−1.78 likely manipulator',
      '−2.22',
    ]);
    const lines = figure.layout.shapes?.filter((shape) => shape.yref === 'y');
    expect(lines?.map((shape) => [shape.y0, shape.line?.color])).toEqual([
      [-1.78, riskColors(3, 'light').fill],
      [-2.22, riskColors(2, 'light').fill],
    ]);
    // The selected year: a dotted line at x = 2022 and a ring on its point.
    expect(figure.layout.shapes?.find((shape) => shape.xref === 'x')).toMatchObject({ x0: 2022, x1: 2022 });
    expect(figure.data[1]).toMatchObject({ name: 'Selected year', x: [2022], y: [-1.527035] });
    // N/A years leave a gap: never drawn as 0.
    expect(figure.data[0]).toMatchObject({ x: [2020, 2021, 2022], y: [null, -2.0513, -1.527035] });
  });

  it('draws an outlier at the edge of the axis, its true value in the hover', () => {
    const breakdown = aScoreBreakdown();
    const history = breakdown.history.map((entry) =>
      entry.year === 2021 ? { ...entry, mScore: 42 } : entry,
    );
    const figure = modelHistoryFigure({
      breakdown: { ...breakdown, history },
      model: 'mScore',
      colors: plotColors(theme),
      mode: 'light',
    });
    const [from, to] = figure.layout.yaxis?.range as [number, number];
    expect(to).toBeLessThan(10);
    expect(from).toBeLessThan(-2.22);
    const line = figure.data[0] as {
      y: (number | null)[];
      customdata: string[];
      marker: { symbol: string[] };
    };
    expect(line.y[1]).toBe(to);
    expect(line.marker.symbol[1]).toBe('triangle-up');
    expect(line.customdata[1]).toBe('42.000');
  });

  it('names the chart with its values, and tables the indices by year, latest first, the selected year marked', () => {
    const root = render(<ModelHistory breakdown={aScoreBreakdown()} model="mScore" />);
    const chart = root.querySelector('[role="img"]');
    expect(chart?.getAttribute('aria-label')).toBe(
      'Beneish M-score by year, with the cut-offs −1.78 likely manipulator and −2.22. ' +
        '2020: N/A; 2021: -2.051, not flagged; 2022: -1.527, likely manipulator (selected year)',
    );
    expect(root.textContent).toContain('Beneish M-score by year');
    expect(root.textContent).toContain('−1.78 likely manipulator');
    expect(root.textContent).toContain('−2.22 (the more sensitive cut-off screeners quote)');
    expect(cells(tableNamed(root, 'Indices by year'))).toEqual([
      ['Index', '2022 (selected year)', '2021', '2020'],
      ['M-score', '-1.527', '-2.051', 'N/A'],
      ['Above −1.78', 'Yes', 'No', 'N/A'],
      ['DSRI', '1.500', '0.981', 'N/A'],
      ['SGI', '1.200', '1.050', 'N/A'],
    ]);
    const selected = root.querySelector('th[aria-current="true"]');
    expect(selected?.textContent).toBe('2022 (selected year)');
    // The index's full name on its code; the table scrolls inside a focusable box named after it.
    expect(root.querySelector('abbr[title="Days sales in receivables index"]')?.textContent).toBe('DSRI');
    const box = root.querySelector('[role="group"][aria-label="Indices by year"]');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.contains(tableNamed(root, 'Indices by year'))).toBe(true);
  });

  it('says so instead of an empty chart when no year has an M-score', () => {
    const breakdown = aScoreBreakdown();
    const history = breakdown.history.map((entry) => ({ ...entry, mScore: null, mFlagged: null }));
    const root = render(<ModelHistory breakdown={{ ...breakdown, history }} model="mScore" />);
    expect(root.querySelector('[role="img"]')).toBeNull();
    expect(root.textContent).toContain('No year has a Beneish M-score');
    expect(tableNamed(root, 'Indices by year')).not.toBeNull();
  });
});

describe('the Dechow F-score by year', () => {
  it('shades the bands normal, above normal and substantial, with lines at 1.00 and 2.45', () => {
    const figure = modelHistoryFigure({
      breakdown: aScoreBreakdown(),
      model: 'fScore',
      colors: plotColors(theme),
      mode: 'light',
    });
    const bands = figure.layout.shapes?.filter((shape) => shape.type === 'rect');
    const [, top] = figure.layout.yaxis?.range as [number, number];
    expect(bands?.map((shape) => [shape.y0, shape.y1, shape.fillcolor])).toEqual([
      [0, 1, riskColors(0, 'light').soft],
      [1, 2.45, riskColors(2, 'light').soft],
      [2.45, top, riskColors(4, 'light').soft],
    ]);
    expect(top).toBeGreaterThan(2.45);
    expect(figure.layout.annotations?.map((annotation) => annotation.text)).toEqual([
      'Normal',
      'Above normal',
      'Substantial',
      '1.00',
      '2.45',
    ]);
  });

  it('tables the F-score, its band and the variables by year', () => {
    const root = render(<ModelHistory breakdown={aScoreBreakdown()} model="fScore" />);
    expect(root.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Dechow F-score by year, with the bands 1.00 (above normal) and 2.45 (substantial). ' +
        '2020: N/A; 2021: 0.842, normal; 2022: 1.122, above normal (selected year)',
    );
    expect(cells(tableNamed(root, 'Variables by year'))).toEqual([
      ['Variable', '2022 (selected year)', '2021', '2020'],
      ['F-score', '1.122', '0.842', 'N/A'],
      ['Band', 'above normal', 'normal', 'N/A'],
      ['CH_CS', 'N/A', '0.123', 'N/A'],
    ]);
  });
});

describe('the model tabs', () => {
  it('show each model by year below its terms', () => {
    const m = render(<MScoreTab breakdown={aScoreBreakdown()} />);
    expect(m.textContent).toContain('Beneish M-score by year');
    expect(tableNamed(m, 'Indices by year')).not.toBeNull();
    cleanup();
    const f = render(<FScoreTab breakdown={aScoreBreakdown()} />);
    expect(f.textContent).toContain('Dechow F-score by year');
    expect(tableNamed(f, 'Variables by year')).not.toBeNull();
  });
});
