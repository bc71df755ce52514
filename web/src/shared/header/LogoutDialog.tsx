import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

import { message } from '../messages';

export interface LogoutDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before ending the session; the primary action is on the right, Escape cancels. */
export function LogoutDialog({ open, busy, onCancel, onConfirm }: LogoutDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="logout-dialog-title">Log out</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">{message('LOGOUT_CONFIRM')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={busy} variant="contained" autoFocus>
          Log out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
