import { Module } from '@nestjs/common';
import { StartSubscriptionHandler } from './application/commands/start-subscription/start-subscription.handler.js';
import { GetSubscriptionSummaryHandler } from './application/queries/get-subscription-summary/get-subscription-summary.handler.js';
import { SubscriptionRepository } from './domain/subscription.repository.js';
import { MikroOrmSubscriptionRepository } from './infrastructure/persistence/mikro-orm-subscription.repository.js';

@Module({
  providers: [
    { provide: SubscriptionRepository, useClass: MikroOrmSubscriptionRepository },
    StartSubscriptionHandler,
    GetSubscriptionSummaryHandler,
  ],
})
export class BillingModule {}
