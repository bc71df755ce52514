import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface ErrorWithRetryProps {
  /** What failed, in the catalogue's words. */
  children: ReactNode;
  /** Asks again; without it the alert has no button (nothing to retry). */
  onRetry?: () => void;
  variant?: AlertProps['variant'];
  sx?: AlertProps['sx'];
}

/** The one inline error of a load that failed: the message and a Retry button. */
export function ErrorWithRetry({ children, onRetry, variant, sx }: ErrorWithRetryProps) {
  return (
    <Alert
      severity="error"
      variant={variant}
      sx={sx}
      action={
        onRetry === undefined ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}
