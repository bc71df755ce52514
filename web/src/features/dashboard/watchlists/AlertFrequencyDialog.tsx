import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState, type SubmitEvent } from 'react';

import { errorTextOf } from '../../../api/error-text';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../api/watchlists-api';
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
  | 'alertStatus'
  | 'alertError'
  | 'alertFrequency'
  | 'alertSettings'
  | 'loadAlertSettings'
  | 'setAlertFrequency'
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
  const titleId = useId();
  const groupLabelId = useId();
  const [choice, setChoice] = useState<AlertFrequency | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const value = choice ?? store.alertFrequency;
  const lastDigest = store.alertSettings?.lastDigestAt ?? null;

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || store.alertStatus !== 'ready') return;
    setBusy(true);
    setError(undefined);
    try {
      await store.setAlertFrequency(value);
      onClose();
    } catch (failure) {
      setError(errorTextOf(failure));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (store.alertStatus === 'error') {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void store.loadAlertSettings()}>
            Retry
          </Button>
        }
      >
        {store.alertError}
      </Alert>
    );
  } else if (store.alertStatus !== 'ready') {
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
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            setChoice(undefined);
            setError(undefined);
            void store.loadAlertSettings();
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-label={ALERT_FREQUENCY_TITLE}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void submit(event);
        }}
      >
        <DialogTitle id={titleId}>{ALERT_FREQUENCY_TITLE}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3 }}>
          <DialogContentText variant="body2">
            When a data update changes the risk score or rating of a company in your watchlists, you get an
            email listing what changed.
          </DialogContentText>
          {body}
          {lastDigest !== null && store.alertStatus === 'ready' && (
            <Typography variant="caption" color="text.secondary">
              Last alert email: {new Date(lastDigest).toLocaleString()}
            </Typography>
          )}
          {error !== undefined && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button color="inherit" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={store.alertStatus !== 'ready'}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
});
