import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

import { LazyPlot } from '../../../shared/charts/LazyPlot';
import { plotColors } from '../../../shared/charts/plot-theme';
import { formatScore } from '../../../shared/risk/company-format';
import { historyFigure } from './company-charts';
import type { HistorySeries } from './company-store';
import { NoData } from '../../../shared/async/RequestView';

export interface RiskHistoryChartProps {
  series: HistorySeries;
  height?: number;
}

/** What the chart shows, in words, for assistive technology. */
export function historySummary(series: HistorySeries): string {
  const points = series.years.map(
    (year, index) =>
      `${year}: ${formatScore(series.scores[index] ?? null, 1)} (average ${formatScore(series.averages[index] ?? null, 1)})`,
  );
  return `Risk score history by year. ${points.join('; ')}`;
}

/** The final score by year, with the exchange country's average dashed; y 0-100 in steps of 20. */
export function RiskHistoryChart({ series, height = 320 }: RiskHistoryChartProps) {
  const theme = useTheme();
  const figure = useMemo(() => historyFigure(series, plotColors(theme)), [series, theme]);
  if (series.years.length === 0) return <NoData />;
  return (
    <LazyPlot data={figure.data} layout={figure.layout} ariaLabel={historySummary(series)} height={height} />
  );
}
