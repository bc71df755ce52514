import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';

import {
  BillingApi,
  type EstimatedSubscription,
  type PlanCatalogue,
  type Subscription,
} from '../../../../api/billing-api';
import { PersonsApi } from '../../../../api/persons-api';
import { useStores } from '../../../../stores/store-context';
import { formatDay, formatUsd, periodWord } from '../../../../shared/billing/billing-format';
import type { BillingStore } from '../stores/billing-store';
import type { CheckoutStore } from '../stores/checkout-store';
import { OrderForm, PLAN_UNCHANGED_TEXT } from '../stores/order-form';
import { CheckoutDialog } from './CheckoutDialog';
import { DisableUsersDialog } from './DisableUsersDialog';
import { OrderFormFields } from './OrderFormFields';
import { SummaryList, type SummaryRow } from './SummaryList';

/** The estimate of a change (spec's Estimated subscription): credit, charge now and the new total. */
export function estimateRows(estimate: EstimatedSubscription, interval: 'monthly' | 'annual'): SummaryRow[] {
  const { currentPlan, proposedPlan } = estimate;
  return [
    { label: 'Current plan', value: `${currentPlan.display}: ${formatUsd(currentPlan.subscriptionTotal)}` },
    { label: 'New plan', value: `${proposedPlan.display}: ${formatUsd(proposedPlan.subscriptionTotal)}` },
    { label: 'Days left in this period', value: `${estimate.remainingDays} of ${estimate.periodDays}` },
    { label: 'Credit for unused time', value: formatUsd(currentPlan.proratedItemTotal) },
    {
      label: `New total per ${periodWord(interval)}`,
      value: proposedPlan.priceDisplay || formatUsd(proposedPlan.subscriptionTotal),
    },
    { label: 'Charged now (before tax)', value: formatUsd(proposedPlan.proratedItemTotal), emphasis: true },
  ];
}

export interface OrderStepProps {
  billing: BillingStore;
  catalogue: PlanCatalogue;
  subscription: Subscription;
  bundle: string | null;
  checkout: CheckoutStore;
  /** A paid plan was changed: the page shows the success dialog. */
  onUpdated: (chargedDisplay: string) => void;
}

/**
 * The order form, its preview and the way to pay: a first purchase goes through the embedded checkout; a
 * change of a paid plan is estimated, then charged on the card on file (Update Subscription).
 */
