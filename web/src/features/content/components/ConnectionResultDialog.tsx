import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { ConnectionOutcome } from '../stores/settings-store';

/** The result of a dataset test connection: the spec's sentence, with a mark that is never colour alone. */
export function ConnectionResultDialog({
  outcome,
  onClose,
}: {
  outcome: ConnectionOutcome;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const Icon = outcome.connected ? CheckCircleOutlined : ErrorOutlineOutlined;
  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Test connection</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          <Icon color={outcome.connected ? 'success' : 'error'} aria-hidden="true" sx={{ mt: 0.25 }} />
          <Typography id={textId} variant="body2">
            {outcome.message}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
