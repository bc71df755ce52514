import { alpha, type Theme } from '@mui/material/styles';
import type { Config, Layout, Template } from 'plotly.js';

import { FONT_FAMILY } from '../theme/theme';

/** The colours a chart takes from the app's theme (so charts do not look pasted in). */
export interface PlotColors {
  text: string;
  muted: string;
  line: string;
  grid: string;
  accent: string;
  accentSoft: string;
  paper: string;
}

export function plotColors(theme: Theme): PlotColors {
  const { palette } = theme;
  return {
    text: palette.text.primary,
    muted: palette.text.secondary,
    line: palette.divider,
    grid: alpha(palette.divider, palette.mode === 'dark' ? 0.9 : 0.8),
    accent: palette.primary.main,
    accentSoft: alpha(palette.primary.main, palette.mode === 'dark' ? 0.28 : 0.18),
    paper: palette.background.paper,
  };
}

/**
 * The per-theme Plotly template: transparent backgrounds, the app font, the theme's text, muted and line
 * colours on axes and gridlines, the accent as the first trace colour. A chart's own layout overrides it.
 */
export function plotTemplate(theme: Theme): Template {
  const colors = plotColors(theme);
  const axis = {
    color: colors.muted,
    gridcolor: colors.grid,
    linecolor: colors.line,
    zerolinecolor: colors.line,
    tickfont: { family: FONT_FAMILY, size: 11, color: colors.muted },
    title: { font: { family: FONT_FAMILY, size: 12, color: colors.muted } },
    automargin: true,
    fixedrange: true,
  };
  return {
    layout: {
      font: { family: FONT_FAMILY, size: 12, color: colors.text },
      paper_bgcolor: 'rgba(0,0,0,0)',
      plot_bgcolor: 'rgba(0,0,0,0)',
      colorway: [colors.accent, colors.muted],
      hoverlabel: {
        bgcolor: colors.paper,
        bordercolor: colors.line,
        font: { family: FONT_FAMILY, size: 12, color: colors.text },
      },
      legend: { font: { family: FONT_FAMILY, size: 11, color: colors.muted }, bgcolor: 'rgba(0,0,0,0)' },
      xaxis: axis,
      yaxis: axis,
      polar: {
        bgcolor: 'rgba(0,0,0,0)',
        radialaxis: {
          color: colors.muted,
          gridcolor: colors.grid,
          linecolor: colors.line,
          tickfont: { family: FONT_FAMILY, size: 10, color: colors.muted },
        },
        angularaxis: {
          color: colors.muted,
          gridcolor: colors.grid,
          linecolor: colors.line,
          tickfont: { family: FONT_FAMILY, size: 11, color: colors.muted },
        },
      },
      margin: { l: 44, r: 16, t: 16, b: 36 },
    },
  };
}

/** Every chart's config: no mode bar, no logo, resizes with its container, no zoom by scrolling. */
export const PLOT_CONFIG: Partial<Config> = {
  displayModeBar: false,
  displaylogo: false,
  responsive: true,
  scrollZoom: false,
};

/** The chart's layout with the theme's template under it (the chart's own settings win). */
export function themedLayout(layout: Partial<Layout>, theme: Theme): Partial<Layout> {
  return { autosize: true, ...layout, template: plotTemplate(theme) };
}
