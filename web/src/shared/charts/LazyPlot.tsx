import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import type { Config, Data, Layout } from 'plotly.js';
import Typography from '@mui/material/Typography';
import { Component, Suspense, useMemo, type ReactNode } from 'react';

import { PLOT_CONFIG, themedLayout } from './plot-theme';
import { lazyWithRetry } from '../lazy-with-retry';

/** Plotly (about 1 MB before gzip) is fetched only when the first chart renders. */
const Plot = lazyWithRetry(() => import('./plotly-partial'));

/** A chart whose code failed to load (offline, a new release) says so instead of breaking the page. */
class ChartLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <Typography color="text.secondary">
          The chart could not be loaded. Reload the page to try again.
        </Typography>
      </Box>
    );
  }
}

export interface LazyPlotProps {
  data: Data[];
  layout?: Partial<Layout>;
  config?: Partial<Config>;
  /** What the chart shows, for assistive technology (the chart itself is an image to them). */
  ariaLabel: string;
  /** Height of the chart area in px; the width follows the container. */
  height?: number;
}

/** A themed, responsive Plotly chart; a skeleton of the same size while Plotly loads. */
export function LazyPlot({ data, layout = {}, config, ariaLabel, height = 280 }: LazyPlotProps) {
  const theme = useTheme();
  const fullLayout = useMemo(() => themedLayout(layout, theme), [layout, theme]);
  const fullConfig = useMemo(() => ({ ...PLOT_CONFIG, ...config }), [config]);
  return (
    <Box role="img" aria-label={ariaLabel} sx={{ width: '100%', height, minWidth: 0 }}>
      <ChartLoadBoundary>
        <Suspense fallback={<Skeleton variant="rounded" width="100%" height={height} />}>
          <Plot
            data={data}
            layout={fullLayout}
            config={fullConfig}
            useResizeHandler
            style={{ width: '100%', height: '100%' }}
          />
        </Suspense>
      </ChartLoadBoundary>
    </Box>
  );
}
