/** Which exchange countries a tenant's users may see (its subscribed regions). */
export abstract class ExchangeEntitlements {
  abstract allowedExchangeIds(tenantId: string): Promise<ReadonlySet<number>>;
}
