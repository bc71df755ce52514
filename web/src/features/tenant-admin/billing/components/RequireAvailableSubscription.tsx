import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';

import { PageLoading } from '../../../../shared/loading/PageLoading';
import { isTenantAdministrator } from '../../../../shared/permissions';
import { useStores } from '../../../../stores/store-context';
import { useBillingStore } from '../stores/use-billing-store';
import {
  subscriptionCheckRedirect,
  type SubscriptionCheckState,
} from '../../../../shared/billing/subscription-rules';

const REDIRECT_STATE: SubscriptionCheckState = { subscriptionCheck: 'unavailable' };

/**
 * The web side of the subscription check (spec section 6: "/dashboard (with subscription check)"; the
 * tenant administrator is "redirected to /manageUsers ... when the subscription is unavailable on pages
 * requiring a subscription check"). Inside RequireAuth: a tenant administrator's subscription is read afresh
 * on entering the page; while it is unavailable they go to /manageUsers (its pop-ups say why) instead of
 * the page answering 403 SUBSCRIPTION_UNAVAILABLE. Other roles, and a subscription that cannot be read,
 * go on to the page: the API's own check decides there.
 */
export const RequireAvailableSubscription = observer(function RequireAvailableSubscription({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  const billing = useBillingStore();
  const principal = session.principal;
  const checks = principal !== undefined && isTenantAdministrator(principal) && billing !== undefined;
  // A view read before this visit may be stale (paid since, or lapsed): the redirect waits for a fresh one.
  const [fresh, setFresh] = useState(false);

  useEffect(() => {
    if (!checks) return undefined;
    let live = true;
    void billing.load().finally(() => {
      if (live) setFresh(true);
    });
    return () => {
      live = false;
    };
  }, [checks, billing]);

  if (!checks) return children;
  const subscription = billing.subscription;
  if (subscription === undefined && billing.status === 'error') return children;
  const redirect = subscriptionCheckRedirect(subscription);
  if (subscription === undefined || (redirect !== undefined && !fresh)) {
    return <PageLoading label="Checking your subscription" />;
  }
  if (redirect !== undefined) return <Navigate to={redirect} replace state={REDIRECT_STATE} />;
  return children;
});
