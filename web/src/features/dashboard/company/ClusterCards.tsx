import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { ClusterFactor, PopupText } from '../../../api/company-api';
import { InfoTip } from './InfoTip';
import { QuantileBadge } from './RiskBadges';

const noPopup = (): PopupText | undefined => undefined;

export interface ClusterCardsProps {
  clusters: readonly ClusterFactor[];
  popup?: (id: string) => PopupText | undefined;
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
        <Typography id={titleId} variant="subtitle2" component="h4" sx={{ flex: 1, minWidth: 0 }}>
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

/** The cluster detail: one card per cluster with its name, quantile n/5 (or N/A) and comment. */
export function ClusterCards({ clusters, popup = noPopup }: ClusterCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {clusters.map((cluster) => (
        <ClusterCard
          key={cluster.cluster_type}
          cluster={cluster}
          info={popup(`pop_cluster_${cluster.cluster_type}`)}
        />
      ))}
    </Box>
  );
}
