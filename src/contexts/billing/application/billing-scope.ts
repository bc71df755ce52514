import type { CurrentUser } from '../../../shared/domain/current-user.js';
import { BillingError } from '../domain/billing-error.js';

/**
 * Only the tenant's own administrator may call billing for the tenant: a call naming another tenant is
 * refused with 403 (the controller admits TENANT_ADMINISTRATOR only). Answers the tenant acted on.
 */
export function ownTenant(caller: CurrentUser, tenantId?: string | null): string {
  if (tenantId !== undefined && tenantId !== null && tenantId !== caller.tenantId) throw notYours();
  return caller.tenantId;
}

export function notYours(): BillingError {
  return new BillingError('INSUFFICIENT_PERMISSION');
}
