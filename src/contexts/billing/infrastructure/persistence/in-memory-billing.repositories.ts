import {
  PaymentEventLog,
  type PaymentEventOutcome,
  type ReceivedPaymentEvent,
} from '../../application/ports/payment-event-log.js';
import { Subscription } from '../../domain/subscription.js';
import { SubscriptionRepository } from '../../domain/subscription.repository.js';

const DAY_MS = 86_400_000;

/** Subscriptions in memory (unit tests): no locks are needed in one thread. */
export class InMemorySubscriptionRepository extends SubscriptionRepository {
  readonly rows = new Map<string, Subscription>();

  byTenant(tenantId: string): Promise<Subscription | null> {
    return Promise.resolve([...this.rows.values()].find((s) => s.tenantId === tenantId) ?? null);
  }

  byProviderSubscriptionId(id: string): Promise<Subscription | null> {
    return Promise.resolve([...this.rows.values()].find((s) => s.providerSubscriptionId === id) ?? null);
  }

  lockByTenant(tenantId: string): Promise<Subscription | null> {
    return this.byTenant(tenantId);
  }

  lockByProviderSubscriptionId(id: string): Promise<Subscription | null> {
    return this.byProviderSubscriptionId(id);
  }

  endedBy(now: Date, graceDays: number, limit: number): Promise<Subscription[]> {
    const ended = [...this.rows.values()].filter(
      (s) =>
        ['TRIAL', 'PAID', 'CANCELING', 'OVERDUE'].includes(s.state) &&
        !s.isAvailable(now, graceDays) &&
        (s.overdueSince === null || s.overdueSince.getTime() + graceDays * DAY_MS <= now.getTime()),
    );
    return Promise.resolve(ended.slice(0, limit));
  }

  trialsEndingBy(now: Date, until: Date, limit: number): Promise<Subscription[]> {
    const ending = [...this.rows.values()].filter(
      (s) =>
        s.state === 'TRIAL' &&
        s.trialEndsAt !== null &&
        s.trialEndsAt > now &&
        s.trialEndsAt <= until &&
        s.trialEndingNoticeSentAt === null,
    );
    return Promise.resolve(ending.slice(0, limit));
  }

  add(subscription: Subscription): Promise<void> {
    this.rows.set(subscription.id, subscription);
    return Promise.resolve();
  }

  save(subscription: Subscription): Promise<void> {
    return this.add(subscription);
  }

  transactional<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
}

interface LoggedEvent extends ReceivedPaymentEvent {
  outcome: PaymentEventOutcome | null;
  note: string | null;
}

export class InMemoryPaymentEventLog extends PaymentEventLog {
  readonly events = new Map<string, LoggedEvent>();

  record(event: ReceivedPaymentEvent): Promise<boolean> {
    if (this.events.has(event.id)) return Promise.resolve(false);
    this.events.set(event.id, { ...event, outcome: null, note: null });
    return Promise.resolve(true);
  }

  newerApplied(providerSubscriptionId: string, types: readonly string[], created: Date): Promise<boolean> {
    return Promise.resolve(
      [...this.events.values()].some(
        (event) =>
          event.providerSubscriptionId === providerSubscriptionId &&
          types.includes(event.type) &&
          event.created > created &&
          event.outcome === 'PROCESSED',
      ),
    );
  }

  finish(id: string, outcome: PaymentEventOutcome, note: string | null): Promise<void> {
    const event = this.events.get(id);
    if (event) Object.assign(event, { outcome, note });
    return Promise.resolve();
  }
}
