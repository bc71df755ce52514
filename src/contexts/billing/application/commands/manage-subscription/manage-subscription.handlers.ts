import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { BillingError } from '../../../domain/billing-error.js';
import { CATALOGUE } from '../../../domain/pricing/catalogue.config.js';
import { formatUsd, toAmount } from '../../../domain/pricing/money.js';
import { bundleOf, pricePlan } from '../../../domain/pricing/pricing.js';
import { Subscription, type PlanRequest } from '../../../domain/subscription.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { notYours, ownTenant } from '../../billing-scope.js';
import { PaymentReceipts } from '../../payment-receipts.js';
import { BillingTenants } from '../../ports/billing-tenants.js';
import { PaymentProvider } from '../../ports/payment-provider.js';
import { displayOf, orderView, SubscriptionViews, type SubscriptionView } from '../../subscription-views.js';
import {
  AddSubscription,
  AgreeSubscriptionTerms,
  CancelSubscription,
  OpenCheckout,
  ResumeSubscription,
  StartTrial,
  UpdateSubscription,
  type CheckoutAnswer,
  type PlanInput,
} from './manage-subscription.commands.js';

function planRequest(plan: PlanInput): PlanRequest {
  return {
    productId: plan.productId,
    seatCount: plan.seatCount,
    regionCount: plan.regionCount,
    regionIds: [...plan.regionIds],
  };
}

function noSubscription(): BillingError {
  return new BillingError(
    'INVALID_TRANSITION',
    "You haven't subscribed to any bundle yet. Please update your subscription first.",
    { state: 'NEW' },
  );
}

@CommandHandler(AgreeSubscriptionTerms)
export class AgreeSubscriptionTermsHandler implements ICommandHandler<AgreeSubscriptionTerms> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly views: SubscriptionViews,
    private readonly clock: Clock,
  ) {}

  async execute({ caller, companyId }: AgreeSubscriptionTerms): Promise<SubscriptionView> {
    const tenant = await this.tenants.tenant(caller.tenantId);
    if (!tenant || tenant.companyId !== companyId) throw notYours();
    const subscription = await this.subscriptions.transactional(async () => {
      const now = this.clock.now();
      const found = await this.subscriptions.lockByTenant(tenant.id);
      const subscription =
        found ??
        Subscription.create({
          id: randomUUID(),
          tenantId: tenant.id,
          productId: CATALOGUE.product,
          createdAt: now,
        });
      subscription.agreeTerms(now);
      await this.subscriptions.save(subscription);
      return subscription;
    });
    return this.views.of(tenant.id, subscription);
  }
}

@CommandHandler(StartTrial)
export class StartTrialHandler implements ICommandHandler<StartTrial> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly views: SubscriptionViews,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartTrial): Promise<SubscriptionView> {
    const tenantId = ownTenant(command.caller, command.tenantId);
    const subscription = await this.subscriptions.transactional(async () => {
      const now = this.clock.now();
      const found = await this.subscriptions.lockByTenant(tenantId);
      if (found && found.state !== 'NEW')
        throw new BillingError(
          'TRIAL_NOT_AVAILABLE',
          'A free trial can only be taken once, before a plan is bought.',
          { state: found.state },
        );
      const subscription =
        found ??
        Subscription.create({ id: randomUUID(), tenantId, productId: CATALOGUE.product, createdAt: now });
      subscription.startTrial({
        at: now,
        regionIds: this.tenants.regions().map((region) => region.exchange_countryID),
        random: Math.random,
      });
      await this.subscriptions.save(subscription);
      await this.tenants.grantRegions(tenantId, subscription.regionIds);
      return subscription;
    });
    return this.views.of(tenantId, subscription);
  }
}

@CommandHandler(OpenCheckout)
export class OpenCheckoutHandler implements ICommandHandler<OpenCheckout> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  async execute(command: OpenCheckout): Promise<CheckoutAnswer> {
    const tenantId = ownTenant(command.caller, command.tenantId);
    const [tenant, subscription, activeUsers] = await Promise.all([
      this.tenants.tenant(tenantId),
      this.subscriptions.byTenant(tenantId),
      this.tenants.activeUsers(tenantId),
    ]);
    if (!tenant) throw notYours();
    if (!subscription || !subscription.agreedTerms)
      throw new BillingError('SUBSCRIPTION_TERMS_NOT_AGREED', 'Please accept the subscription terms first.');
    const plan = subscription.previewSubscription(planRequest(command.plan), activeUsers);
    const session = await this.provider.openCheckout({
      tenantId,
      companyId: tenant.companyId,
      organizationName: tenant.organizationName,
      buyerEmail: command.caller.email,
      plan,
      at: this.clock.now(),
    });
    const price = pricePlan({
      pid: plan.productId,
      seatCount: plan.seatCount,
      regionCount: plan.regionIds.length,
    });
    return {
      ...session,
      order: {
        productId: plan.productId,
        display: displayOf(plan.productId),
        seatCount: plan.seatCount,
        regionCount: plan.regionIds.length,
        regionIds: plan.regionIds,
        currency: CATALOGUE.currency,
        subtotal: toAmount(price.totalCents),
        subtotalDisplay: formatUsd(price.totalCents),
        bundle: bundleOf(plan.productId, plan.seatCount, plan.regionIds.length),
      },
    };
  }
}

