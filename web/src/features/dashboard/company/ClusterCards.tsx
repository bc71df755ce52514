import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import type { ClusterFactor, PopupText } from '../../../api/company-api';
import { InfoTip } from './InfoTip';
import { QuantileBadge } from '../../../shared/risk/RiskBadges';

const noPopup = (): PopupText | undefined => undefined;

/** Widths of the cards' container (px) from which the cards go to 2 columns, then 4 beside the chart. */
const TWO_COLUMNS = 560;
const FOUR_COLUMNS = 900;
const atLeast = (width: number): string => `@container (min-width: ${width}px)`;

export interface ClusterCardsProps {
  clusters: readonly ClusterFactor[];
  popup?: (id: string) => PopupText | undefined;
  /** The cards' title (names their section). */
  title?: string;
  /**
   * The radial chart, drawn at the head of the cards: on a wide panel it takes the left half of the first
   * rows and the cards fill the space beside and below it (no empty area under the chart).
   */
  chart?: ReactNode;
}

function ClusterCard({ cluster, info }: { cluster: ClusterFactor; info: PopupText | undefined }) {
  const titleId = useId();
  const comment = cluster.cluster_comment_text.trim();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, bgcolor: 'transparent' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle2" component="h5" sx={{ flex: 1, minWidth: 0 }}>
          {cluster.cluster_name}
        </Typography>
        {info === undefined ? null : <InfoTip title={info.title} text={info.text} />}
        <QuantileBadge quantile={cluster.cluster_quantile} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {comment === '' ? 'No comment for this cluster.' : comment}
      </Typography>
    </Paper>
  );
}

/**
 * The cluster detail: one card per cluster with its name, quantile n/5 (or N/A) and comment, in as many
 * columns as the panel's width holds (1, 2, or 4 from 900 px). With the radial chart, the chart heads the
 * grid: from 900 px it spans two columns and four rows at the left, the title and the first cards beside it.
 */
export function ClusterCards({
  clusters,
  popup = noPopup,
  title = 'Cluster detail',
  chart,
}: ClusterCardsProps) {
  const titleId = useId();
  const withChart = chart !== undefined;
  return (
    <Box sx={{ containerType: 'inline-size', minWidth: 0 }}>
      <Box
        component="section"
        aria-labelledby={titleId}
        sx={{
          display: 'grid',
          gap: 3,
          gridAutoFlow: 'row dense',
          gridTemplateColumns: 'minmax(0, 1fr)',
          [atLeast(TWO_COLUMNS)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [atLeast(FOUR_COLUMNS)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {withChart ? (
          <Box
            sx={{
              minWidth: 0,
              [atLeast(TWO_COLUMNS)]: { gridColumn: '1 / -1' },
              [atLeast(FOUR_COLUMNS)]: {
                gridColumn: '1 / span 2',
                gridRow: '1 / span 4',
                alignSelf: 'center',
              },
            }}
          >
            {chart}
          </Box>
        ) : null}
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h4"
          sx={{
            fontWeight: 600,
            alignSelf: 'end',
            [atLeast(TWO_COLUMNS)]: { gridColumn: '1 / -1' },
            ...(withChart ? { [atLeast(FOUR_COLUMNS)]: { gridColumn: '3 / -1', gridRow: '1' } } : {}),
          }}
        >
          {title}
        </Typography>
        {clusters.map((cluster) => (
          <ClusterCard
            key={cluster.cluster_type}
            cluster={cluster}
            info={popup(`pop_cluster_${cluster.cluster_type}`)}
          />
        ))}
      </Box>
    </Box>
  );
}
