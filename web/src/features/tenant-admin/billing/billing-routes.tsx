import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { RequireAuth } from '../../../shared/routing/RequireAuth';
import { RequirePermission } from '../../../shared/routing/RequirePermission';
import { isTenantAdministrator } from '../../../shared/permissions';
import { RequireAgreedTerms } from '../../../shared/routing/RequireAgreedTerms';
import { Loading } from '../../../shared/loading/PageLoading';
import { lazyWithRetry } from '../../../shared/lazy-with-retry';

// Every billing screen loads on demand: the login page carries none of it.
const SubscriptionPlansPage = lazyWithRetry(async () => ({
  default: (await import('./pages/SubscriptionPlansPage')).SubscriptionPlansPage,
}));
const PaymentPage = lazyWithRetry(async () => ({
  default: (await import('./pages/PaymentPage')).PaymentPage,
}));
const CancelSubscriptionPage = lazyWithRetry(async () => ({
  default: (await import('./pages/CancelSubscriptionPage')).CancelSubscriptionPage,
}));
const TenantAdminLayout = lazyWithRetry(async () => ({
  default: (await import('../components/TenantAdminLayout')).TenantAdminLayout,
}));
const SubscriptionMenu = lazyWithRetry(async () => ({
  default: (await import('./components/SubscriptionMenu')).SubscriptionMenu,
}));
const RequireAvailableSubscription = lazyWithRetry(async () => ({
  default: (await import('./components/RequireAvailableSubscription')).RequireAvailableSubscription,
}));

/** The header's Subscription menu, loaded with the tenant administrator shell (TenantAdminLayout's slot). */
export function SubscriptionHeaderMenu({ variant }: { variant?: 'tenant-admin' | 'dashboard' }) {
  return (
    <Suspense fallback={null}>
      <SubscriptionMenu {...(variant === undefined ? {} : { variant })} />
    </Suspense>
  );
}

/**
 * The subscription check of /dashboard, /report and /luca (spec section 6), inside RequireAuth: a tenant
 * administrator whose subscription is unavailable goes to /manageUsers. Loaded on demand with those pages.
 */
export function SubscriptionCheck({ children }: { children: ReactNode }) {
  return (
    <Loading>
      <RequireAvailableSubscription>{children}</RequireAvailableSubscription>
    </Loading>
  );
}

/** A tenant administrator's page (login and agreed terms, spec section 6). */
function tenantAdministratorPage(page: ReactNode): ReactNode {
  return (
    <RequireAgreedTerms>
      <RequirePermission allowed={isTenantAdministrator}>
        <Loading>{page}</Loading>
      </RequirePermission>
    </RequireAgreedTerms>
  );
}

/**
 * The billing screens (issue 8): /subscriptionPlans in the public shell; /payment and /cancel-subscription
 * in the tenant administrator's shell with the Subscription menu in its header.
 */
export const billingRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/subscriptionPlans',
        element: (
          <Loading>
            <SubscriptionPlansPage />
          </Loading>
        ),
      },
    ],
  },
  {
    element: (
      <RequireAuth>
        <Loading>
          <TenantAdminLayout headerActions={<SubscriptionHeaderMenu />} />
        </Loading>
      </RequireAuth>
    ),
    children: [
      { path: '/payment', element: tenantAdministratorPage(<PaymentPage />) },
      { path: '/cancel-subscription', element: tenantAdministratorPage(<CancelSubscriptionPage />) },
    ],
  },
];
