import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Annotation, Shape } from 'plotly.js';
import { useId, useMemo } from 'react';

import type { ScoreBreakdown } from '../../../api/company-api';
import { VISUALLY_HIDDEN } from '../../../shared/a11y/visually-hidden';
import { NoData } from '../../../shared/async/RequestView';
import { LazyPlot } from '../../../shared/charts/LazyPlot';
import { plotColors, type PlotColors } from '../../../shared/charts/plot-theme';
import { formatNumber, NOT_AVAILABLE, thinYearLabels } from '../../../shared/risk/company-format';
import { riskColors } from '../../../shared/risk/risk-scale';
import type { ThemeMode } from '../../../shared/theme/theme';
import { numberCell, ScrollBox } from './breakdown-parts';
import { escapeHover, type Figure } from './company-charts';

/*
 * The history of the models (issue 30): the Beneish M-score or the Dechow F-score of each of the company's
 * years as a chart, with the M-score's cut-offs or the F-score's bands and the selected year marked, and
 * every index's (variable's) value by year in a table below it, which is also the chart's text alternative.
 */

export type HistoryModel = 'mScore' | 'fScore';
type HistoryYear = ScoreBreakdown['history'][number];

/** A cut-off as the page writes it, with a true minus sign: '−1.78'. */
export function cutOffText(value: number): string {
  return formatNumber(value, 2).replace(/^-/, '−');
}

/** The labels of the M-score's two reference lines. */
export function mScoreCutOffLabels(mScore: ScoreBreakdown['mScore']): { flag: string; sensitive: string } {
  return {
    flag: `${cutOffText(mScore.threshold)} likely manipulator`,
    sensitive: cutOffText(mScore.sensitiveThreshold),
  };
}

/* Outliers (an M-score of +40) would flatten the cut-offs into one line: the axis stops here and a point
   beyond it is drawn at the edge as a triangle, its value in the hover and the table. */
const AXIS_LIMITS: Record<HistoryModel, readonly [number, number]> = { mScore: [-8, 6], fScore: [0, 10] };

const DECIMALS = 3;

function axisRange(
  values: readonly (number | null)[],
  marks: readonly number[],
  model: HistoryModel,
): [number, number] {
  const [floor, ceiling] = AXIS_LIMITS[model];
  const shown = [...values.filter((value): value is number => value !== null), ...marks];
  const lo = Math.max(floor, Math.min(...shown));
  const hi = Math.min(ceiling, Math.max(...shown));
  const pad = Math.max(0.25, (hi - lo) * 0.12);
  // The F-score is a ratio of probabilities: never below 0.
  return [model === 'fScore' ? 0 : lo - pad, hi + pad];
}

const valueOf = (entry: HistoryYear, model: HistoryModel): number | null =>
  model === 'mScore' ? entry.mScore : entry.fScore;

/** The model's line by year, the selected year ringed and marked by a dotted line, outliers at the edge. */
function scoreTraces(
  history: readonly HistoryYear[],
  model: HistoryModel,
  selectedYear: number,
  range: readonly [number, number],
  colors: PlotColors,
): Figure['data'] {
  const name = model === 'mScore' ? 'Beneish M-score' : 'Dechow F-score';
  const values = history.map((entry) => valueOf(entry, model));
  const y = values.map((value) => (value === null ? null : Math.min(range[1], Math.max(range[0], value))));
  const symbols = values.map((value) =>
    value === null || (value >= range[0] && value <= range[1])
      ? 'circle'
      : value > range[1]
        ? 'triangle-up'
        : 'triangle-down',
  );
  const selected = history.findIndex((entry) => entry.year === selectedYear);
  const selectedY = selected < 0 ? null : (y[selected] ?? null);
  return [
    {
      type: 'scatter',
      mode: 'lines+markers',
      name,
      x: history.map((entry) => entry.year),
      y,
      connectgaps: false,
      line: { color: colors.accent, width: 2.5 },
      marker: { color: colors.accent, size: 7, symbol: symbols },
      customdata: values.map((value) => formatNumber(value, DECIMALS)),
      hovertemplate: `${escapeHover(name)} %{customdata}<extra>%{x}</extra>`,
    },
    {
      type: 'scatter',
      mode: 'markers',
      name: 'Selected year',
      x: selectedY === null ? [] : [selectedYear],
      y: selectedY === null ? [] : [selectedY],
      marker: { size: 15, color: 'rgba(0,0,0,0)', line: { color: colors.text, width: 2 } },
      hoverinfo: 'skip',
    },
  ];
}

