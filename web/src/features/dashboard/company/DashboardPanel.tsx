import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import type { PopupText } from '../../../api/company-api';
import { InfoTip } from './InfoTip';

export interface DashboardPanelProps {
  title: string;
  /** The panel's (i) popup; infoTitle names it when the popup texts have not loaded. */
  info?: PopupText | undefined;
  infoTitle?: string;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One panel of the dashboard grid: an outlined section named by its title, with an info popup. */
export function DashboardPanel({ title, info, infoTitle, actions, children }: DashboardPanelProps) {
  const titleId = useId();
  const popupTitle = info?.title ?? infoTitle;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 4, md: 5 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
        <Typography id={titleId} variant="h6" component="h3">
          {title}
        </Typography>
        {popupTitle === undefined ? null : <InfoTip title={popupTitle} text={info?.text} />}
        <Box sx={{ flex: 1 }} />
        {actions}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Paper>
  );
}
