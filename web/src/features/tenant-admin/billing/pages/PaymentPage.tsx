import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';

import { BillingApi, type Subscription } from '../../../../api/billing-api';
import { errorTextOf } from '../../../../api/error-text';
import { ErrorWithRetry } from '../../../../shared/feedback/ErrorWithRetry';
import { useDocumentTitle } from '../../../../shared/use-document-title';
import { browserStorage } from '../../../../stores/key-value-storage';
import { useStores } from '../../../../stores/store-context';
import { formatDay } from '../../../../shared/billing/billing-format';
import { OrderConfirmed } from '../components/OrderConfirmed';
import { OrderStep } from '../components/OrderStep';
import { SubscriptionTermsStep } from '../components/SubscriptionTermsStep';
import { SubscriptionUpdatedDialog } from '../components/SubscriptionUpdatedDialog';
import { PAYMENT_PROCESSING_TEXT, type BillingStore } from '../stores/billing-store';
import { CheckoutStore } from '../stores/checkout-store';
import { chosenBundleOf } from '../stores/plans-store';
import { useBillingStore } from '../stores/use-billing-store';
import {
  CANCEL_SUBSCRIPTION_PATH,
  isAwaitingFirstOrder,
  MANAGE_USERS_PATH,
  paymentStepOf,
  PLANS_PATH,
} from '../../../../shared/billing/subscription-rules';
import { useBillingShell } from './use-billing-shell';

function PageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box>
      <Typography id="payment-title" variant="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {subtitle}
      </Typography>
    </Box>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 5, sm: 8 }, display: 'grid', gap: 5, maxWidth: 720 }}>
      {children}
    </Paper>
  );
}

/** A trial starts when /payment opens with the trial bundle for a tenant that bought nothing. */
function StartTrialStep({ billing, onStarted }: { billing: BillingStore; onStarted: () => void }) {
  const { api } = useStores();
  const started = useRef(false);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    new BillingApi(api).startTrial({ notifyOnError: false }).then(
      (subscription) => {
        onStarted();
        billing.set(subscription);
      },
      (failure: unknown) => {
        setError(errorTextOf(failure));
      },
    );
  }, [api, billing, onStarted]);
  return (
    <Notice>
      {error === undefined ? (
        <Box role="status" sx={{ display: 'grid', gap: 3 }}>
          <Typography variant="h4" component="h2">
            Starting your free trial…
          </Typography>
          <LinearProgress aria-label="Starting your free trial" />
        </Box>
      ) : (
        <>
          <Alert severity="error" role="alert">
            {error}
          </Alert>
          <Box>
            <Button component={RouterLink} to={PLANS_PATH} variant="contained">
              See the plans
            </Button>
          </Box>
        </>
      )}
    </Notice>
  );
}

