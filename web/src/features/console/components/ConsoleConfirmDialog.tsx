import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

export interface ConsoleConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The primary action's text (on the right). */
  confirmLabel: string;
  destructive?: boolean;
  /** The action. A failure shows as the client's notification; the dialog closes either way. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before an action: Cancel on the left, the action on the right; Escape cancels. */
export function ConsoleConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
}: ConsoleConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} variant="body2">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        {/* A destructive action starts on Cancel, so Enter does not delete by accident. */}
        <Button color="inherit" onClick={close} disabled={busy} autoFocus={destructive}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          autoFocus={!destructive}
          onClick={() => {
            void confirm();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
