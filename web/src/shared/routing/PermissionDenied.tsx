import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { message } from '../messages';
import { useDocumentTitle } from '../use-document-title';

/** The content of a signed-in page the user may not open: the catalogue's INSUFFICIENT_PERMISSION text. */
export function PermissionDenied() {
  useDocumentTitle('No permission');
  return (
    <Box
      component="section"
      aria-labelledby="permission-denied-title"
      sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 4, py: { xs: 10, md: 16 } }}
    >
      <Typography variant="overline" color="primary" component="p">
        Error 403
      </Typography>
      <Typography id="permission-denied-title" variant="h1">
        No permission
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {message('INSUFFICIENT_PERMISSION')}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained" sx={{ mt: 4 }}>
        Back to dashboard
      </Button>
    </Box>
  );
}
