import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { useId, useState, type ReactNode } from 'react';

import { errorTextOf } from '../../api/error-text';
import { ActionDialog } from './ActionDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The primary action's text (on the right), e.g. 'Delete'. */
  confirmLabel: string;
  /** Destructive actions are red. */
  destructive?: boolean;
  /** The action. What its rejection does depends on `failure`. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /**
   * 'inline' (the default): a rejection is shown in the dialog, which stays open.
   * 'notification': the API client has shown it as a notification; the dialog closes either way.
   */
  failure?: 'inline' | 'notification';
  /** The dialog's role: 'alertdialog' for the console's confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/** Asks before an action (delete): Cancel on the left, the action on the right; Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
  failure = 'inline',
  role,
}: ConfirmDialogProps) {
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    let failed = false;
    try {
      await onConfirm();
    } catch (reason) {
      failed = true;
      // With 'notification' the API client has shown the error.
      if (failure === 'inline') setError(errorTextOf(reason));
    } finally {
      setBusy(false);
    }
    if (!failed || failure === 'notification') onClose();
  };

  return (
    <ActionDialog
      open={open}
      title={title}
      maxWidth="xs"
      onClose={onClose}
      onEnter={() => {
        setError(undefined);
      }}
      role={role}
      describedBy={textId}
      contentSx={{ display: 'grid', gap: 3 }}
      busy={busy}
      actionLabel={confirmLabel}
      onAction={() => {
        void confirm();
      }}
      destructive={destructive}
      // A destructive action starts on Cancel, so Enter does not delete by accident.
      focus={destructive ? 'cancel' : 'action'}
    >
      <DialogContentText id={textId} variant="body2">
        {children}
      </DialogContentText>
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </ActionDialog>
  );
}
