/** Whether a tenant's subscription lets its users in now; answered by the billing context. */
export abstract class SubscriptionAccess {
  abstract isAvailable(tenantId: string): Promise<boolean>;
}
