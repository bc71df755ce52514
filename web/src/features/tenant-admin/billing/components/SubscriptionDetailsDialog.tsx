import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';

import { BillingApi, type ProviderSubscription, type Subscription } from '../../../../api/billing-api';
import { errorTextOf } from '../../../../api/error-text';
import { useStores } from '../../../../stores/store-context';
import { formatDay, regionNames } from '../../../../shared/billing/billing-format';
import type { BillingStore } from '../stores/billing-store';
import { SummaryList, type SummaryRow } from './SummaryList';

/** The words for a subscription's state in the details. */
export function stateLabel(subscription: Pick<Subscription, 'state' | 'nextChargeDate'>): string {
  switch (subscription.state) {
    case 'PAID':
      return 'Active';
    case 'PAYMENT_COMPLETED':
    case 'MODIFYING':
      return 'Updating';
    case 'CANCELING':
      return `Cancelled, ends on ${formatDay(subscription.nextChargeDate)}`;
    case 'OVERDUE':
      return 'Payment overdue';
    case 'TRIAL':
      return 'Free trial';
    case 'EXPIRED':
      return 'Expired';
    case 'NEW':
      return 'Not subscribed';
  }
}

/** The rows of the Subscription Details dialog: our subscription, completed by the provider's record. */
export function detailRows(
  subscription: Subscription,
  provider: ProviderSubscription | undefined,
  regions: Parameters<typeof regionNames>[1],
): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: 'Plan', value: subscription.display ?? subscription.productId ?? 'N/A' },
    { label: 'Status', value: stateLabel(subscription) },
    { label: 'Billing', value: subscription.interval === 'annual' ? 'Annually' : 'Monthly' },
    {
      label: 'Seats',
      value: `${subscription.seatCount} (${subscription.activeUsers} in use, ${subscription.seatsLeft} left)`,
    },
    {
      label: `Regions (${subscription.regionIds.length})`,
      value: regionNames(subscription.regionIds, regions).join(', ') || 'None',
    },
  ];
  const begin = formatDay(provider?.begin ?? subscription.currentPeriodStart);
  if (begin !== '') rows.push({ label: 'Started', value: begin });
  const next = formatDay(subscription.nextChargeDate);
  if (subscription.state === 'CANCELING') {
    if (next !== '') rows.push({ label: 'Access until', value: next });
  } else if (next !== '') {
    rows.push({
      label: 'Next charge',
      value:
        subscription.nextChargeTotal === null
          ? next
          : `${subscription.nextChargeTotal} on ${next} (before tax)`,
    });
  }
  if (provider?.card) {
    rows.push({
      label: 'Payment card',
      value: `${provider.card.brand.toUpperCase()} ending ${provider.card.last4}`,
    });
  }
  return rows;
}

export interface SubscriptionDetailsDialogProps {
  open: boolean;
  billing: BillingStore;
  onClose: () => void;
}

/** Subscription Details: plan, status, seats, regions, dates, the next charge and the card on file. */
export const SubscriptionDetailsDialog = observer(function SubscriptionDetailsDialog({
  open,
  billing,
  onClose,
}: SubscriptionDetailsDialogProps) {
  const { api } = useStores();
  const titleId = useId();
  const [provider, setProvider] = useState<ProviderSubscription | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const subscription = billing.subscription;
  const providerId = subscription?.fastspringSubscriptionId ?? null;

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    void billing.ensureCatalogue();
    void billing.load();
    if (providerId === null) return undefined;
    setLoading(true);
    setError(undefined);
    new BillingApi(api).providerSubscription(providerId, { notifyOnError: false }).then(
      (record) => {
        if (!current) return;
        setProvider(record);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(errorTextOf(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, providerId, api, billing]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Subscription Details</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 4 }}>
        {subscription === undefined || (loading && provider === undefined) ? (
          <Box role="status" aria-label="Loading the subscription" sx={{ display: 'grid', gap: 2 }}>
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} variant="text" height={28} />
            ))}
          </Box>
        ) : (
          <SummaryList
            label="Subscription details"
            rows={detailRows(subscription, provider, billing.catalogue?.regions ?? [])}
          />
        )}
        {error !== undefined && (
          <Alert severity="warning" role="alert">
            {`The payment provider's record could not be read: ${error}`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
});
