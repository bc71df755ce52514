import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { Wordmark } from '../shared/brand/Wordmark';

export interface StatusPageProps {
  code: string;
  title: string;
  description: string;
  action: ReactNode;
}

/** A full-page message (not found, unexpected error) with one way onward. */
export function StatusPage({ code, title, description, action }: StatusPageProps) {
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 4,
        px: 6,
        py: 16,
      }}
    >
      <Wordmark size={32} />
      <Typography variant="overline" color="primary" sx={{ mt: 6 }}>
        {code}
      </Typography>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {description}
      </Typography>
      <Box sx={{ mt: 4 }}>{action}</Box>
    </Box>
  );
}