function horizontalLine(y: number, color: string, dash: 'solid' | 'dash'): Partial<Shape> {
  return {
    type: 'line',
    xref: 'paper',
    yref: 'y',
    x0: 0,
    x1: 1,
    y0: y,
    y1: y,
    line: { color, width: 1.5, dash },
  };
}

function lineLabel(text: string, y: number, color: string, below: boolean): Partial<Annotation> {
  return {
    xref: 'paper',
    yref: 'y',
    x: 1,
    y,
    xanchor: 'right',
    yanchor: below ? 'top' : 'bottom',
    showarrow: false,
    text: escapeHover(text),
    font: { size: 11, color },
  };
}

export interface HistoryFigureInput {
  readonly breakdown: ScoreBreakdown;
  readonly model: HistoryModel;
  readonly colors: PlotColors;
  readonly mode: ThemeMode;
}

/**
 * The model by year: the M-score with its lines at −1.78 (likely manipulator) and −2.22, or the F-score
 * over its three bands (normal up to 1.00, above normal, substantial from 2.45), the selected year marked.
 */
export function modelHistoryFigure({ breakdown, model, colors, mode }: HistoryFigureInput): Figure {
  const history = breakdown.history;
  const years = history.map((entry) => entry.year);
  const values = history.map((entry) => valueOf(entry, model));
  const { threshold, sensitiveThreshold } = breakdown.mScore;
  const { aboveNormal, substantial } = breakdown.fScore.bands;
  const marks = model === 'mScore' ? [threshold, sensitiveThreshold] : [aboveNormal, substantial];
  const range = axisRange(values, marks, model);
  const shapes: Partial<Shape>[] = [];
  const annotations: Partial<Annotation>[] = [];
  if (model === 'mScore') {
    const labels = mScoreCutOffLabels(breakdown.mScore);
    shapes.push(horizontalLine(threshold, riskColors(3, mode).fill, 'solid'));
    shapes.push(horizontalLine(sensitiveThreshold, riskColors(2, mode).fill, 'dash'));
    annotations.push(lineLabel(labels.flag, threshold, riskColors(3, mode).text, false));
    annotations.push(lineLabel(labels.sensitive, sensitiveThreshold, riskColors(2, mode).text, true));
  } else {
    const bands = [
      { name: 'Normal', from: range[0], to: aboveNormal, step: 0 },
      { name: 'Above normal', from: aboveNormal, to: substantial, step: 2 },
      { name: 'Substantial', from: substantial, to: range[1], step: 4 },
    ] as const;
    for (const band of bands) {
      const { soft, text } = riskColors(band.step, mode);
      shapes.push({
        type: 'rect',
        xref: 'paper',
        yref: 'y',
        x0: 0,
        x1: 1,
        y0: band.from,
        y1: band.to,
        fillcolor: soft,
        line: { width: 0 },
        layer: 'below',
      });
      annotations.push({
        xref: 'paper',
        yref: 'y',
        x: 0,
        y: (band.from + band.to) / 2,
        xanchor: 'left',
        yanchor: 'middle',
        showarrow: false,
        text: band.name,
        font: { size: 11, color: text },
      });
    }
    shapes.push(horizontalLine(aboveNormal, riskColors(2, mode).fill, 'dash'));
    shapes.push(horizontalLine(substantial, riskColors(4, mode).fill, 'dash'));
    annotations.push(lineLabel(formatNumber(aboveNormal, 2), aboveNormal, riskColors(2, mode).text, false));
    annotations.push(lineLabel(formatNumber(substantial, 2), substantial, riskColors(4, mode).text, false));
  }
  shapes.push({
    type: 'line',
    xref: 'x',
    yref: 'paper',
    x0: breakdown.year,
    x1: breakdown.year,
    y0: 0,
    y1: 1,
    line: { color: colors.muted, width: 1, dash: 'dot' },
  });
  const tickvals = thinYearLabels(years);
  const first = years[0];
  const last = years.at(-1);
  return {
    data: scoreTraces(history, model, breakdown.year, range, colors),
    layout: {
      showlegend: false,
      hovermode: 'closest',
      margin: { l: 44, r: 8, t: 8, b: 32 },
      xaxis: {
        tickmode: 'array',
        tickvals,
        ticktext: tickvals.map(String),
        ...(first === undefined || last === undefined ? {} : { range: [first - 0.5, last + 0.5] }),
        showgrid: false,
      },
      yaxis: {
        range,
        zeroline: false,
        title: { text: model === 'mScore' ? 'M-score' : 'F-score' },
      },
      shapes,
      annotations,
    },
  };
}

