import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';

import { RequireAuth } from '../../app/RequireAuth';
import { RequirePermission } from '../../app/RequirePermission';
import { canUseConsole, isAdministrator } from './console-access';
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
// Administrator only: announcements, terms and conditions, settings (features/content).
const AnnouncementsPage = lazyWithRetry(async () => ({
  default: (await import('../content/pages/AnnouncementsPage')).AnnouncementsPage,
}));
const TermsAdminPage = lazyWithRetry(async () => ({
  default: (await import('../content/pages/TermsAdminPage')).TermsAdminPage,
}));
const SettingsPage = lazyWithRetry(async () => ({
  default: (await import('../content/pages/SettingsPage')).SettingsPage,
}));

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label="Loading" sx={{ py: 8 }}>
          <LinearProgress aria-label="Loading" />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The Administrator console under `/administrator` (ADMINISTRATOR and SALE; anyone else signed in sees
 * the no-permission page). A page of a later issue is one more child here and one link in
 * components/console-links.ts; Administrator-only pages wrap their element in
 * `<RequirePermission allowed={isAdministrator}>`.
 */
export const consoleRoutes: RouteObject[] = [
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
      {
        path: 'announcement',
        element: (
          <RequirePermission allowed={isAdministrator}>
            <Loading>
              <AnnouncementsPage />
            </Loading>
          </RequirePermission>
        ),
      },
      {
        path: 'termandcondition',
        element: (
          <RequirePermission allowed={isAdministrator}>
            <Loading>
              <TermsAdminPage />
            </Loading>
          </RequirePermission>
        ),
      },
      {
        path: 'setting',
        element: (
          <RequirePermission allowed={isAdministrator}>
            <Loading>
              <SettingsPage />
            </Loading>
          </RequirePermission>
        ),
      },
    ],
  },
];