@CommandHandler(AddSubscription)
export class AddSubscriptionHandler implements ICommandHandler<AddSubscription> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly provider: PaymentProvider,
    private readonly views: SubscriptionViews,
    private readonly receipts: PaymentReceipts,
  ) {}

  async execute(command: AddSubscription) {
    const tenantId = ownTenant(command.caller, command.tenantId);
    // The browser only names the order: what it bought and whether it was paid is the provider's word.
    const order = await this.provider.order(command.orderId);
    if (!order) throw new BillingError('ORDER_NOT_FOUND', 'The order could not be found.');
    if (order.tenantId !== tenantId) throw notYours();
    if (!order.completed || !order.providerSubscriptionId || !order.completedAt)
      throw new BillingError('ORDER_NOT_COMPLETED', 'The payment of this order has not been completed.');
    const providerSubscriptionId = order.providerSubscriptionId;
    const completedAt = order.completedAt;
    const subscription = await this.subscriptions.transactional(async () => {
      const subscription = await this.subscriptions.lockByTenant(tenantId);
      if (!subscription) throw noSubscription();
      // Already applied (by the webhook or an earlier call): the same answer again.
      if (subscription.providerSubscriptionId !== providerSubscriptionId) {
        subscription.subscribe({
          at: completedAt,
          plan: { ...order.plan, regionCount: order.plan.regionIds.length },
          providerSubscriptionId,
          // The seats were checked against the users when the checkout was opened; the provider has charged.
          activeUsers: 0,
        });
        await this.subscriptions.save(subscription);
        await this.tenants.grantRegions(tenantId, subscription.regionIds);
      }
      // Last Payment, and the receipt: once for this order, whether this call or the webhook comes first.
      await this.receipts.record(subscription, { orderId: order.id, at: completedAt, order });
      return subscription;
    });
    return { subscription: await this.views.of(tenantId, subscription), order: orderView(order) };
  }
}

@CommandHandler(UpdateSubscription)
export class UpdateSubscriptionHandler implements ICommandHandler<UpdateSubscription> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly provider: PaymentProvider,
    private readonly views: SubscriptionViews,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateSubscription) {
    const tenantId = ownTenant(command.caller, command.tenantId);
    const activeUsers = await this.tenants.activeUsers(tenantId);
    // One transaction holds the subscription while the provider charges: a webhook about it waits, and a
    // declined card rolls the modification back, leaving the subscription as it was.
    const { subscription, chargedCents } = await this.subscriptions.transactional(async () => {
      const now = this.clock.now();
      const subscription = await this.subscriptions.lockByTenant(tenantId);
      if (!subscription) throw noSubscription();
      subscription.modify({ at: now, plan: planRequest(command.plan), activeUsers });
      const pending = subscription.pendingPlan!;
      const { chargedCents } = await this.provider.update(subscription, pending, now);
      subscription.completePayment(now);
      await this.subscriptions.save(subscription);
      await this.tenants.grantRegions(tenantId, subscription.regionIds);
      return { subscription, chargedCents };
    });
    return {
      subscription: await this.views.of(tenantId, subscription),
      charged: toAmount(chargedCents),
      chargedDisplay: formatUsd(chargedCents),
    };
  }
}

@CommandHandler(CancelSubscription)
export class CancelSubscriptionHandler implements ICommandHandler<CancelSubscription> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly provider: PaymentProvider,
    private readonly views: SubscriptionViews,
    private readonly clock: Clock,
  ) {}

  async execute(command: CancelSubscription): Promise<SubscriptionView> {
    const tenantId = ownTenant(command.caller, command.tenantId);
    const subscription = await this.subscriptions.transactional(async () => {
      const now = this.clock.now();
      const subscription = await this.subscriptions.lockByTenant(tenantId);
      if (!subscription) throw noSubscription();
      subscription.cancel({
        at: now,
        reasons: command.cancellationReason.split(';'),
        otherReason: command.otherReason ?? null,
      });
      await this.provider.cancel(subscription, now);
      await this.subscriptions.save(subscription);
      return subscription;
    });
    return this.views.of(tenantId, subscription);
  }
}

@CommandHandler(ResumeSubscription)
export class ResumeSubscriptionHandler implements ICommandHandler<ResumeSubscription> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly provider: PaymentProvider,
    private readonly views: SubscriptionViews,
    private readonly clock: Clock,
  ) {}

  async execute(command: ResumeSubscription): Promise<SubscriptionView> {
    const tenantId = ownTenant(command.caller, command.tenantId);
    const subscription = await this.subscriptions.transactional(async () => {
      const now = this.clock.now();
      const subscription = await this.subscriptions.lockByTenant(tenantId);
      if (!subscription) throw noSubscription();
      subscription.resume(now);
      await this.provider.resume(subscription, now);
      await this.subscriptions.save(subscription);
      return subscription;
    });
    return this.views.of(tenantId, subscription);
  }
}
