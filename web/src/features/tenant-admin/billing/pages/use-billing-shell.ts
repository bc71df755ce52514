import { useEffect } from 'react';

import { useTenantAdminShell } from '../../components/TenantAdminLayout';
import type { BillingStore } from '../stores/billing-store';

/**
 * Tells the tenant administrator header what the subscription allows (spec section 4): Dashboard hidden
 * once the trial expired. Call it from an observer page of the shell.
 */
export function useDashboardHidden(billing: BillingStore | undefined): void {
  const shell = useTenantAdminShell();
  const hidden = billing?.menu.dashboardHidden ?? false;
  useEffect(() => {
    shell.setDashboardHidden(hidden);
    return () => {
      shell.setDashboardHidden(false);
    };
  }, [shell, hidden]);
}

/** useDashboardHidden, and Dashboard refused while the subscription gives no access. */
export function useBillingShell(billing: BillingStore | undefined): void {
  const shell = useTenantAdminShell();
  useDashboardHidden(billing);
  const refusal = billing?.dashboardRefusal;
  useEffect(() => {
    shell.setDashboardRefusal(refusal);
    return () => {
      shell.setDashboardRefusal(undefined);
    };
  }, [shell, refusal]);
}
