import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { GetSubscriptionSummary, type SubscriptionSummary } from './get-subscription-summary.query.js';

@QueryHandler(GetSubscriptionSummary)
export class GetSubscriptionSummaryHandler implements IQueryHandler<GetSubscriptionSummary> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId }: GetSubscriptionSummary): Promise<SubscriptionSummary | null> {
    const subscription = await this.subscriptions.byTenant(tenantId);
    if (!subscription) return null;
    const { productId, state, seatCount, regionIds, trialEndsAt, nextChargeDate } = subscription;
    return {
      tenantId,
      productId,
      state,
      seatCount,
      regionIds: [...regionIds],
      trialEndsAt,
      nextChargeDate,
      available: subscription.isAvailableAt(this.clock.now()),
    };
  }
}
