import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useStores } from '../stores/store-context';
import { withShare } from './share-param';

/** Public pages such as sign-in send a signed-in user on to the dashboard, keeping `?share=`. */
export const RedirectIfAuthenticated = observer(function RedirectIfAuthenticated({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  if (session.isAuthenticated) return <Navigate to={withShare('/dashboard', location.search)} replace />;
  return children;
});
