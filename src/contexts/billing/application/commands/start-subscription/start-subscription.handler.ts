import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { BillingError } from '../../../domain/billing-error.js';
import { isOfferedPid } from '../../../domain/pricing/pricing.js';
import { Subscription } from '../../../domain/subscription.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { StartSubscription } from './start-subscription.command.js';

@CommandHandler(StartSubscription)
export class StartSubscriptionHandler implements ICommandHandler<StartSubscription> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: StartSubscription): Promise<string> {
    if (input.kind === 'new' && !isOfferedPid(input.productId))
      throw new BillingError(
        'UNKNOWN_PRODUCT',
        'The plan you chose is not one we offer. Please choose a plan on the plans page.',
        { productId: input.productId.slice(0, 128) },
      );
    if (await this.subscriptions.byTenant(input.tenantId))
      throw new BillingError('SUBSCRIPTION_ALREADY_EXISTS');
    if (input.kind === 'new') {
      const subscription = Subscription.create({
        id: randomUUID(),
        tenantId: input.tenantId,
        productId: input.productId,
        createdAt: this.clock.now(),
      });
      await this.subscriptions.add(subscription);
      return subscription.id;
    }
    const common = {
      id: randomUUID(),
      tenantId: input.tenantId,
      productId: input.productId,
      regionIds: input.regionIds,
      createdAt: this.clock.now(),
    };
    const subscription =
      input.kind === 'trial' ? Subscription.trial(common) : Subscription.paid({ ...common, ...input });
    await this.subscriptions.add(subscription);
    return subscription.id;
  }
}
