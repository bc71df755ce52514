import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import { Wordmark } from '../brand/Wordmark';

/** The start-up screen shown for the first SPLASH_DURATION_MS. */
export function SplashScreen() {
  return (
    <Box
      role="status"
      aria-label="Ledgerscope is starting"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        bgcolor: 'background.default',
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <Wordmark size={48} />
      <Typography variant="body2" color="text.secondary">
        Accounting-risk screening for listed companies
      </Typography>
      <LinearProgress aria-label="Loading Ledgerscope" sx={{ width: 200, borderRadius: 1 }} />
    </Box>
  );
}
