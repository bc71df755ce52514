import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The sentence saying why there is nothing to show. */
  text: string;
  /** An icon above the sentence (decorative: hidden from screen readers). */
  icon?: ReactNode;
  /** A way out: usually one button. */
  children?: ReactNode;
  /**
   * 'boxed' (dashed outline, a list or grid with no rows), 'plain' (a panel's no-data sentence) or 'inline'
   * (the sentence alone, in a small list such as a popover's or a sidebar's).
   */
  variant?: 'boxed' | 'plain' | 'inline';
  /** More style for the outer element (one style object, e.g. a sidebar's padding). */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}

/** The one empty state: a sentence (announced as a status), optionally an icon and an action. */
export function EmptyState({ text, icon, children, variant = 'boxed', sx }: EmptyStateProps) {
  if (variant === 'inline') {
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={sx}>
        {text}
      </Typography>
    );
  }
  const boxed = variant === 'boxed';
  return (
    <Box
      role="status"
      sx={[
        {
          py: boxed ? 8 : 4,
          px: boxed ? 4 : 0,
          display: 'grid',
          justifyItems: 'center',
          alignContent: 'center',
          gap: 3,
          textAlign: 'center',
          ...(boxed ? { border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 } : {}),
        },
        sx ?? false,
      ]}
    >
      {icon === undefined ? null : (
        <Box aria-hidden="true" sx={{ display: 'flex' }}>
          {icon}
        </Box>
      )}
      {/* Between an icon and an action, the sentence reads as a short paragraph. */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ maxWidth: icon === undefined ? undefined : 320 }}
      >
        {text}
      </Typography>
      {children}
    </Box>
  );
}