/** What the chart shows, in words, for assistive technology. */
export function modelHistorySummary(breakdown: ScoreBreakdown, model: HistoryModel): string {
  const points = breakdown.history.map((entry) => {
    const value = valueOf(entry, model);
    let text = `${entry.year}: ${formatNumber(value, DECIMALS)}`;
    if (model === 'mScore' && entry.mFlagged !== null)
      text += entry.mFlagged ? ', likely manipulator' : ', not flagged';
    if (model === 'fScore' && entry.fBand !== null) text += `, ${entry.fBand}`;
    return entry.year === breakdown.year ? `${text} (selected year)` : text;
  });
  const head =
    model === 'mScore'
      ? `Beneish M-score by year, with the cut-offs ${mScoreCutOffLabels(breakdown.mScore).flag} and ${cutOffText(breakdown.mScore.sensitiveThreshold)}.`
      : `Dechow F-score by year, with the bands ${formatNumber(breakdown.fScore.bands.aboveNormal, 2)} (above normal) and ${formatNumber(breakdown.fScore.bands.substantial, 2)} (substantial).`;
  return `${head} ${points.join('; ')}`;
}

/** A model's chart by year; N/A years leave a gap. */
export function ModelHistoryChart({
  breakdown,
  model,
  height = 240,
}: {
  breakdown: ScoreBreakdown;
  model: HistoryModel;
  height?: number;
}) {
  const theme = useTheme();
  const figure = useMemo(
    () => modelHistoryFigure({ breakdown, model, colors: plotColors(theme), mode: theme.palette.mode }),
    [breakdown, model, theme],
  );
  if (breakdown.history.every((entry) => valueOf(entry, model) === null))
    return <NoData text={`No year has a ${model === 'mScore' ? 'Beneish M-score' : 'Dechow F-score'}`} />;
  return (
    <LazyPlot
      data={figure.data}
      layout={figure.layout}
      ariaLabel={modelHistorySummary(breakdown, model)}
      height={height}
    />
  );
}

const FLAG_TEXT = (flagged: boolean | null): string =>
  flagged === null ? NOT_AVAILABLE : flagged ? 'Yes' : 'No';

/** The first column stays in view while the years scroll sideways. */
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
const selectedCell = { bgcolor: 'action.selected', fontWeight: 700 } as const;

/**
 * The model's value, its verdict and each index's (variable's) value by year, latest first: the chart's
 * numbers as a table, scrolling sideways inside its box on a narrow screen.
 */
