import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

import type { ClusterFactor, PopupText } from '../../../api/company-api';
import { LazyPlot } from '../../../shared/charts/LazyPlot';
import { plotColors } from '../../../shared/charts/plot-theme';
import { radialFigure } from './company-charts';
import { quantileLabel, scorePercent } from '../../../shared/risk/company-format';
import { NoData } from '../../../shared/async/RequestView';

const noPopup = (): PopupText | undefined => undefined;

export interface ClusterRadialChartProps {
  clusters: readonly ClusterFactor[];
  finalScore: number | null;
  /** The cluster descriptions (popups pop_cluster_<code>), used when a cluster has no comment. */
  popup?: (id: string) => PopupText | undefined;
  height?: number;
}

/** The 14 clusters as radial bars of their quantile 0-5 on the risk scale; the final score in the centre. */
export function ClusterRadialChart({
  clusters,
  finalScore,
  popup = noPopup,
  height = 420,
}: ClusterRadialChartProps) {
  const theme = useTheme();
  const figure = useMemo(
    () =>
      radialFigure(
        clusters,
        finalScore,
        plotColors(theme),
        theme.palette.mode,
        (cluster) => popup(`pop_cluster_${cluster.cluster_type}`)?.text,
      ),
    [clusters, finalScore, theme, popup],
  );
  if (clusters.length === 0) return <NoData />;
  const summary = clusters
    .map((cluster) => `${cluster.cluster_name} ${quantileLabel(cluster.cluster_quantile)}`)
    .join(', ');
  return (
    <LazyPlot
      data={figure.data}
      layout={figure.layout}
      ariaLabel={`Risk clusters, quantile of 5: ${summary}. Final score ${scorePercent(finalScore)}.`}
      height={height}
    />
  );
}
