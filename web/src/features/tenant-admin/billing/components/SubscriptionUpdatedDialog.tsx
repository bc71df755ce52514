import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { message } from '../../../../shared/messages';

export interface SubscriptionUpdatedDialogProps {
  open: boolean;
  /** A line under the success text (what was charged, until when access lasts). */
  detail?: string | undefined;
  /** Continue: back to /manageUsers. */
  onContinue: () => void;
}

/** The success dialog: 'Your subscription has been updated successfully' with Continue (spec section 2). */
export function SubscriptionUpdatedDialog({ open, detail, onContinue }: SubscriptionUpdatedDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onContinue}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CheckCircleOutline color="success" aria-hidden="true" />
        Subscription updated
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message('SUBSCRIPTION_UPDATED')}</DialogContentText>
        {detail !== undefined && (
          <Box component="p" sx={{ mt: 3, mb: 0, typography: 'body2', color: 'text.secondary' }}>
            {detail}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button variant="contained" onClick={onContinue} autoFocus>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
