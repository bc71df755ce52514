import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { SUBSCRIPTION_TRANSITIONS } from '../../../domain/subscription.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { GracePeriod } from '../../grace-period.js';
import { ExpireSubscriptions } from './expire-subscriptions.command.js';

const BATCH = 100;

/**
 * The availability rule already refuses access once a subscription has ended; this records it as EXPIRED
 * so lists and the provider's later events see the final state. Each subscription is taken under its lock.
 */
@CommandHandler(ExpireSubscriptions)
export class ExpireSubscriptionsHandler implements ICommandHandler<ExpireSubscriptions> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly grace: GracePeriod,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const graceDays = await this.grace.days(now.getTime());
    const candidates = await this.subscriptions.endedBy(now, graceDays, BATCH);
    let expired = 0;
    for (const candidate of candidates) {
      const done = await this.subscriptions.transactional(async () => {
        const subscription = await this.subscriptions.lockByTenant(candidate.tenantId);
        if (!subscription || !SUBSCRIPTION_TRANSITIONS.expire[subscription.state]) return false;
        if (subscription.isAvailable(now, graceDays)) return false;
        subscription.expire(now, graceDays);
        await this.subscriptions.save(subscription);
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }
}
