import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';

import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { formatDay } from '../calendar-day';
import type { CurrentAnnouncementsStore } from '../stores/current-announcements-store';

/**
 * The announcements dialog: the current announcement the user has not acknowledged, one at a time, with
 * Acknowledge (on the right) and Later; Escape is Later. Nothing renders when there is none to show.
 */
export const AnnouncementsDialog = observer(function AnnouncementsDialog({
  store,
}: {
  store: CurrentAnnouncementsStore;
}) {
  const titleId = useId();
  const contentId = useId();
  const announcement = store.current;
  if (announcement === undefined) return null;
  const many = store.total > 1;

  return (
    <Dialog
      open
      onClose={() => {
        store.dismiss();
      }}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      fullWidth
      maxWidth="sm"
      data-testid="announcements-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 3, pr: 6 }}>
        <CampaignOutlined color="primary" sx={{ mt: 0.5 }} aria-hidden="true" />
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {announcement.title}
        </Box>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {many ? `Announcement ${store.position} of ${store.total} · ` : 'Announcement · '}
          {announcement.startDate === announcement.endDate
            ? formatDay(announcement.startDate)
            : `${formatDay(announcement.startDate)} to ${formatDay(announcement.endDate)}`}
        </Typography>
        <Box sx={{ maxHeight: '50vh', overflowY: 'auto' }}>
          <RichTextView id={contentId} html={announcement.content} />
        </Box>
        {store.error !== undefined && (
          <Alert severity="error" role="alert">
            {store.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button
          color="inherit"
          disabled={store.busy}
          onClick={() => {
            store.dismiss();
          }}
        >
          Later
        </Button>
        <Button
          variant="contained"
          autoFocus
          loading={store.busy}
          onClick={() => {
            void store.acknowledge();
          }}
        >
          Acknowledge
        </Button>
      </DialogActions>
    </Dialog>
  );
});
