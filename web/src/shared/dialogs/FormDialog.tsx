import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode, type Ref, type SubmitEvent } from 'react';

export interface FormDialogProps {
  /** The dialog's title, which names its form too. */
  title: string;
  maxWidth: DialogProps['maxWidth'];
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  /** Escape, the backdrop and Cancel (the caller keeps the dialog open while it saves). */
  onClose: () => void;
  /** While saving: Cancel is disabled and the submit button spins. */
  busy: boolean;
  /** The submit button spins (default: while busy). */
  submitLoading?: boolean;
  submitLabel: ReactNode;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A dialog of one form: the title, the fields, then Cancel and the submit button. */
export function FormDialog({
  title,
  maxWidth,
  formRef,
  onSubmit,
  onClose,
  busy,
  submitLoading = busy,
  submitLabel,
  contentSx,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        aria-label={title}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void onSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={contentSx}>{children}</DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitLoading}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
