import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** The page's main actions, on the right (below the title on narrow screens). */
  actions?: ReactNode;
  /** A line above the title (a back link). */
  before?: ReactNode;
}

/** The title row of a console page. */
export function PageHeader({ title, description, actions, before }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ display: 'grid', gap: 2, mb: 5 }}>
      {before}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          {description !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions !== undefined && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
