import type { Subscription } from './subscription.js';

export abstract class SubscriptionRepository {
  abstract byTenant(tenantId: string): Promise<Subscription | null>;
  abstract byProviderSubscriptionId(providerSubscriptionId: string): Promise<Subscription | null>;
  /** Inside transactional(): the tenant's subscription, locked until the transaction ends. */
  abstract lockByTenant(tenantId: string): Promise<Subscription | null>;
  /** Inside transactional(): the subscription the provider knows by this id, locked. */
  abstract lockByProviderSubscriptionId(providerSubscriptionId: string): Promise<Subscription | null>;
  /** Subscriptions that may have lost access by `now` (trial, period or grace over), for expire(). */
  abstract endedBy(now: Date, graceDays: number, limit: number): Promise<Subscription[]>;
  /** Trials ending after `now` and by `until` whose trial-ending notice has not been sent yet. */
  abstract trialsEndingBy(now: Date, until: Date, limit: number): Promise<Subscription[]>;
  abstract add(subscription: Subscription): Promise<void>;
  abstract save(subscription: Subscription): Promise<void>;
  /** Runs `work` in one transaction: the locks taken inside it hold until it ends. */
  abstract transactional<T>(work: () => Promise<T>): Promise<T>;
}
