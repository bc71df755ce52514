import Alert, { type AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface ErrorWithRetryProps {
  /** What failed, in the catalogue's words. */
  children: ReactNode;
  /** Asks again; without it the alert has no Retry button (nothing to retry). */
  onRetry?: (() => void) | undefined;
  /** Retry is greyed out meanwhile (e.g. while the question is asked again). */
  retryDisabled?: boolean;
  /** Another way out, before Retry (e.g. Go back, New conversation). */
  otherAction?: ReactNode;
  variant?: AlertProps['variant'];
  sx?: AlertProps['sx'];
}

/**
 * The one inline error of a load that failed: the message and a Retry button. The error rule: a load a
 * panel or page shows fails inline in that panel (through RequestView where the state is a RequestState).
 */
export function ErrorWithRetry({
  children,
  onRetry,
  retryDisabled = false,
  otherAction,
  variant,
  sx,
}: ErrorWithRetryProps) {
  const retry =
    onRetry === undefined ? undefined : (
      <Button color="inherit" size="small" onClick={onRetry} disabled={retryDisabled}>
        Retry
      </Button>
    );
  return (
    <Alert
      severity="error"
      variant={variant}
      sx={sx}
      action={
        otherAction === undefined ? (
          retry
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {otherAction}
            {retry}
          </Box>
        )
      }
    >
      {children}
    </Alert>
  );
}
