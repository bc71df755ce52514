import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useStores } from '../../stores/store-context';

/**
 * Inside RequireAuth: the children once the principal has agreed to the terms; otherwise the terms page,
 * which comes back here once agreed (spec section 6: the tenant administrator
 * routes require login and agreed terms).
 */
export const RequireAgreedTerms = observer(function RequireAgreedTerms({
  children,
}: {
  children: ReactNode;
}) {
  const { session } = useStores();
  const location = useLocation();
  if (session.principal?.isAgree !== true) {
    // The terms page comes back here once agreed (a first magic-link login goes on to /payment).
    return (
      <Navigate to="/termsAndConditions" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return children;
});
