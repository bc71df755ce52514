import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

import { EmptyState } from '../feedback/EmptyState';
import { ErrorWithRetry } from '../feedback/ErrorWithRetry';
import type { RequestState } from './request-state';

export const NO_DATA_FOR_YEAR = 'No data available for this year';

export interface RequestViewProps<T> {
  state: RequestState<T>;
  /** Shown while loading (and before the request is made). */
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The empty state shown when `isEmpty` holds (default: the panel's no-data sentence). */
  empty?: ReactNode;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** The one way a request is shown: a skeleton, an error with Retry, the empty state, or the content. */
export function RequestView<T>({ state, skeleton, isEmpty, empty, onRetry, children }: RequestViewProps<T>) {
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
        <ErrorWithRetry variant="outlined" onRetry={onRetry}>
          {state.message}
        </ErrorWithRetry>
      );
    case 'ready':
      return isEmpty?.(state.data) === true ? (empty ?? <NoData />) : <>{children(state.data)}</>;
  }
}

/** A panel's no-data sentence. */
export function NoData({ text = NO_DATA_FOR_YEAR }: { text?: string }) {
  // A panel keeps its height while it has nothing to show.
  return <EmptyState variant="plain" text={text} sx={{ minHeight: 120 }} />;
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
