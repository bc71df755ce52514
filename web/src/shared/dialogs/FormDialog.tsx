import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DialogProps } from '@mui/material/Dialog';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref, SubmitEvent } from 'react';

import { DialogFrame } from './DialogFrame';

/** What the same dialog shows instead of its form once the form has done its part (a result, a question). */
export interface FormDialogStep {
  title: string;
  /** The ids of the text describing this step, if any. */
  describedBy?: string | undefined;
  contentSx?: SxProps<Theme> | undefined;
  content: ReactNode;
  /** The step's own buttons, the primary one last. */
  actions: ReactNode;
}

export interface FormDialogProps {
  /** The dialog's title, which names its form too. */
  title: string;
  /** Beside the title, e.g. chips naming what is edited. */
  titleExtra?: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  /** Mounted while open by default; a dialog kept mounted passes its open state. */
  open?: boolean;
  /** Each time a dialog kept mounted opens: reset its fields, load what it offers. */
  onEnter?: (() => void) | undefined;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void> | void;
  /** Escape, the backdrop and Cancel; ignored while busy (the dialog stays open while it saves). */
  onClose: () => void;
  /** While saving: Cancel is disabled and the submit button spins. */
  busy: boolean;
  /** The submit button spins (default: while busy). */
  submitLoading?: boolean;
  submitLabel: ReactNode;
  /** Nothing can be submitted yet (e.g. what to choose from failed to load). */
  submitDisabled?: boolean;
  /** An icon before the submit label (e.g. download, upload). */
  submitIcon?: ReactNode;
  /** Another button, on the left of Cancel (e.g. Test connection). */
  secondaryAction?: ReactNode;
  /**
   * Why the action failed, shown above the buttons. The error rule: an action taken in a dialog fails inline
   * in that dialog (`notifyOnError: false` on the call).
   */
  error?: string | undefined;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
  /** Shown instead of the form, in the same dialog. */
  step?: FormDialogStep | undefined;
}

/** A dialog of one form: the title, the fields, then Cancel and the submit button. */
export function FormDialog({
  title,
  titleExtra,
  maxWidth,
  open,
  onEnter,
  formRef,
  onSubmit,
  onClose,
  busy,
  submitLoading = busy,
  submitLabel,
  submitDisabled = false,
  submitIcon,
  secondaryAction,
  error,
  contentSx,
  children,
  step,
}: FormDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  const frame = { maxWidth, onClose: close, onEnter, ...(open === undefined ? {} : { open }) };
  if (step !== undefined) {
    return (
      <DialogFrame
        {...frame}
        title={step.title}
        describedBy={step.describedBy}
        contentSx={step.contentSx}
        actions={step.actions}
      >
        {step.content}
      </DialogFrame>
    );
  }
  return (
    <DialogFrame
      {...frame}
      title={title}
      titleExtra={titleExtra}
      formRef={formRef}
      form={{
        label: title,
        onSubmit: (event) => {
          void onSubmit(event);
        },
      }}
      contentSx={contentSx}
      actions={
        <>
          {secondaryAction}
          <Button color="inherit" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={submitLoading}
            disabled={submitDisabled}
            startIcon={submitIcon}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </DialogFrame>
  );
}
