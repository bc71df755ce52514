import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
  /** A further action on the right (e.g. Buy More); Close is always there. */
  action?: { label: string; onClick: () => void } | undefined;
}

/** A short message with Close (and an optional primary action on the right); Escape closes it. */
export function NoticeDialog({ open, title, text, onClose, action }: NoticeDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        {action === undefined ? (
          <Button onClick={onClose} variant="contained" autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} color="inherit">
              Close
            </Button>
            <Button onClick={action.onClick} variant="contained" autoFocus>
              {action.label}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
