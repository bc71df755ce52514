import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Wordmark } from '../brand/Wordmark';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider for reading (the terms); 420 px for the forms. */
  maxWidth?: number;
  children: ReactNode;
}

/** The card of the signed-out and sign-in pages: the wordmark, a heading, a line of help, the content. */
export function AuthCard({ title, subtitle, maxWidth = 420, children }: AuthCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth,
        p: { xs: 6, sm: 10 },
        borderRadius: '16px',
        boxShadow: '0 16px 48px rgba(8, 12, 24, 0.12)',
      }}
    >
      <Box sx={{ mb: 8 }}>
        <Wordmark size={32} />
      </Box>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {subtitle === undefined ? (
        <Box sx={{ mb: 6 }} />
      ) : (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1, mb: 6 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
