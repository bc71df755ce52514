import Button from '@mui/material/Button';
import type { DialogProps } from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import { useId, type ReactNode } from 'react';

import { DialogFrame } from './DialogFrame';

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  /** A decorative icon before the title (e.g. a success tick). */
  icon?: ReactNode;
  /** The message; several paragraphs (each describes the dialog) as a list. */
  text: ReactNode | readonly ReactNode[];
  /** More under the text that does not describe the dialog (e.g. a list of what changed). */
  children?: ReactNode;
  onClose: () => void;
  /** The closing button's text: 'Close' (the default), 'OK', 'Continue'. */
  closeLabel?: string;
  /** A further action on the right (e.g. Buy More); the closing button is always there. */
  action?: { label: string; onClick: () => void } | undefined;
  /** 'alertdialog' (the default) or 'dialog' for a notice the user asked for. */
  role?: 'dialog' | 'alertdialog';
  maxWidth?: DialogProps['maxWidth'];
}

/** A short message with Close (and an optional primary action on the right); Escape closes it. */
export function NoticeDialog({
  open,
  title,
  icon,
  text,
  children,
  onClose,
  closeLabel = 'Close',
  action,
  role = 'alertdialog',
  maxWidth = 'xs',
}: NoticeDialogProps) {
  const textId = useId();
  const paragraphs: readonly ReactNode[] = Array.isArray(text) ? text : [text];
  return (
    <DialogFrame
      open={open}
      title={title}
      titleIcon={icon}
      maxWidth={maxWidth}
      onClose={onClose}
      role={role}
      describedBy={paragraphs.map((_, index) => `${textId}-${index}`).join(' ')}
      contentSx={{ display: 'grid', gap: 3 }}
      actions={
        action === undefined ? (
          <Button onClick={onClose} variant="contained" autoFocus>
            {closeLabel}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} color="inherit">
              {closeLabel}
            </Button>
            <Button onClick={action.onClick} variant="contained" autoFocus>
              {action.label}
            </Button>
          </>
        )
      }
    >
      {paragraphs.map((paragraph, index) => (
        // A notice's paragraphs are fixed: their place is their identity.
        <DialogContentText key={index} id={`${textId}-${index}`}>
          {paragraph}
        </DialogContentText>
      ))}
      {children}
    </DialogFrame>
  );
}
