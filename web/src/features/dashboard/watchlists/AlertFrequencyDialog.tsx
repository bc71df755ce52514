import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState, type SubmitEvent } from 'react';

import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../api/watchlists-api';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { useDialogAction } from '../../../shared/dialogs/use-dialog-action';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import type { WatchlistsStore } from './watchlists-store';

export const ALERT_FREQUENCY_TITLE = 'Alert frequency';

export const FREQUENCY_LABELS: Record<AlertFrequency, { label: string; hint: string }> = {
  INSTANT: { label: 'Instant', hint: 'An email soon after a data update changes a watched company.' },
  DAILY: { label: 'Daily', hint: 'At most one email a day.' },
  WEEKLY: { label: 'Weekly', hint: 'At most one email a week.' },
  MONTHLY: { label: 'Monthly', hint: 'At most one email a calendar month.' },
};

export type AlertFrequencyStore = Pick<
  WatchlistsStore,
  'alerts' | 'alertFrequency' | 'alertSettings' | 'loadAlertSettings' | 'setAlertFrequency'
>;

export interface AlertFrequencyDialogProps {
  open: boolean;
  store: AlertFrequencyStore;
  onClose: () => void;
}

/**
 * How often the watchlist alert email comes when a data update changes the score or rating of a watched
 * company: Instant (the default), Daily, Weekly or Monthly.
 */
export const AlertFrequencyDialog = observer(function AlertFrequencyDialog({
  open,
  store,
  onClose,
}: AlertFrequencyDialogProps) {
  const groupLabelId = useId();
  const [choice, setChoice] = useState<AlertFrequency | undefined>(undefined);
  const { busy, error, setError, run } = useDialogAction();
  const value = choice ?? store.alertFrequency;
  const lastDigest = store.alertSettings?.lastDigestAt ?? null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || store.alerts.status !== 'ready') return;
    if (await run(() => store.setAlertFrequency(value))) onClose();
  };

  let body;
  if (store.alerts.status === 'error') {
    body = (
      <ErrorWithRetry onRetry={() => void store.loadAlertSettings()}>{store.alerts.message}</ErrorWithRetry>
    );
  } else if (store.alerts.status !== 'ready') {
    body = (
      <Box aria-busy="true" aria-label="Loading the alert frequency" sx={{ display: 'grid', gap: 2 }}>
        {ALERT_FREQUENCIES.map((frequency) => (
          <Skeleton key={frequency} variant="rounded" height={36} />
        ))}
      </Box>
    );
  } else {
    body = (
      <FormControl>
        <FormLabel id={groupLabelId} sx={{ mb: 1 }}>
          Email me
        </FormLabel>
        <RadioGroup
          aria-labelledby={groupLabelId}
          value={value}
          onChange={(event) => {
            setChoice(event.target.value as AlertFrequency);
          }}
        >
          {ALERT_FREQUENCIES.map((frequency) => (
            <FormControlLabel
              key={frequency}
              value={frequency}
              control={<Radio size="small" />}
              label={
                <Box sx={{ py: 1 }}>
                  <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {FREQUENCY_LABELS[frequency].label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="span">
                    {FREQUENCY_LABELS[frequency].hint}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
    );
  }

  return (
    <FormDialog
      open={open}
      title={ALERT_FREQUENCY_TITLE}
      maxWidth="xs"
      onEnter={() => {
        setChoice(undefined);
        setError(undefined);
        void store.loadAlertSettings();
      }}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel="Save"
      submitDisabled={store.alerts.status !== 'ready'}
      error={error}
      contentSx={{ display: 'grid', gap: 3 }}
    >
      <DialogContentText variant="body2">
        When a data update changes the risk score or rating of a company in your watchlists, you get an email
        listing what changed.
      </DialogContentText>
      {body}
      {lastDigest !== null && store.alerts.status === 'ready' && (
        <Typography variant="caption" color="text.secondary">
          Last alert email: {new Date(lastDigest).toLocaleString()}
        </Typography>
      )}
    </FormDialog>
  );
});
