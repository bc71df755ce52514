import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ReactNode } from 'react';

/** A page-wide progress bar with its name, for a page (or the check before it) that is on its way. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ py: 8, width: '100%' }}>
      <LinearProgress aria-label={label} />
    </Box>
  );
}

/** A lazily loaded page: the progress bar until its code has arrived. */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
