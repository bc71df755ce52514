import { NoticeDialog } from '../../../shared/dialogs/NoticeDialog';
import { message } from '../../../shared/messages';

/** Shown instead of submitting when an organization name differs from its sanitised form. */
export function MaliciousNameDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <NoticeDialog
      open={open}
      title="Notification"
      text={message('ORGANIZATION_NAME_MALICIOUS')}
      closeLabel="OK"
      onClose={onClose}
    />
  );
}
