import { BillingTenants } from './application/ports/billing-tenants.js';
import { ContextBillingTenants } from './infrastructure/tenancy/context-billing-tenants.js';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../shared/config/app-config.js';
import { ReceivePaymentWebhookHandler } from './application/commands/apply-payment-events/apply-payment-events.handler.js';
import { ExpireSubscriptionsHandler } from './application/commands/expire-subscriptions/expire-subscriptions.handler.js';
import { SendTrialEndingNoticesHandler } from './application/commands/send-trial-ending-notices/send-trial-ending-notices.handler.js';
import {
  AddSubscriptionHandler,
  AgreeSubscriptionTermsHandler,
  CancelSubscriptionHandler,
  OpenCheckoutHandler,
  ResumeSubscriptionHandler,
  StartTrialHandler,
  UpdateSubscriptionHandler,
} from './application/commands/manage-subscription/manage-subscription.handlers.js';
import { StartSubscriptionHandler } from './application/commands/start-subscription/start-subscription.handler.js';
import { GracePeriod } from './application/grace-period.js';
import { ContentGracePeriodSetting } from './infrastructure/content/content-grace-period-setting.js';
import { PaymentReceipts } from './application/payment-receipts.js';
import { BillingMail } from './application/ports/billing-mail.js';
import { PaymentEventLog } from './application/ports/payment-event-log.js';
import { PaymentProvider } from './application/ports/payment-provider.js';
import {
  EstimateSubscriptionHandler,
  GetPlanCatalogueHandler,
  GetProviderSubscriptionHandler,
  GetSubscriptionViewHandler,
  PriceBundleHandler,
} from './application/queries/billing-views/billing-views.handlers.js';
import { GetSubscriptionSummaryHandler } from './application/queries/get-subscription-summary/get-subscription-summary.handler.js';
import { SubscriptionViews } from './application/subscription-views.js';
import { SubscriptionRepository } from './domain/subscription.repository.js';
import { FastSpringPaymentProvider } from './infrastructure/fastspring/fastspring-payment-provider.js';
import { ExpireSubscriptionsJob } from './infrastructure/jobs/expire-subscriptions.job.js';
import { SandboxBillingJob } from './infrastructure/jobs/sandbox-billing.job.js';
import { TrialEndingNoticesJob } from './infrastructure/jobs/trial-ending-notices.job.js';
import { MailerBillingMail } from './infrastructure/mail/mailer-billing-mail.js';
import { PaymentConfig } from './infrastructure/payment-config.js';
import { MikroOrmPaymentEventLog } from './infrastructure/persistence/mikro-orm-payment-event-log.js';
import { MikroOrmSubscriptionRepository } from './infrastructure/persistence/mikro-orm-subscription.repository.js';
import { SandboxBillingRun } from './infrastructure/sandbox/sandbox-billing-run.js';
import { SandboxCheckoutService } from './infrastructure/sandbox/sandbox-checkout.service.js';
import { SandboxPaymentProvider } from './infrastructure/sandbox/sandbox-payment-provider.js';
import { SandboxWebhookSender } from './infrastructure/sandbox/sandbox-webhook-sender.js';
import { PaymentController } from './interface/http/payment.controller.js';
import { PaymentWebhookController } from './interface/http/payment-webhook.controller.js';
import { SandboxCheckoutController } from './interface/http/sandbox-checkout.controller.js';

/**
 * Plans, pricing, trials, subscriptions and their states, the payment provider (the built-in sandbox by
 * default), checkout and webhooks. The port BillingTenants is answered by infrastructure/tenancy (ADR 8).
 */
@Module({
  controllers: [PaymentController, PaymentWebhookController, SandboxCheckoutController],
  providers: [
    { provide: SubscriptionRepository, useClass: MikroOrmSubscriptionRepository },
    { provide: BillingTenants, useClass: ContextBillingTenants },
    { provide: PaymentEventLog, useClass: MikroOrmPaymentEventLog },
    { provide: BillingMail, useClass: MailerBillingMail },
    { provide: PaymentConfig, inject: [AppConfig], useFactory: (app: AppConfig) => new PaymentConfig(app) },
    SandboxWebhookSender,
    SandboxPaymentProvider,
    SandboxCheckoutService,
    SandboxBillingRun,
    FastSpringPaymentProvider,
    {
      provide: PaymentProvider,
      inject: [PaymentConfig, SandboxPaymentProvider, FastSpringPaymentProvider],
      useFactory: (
        config: PaymentConfig,
        sandbox: SandboxPaymentProvider,
        fastspring: FastSpringPaymentProvider,
      ): PaymentProvider => (config.provider === 'fastspring' ? fastspring : sandbox),
    },
    GracePeriod,
    ContentGracePeriodSetting,
    SubscriptionViews,
    PaymentReceipts,
    StartSubscriptionHandler,
    GetSubscriptionSummaryHandler,
    AgreeSubscriptionTermsHandler,
    StartTrialHandler,
    OpenCheckoutHandler,
    AddSubscriptionHandler,
    UpdateSubscriptionHandler,
    CancelSubscriptionHandler,
    ResumeSubscriptionHandler,
    ReceivePaymentWebhookHandler,
    ExpireSubscriptionsHandler,
    SendTrialEndingNoticesHandler,
    GetPlanCatalogueHandler,
    PriceBundleHandler,
    GetSubscriptionViewHandler,
    GetProviderSubscriptionHandler,
    EstimateSubscriptionHandler,
    ExpireSubscriptionsJob,
    SandboxBillingJob,
    TrialEndingNoticesJob,
  ],
  exports: [ExpireSubscriptionsJob, SandboxBillingJob, TrialEndingNoticesJob],
})
export class BillingModule {}
