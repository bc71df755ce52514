import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled fact of a FactsPanel. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface FactsPanelProps {
  /** The section's accessible name. */
  label: string;
  /** A placeholder stands in for the facts while they load. */
  loading: boolean;
  /** How many facts in a row on a wide screen. */
  columns: number;
  /** The Facts (rendered only once loaded). */
  children: () => ReactNode;
}

/** The facts at the top of a console page (a tenant's or a request's), in a grid. */
export function FactsPanel({ label, loading, columns, children }: FactsPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ px: 5, py: 4, mb: 4 }}>
      {loading ? (
        <Skeleton variant="rounded" height={44} />
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
          }}
        >
          {children()}
        </Box>
      )}
    </Paper>
  );
}
