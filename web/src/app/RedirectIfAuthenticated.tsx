import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { routeAfterLogin } from '../features/auth/route-after-login';
import { useStores } from '../stores/store-context';

/**
 * Sign-in pages send a signed-in user on as a sign-in would (spec "Login redirect"), keeping `?share=`:
 * a user who has not agreed to the terms, for one, is not let past them by revisiting `/`.
 */
export const RedirectIfAuthenticated = observer(function RedirectIfAuthenticated({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  const principal = session.principal;
  if (session.isAuthenticated && principal !== undefined) {
    return <Navigate to={routeAfterLogin(principal, { share: location.search })} replace />;
  }
  return children;
});
