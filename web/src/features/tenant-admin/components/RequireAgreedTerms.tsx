import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { useStores } from '../../../stores/store-context';

/**
 * Inside RequireAuth: the children once the principal has agreed to the terms; otherwise the terms page,
 * which sends the user on by the login redirect rules once agreed (spec section 6: the tenant administrator
 * routes require login and agreed terms).
 */
export const RequireAgreedTerms = observer(function RequireAgreedTerms({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  if (session.principal?.isAgree !== true) return <Navigate to="/termsAndConditions" replace />;
  return children;
});
