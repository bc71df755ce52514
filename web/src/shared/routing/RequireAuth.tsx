import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useStores } from '../../stores/store-context';
import { withShare } from './share-param';

/** Renders its children for a signed-in user; anyone else goes to sign-in, keeping `?share=`. */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const location = useLocation();
  if (!session.isAuthenticated) return <Navigate to={withShare('/', location.search)} replace />;
  return children;
});
