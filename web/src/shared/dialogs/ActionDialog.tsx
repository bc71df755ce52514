import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export interface ActionDialogProps extends Pick<
  DialogFrameProps,
  'open' | 'title' | 'maxWidth' | 'onEnter' | 'role' | 'describedBy' | 'contentSx'
> {
  /** Escape, the backdrop and Cancel; ignored while busy. */
  onClose: () => void;
  /** While the action runs: Cancel is disabled and the action spins. */
  busy: boolean;
  /** The action spins (default: while busy). */
  actionLoading?: boolean;
  /** The action's text, e.g. 'Delete', 'Save'. */
  actionLabel: ReactNode;
  onAction: () => void;
  actionDisabled?: boolean;
  /** A destructive action is red. */
  destructive?: boolean;
  /** Which button has the focus first (a destructive action usually starts on Cancel). */
  focus?: 'action' | 'cancel' | 'none';
  children: ReactNode;
}

/**
 * A dialog with one action, which is a button rather than a form's submit (a confirmation, a choice, a
 * picked file's users): the content, then Cancel and the action on the right.
 */
export function ActionDialog({
  onClose,
  busy,
  actionLoading = busy,
  actionLabel,
  onAction,
  actionDisabled = false,
  destructive = false,
  focus = 'none',
  children,
  ...frame
}: ActionDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <DialogFrame
      {...frame}
      onClose={close}
      actions={
        <>
          <Button color="inherit" onClick={close} disabled={busy} autoFocus={focus === 'cancel'}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={actionLoading}
            disabled={actionDisabled}
            autoFocus={focus === 'action'}
            onClick={onAction}
          >
            {actionLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
