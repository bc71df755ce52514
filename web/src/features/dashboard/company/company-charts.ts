import type { Annotation, Data, Layout, Shape } from 'plotly.js';

import type { ClusterFactor, HistogramBin } from '../../../api/company-api';
import type { PlotColors } from '../../../shared/charts/plot-theme';
import { riskColors, stepOfQuantile, stepOfScore } from '../../../shared/risk/risk-scale';
import type { ThemeMode } from '../../../shared/theme/theme';
import type { HistorySeries } from './company-store';
import {
  percentileText,
  quantileLabel,
  scorePercent,
  thinYearLabels,
} from '../../../shared/risk/company-format';

/** The figures of the company dashboard's charts, as pure functions of the data and the theme's colours. */
export interface Figure {
  data: Data[];
  layout: Partial<Layout>;
}

/** Spec section 9: the risk history's y axis is 0-100 in steps of 20. */
export const SCORE_AXIS = { range: [0, 100], dtick: 20, tick0: 0 } as const;

/** Plotly hover labels are HTML: keep server text as text. */
export function escapeHover(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Breaks text into lines of about `width` characters for a hover label. */
export function wrapHover(text: string, width = 48): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines.map(escapeHover).join('<br>');
}

/** The risk score by year with the exchange country's average as a dashed line. */
export function historyFigure(series: HistorySeries, colors: PlotColors): Figure {
  const tickvals = thinYearLabels(series.years);
  const first = series.years[0];
  const last = series.years.at(-1);
  return {
    data: [
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: 'Risk score',
        x: series.years,
        y: series.scores,
        connectgaps: false,
        line: { color: colors.accent, width: 2.5 },
        marker: { color: colors.accent, size: 7 },
        hovertemplate: 'Risk score %{y:.1f}<extra>%{x}</extra>',
      },
      {
        type: 'scatter',
        mode: 'lines',
        name: 'Average',
        x: series.years,
        y: series.averages,
        line: { color: colors.muted, width: 1.5, dash: 'dash' },
        hovertemplate: 'Average %{y:.1f}<extra>%{x}</extra>',
      },
    ],
    layout: {
      showlegend: true,
      legend: { orientation: 'h', x: 0, y: -0.18, xanchor: 'left', yanchor: 'top' },
      hovermode: 'x',
      margin: { l: 40, r: 12, t: 8, b: 56 },
      xaxis: {
        tickmode: 'array',
        tickvals,
        ticktext: tickvals.map(String),
        ...(first === undefined || last === undefined ? {} : { range: [first - 0.5, last + 0.5] }),
        showgrid: false,
      },
      yaxis: { ...SCORE_AXIS, range: [...SCORE_AXIS.range], title: { text: 'Risk score' } },
    },
  };
}

/** A histogram has no data when it has no bins or no company in any bin. */
export function isEmptyHistogram(bins: readonly HistogramBin[]): boolean {
  return bins.every((bin) => bin.y === 0);
}

/**
 * The distribution of final scores (bins of 5) as a stepped area, with a vertical marker at the company's
 * score and its percentile.
 */
