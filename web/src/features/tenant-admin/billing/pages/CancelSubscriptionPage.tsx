import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';

import { BillingApi, CANCELLATION_REASONS, type Subscription } from '../../../../api/billing-api';
import { ErrorWithRetry } from '../../../../shared/feedback/ErrorWithRetry';
import { useDocumentTitle } from '../../../../shared/use-document-title';
import { useStores } from '../../../../stores/store-context';
import { formatDay, regionNames } from '../../../../shared/billing/billing-format';
import { SubscriptionUpdatedDialog } from '../components/SubscriptionUpdatedDialog';
import { SummaryList, type SummaryRow } from '../components/SummaryList';
import type { BillingRegion } from '../../../../api/billing-api';
import {
  CANCELLATION_REASON_LABELS,
  CancelForm,
  OTHER_REASON_MAX_LENGTH,
  OTHER_REASON_ROWS,
} from '../stores/cancel-form';
import {
  isTrialWithPaidId,
  MANAGE_USERS_PATH,
  subscriptionMenuOf,
} from '../../../../shared/billing/subscription-rules';
import { useBillingStore } from '../stores/use-billing-store';
import { useBillingShell } from './use-billing-shell';

/** The order summary of /cancel-subscription. */
export function cancelSummaryRows(
  subscription: Subscription,
  regions: readonly BillingRegion[],
): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: 'Plan', value: subscription.display ?? subscription.productId ?? 'N/A' },
    { label: 'Billing', value: subscription.interval === 'annual' ? 'Annually' : 'Monthly' },
    { label: 'Seats', value: String(subscription.seatCount) },
    {
      label: `Regions (${subscription.regionIds.length})`,
      value: regionNames(subscription.regionIds, regions).join(', ') || 'None',
    },
  ];
  const end = formatDay(subscription.nextChargeDate);
  if (subscription.state === 'CANCELING') {
    rows.push({ label: 'Cancelled on', value: formatDay(subscription.canceledAt) || 'N/A' });
    rows.push({ label: 'Access until', value: end || 'N/A' });
  } else if (end !== '') {
    rows.push({
      label: 'Next charge',
      value: subscription.nextChargeTotal === null ? end : `${subscription.nextChargeTotal} on ${end}`,
    });
  }
  return rows;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `cancel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 5, sm: 7 }, display: 'grid', gap: 5, alignContent: 'start' }}
    >
      <Typography id={id} variant="h4" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /cancel-subscription (spec section 2): the order summary, then the reasons survey and Cancel Subscription
 * (a paid plan), or Resume Subscription (while canceling, until nextChargeDate); the success dialog says
 * 'Your subscription has been updated successfully' and Continue goes to /manageUsers.
 */
export const CancelSubscriptionPage = observer(function CancelSubscriptionPage() {
  const { api } = useStores();
  const billing = useBillingStore();
  const navigate = useNavigate();
  const [form] = useState(() => new CancelForm(new BillingApi(api)));
  const [done, setDone] = useState<string | undefined>(undefined);
  useDocumentTitle('Cancel Subscription');
  useBillingShell(billing);

  useEffect(() => {
    void billing?.load();
    void billing?.ensureCatalogue();
  }, [billing]);

  if (billing === undefined) return null;
  const subscription = billing.subscription;
  let body: ReactNode;
  let title = 'Cancel Subscription';

  if (subscription === undefined) {
    body =
      billing.status === 'error' ? (
        <ErrorWithRetry onRetry={() => void billing.load()}>{billing.error}</ErrorWithRetry>
      ) : (
        <Skeleton variant="rounded" height={320} aria-label="Loading your subscription" />
      );
  } else if (isTrialWithPaidId(subscription)) {
    return <Navigate to={MANAGE_USERS_PATH} replace />;
  } else {
    const menu = subscriptionMenuOf(subscription, Date.now());
    const summary = (
      <Section title="Your subscription">
        <SummaryList
          label="Subscription"
          rows={cancelSummaryRows(subscription, billing.catalogue?.regions ?? [])}
        />
      </Section>
    );
    if (done !== undefined) {
      body = summary;
    } else if (subscription.state === 'CANCELING') {
      title = 'Resume Subscription';
      body = (
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {summary}
          <Section title="Resume">
            <Typography color="text.secondary">
              {menu.resume
                ? `Your subscription is cancelled and ends on ${formatDay(subscription.nextChargeDate)}. Resume it to keep your access; nothing is charged until your next charge date.`
                : 'The period of this subscription has ended, so it can no longer be resumed. Choose a plan to subscribe again.'}
            </Typography>
            {form.submitError !== undefined && (
              <Alert severity="error" role="alert">
                {form.submitError}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                size="large"
                disabled={!menu.resume}
                loading={form.submitting}
                onClick={() => {
                  void form.resume().then((view) => {
                    if (view === undefined) return;
                    billing.set(view);
                    setDone('Your subscription is active again.');
                  });
                }}
              >
                Resume Subscription
              </Button>
            </Box>
          </Section>
        </Box>
      );
    } else if (menu.cancel) {
      const errors = form.shownErrors;
      body = (
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {summary}
          <Section title="Why are you cancelling?">
            <FormControl error={errors.reasons !== undefined} component="fieldset" variant="standard">
              <FormLabel component="legend" sx={{ mb: 2 }}>
                Tell us why, so we can improve. Choose at least one reason.
              </FormLabel>
              <FormGroup>
                {CANCELLATION_REASONS.map((reason) => (
                  <FormControlLabel
                    key={reason}
                    control={
                      <Checkbox
                        checked={form.isChosen(reason)}
                        onChange={() => {
                          form.toggle(reason);
                        }}
                        name={reason}
                      />
                    }
                    label={CANCELLATION_REASON_LABELS[reason]}
                  />
                ))}
              </FormGroup>
              {errors.reasons !== undefined && <FormHelperText role="alert">{errors.reasons}</FormHelperText>}
            </FormControl>
            {form.otherChosen && (
              <TextField
                id="cancel-other-reason"
                label="Other reason"
                multiline
                rows={OTHER_REASON_ROWS}
                required
                autoFocus
                value={form.otherReason}
                onChange={(event) => {
                  form.setOtherReason(event.target.value);
                }}
                error={errors.otherReason !== undefined}
                helperText={errors.otherReason ?? `${form.otherReason.length}/${OTHER_REASON_MAX_LENGTH}`}
                slotProps={{ htmlInput: { maxLength: OTHER_REASON_MAX_LENGTH } }}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              {`Your subscription stays active until ${formatDay(subscription.nextChargeDate)}, and you can resume it until then. No refund is given for the rest of the period.`}
            </Typography>
            {form.submitError !== undefined && (
              <Alert severity="error" role="alert">
                {form.submitError}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 3, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={MANAGE_USERS_PATH} color="inherit">
                Keep Subscription
              </Button>
              <Button
                variant="contained"
                color="error"
                size="large"
                loading={form.submitting}
                onClick={() => {
                  void form.submit().then((view) => {
                    if (view === undefined) return;
                    billing.set(view);
                    setDone(`You keep access until ${formatDay(view.nextChargeDate)}.`);
                  });
                }}
              >
                Cancel Subscription
              </Button>
            </Box>
          </Section>
        </Box>
      );
    } else {
      body = (
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {summary}
          <Section title="Nothing to cancel">
            <Typography color="text.secondary">
              {subscription.state === 'OVERDUE'
                ? 'A subscription with an overdue payment cannot be cancelled here. Please contact us.'
                : subscription.state === 'TRIAL'
                  ? 'A free trial ends by itself; there is nothing to cancel.'
                  : 'There is no paid subscription to cancel right now.'}
            </Typography>
          </Section>
        </Box>
      );
    }
  }

  return (
    <Box component="section" aria-labelledby="cancel-title" sx={{ display: 'grid', gap: 6 }}>
      <Box>
        <Button
          component={RouterLink}
          to={MANAGE_USERS_PATH}
          startIcon={<ArrowBack fontSize="small" />}
          color="inherit"
          sx={{ ml: -2 }}
        >
          Manage Users
        </Button>
        <Typography id="cancel-title" variant="h1" sx={{ mt: 2 }}>
          {title}
        </Typography>
      </Box>
      {body}
      <SubscriptionUpdatedDialog
        open={done !== undefined}
        detail={done}
        onContinue={() => {
          void navigate(MANAGE_USERS_PATH);
        }}
      />
    </Box>
  );
});
