import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';

import { NoticeDialog } from '../../../../shared/dialogs/NoticeDialog';
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
  return (
    <NoticeDialog
      open={open}
      title="Subscription updated"
      icon={<CheckCircleOutline color="success" aria-hidden="true" />}
      text={message('SUBSCRIPTION_UPDATED')}
      closeLabel="Continue"
      onClose={onContinue}
    >
      {detail !== undefined && (
        <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
          {detail}
        </Box>
      )}
    </NoticeDialog>
  );
}
