// The billing context's public surface.
export { BillingModule } from './billing.module.js';
export { billingEntities } from './infrastructure/persistence/billing.schemas.js';
export {
  StartSubscription,
  type StartSubscriptionInput,
} from './application/commands/start-subscription/start-subscription.command.js';
export {
  GetSubscriptionSummary,
  type SubscriptionSummary,
} from './application/queries/get-subscription-summary/get-subscription-summary.query.js';
