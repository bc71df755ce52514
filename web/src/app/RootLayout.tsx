import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

import { AnnouncementsHost } from '../features/content/components/AnnouncementsHost';
import { IdleLogout } from './IdleLogout';

/**
 * The frame of every route: content starts below the environment banner when one shows. Idle sign-out and
 * the announcements dialog run here for every signed-in layout.
 */
export function RootLayout() {
  return (
    <Box
      sx={{
        pt: 'var(--ls-banner-height, 0px)',
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <IdleLogout />
      <AnnouncementsHost />
      <Outlet />
    </Box>
  );
}
