import type { Data, Layout } from 'plotly.js';

import type { ChartBlock } from '../../../api/luca-api';
import type { PlotColors } from '../../../shared/charts/plot-theme';

export interface Figure {
  data: Data[];
  layout: Partial<Layout>;
}

/** Extra series after the first two (company, average) take these, then repeat. */
const MORE_SERIES = ['#8b7cf6', '#3fb6c6', '#d08bd9'];

const SCORE_LIKE = /score/i;

/** Every x of every series, in first-seen order (years stay in order). */
function categories(chart: ChartBlock): Array<number | string> {
  const seen: Array<number | string> = [];
  for (const series of chart.series) {
    for (const point of series.points) if (!seen.includes(point.x)) seen.push(point.x);
  }
  return seen;
}

/**
 * An answer's chart (docs/api/luca.md, a "chart" block) as a Plotly figure in the app's chart style: the
 * first series in the accent colour, the second (an average) muted and dashed, years as categories. A
 * score axis runs 0 to 100 like the dashboard's.
 */
export function chartFigure(chart: ChartBlock, colors: PlotColors): Figure {
  const colorOf = (index: number): string =>
    index === 0
      ? colors.accent
      : index === 1
        ? colors.muted
        : (MORE_SERIES[(index - 2) % MORE_SERIES.length] ?? colors.muted);
  const data: Data[] = chart.series.map((series, index) => {
    const x = series.points.map((point) => point.x);
    const y = series.points.map((point) => point.y);
    const color = colorOf(index);
    if (chart.kind === 'bar') {
      return {
        type: 'bar',
        name: series.name,
        x,
        y,
        marker: { color },
        hovertemplate: `${series.name} %{y}<extra>%{x}</extra>`,
      };
    }
    return {
      type: 'scatter',
      mode: index === 0 ? 'lines+markers' : 'lines',
      name: series.name,
      x,
      y,
      connectgaps: false,
      line: { color, width: index === 0 ? 2.5 : 1.5, ...(index === 1 ? { dash: 'dash' } : {}) },
      ...(index === 0 ? { marker: { color, size: 7 } } : {}),
      hovertemplate: `${series.name} %{y}<extra>%{x}</extra>`,
    };
  });
  const values = chart.series
    .flatMap((series) => series.points.map((point) => point.y))
    .filter((y): y is number => y !== null);
  const scoreAxis = SCORE_LIKE.test(chart.yLabel) && values.every((y) => y >= 0 && y <= 100);
  const xs = categories(chart);
  return {
    data,
    layout: {
      showlegend: chart.series.length > 1,
      legend: { orientation: 'h', x: 0, y: -0.22, xanchor: 'left', yanchor: 'top' },
      hovermode: 'x',
      margin: { l: 48, r: 12, t: 8, b: chart.series.length > 1 ? 64 : 40 },
      ...(chart.kind === 'bar' ? { barmode: 'group' } : {}),
      xaxis: {
        type: 'category',
        categoryorder: 'array',
        categoryarray: xs,
        showgrid: false,
        ...(chart.xLabel === '' ? {} : { title: { text: chart.xLabel } }),
      },
      yaxis: {
        ...(scoreAxis ? { range: [0, 100], dtick: 20 } : {}),
        ...(chart.yLabel === '' ? {} : { title: { text: chart.yLabel } }),
      },
    },
  };
}

/** What the chart shows, in words, for assistive technology. */
export function chartSummary(chart: ChartBlock): string {
  const series = chart.series.map(
    (one) =>
      `${one.name}: ${one.points.map((point) => `${point.x} ${point.y === null ? 'no value' : point.y}`).join(', ')}`,
  );
  return `${chart.title}. ${series.join('. ')}`;
}
