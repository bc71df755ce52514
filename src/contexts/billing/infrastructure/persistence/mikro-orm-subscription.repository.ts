import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Subscription } from '../../domain/subscription.js';
import { SubscriptionRepository } from '../../domain/subscription.repository.js';

@Injectable()
export class MikroOrmSubscriptionRepository extends SubscriptionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  byTenant(tenantId: string): Promise<Subscription | null> {
    return this.em.findOne(Subscription, { tenantId });
  }

  async add(subscription: Subscription): Promise<void> {
    await this.em.persist(subscription).flush();
  }
}
