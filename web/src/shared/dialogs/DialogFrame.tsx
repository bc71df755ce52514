import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode, type Ref, type SubmitEvent } from 'react';

/** The form a dialog is, named after the dialog (tests and screen readers find it by that name). */
export interface DialogForm {
  label: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
}

export interface DialogFrameProps {
  /** Mounted while open by default; a dialog kept mounted passes its open state. */
  open?: boolean;
  title: string;
  /** A decorative icon before the title (hidden from screen readers by the caller). */
  titleIcon?: ReactNode;
  /** Beside the title, e.g. chips naming what is edited (the title alone names the dialog's form). */
  titleExtra?: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  /** Escape and the backdrop. */
  onClose: () => void;
  /** Each time the dialog opens: a dialog kept mounted resets its fields here. */
  onEnter?: (() => void) | undefined;
  /** 'alertdialog' for notices and the console's confirmations. */
  role?: 'dialog' | 'alertdialog' | undefined;
  /** The ids of the text describing the dialog, if any. */
  describedBy?: string | undefined;
  /** Wraps the title, content and buttons in a form (Enter submits). */
  form?: DialogForm | undefined;
  formRef?: Ref<HTMLFormElement> | undefined;
  contentSx?: SxProps<Theme> | undefined;
  children: ReactNode;
  /** The buttons, the primary one last (on the right). */
  actions: ReactNode;
}

/**
 * The one dialog chrome every dialog is built on: a full-width dialog labelled by its title, the content,
 * then the buttons. The Dialog stays the same while its content changes (a form, then its result).
 */
export function DialogFrame({
  open = true,
  title,
  titleIcon,
  titleExtra,
  maxWidth,
  onClose,
  onEnter,
  role,
  describedBy,
  form,
  formRef,
  contentSx,
  children,
  actions,
}: DialogFrameProps) {
  const titleId = useId();
  const inline = titleIcon !== undefined || titleExtra !== undefined;
  const body = (
    <>
      <DialogTitle
        id={titleId}
        sx={inline ? { display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' } : undefined}
      >
        {titleIcon}
        {title}
        {titleExtra}
      </DialogTitle>
      <DialogContent sx={contentSx}>{children}</DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>{actions}</DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth
      maxWidth={maxWidth}
      {...(onEnter === undefined ? {} : { slotProps: { transition: { onEnter } } })}
    >
      {form === undefined ? (
        body
      ) : (
        <Box component="form" ref={formRef} noValidate aria-label={form.label} onSubmit={form.onSubmit}>
          {body}
        </Box>
      )}
    </Dialog>
  );
}
