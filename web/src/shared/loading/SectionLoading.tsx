import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ReactNode } from 'react';

/** A lazily loaded section of a layout (a console page): a progress bar while its code loads. */
export function SectionLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label="Loading" sx={{ py: 8 }}>
          <LinearProgress aria-label="Loading" />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}