export const OrderStep = observer(function OrderStep({
  billing,
  catalogue,
  subscription,
  bundle,
  checkout,
  onUpdated,
}: OrderStepProps) {
  const { api, session, ui } = useStores();
  const [form] = useState(() => new OrderForm(new BillingApi(api), catalogue, subscription, bundle));
  const personsApi = useMemo(() => new PersonsApi(api), [api]);
  const [disableOpen, setDisableOpen] = useState(false);
  const principal = session.principal;
  const self = useMemo(
    () => ({ uid: principal?.uid ?? '', tenantId: principal?.tenantId ?? '' }),
    [principal?.uid, principal?.tenantId],
  );

  useEffect(() => form.start(), [form]);

  const update = async () => {
    const answer = await form.submitUpdate();
    if (answer === undefined) return;
    billing.set(answer.subscription);
    onUpdated(answer.chargedDisplay);
  };

  const card = form.card;
  const period = periodWord(form.interval);
  const preview = form.step === 'preview';
  const summaryRows: SummaryRow[] = [
    { label: 'Billing', value: card?.card ?? '' },
    { label: 'Seats', value: form.seats > 0 ? String(form.seats) : 'None' },
    { label: 'Regions', value: String(form.regionCount) },
  ];
  if (form.priced && form.savedHint !== undefined) {
    summaryRows.push({ label: 'Seat discount', value: form.savedHint });
  }
  if (form.couponText !== undefined) {
    summaryRows.push({ label: 'Annual coupon', value: `${catalogue.annualCoupon.percent}% off` });
  }
  // A purchase ends on its subtotal; a change on its estimate (credit, new total, charged now).
  let previewRows: SummaryRow[] = form.previewLines;
  if (form.mode === 'update' && form.estimate !== undefined) {
    previewRows = [...form.previewLines, ...estimateRows(form.estimate, form.interval)];
  } else if (form.mode === 'purchase' && form.totalDisplay !== undefined) {
    previewRows = [
      ...form.previewLines,
      { label: `Subtotal per ${periodWord(form.interval)} (USD)`, value: form.totalDisplay, emphasis: true },
    ];
  }

  let total;
  if (form.seats < 1) total = <Typography color="text.secondary">Choose your seats</Typography>;
  else if (form.priceStatus === 'error') total = <Typography color="error">{form.priceError}</Typography>;
  else if (form.bundle === undefined) total = <Skeleton width={140} height={40} />;
  else
    total = (
      <Typography
        component="p"
        sx={{
          fontSize: '1.75rem',
          fontWeight: 700,
          opacity: form.priced ? 1 : 0.55,
          transition: 'opacity 120ms',
        }}
        aria-busy={!form.priced}
      >
        {form.totalDisplay}
      </Typography>
    );

  const primary = (() => {
    if (!preview) {
      return (
        <Button
          key="continue"
          variant="contained"
          size="large"
          fullWidth
          disabled={form.submitDisabled}
          loading={form.estimateStatus === 'loading'}
          onClick={() => {
            void form.continue();
          }}
        >
          {form.mode === 'update' ? 'Update Subscription' : 'Continue'}
        </Button>
      );
    }
    if (form.mode === 'update') {
      return (
        <Button
          key="confirm"
          variant="contained"
          size="large"
          fullWidth
          disabled={form.submitDisabled}
          loading={form.submitting}
          onClick={() => {
            void update();
          }}
        >
          Confirm Update
        </Button>
      );
    }
    return (
      <Button
        key="pay"
        variant="contained"
        size="large"
        fullWidth
        loading={checkout.status === 'opening'}
        onClick={() => {
          void checkout.start(form.plan);
        }}
      >
        Proceed to Payment
      </Button>
    );
  })();

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="order-title"
        sx={{ p: { xs: 5, sm: 7 } }}
      >
        <Typography id="order-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          {preview ? (form.mode === 'update' ? 'Review your changes' : 'Order preview') : 'Your order'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 6 }}>
          {preview
            ? form.mode === 'update'
              ? 'The change is prorated for the days left in this period and charged on your card on file. No refund is given for a decrease.'
              : 'Check your order. Tax is added at checkout, based on your country.'
            : form.mode === 'update'
              ? 'Change the billing, seats or regions of your subscription.'
              : 'Choose the billing, your seats and exactly as many exchange countries as your bundle includes.'}
        </Typography>
        {preview ? (
          <SummaryList label="Order" rows={previewRows} />
        ) : (
          <OrderFormFields
            form={form}
            onDisableUsers={() => {
              setDisableOpen(true);
            }}
          />
        )}
      </Paper>
      <Paper
        variant="outlined"
        component="aside"
        aria-label="Order summary"
        sx={{ p: 6, display: 'grid', gap: 4, position: { md: 'sticky' }, top: { md: 88 } }}
      >
        <Box>
          <Typography variant="overline" color="text.secondary">
            Order summary
          </Typography>
          <Typography variant="h6" component="p">
            {card?.display ?? 'Ledgerscope'}
          </Typography>
        </Box>
        <SummaryList rows={summaryRows} variant="amounts" />
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 4 }}>
          <Typography variant="body2" color="text.secondary">
            {`Total per ${period} (USD, before tax)`}
          </Typography>
          {total}
          {form.mode === 'update' && subscription.nextChargeDate !== null && (
            <Typography variant="caption" color="text.secondary">
              {`Your current period ends on ${formatDay(subscription.nextChargeDate)}.`}
            </Typography>
          )}
        </Box>
        {form.showErrors && form.unchanged && (
          <Alert severity="info" role="alert">
            {PLAN_UNCHANGED_TEXT}
          </Alert>
        )}
        {form.showErrors && !form.unchanged && form.regionError !== undefined && (
          <Alert severity="error" role="alert">
            {form.regionError}
          </Alert>
        )}
        {form.submitError !== undefined && (
          <Alert severity="error" role="alert">
            {form.submitError}
          </Alert>
        )}
        {checkout.status === 'error' && checkout.error !== undefined && (
          <Alert severity="error" role="alert">
            {checkout.error}
          </Alert>
        )}
        {checkout.external && checkout.status === 'open' && (
          <Alert severity="info" role="status">
            Complete your payment in the secure FastSpring checkout window.
          </Alert>
        )}
        {checkout.external && checkout.status === 'confirming' && (
          <Box role="status" aria-label="Confirming your order" sx={{ display: 'grid', gap: 2 }}>
            <LinearProgress aria-label="Confirming your order" />
            <Typography variant="body2">Confirming your order…</Typography>
          </Box>
        )}
        {primary}
        {preview && (
          <Button
            color="inherit"
            startIcon={<ArrowBack fontSize="small" />}
            onClick={() => {
              form.back();
            }}
          >
            Change the order
          </Button>
        )}
      </Paper>
      <CheckoutDialog checkout={checkout} />
      <DisableUsersDialog
        open={disableOpen}
        api={personsApi}
        self={self}
        required={form.usersToDisable}
        seats={form.seats}
        onClose={() => {
          setDisableOpen(false);
        }}
        onDisabled={(count) => {
          setDisableOpen(false);
          ui.notify({
            title: 'Notification',
            message: `${count} user(s) disabled.`,
            severity: 'success',
          });
          void billing.load().then(() => {
            const activeUsers = billing.subscription?.activeUsers;
            if (activeUsers !== undefined) form.setActiveUsers(activeUsers);
          });
        }}
      />
    </Box>
  );
});
