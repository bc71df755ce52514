import { Navigate, type RouteObject } from 'react-router';

import { RequireAuth } from '../../shared/routing/RequireAuth';
import { RequirePermission } from '../../shared/routing/RequirePermission';
import { canUseConsole } from './console-access';
import { SectionLoading as Loading } from '../../shared/loading/SectionLoading';
import { lazyWithRetry } from '../../shared/lazy-with-retry';

// The console's layout and pages (grids, forms) load on demand, never with the login page.
const ConsoleLayout = lazyWithRetry(async () => ({
  default: (await import('./components/ConsoleLayout')).ConsoleLayout,
}));
const TenantsPage = lazyWithRetry(async () => ({
  default: (await import('./pages/TenantsPage')).TenantsPage,
}));
const TenantUsersPage = lazyWithRetry(async () => ({
  default: (await import('./pages/TenantUsersPage')).TenantUsersPage,
}));
const TenantRequestsPage = lazyWithRetry(async () => ({
  default: (await import('./pages/TenantRequestsPage')).TenantRequestsPage,
}));
const RequestUsersPage = lazyWithRetry(async () => ({
  default: (await import('./pages/RequestUsersPage')).RequestUsersPage,
}));
const UserRequestsPage = lazyWithRetry(async () => ({
  default: (await import('./pages/UserRequestsPage')).UserRequestsPage,
}));
/**
 * The Administrator console under `/administrator` (ADMINISTRATOR and SALE; anyone else signed in sees
 * the no-permission page). A page of a later issue is one more child here and one link in
 * components/console-links.ts; Administrator-only pages wrap their element in
 * `<RequirePermission allowed={isAdministrator}>`. The Administrator-only pages of other features
 * (announcements, terms, settings: features/content) come in as `administratorPages`, put together by
 * app/router.tsx: a feature never imports another.
 */
export function consoleRoutes(administratorPages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/administrator',
      element: (
        <RequireAuth>
          <RequirePermission allowed={canUseConsole}>
            <Loading>
              <ConsoleLayout />
            </Loading>
          </RequirePermission>
        </RequireAuth>
      ),
      children: [
        { index: true, element: <Navigate to="/administrator/tenant" replace /> },
        {
          path: 'tenant',
          element: (
            <Loading>
              <TenantsPage />
            </Loading>
          ),
        },
        {
          path: 'tenant/:tenantId',
          element: (
            <Loading>
              <TenantUsersPage />
            </Loading>
          ),
        },
        {
          path: 'tenant-request',
          element: (
            <Loading>
              <TenantRequestsPage />
            </Loading>
          ),
        },
        {
          path: 'tenant-request/:featureRequestId',
          element: (
            <Loading>
              <RequestUsersPage />
            </Loading>
          ),
        },
        {
          path: 'user-request',
          element: (
            <Loading>
              <UserRequestsPage />
            </Loading>
          ),
        },
        ...administratorPages,
      ],
    },
  ];
}
