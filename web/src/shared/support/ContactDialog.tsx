import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';

import { errorTextOf } from '../../api/error-text';
import { isEmptyRichText } from '../rich-text/rich-text';
import { RichTextView } from '../rich-text/RichTextView';

export const NO_CONTACT_TEXT = 'Please contact your administrator for help with your account.';

type ContactState =
  { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed'; error: string };

export interface ContactDialogProps {
  /** `POST /setting/contactAdmin`: the rich text to show. */
  load: () => Promise<string>;
  onClose: () => void;
}

/** Contact: the administrators' contact text (the contactAdmin setting). Mounted while open. */
export function ContactDialog({ load, onClose }: ContactDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [state, setState] = useState<ContactState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load().then(
      (html) => {
        if (current) setState({ status: 'ready', html });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error: errorTextOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Contact</DialogTitle>
      <DialogContent>
        <Box id={textId} aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && (
            <Box role="status" aria-label="Loading the contact details">
              <Skeleton width="90%" />
              <Skeleton width="70%" />
            </Box>
          )}
          {state.status === 'failed' && <Alert severity="error">{state.error}</Alert>}
          {state.status === 'ready' &&
            (isEmptyRichText(state.html) ? (
              <Typography variant="body2">{NO_CONTACT_TEXT}</Typography>
            ) : (
              <RichTextView html={state.html} />
            ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
