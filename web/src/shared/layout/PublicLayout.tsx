import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Outlet } from 'react-router';

import { ThemeToggle } from '../theme/ThemeToggle';

/** The shell of the signed-out pages: a centred column on a quiet background, theme toggle top right. */
export function PublicLayout() {
  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        backgroundImage: `radial-gradient(1200px 600px at 50% -10%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 70%)`,
      })}
    >
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', px: 4, py: 3 }}>
        <ThemeToggle />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 4, pb: 12 }}
      >
        <Outlet />
      </Box>
      <Box component="footer" sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          © {new Date().getFullYear()} Ledgerscope
        </Typography>
      </Box>
    </Box>
  );
}
