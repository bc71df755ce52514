import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import type { HistogramBin } from '../../../api/company-api';
import { LazyPlot } from '../../../shared/charts/LazyPlot';
import { plotColors } from '../../../shared/charts/plot-theme';
import { distributionFigure, isEmptyHistogram } from './company-charts';
import { percentileText } from '../../../shared/risk/company-format';
import { NoData } from '../../../shared/async/RequestView';

export interface DistributionChartProps {
  /** What is distributed ('Risk distribution', 'Sector risk distribution'), for the chart's name. */
  title: string;
  bins: readonly HistogramBin[];
  /** The company's final score (the marker) and its percentile in this distribution. */
  score: number | null;
  percentile: number | null;
  height?: number;
}

/** Final scores of the peers in bins of 5 as an area, with the company's marker and percentile. */
export function DistributionChart({ title, bins, score, percentile, height = 240 }: DistributionChartProps) {
  const theme = useTheme();
  const figure = useMemo(
    () => distributionFigure(bins, score, percentile, plotColors(theme), theme.palette.mode),
    [bins, score, percentile, theme],
  );
  if (isEmptyHistogram(bins)) return <NoData />;
  const caption = percentileText(score, percentile);
  const companies = bins.reduce((sum, bin) => sum + bin.y, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LazyPlot
        data={figure.data}
        layout={figure.layout}
        ariaLabel={`${title}: final scores of ${companies.toLocaleString('en-US')} companies in bins of 5 points. ${caption}`}
        height={height}
      />
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {caption}
      </Typography>
    </Box>
  );
}
