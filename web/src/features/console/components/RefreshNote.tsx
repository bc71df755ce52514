import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Says that the list refreshes by itself, with a button to refresh now. */
export function RefreshNote({ onRefresh, busy }: { onRefresh: () => void; busy: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography variant="caption" color="text.secondary">
        Refreshes every 5 minutes. Dates in UTC+0.
      </Typography>
      <Button size="small" startIcon={<Refresh fontSize="small" />} onClick={onRefresh} disabled={busy}>
        Refresh
      </Button>
    </Box>
  );
}
