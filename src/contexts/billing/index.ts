// The billing context's public surface.
export { billingEntities } from './infrastructure/persistence/billing.schemas.js';
export { PaymentConfig } from './infrastructure/payment-config.js';
export {
  StartSubscription,
  type StartSubscriptionInput,
} from './application/commands/start-subscription/start-subscription.command.js';
export {
  GetSubscriptionSummary,
  type SubscriptionSummary,
} from './application/queries/get-subscription-summary/get-subscription-summary.query.js';
export { ExpireSubscriptionsJob } from './infrastructure/jobs/expire-subscriptions.job.js';
export { SandboxBillingJob } from './infrastructure/jobs/sandbox-billing.job.js';
export { TrialEndingNoticesJob } from './infrastructure/jobs/trial-ending-notices.job.js';
