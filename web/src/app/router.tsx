import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';

import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { DashboardLayout } from './DashboardLayout';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

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
        ],
      },
      {
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [{ path: '/dashboard', element: <DashboardPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter(): DataRouter {
  return createBrowserRouter(appRoutes);
}
