/** What billing needs to know of a tenant (tenancy's data, answered by infrastructure/tenancy: ADR 8). */
export interface BillingTenant {
  id: string;
  companyId: number;
  organizationName: string;
  startDate: Date;
  /** The tenant's exchange-country entitlements. */
  regionIds: number[];
}

export interface BillingContact {
  email: string;
  displayName: string;
}

/** An exchange country a subscription can buy (the spec's Region). */
export interface BillingRegion {
  exchange_countryID: number;
  exchange_country: string;
}

/**
 * The tenancy and identity side of billing: the tenant, its active users (seats cannot go below them), its
 * administrators (told about failed charges) and its exchange-country entitlements (regions bought).
 * Answered by infrastructure/tenancy/context-billing-tenants.ts (ADR 8).
 */
export abstract class BillingTenants {
  abstract tenant(tenantId: string): Promise<BillingTenant | null>;
  /** Users of the tenant that are not disabled, the tenant administrator included. */
  abstract activeUsers(tenantId: string): Promise<number>;
  /** The tenant's active administrators (or its contact when it has none) for billing notices. */
  abstract administrators(tenantId: string): Promise<BillingContact[]>;
  /** The regions bought become the tenant's exchange-country entitlements. */
  abstract grantRegions(tenantId: string, regionIds: number[]): Promise<void>;
  /** Every exchange country that can be bought. */
  abstract regions(): BillingRegion[];
}
