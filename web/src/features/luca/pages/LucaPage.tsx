import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';

/** `/luca` (lucaAccessible only): the Luca area. Its content comes with its own issue; until then it says so. */
export function LucaPage() {
  useDocumentTitle('Luca');
  return (
    <Box sx={{ display: 'grid', gap: 6 }}>
      <Box component="header">
        <Typography variant="overline" color="text.secondary" component="p">
          Assistant
        </Typography>
        <Typography variant="h1" sx={{ mt: 1 }}>
          Luca
        </Typography>
      </Box>
      <Paper variant="outlined" component="section" aria-label="Luca status" sx={{ p: { xs: 5, md: 6 } }}>
        <Typography color="text.secondary">{message('LUCA_PREPARING')}</Typography>
        <Button component={RouterLink} to="/dashboard" variant="outlined" sx={{ mt: 5 }}>
          Back to dashboard
        </Button>
      </Paper>
    </Box>
  );
}
