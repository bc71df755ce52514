import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { NoticeDialog } from '../../../../shared/dialogs/NoticeDialog';
import { formatDay } from '../../../../shared/billing/billing-format';
import type { BillingStore } from '../stores/billing-store';
import {
  billingNoticeOf,
  isAwaitingFirstOrder,
  isSubscriptionCheckState,
  PAYMENT_PATH,
  PLANS_PATH,
} from '../../../../shared/billing/subscription-rules';

/**
 * The subscription's words on /manageUsers: a self-service tenant's 'bought nothing yet' banner (with Buy a
 * plan), the trial banner (with its end), 'Updating your subscription…',
 * and the pop-ups for a cancelled subscription, a trial ending within 3 days and an overdue payment (each
 * once per visit). Sent here by the subscription check of /dashboard (RequireAvailableSubscription) with no
 * pop-up to show, it says why Dashboard did not open ("You haven't subscribed to any bundle yet. ...").
 */
export const SubscriptionNotices = observer(function SubscriptionNotices({
  billing,
}: {
  billing: BillingStore;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    void billing.load();
  }, [billing]);

  const subscription = billing.subscription;
  const notice = billing.notice;
  // The closing dialog keeps its words until it has faded out.
  const last = useRef(notice);
  if (notice !== undefined) last.current = notice;
  const shown = notice ?? last.current;
  // Redirected from a page that needs the subscription: once the view is read, when no pop-up applies (a
  // cancelled or overdue pop-up says why already, even once closed).
  const refusal = billing.dashboardRefusal;
  const redirected = isSubscriptionCheckState(location.state);
  const refusalShown =
    redirected &&
    refusal !== undefined &&
    subscription !== undefined &&
    billingNoticeOf(subscription, Date.now()) === undefined;
  const lastRefusal = useRef(refusal);
  if (refusal !== undefined) lastRefusal.current = refusal;
  const closeRefusal = () => {
    // Forget the redirect's state: a reload of /manageUsers does not say it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  let banner = null;
  if (subscription !== undefined && isAwaitingFirstOrder(subscription)) {
    banner = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={PAYMENT_PATH} color="inherit" size="small">
            Buy a plan
          </Button>
        }
      >
        You have not bought a plan yet. Your users can open the dashboard once you do.
      </Alert>
    );
  } else if (subscription?.state === 'TRIAL') {
    banner = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={PLANS_PATH} color="inherit" size="small">
            See the plans
          </Button>
        }
      >
        {`Free trial: your access to a set of anonymized stocks ends on ${formatDay(subscription.expiredTime)}.`}
      </Alert>
    );
  } else if (subscription?.state === 'MODIFYING' || subscription?.state === 'PAYMENT_COMPLETED') {
    banner = <Alert severity="info">Updating your subscription…</Alert>;
  } else if (subscription?.state === 'EXPIRED') {
    banner = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={PLANS_PATH} color="inherit" size="small">
            See the plans
          </Button>
        }
      >
        Your subscription has expired. Choose a plan to use the dashboard again.
      </Alert>
    );
  }

  return (
    <>
      {banner}
      <NoticeDialog
        open={refusalShown}
        title="Dashboard"
        text={refusal ?? lastRefusal.current ?? ''}
        onClose={closeRefusal}
      />
      <NoticeDialog
        open={notice !== undefined}
        title={shown?.title ?? ''}
        text={shown?.text ?? ''}
        onClose={() => {
          billing.dismissNotice();
        }}
        action={
          notice?.action === undefined
            ? undefined
            : {
                label: notice.action.label,
                onClick: () => {
                  const to = notice.action?.to;
                  billing.dismissNotice();
                  if (to !== undefined) void navigate(to);
                },
              }
        }
      />
    </>
  );
});
