/** Which exchange countries a tenant's users may see (its subscribed regions), and whether they see them anonymised. */
export abstract class ExchangeEntitlements {
  abstract allowedExchangeIds(tenantId: string): Promise<ReadonlySet<number>>;
  /** Trial tenants 'try a set of anonymized stocks': names and ISINs masked, scores real. */
  abstract anonymised(tenantId: string): Promise<boolean>;
}

/** The secret that keys the anonymised aliases, so an alias cannot be computed from a public ticker list. */
export abstract class AnonymisationKey {
  abstract readonly value: string;
}
