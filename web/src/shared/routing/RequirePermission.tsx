import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

import type { Principal } from '../../api/types';
import { useStores } from '../../stores/store-context';
import { PermissionDenied } from './PermissionDenied';

export interface RequirePermissionProps {
  /** Whether the signed-in principal may see the children. */
  allowed: (principal: Principal) => boolean;
  children: ReactNode;
}

/** Inside RequireAuth: the children for a principal the check allows, the no-permission page otherwise. */
export const RequirePermission = observer(function RequirePermission({
  allowed,
  children,
}: RequirePermissionProps) {
  const { session } = useStores();
  const principal = session.principal;
  if (principal === undefined || !allowed(principal)) return <PermissionDenied />;
  return children;
});