function TrialStarted({ subscription }: { subscription: Subscription }) {
  return (
    <Notice>
      <Typography variant="h4" component="h2">
        Your free trial has started
      </Typography>
      <Typography color="text.secondary">
        {`You can screen a set of anonymized stocks until ${formatDay(subscription.expiredTime)}. Buy a plan at any time from the plans page.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Go to Dashboard
        </Button>
        <Button component={RouterLink} to={MANAGE_USERS_PATH} variant="outlined">
          Manage Users
        </Button>
      </Box>
    </Notice>
  );
}

/** A payment (or a change) is waiting for the provider's confirmation: poll until PAID. */
const Processing = observer(function Processing({ billing }: { billing: BillingStore }) {
  const [outcome, setOutcome] = useState<'pending' | 'timeout'>('pending');
  useEffect(() => {
    let current = true;
    void billing.pollUntilPaid().then((result) => {
      if (current && result === 'timeout') setOutcome('timeout');
    });
    return () => {
      current = false;
      billing.stopPolling();
    };
  }, [billing]);
  const modifying = billing.subscription?.state === 'MODIFYING';
  if (!modifying) {
    return (
      <OrderConfirmed
        order={undefined}
        planName={billing.subscription?.display ?? undefined}
        regions={billing.catalogue?.regions ?? []}
        activation={outcome === 'timeout' ? 'processing' : 'pending'}
      />
    );
  }
  return (
    <Notice>
      <Typography variant="h4" component="h2">
        Updating your subscription…
      </Typography>
      {outcome === 'timeout' ? (
        <Alert severity="info">{PAYMENT_PROCESSING_TEXT}</Alert>
      ) : (
        <LinearProgress aria-label="Updating your subscription" />
      )}
    </Notice>
  );
});

/**
 * /payment (spec section 2, docs/api/billing.md "States the web shows"): the subscription terms until
 * agreed; the trial when opened with the trial bundle; the order form, its preview and the embedded
 * checkout (a first purchase) or the estimate and Update Subscription (a paid plan); 'Order Confirmed'
 * with tax and total in USD, polling until PAID. Not for a trial user with a paid subscription id.
 */
export const PaymentPage = observer(function PaymentPage() {
  const { api } = useStores();
  const billing = useBillingStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [bundle] = useState(() => searchParams.get('bundle') ?? chosenBundleOf(browserStorage()) ?? null);
  const [checkout] = useState(() =>
    billing === undefined
      ? undefined
      : new CheckoutStore(new BillingApi(api), billing, window.location.origin),
  );
  const [trialStarted, setTrialStarted] = useState(false);
  const startedTrial = useCallback(() => {
    setTrialStarted(true);
  }, []);
  const [updated, setUpdated] = useState<string | undefined>(undefined);
  useDocumentTitle('Payment');
  useBillingShell(billing);

  useEffect(() => {
    if (billing === undefined) return undefined;
    void billing.load();
    void billing.ensureCatalogue();
    return () => checkout?.dispose();
  }, [billing, checkout]);

  if (billing === undefined || checkout === undefined) return null;
  const subscription = billing.subscription;
  const catalogue = billing.catalogue;

  let body: ReactNode;
  let heading = {
    title: 'Subscription',
    subtitle: 'Choose your seats and exchange countries, then pay securely.',
  };
  if (subscription === undefined) {
    body =
      billing.status === 'error' ? (
        <ErrorWithRetry onRetry={() => void billing.load()}>{billing.error}</ErrorWithRetry>
      ) : (
        <Box role="status" aria-label="Loading your subscription" sx={{ display: 'grid', gap: 3 }}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      );
  } else if (checkout.status === 'confirmed') {
    return (
      <OrderConfirmed
        order={checkout.order}
        planName={catalogue?.bundles.find((card) => card.pid === checkout.order?.productId)?.display}
        regions={catalogue?.regions ?? []}
        activation={checkout.activation}
      />
    );
  } else if (trialStarted && subscription.state === 'TRIAL') {
    body = <TrialStarted subscription={subscription} />;
  } else {
    // The plan asked for (the link, or the plans page in this browser), else the one chosen at sign-up.
    const chosen = bundle ?? (isAwaitingFirstOrder(subscription) ? subscription.productId : null);
    const step = paymentStepOf(subscription, chosen);
    switch (step) {
      case 'redirect':
        return <Navigate to={MANAGE_USERS_PATH} replace />;
      case 'terms':
        heading = {
          title: 'Subscription',
          subtitle: 'Before you order, please read and agree to the subscription terms.',
        };
        body = (
          <SubscriptionTermsStep
            companyId={subscription.tenant.companyId}
            onAgreed={(view) => {
              billing.set(view);
            }}
          />
        );
        break;
      case 'startTrial':
        body = <StartTrialStep billing={billing} onStarted={startedTrial} />;
        break;
      case 'processing':
        body = updated === undefined ? <Processing billing={billing} /> : null;
        break;
      case 'canceling':
        body = (
          <Notice>
            <Alert severity="info">
              {`Your subscription is cancelled and ends on ${formatDay(subscription.nextChargeDate)}. Resume it to change your plan.`}
            </Alert>
            <Box>
              <Button component={RouterLink} to={CANCEL_SUBSCRIPTION_PATH} variant="contained">
                Resume Subscription
              </Button>
            </Box>
          </Notice>
        );
        break;
      case 'overdue':
        body = (
          <Notice>
            <Alert severity="warning">
              {`The last payment of your subscription failed. Your access continues until ${formatDay(subscription.graceEndsAt)}; the subscription can be changed once the payment has gone through.`}
            </Alert>
          </Notice>
        );
        break;
      case 'order':
        heading =
          subscription.state === 'PAID'
            ? {
                title: 'Update Subscription',
                subtitle: 'Change your seats, exchange countries or billing. Changes are prorated.',
              }
            : heading;
        body =
          catalogue === undefined ? (
            <Skeleton variant="rounded" height={420} />
          ) : (
            <>
              {subscription.state === 'TRIAL' && (
                <Alert severity="info" sx={{ mb: 5 }}>
                  {`Your free trial ends on ${formatDay(subscription.expiredTime)}. Buy a plan to keep your access.`}
                </Alert>
              )}
              {subscription.state === 'EXPIRED' && (
                <Alert severity="warning" sx={{ mb: 5 }}>
                  Your subscription has expired. Subscribe again to use the dashboard.
                </Alert>
              )}
              <OrderStep
                billing={billing}
                catalogue={catalogue}
                subscription={subscription}
                bundle={chosen}
                checkout={checkout}
                onUpdated={(charged) => {
                  setUpdated(charged);
                  void billing.pollUntilPaid();
                }}
              />
            </>
          );
        break;
    }
  }

  return (
    <Box component="section" aria-labelledby="payment-title" sx={{ display: 'grid', gap: 6 }}>
      <PageHeading title={heading.title} subtitle={heading.subtitle} />
      {body}
      <SubscriptionUpdatedDialog
        open={updated !== undefined}
        detail={updated === undefined ? undefined : `Charged now: ${updated} (before tax).`}
        onContinue={() => {
          void navigate(MANAGE_USERS_PATH);
        }}
      />
    </Box>
  );
});