export function ModelHistoryTable({ breakdown, model }: { breakdown: ScoreBreakdown; model: HistoryModel }) {
  const label = model === 'mScore' ? 'Indices by year' : 'Variables by year';
  const years = [...breakdown.history].reverse();
  const terms = model === 'mScore' ? breakdown.mScore.terms : breakdown.fScore.terms;
  const termOf = (key: string) => terms.find((term) => term.key === key);
  const keys =
    (model === 'mScore' ? years[0]?.indices : years[0]?.variables)?.map((entry) => entry.key) ?? [];
  const cell = (entry: HistoryYear, text: string, strong = false) => (
    <TableCell
      key={entry.year}
      sx={{
        ...numberCell,
        ...(entry.year === breakdown.year ? selectedCell : {}),
        ...(strong ? { fontWeight: 700 } : {}),
      }}
    >
      {text}
    </TableCell>
  );
  const rowHead = (text: string, title?: string, strong = false) => (
    <TableCell
      component="th"
      scope="row"
      sx={{ ...stickyCell, whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined }}
    >
      {title === undefined ? text : <abbr title={title}>{text}</abbr>}
    </TableCell>
  );
  return (
    <ScrollBox label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth: 120 + 84 * years.length }}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyCell}>{model === 'mScore' ? 'Index' : 'Variable'}</TableCell>
            {years.map((entry) => (
              <TableCell
                key={entry.year}
                scope="col"
                aria-current={entry.year === breakdown.year ? 'true' : undefined}
                sx={{ ...numberCell, ...(entry.year === breakdown.year ? selectedCell : {}) }}
              >
                {entry.year}
                {entry.year === breakdown.year ? (
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {' '}
                    (selected year)
                  </Box>
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {model === 'mScore' ? (
            <>
              <TableRow>
                {rowHead('M-score', 'Beneish M-score', true)}
                {years.map((entry) => cell(entry, formatNumber(entry.mScore, DECIMALS), true))}
              </TableRow>
              <TableRow>
                {rowHead(`Above ${cutOffText(breakdown.mScore.threshold)}`)}
                {years.map((entry) => cell(entry, FLAG_TEXT(entry.mFlagged)))}
              </TableRow>
            </>
          ) : (
            <>
              <TableRow>
                {rowHead('F-score', 'Dechow F-score', true)}
                {years.map((entry) => cell(entry, formatNumber(entry.fScore, DECIMALS), true))}
              </TableRow>
              <TableRow>
                {rowHead('Band')}
                {years.map((entry) => cell(entry, entry.fBand ?? NOT_AVAILABLE))}
              </TableRow>
            </>
          )}
          {keys.map((key) => {
            const term = termOf(key);
            const decimals = key === 'issue' ? 0 : DECIMALS;
            return (
              <TableRow key={key}>
                {rowHead(term?.code ?? key.toUpperCase(), term?.name)}
                {years.map((entry) => {
                  const values = model === 'mScore' ? entry.indices : entry.variables;
                  const value = values.find((each) => each.key === key)?.value ?? null;
                  return cell(entry, formatNumber(value, decimals));
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

/** A model's history in its tab: the chart, what its lines are, and the table of the values by year. */
export function ModelHistory({ breakdown, model }: { breakdown: ScoreBreakdown; model: HistoryModel }) {
  const titleId = useId();
  if (breakdown.history.length === 0) return null;
  const isM = model === 'mScore';
  const labels = mScoreCutOffLabels(breakdown.mScore);
  const { aboveNormal, substantial } = breakdown.fScore.bands;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h4" variant="subtitle2" sx={{ m: 0 }}>
          {isM ? 'Beneish M-score by year' : 'Dechow F-score by year'}
        </Typography>
        <ModelHistoryChart breakdown={breakdown} model={model} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          {isM
            ? `Lines: ${labels.flag} (the model’s flag, Beneish 1999) and ${labels.sensitive} (the more sensitive cut-off screeners quote).`
            : `Bands: normal up to ${formatNumber(aboveNormal, 2)}, above normal over it, substantial from ${formatNumber(substantial, 2)}.`}{' '}
          {breakdown.year} is the selected year (ringed).
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Typography component="h4" variant="subtitle2" sx={{ m: 0 }}>
          {isM ? 'Indices by year' : 'Variables by year'}
        </Typography>
        <ModelHistoryTable breakdown={breakdown} model={model} />
      </Box>
    </Box>
  );
}