export function distributionFigure(
  bins: readonly HistogramBin[],
  score: number | null,
  percentile: number | null,
  colors: PlotColors,
  mode: ThemeMode,
): Figure {
  const sorted = [...bins].sort((a, b) => a.x - b.x);
  const lastBin = sorted.at(-1);
  // Steps start at each bin; one more point closes the last bin at its end.
  const x = [...sorted.map((bin) => bin.x), ...(lastBin === undefined ? [] : [lastBin.x + 5])];
  const y = [...sorted.map((bin) => bin.y), ...(lastBin === undefined ? [] : [lastBin.y])];
  const shapes: Array<Partial<Shape>> = [];
  const annotations: Array<Partial<Annotation>> = [];
  const step = stepOfScore(score);
  if (score !== null && step !== undefined) {
    const markerColor = riskColors(step, mode).fill;
    shapes.push({
      type: 'line',
      xref: 'x',
      yref: 'paper',
      x0: score,
      x1: score,
      y0: 0,
      y1: 1,
      line: { color: markerColor, width: 2, dash: 'dot' },
    });
    annotations.push({
      xref: 'x',
      yref: 'paper',
      x: score,
      y: 1,
      xanchor: score > 60 ? 'right' : 'left',
      yanchor: 'top',
      xshift: score > 60 ? -6 : 6,
      showarrow: false,
      align: score > 60 ? 'right' : 'left',
      text: escapeHover(percentileText(score, percentile)),
      font: { size: 11, color: colors.text },
      bgcolor: colors.paper,
      bordercolor: markerColor,
      borderwidth: 1,
      borderpad: 4,
    });
  }
  return {
    data: [
      {
        type: 'scatter',
        mode: 'lines',
        name: 'Companies',
        x,
        y,
        line: { shape: 'hv', color: colors.accent, width: 2 },
        fill: 'tozeroy',
        fillcolor: colors.accentSoft,
        hovertemplate: 'Score %{x}–%{customdata}: %{y} companies<extra></extra>',
        customdata: x.map((start) => Math.min(100, start + 5)),
      },
    ],
    layout: {
      showlegend: false,
      hovermode: 'closest',
      margin: { l: 44, r: 12, t: 8, b: 40 },
      xaxis: { range: [0, 100], dtick: 20, tick0: 0, title: { text: 'Final score' }, showgrid: false },
      yaxis: { rangemode: 'tozero', title: { text: 'Companies' } },
      shapes,
      annotations,
    },
  };
}

/** The radial chart's angular labels: the cluster names. */
export function clusterHover(cluster: ClusterFactor, description: string | undefined): string[] {
  const comment =
    cluster.cluster_comment_text.trim() === '' ? (description ?? '') : cluster.cluster_comment_text;
  return [escapeHover(cluster.cluster_name), quantileLabel(cluster.cluster_quantile), wrapHover(comment)];
}

/**
 * The 14 clusters as a radial bar chart: the bar length is the quantile 0-5 (N/A draws no bar), the
 * colour its step on the risk scale; a faint track shows every cluster so N/A ones can be hovered too.
 * The final score percent sits in the centre.
 */
export function radialFigure(
  clusters: readonly ClusterFactor[],
  finalScore: number | null,
  colors: PlotColors,
  mode: ThemeMode,
  describe: (cluster: ClusterFactor) => string | undefined = () => undefined,
): Figure {
  // Long names break over two lines so that they fit beside the chart in a narrow panel.
  const theta = clusters.map((cluster) => wrapHover(cluster.cluster_name, 12));
  const customdata = clusters.map((cluster) => clusterHover(cluster, describe(cluster)));
  const hovertemplate =
    '<b>%{customdata[0]}</b><br>Quantile %{customdata[1]}<br>%{customdata[2]}<extra></extra>';
  const fills = clusters.map((cluster) => {
    const step = stepOfQuantile(cluster.cluster_quantile);
    return step === undefined ? 'rgba(0,0,0,0)' : riskColors(step, mode).fill;
  });
  return {
    data: [
      {
        type: 'barpolar',
        name: 'All clusters',
        theta,
        r: clusters.map(() => 5),
        marker: { color: colors.grid, opacity: 0.35, line: { width: 0 } },
        customdata,
        hovertemplate,
      },
      {
        type: 'barpolar',
        name: 'Quantile',
        theta,
        r: clusters.map((cluster) =>
          stepOfQuantile(cluster.cluster_quantile) === undefined ? 0 : (cluster.cluster_quantile ?? 0),
        ),
        marker: { color: fills, line: { color: colors.paper, width: 1 } },
        customdata,
        hovertemplate,
      },
    ],
    layout: {
      showlegend: false,
      hovermode: 'closest',
      margin: { l: 72, r: 72, t: 28, b: 28 },
      polar: {
        hole: 0.3,
        barmode: 'overlay',
        radialaxis: { range: [0, 5], dtick: 1, tick0: 0, showticklabels: false, showline: false, ticks: '' },
        angularaxis: { direction: 'clockwise', rotation: 90, ticks: '' },
      },
      annotations: [
        {
          xref: 'paper',
          yref: 'paper',
          x: 0.5,
          y: 0.5,
          showarrow: false,
          text: `<b>${scorePercent(finalScore)}</b><br><span style="font-size:10px">final score</span>`,
          font: { size: 20, color: colors.text },
        },
      ],
    },
  };
}
