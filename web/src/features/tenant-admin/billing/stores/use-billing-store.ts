import { BillingApi } from '../../../../api/billing-api';
import type { RootStore } from '../../../../stores/root-store';
import { useStores } from '../../../../stores/store-context';
import { BillingStore } from './billing-store';

/** One billing store per app and signed-in tenant: the headers, pop-ups and pages share it. */
const stores = new WeakMap<RootStore, BillingStore>();

/** The billing store of the signed-in principal's tenant, or undefined when nobody with a tenant is signed in. */
export function billingStoreOf(root: RootStore): BillingStore | undefined {
  const tenantId = root.session.principal?.tenantId;
  if (tenantId === undefined || tenantId === '') return undefined;
  const existing = stores.get(root);
  if (existing?.tenantId === tenantId) return existing;
  const store = new BillingStore(new BillingApi(root.api), tenantId);
  stores.set(root, store);
  return store;
}

export function useBillingStore(): BillingStore | undefined {
  return billingStoreOf(useStores());
}
