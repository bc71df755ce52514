import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { PanelState } from './company-store';

export const NO_DATA_FOR_YEAR = 'No data available for this year';

export interface PanelContentProps<T> {
  state: PanelState<T>;
  /** Shown while loading (and before the panel is asked for). */
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** A panel's four states: skeleton, error with retry, the no-data sentence, the content. */
export function PanelContent<T>({ state, skeleton, isEmpty, onRetry, children }: PanelContentProps<T>) {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <Box aria-busy="true" aria-live="polite">
          {skeleton}
        </Box>
      );
    case 'error':
      return (
        <Alert
          severity="error"
          variant="outlined"
          action={
            onRetry === undefined ? undefined : (
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            )
          }
        >
          {state.message}
        </Alert>
      );
    case 'ready':
      return isEmpty?.(state.data) === true ? <NoData /> : <>{children(state.data)}</>;
  }
}

export function NoData({ text = NO_DATA_FOR_YEAR }: { text?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120, textAlign: 'center', px: 4 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

export function ChartSkeleton({ height = 260 }: { height?: number }) {
  return <Skeleton variant="rounded" width="100%" height={height} />;
}

export function LinesSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="text" width={`${90 - ((index * 13) % 40)}%`} />
      ))}
    </Box>
  );
}
