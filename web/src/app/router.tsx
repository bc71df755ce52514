import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';

import { AccessPage } from '../features/auth/pages/AccessPage';
import { CreatePasswordPage } from '../features/auth/pages/CreatePasswordPage';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { MfaSignInPage } from '../features/auth/pages/MfaSignInPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { TermsPage } from '../features/auth/pages/TermsPage';
import { VerificationPage } from '../features/auth/pages/VerificationPage';
import { VerifyCodePage } from '../features/auth/pages/VerifyCodePage';
import { billingRoutes, SubscriptionCheck } from '../features/tenant-admin/billing/billing-routes';
import { consoleRoutes } from '../features/console/console-routes';
import { contentConsoleRoutes } from '../features/content/content-routes';
import { signUpRoutes } from '../features/signup/signup-routes';
import { tenantAdminRoutes } from '../features/tenant-admin/tenant-admin-routes';
import { canAccessLuca } from '../shared/permissions';
import { DashboardLayout } from './DashboardLayout';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from '../shared/layout/PublicLayout';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RequireAuth } from '../shared/routing/RequireAuth';
import { RequirePermission } from '../shared/routing/RequirePermission';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { Loading } from '../shared/loading/PageLoading';
import { lazyWithRetry } from '../shared/lazy-with-retry';

// The dashboard screens carry the grid and chart code: loaded on demand, not with the login page.
const DashboardPage = lazyWithRetry(async () => ({
  default: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
}));
const ReportRoute = lazyWithRetry(async () => ({
  default: (await import('../features/dashboard/pages/ReportRoute')).ReportRoute,
}));
// Luca carries its answer tables and charts: loaded on demand as well.
const LucaPage = lazyWithRetry(async () => ({
  default: (await import('../features/luca/pages/LucaPage')).LucaPage,
}));

/** The app's routes. Later screens add their routes under the public or the signed-in shell. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            element: (
              <RedirectIfAuthenticated>
                <LoginPage />
              </RedirectIfAuthenticated>
            ),
          },
          // The second step of a sign-in; a signed-in user goes on as after the sign-in.
          {
            path: '/verification',
            element: (
              <RedirectIfAuthenticated>
                <VerificationPage />
              </RedirectIfAuthenticated>
            ),
          },
          {
            path: '/verifyCode',
            element: (
              <RedirectIfAuthenticated>
                <VerifyCodePage />
              </RedirectIfAuthenticated>
            ),
          },
          {
            path: '/mfaSignIn',
            element: (
              <RedirectIfAuthenticated>
                <MfaSignInPage />
              </RedirectIfAuthenticated>
            ),
          },
          { path: '/forgotPassword', element: <ForgotPasswordPage /> },
          { path: '/resetPassword', element: <ResetPasswordPage /> },
          // Signed in, before the app: a token is needed, otherwise `/`.
          {
            path: '/termsAndConditions',
            element: (
              <RequireAuth>
                <TermsPage />
              </RequireAuth>
            ),
          },
          {
            path: '/createPassword',
            element: (
              <RequireAuth>
                <CreatePasswordPage />
              </RequireAuth>
            ),
          },
          {
            path: '/access',
            element: (
              <RequireAuth>
                <AccessPage />
              </RequireAuth>
            ),
          },
          // Public organisation sign-up: /addCompany?bundle=.
          ...signUpRoutes,
        ],
      },
      {
        // /dashboard, /report and /luca need an available subscription (SubscriptionCheck, spec section 6).
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          {
            path: '/dashboard',
            element: (
              <SubscriptionCheck>
                <Loading>
                  <DashboardPage />
                </Loading>
              </SubscriptionCheck>
            ),
          },
          {
            path: '/report',
            element: (
              <SubscriptionCheck>
                <Loading>
                  <ReportRoute />
                </Loading>
              </SubscriptionCheck>
            ),
          },
          {
            path: '/luca',
            element: (
              <RequirePermission allowed={canAccessLuca}>
                <SubscriptionCheck>
                  <Loading>
                    <LucaPage />
                  </Loading>
                </SubscriptionCheck>
              </RequirePermission>
            ),
          },
        ],
      },
      // The Administrator console (ADMINISTRATOR and SALE).
      ...consoleRoutes(contentConsoleRoutes),
      // The tenant administrator's screens: /manageUsers, /createUser, /manager/tenant.
      ...tenantAdminRoutes,
      // Billing: /subscriptionPlans (public), /payment and /cancel-subscription (tenant administrator).
      ...billingRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter(): DataRouter {
  return createBrowserRouter(appRoutes);
}
