import { useCallback } from 'react';
import type { To } from 'react-router';

import { BillingApi } from '../../api/billing-api';
import type { Principal } from '../../api/types';
import { useStores } from '../../stores/store-context';
import { isAwaitingFirstOrder, isSubscribed } from '../../shared/billing/subscription-rules';
import { routeAfterLoginChecked, type RouteAfterLoginOptions } from './route-after-login';

/**
 * Where a signed-in principal goes (routeAfterLogin), asking the billing API about a tenant administrator's
 * subscription: a subscribed one uses the app, one that signed up and bought nothing goes to /payment.
 */
export function useRouteAfterLogin(): (
  principal: Principal,
  options?: RouteAfterLoginOptions,
) => Promise<To> {
  const { api } = useStores();
  return useCallback(
    (principal: Principal, options: RouteAfterLoginOptions = {}) =>
      routeAfterLoginChecked(principal, options, async () => {
        const subscription = await new BillingApi(api).subscription(principal.tenantId, {
          notifyOnError: false,
        });
        return {
          subscribed: isSubscribed(subscription),
          awaitingFirstOrder: isAwaitingFirstOrder(subscription),
        };
      }),
    [api],
  );
}
