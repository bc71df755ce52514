import { type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

import { RequireAuth } from '../../shared/routing/RequireAuth';
import { RequirePermission } from '../../shared/routing/RequirePermission';
import { isTenantAdministrator } from '../../shared/permissions';
import { SubscriptionHeaderMenu } from './billing/billing-routes';
import { RequireAgreedTerms } from '../../shared/routing/RequireAgreedTerms';
import { Loading } from '../../shared/loading/PageLoading';
import { lazyWithRetry } from '../../shared/lazy-with-retry';

// The shell and the pages (grids, dialogs) load on demand, never with the login page.
const TenantAdminLayout = lazyWithRetry(async () => ({
  default: (await import('./components/TenantAdminLayout')).TenantAdminLayout,
}));
const ManageUsersPage = lazyWithRetry(async () => ({
  default: (await import('./pages/ManageUsersPage')).ManageUsersPage,
}));
const CreateUserPage = lazyWithRetry(async () => ({
  default: (await import('./pages/CreateUserPage')).CreateUserPage,
}));
const TenantManagerPage = lazyWithRetry(async () => ({
  default: (await import('./pages/TenantManagerPage')).TenantManagerPage,
}));

/** A tenant administrator's page; anyone else signed in sees the no-permission page inside the shell. */
function tenantAdministratorPage(page: ReactNode, options: { agreedTerms: boolean }): ReactNode {
  const guarded = (
    <RequirePermission allowed={isTenantAdministrator}>
      <Loading>{page}</Loading>
    </RequirePermission>
  );
  return options.agreedTerms ? <RequireAgreedTerms>{guarded}</RequireAgreedTerms> : guarded;
}

/**
 * The tenant administrator's screens (spec sections 2 and 6) in their own shell: /manageUsers and
 * /createUser (login and agreed terms), /manager/tenant (login), with the billing's Subscription menu in
 * the header (TenantAdminLayout's `headerActions`). /payment and /cancel-subscription: billing-routes.tsx.
 */
export const tenantAdminRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Loading>
          <TenantAdminLayout headerActions={<SubscriptionHeaderMenu />} />
        </Loading>
      </RequireAuth>
    ),
    children: [
      { path: '/manageUsers', element: tenantAdministratorPage(<ManageUsersPage />, { agreedTerms: true }) },
      { path: '/createUser', element: tenantAdministratorPage(<CreateUserPage />, { agreedTerms: true }) },
      {
        path: '/manager/tenant',
        element: tenantAdministratorPage(<TenantManagerPage />, { agreedTerms: false }),
      },
    ],
  },
];
