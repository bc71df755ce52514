import type { Subscription } from './subscription.js';

export abstract class SubscriptionRepository {
  abstract byTenant(tenantId: string): Promise<Subscription | null>;
  abstract add(subscription: Subscription): Promise<void>;
}
