import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { GracePeriod } from '../../grace-period.js';
import { GetSubscriptionSummary, type SubscriptionSummary } from './get-subscription-summary.query.js';

@QueryHandler(GetSubscriptionSummary)
export class GetSubscriptionSummaryHandler implements IQueryHandler<GetSubscriptionSummary> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly grace: GracePeriod,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId }: GetSubscriptionSummary): Promise<SubscriptionSummary | null> {
    const subscription = await this.subscriptions.byTenant(tenantId);
    if (!subscription) return null;
    const { productId, state, seatCount, regionIds, trialEndsAt, nextChargeDate, lastPaymentAt } =
      subscription;
    const now = this.clock.now();
    return {
      tenantId,
      productId,
      state,
      seatCount,
      regionIds: [...regionIds],
      trialEndsAt,
      nextChargeDate,
      lastPaymentAt,
      // The subscription check: an overdue subscription keeps access for the grace period of the settings.
      available: subscription.isAvailable(now, await this.grace.days(now.getTime())),
    };
  }
}
