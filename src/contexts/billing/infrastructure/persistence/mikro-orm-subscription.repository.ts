import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Subscription } from '../../domain/subscription.js';
import { SubscriptionRepository } from '../../domain/subscription.repository.js';

const DAY_MS = 86_400_000;

@Injectable()
export class MikroOrmSubscriptionRepository extends SubscriptionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  byTenant(tenantId: string): Promise<Subscription | null> {
    return this.em.findOne(Subscription, { tenantId });
  }

  byProviderSubscriptionId(providerSubscriptionId: string): Promise<Subscription | null> {
    return this.em.findOne(Subscription, { providerSubscriptionId });
  }

  async lockByTenant(tenantId: string): Promise<Subscription | null> {
    // A tenant without a subscription has no row to lock: the tenant's advisory lock (held to the end of the
    // transaction) makes two first subscriptions (terms agreed, a trial started at once) take turns, so the
    // second finds the first instead of failing on subscription_tenant_unique.
    await this.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
      `billing.subscription:${tenantId}`,
    ]);
    return this.em.findOne(
      Subscription,
      { tenantId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  lockByProviderSubscriptionId(providerSubscriptionId: string): Promise<Subscription | null> {
    return this.em.findOne(
      Subscription,
      { providerSubscriptionId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  endedBy(now: Date, graceDays: number, limit: number): Promise<Subscription[]> {
    const graceStart = new Date(now.getTime() - graceDays * DAY_MS);
    return this.em.find(
      Subscription,
      {
        $or: [
          { state: 'TRIAL', trialEndsAt: { $lte: now } },
          { state: { $in: ['PAID', 'CANCELING'] }, nextChargeDate: { $lte: now } },
          { state: 'OVERDUE', overdueSince: { $lte: graceStart }, nextChargeDate: { $lte: now } },
          { state: { $in: ['TRIAL', 'PAID', 'CANCELING', 'OVERDUE'] }, seatCount: { $lte: 0 } },
        ],
      },
      { limit, orderBy: { updatedAt: 'asc' } },
    );
  }

  trialsEndingBy(now: Date, until: Date, limit: number): Promise<Subscription[]> {
    return this.em.find(
      Subscription,
      { state: 'TRIAL', trialEndsAt: { $gt: now, $lte: until }, trialEndingNoticeSentAt: null },
      { limit, orderBy: { trialEndsAt: 'asc' } },
    );
  }

  async add(subscription: Subscription): Promise<void> {
    await this.em.persist(subscription).flush();
  }

  async save(subscription: Subscription): Promise<void> {
    await this.em.persist(subscription).flush();
  }

  transactional<T>(work: () => Promise<T>): Promise<T> {
    // Inside `work` the injected EntityManager resolves to the transaction's, so every repository joins it.
    return this.em.transactional(() => work());
  }
}
