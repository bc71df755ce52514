import { useCallback } from 'react';
import type { To } from 'react-router';

import { BillingApi } from '../../api/billing-api';
import type { Principal } from '../../api/types';
import { useStores } from '../../stores/store-context';
import { isSubscribed } from '../billing/stores/subscription-rules';
import { routeAfterLoginChecked, type RouteAfterLoginOptions } from './route-after-login';

/**
 * Where a signed-in principal goes (routeAfterLogin), asking the billing API whether a tenant
 * administrator's tenant is subscribed: a subscribed tenant administrator uses the app (spec section 2).
 */
export function useRouteAfterLogin(): (
  principal: Principal,
  options?: RouteAfterLoginOptions,
) => Promise<To> {
  const { api } = useStores();
  return useCallback(
    (principal: Principal, options: RouteAfterLoginOptions = {}) =>
      routeAfterLoginChecked(principal, options, async () =>
        isSubscribed(await new BillingApi(api).subscription(principal.tenantId, { notifyOnError: false })),
      ),
    [api],
  );
}
