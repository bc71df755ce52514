import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { BillingError } from '../../../domain/billing-error.js';
import { CATALOGUE } from '../../../domain/pricing/catalogue.config.js';
import { formatUsd, toAmount } from '../../../domain/pricing/money.js';
import {
  bundleOf,
  catalogueBundles,
  enterpriseBundle,
  pricePlan,
  productOf,
  trialBundle,
  type Bundle,
  type EstimatedSubscription,
} from '../../../domain/pricing/pricing.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { notYours, ownTenant } from '../../billing-scope.js';
import { BillingTenants } from '../../ports/billing-tenants.js';
import { PaymentProvider } from '../../ports/payment-provider.js';
import { SubscriptionViews, type SubscriptionView } from '../../subscription-views.js';
import {
  EstimateSubscription,
  GetPlanCatalogue,
  GetProviderSubscription,
  GetSubscriptionView,
  PriceBundle,
  type PlanCatalogue,
  type ProviderSubscriptionView,
} from './billing-views.queries.js';

@QueryHandler(GetPlanCatalogue)
export class GetPlanCatalogueHandler implements IQueryHandler<GetPlanCatalogue> {
  constructor(private readonly tenants: BillingTenants) {}

  execute(): Promise<PlanCatalogue> {
    const bundles = catalogueBundles().map((bundle) => {
      const product = productOf(bundle.pid);
      const annual = product.interval === 'annual';
      return {
        ...bundle,
        card: product.card,
        bestValue: annual,
        cardNote: annual ? `${CATALOGUE.annualCoupon.percent}% discount on total price` : null,
      };
    });
    return Promise.resolve({
      currency: CATALOGUE.currency,
      bundles,
      trial: { ...trialBundle(), days: CATALOGUE.trial.days },
      enterprise: enterpriseBundle(),
      premiumRegionsNote: CATALOGUE.premiumRegionsNote,
      seatOptions: [...CATALOGUE.seatOptions],
      seatPlusOption: { ...CATALOGUE.seatPlusOption },
      defaultSeatCount: CATALOGUE.defaultSeatCount,
      defaultRegionCount: CATALOGUE.defaultRegionCount,
      regionThreshold: CATALOGUE.regionThreshold,
      annualCoupon: { ...CATALOGUE.annualCoupon },
      regions: this.tenants.regions(),
    });
  }
}

@QueryHandler(PriceBundle)
export class PriceBundleHandler implements IQueryHandler<PriceBundle> {
  execute({ productId, seatCount, regionCount }: PriceBundle): Promise<Bundle> {
    return Promise.resolve(bundleOf(productId, seatCount, regionCount));
  }
}

@QueryHandler(GetSubscriptionView)
export class GetSubscriptionViewHandler implements IQueryHandler<GetSubscriptionView> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly views: SubscriptionViews,
  ) {}

  async execute({ caller, tenantId }: GetSubscriptionView): Promise<SubscriptionView> {
    const own = ownTenant(caller, tenantId);
    return this.views.of(own, await this.subscriptions.byTenant(own));
  }
}

@QueryHandler(GetProviderSubscription)
export class GetProviderSubscriptionHandler implements IQueryHandler<GetProviderSubscription> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({
    caller,
    providerSubscriptionId,
  }: GetProviderSubscription): Promise<ProviderSubscriptionView> {
    const local = await this.subscriptions.byProviderSubscriptionId(providerSubscriptionId);
    if (local && local.tenantId !== caller.tenantId) throw notYours();
    const found = await this.provider.subscription(providerSubscriptionId);
    if (!found) throw new BillingError('SUBSCRIPTION_NOT_FOUND', 'The subscription could not be found.');
    if (!local && found.tenantId !== caller.tenantId) throw notYours();
    const { plan } = found;
    const product = productOf(plan.productId);
    const price = pricePlan({
      pid: plan.productId,
      seatCount: plan.seatCount,
      regionCount: plan.regionIds.length,
    });
    const charging = found.state === 'active' || found.state === 'overdue';
    const periodStart = local?.providerSubscriptionId === found.id ? local.currentPeriodStart : null;
    const extraSeats = Math.max(0, plan.seatCount - CATALOGUE.includedSeats);
    return {
      id: found.id,
      state: found.state,
      product: plan.productId,
      display: product.display,
      interval: product.interval,
      quantity: 1,
      seatCount: plan.seatCount,
      regionIds: [...plan.regionIds],
      addons:
        extraSeats > 0
          ? [
              {
                product: `${CATALOGUE.extraSeatProduct}${product.interval === 'annual' ? CATALOGUE.annualMarker : ''}`,
                display: CATALOGUE.extraSeatDisplay,
                quantity: extraSeats,
                price: toAmount(price.unitCents),
              },
            ]
          : [],
      currency: CATALOGUE.currency,
      begin: found.begin.toISOString(),
      nextChargeDate: found.nextChargeDate?.toISOString() ?? null,
      nextChargeDateValue: found.nextChargeDate?.getTime() ?? null,
      nextChargeTotal: charging ? formatUsd(price.totalCents) : null,
      nextChargeTotalValue: charging ? toAmount(price.totalCents) : null,
      canceledDate: found.canceledDate?.toISOString() ?? null,
      instructions: found.nextChargeDate
        ? [
            {
              product: plan.productId,
              periodStartDate: periodStart?.toISOString() ?? null,
              periodEndDate: found.nextChargeDate.toISOString(),
              discountDurationLength: null,
            },
          ]
        : [],
      card: found.card,
    };
  }
}

@QueryHandler(EstimateSubscription)
export class EstimateSubscriptionHandler implements IQueryHandler<EstimateSubscription> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  async execute({ caller, tenantId, plan }: EstimateSubscription): Promise<EstimatedSubscription> {
    const own = ownTenant(caller, tenantId);
    const [subscription, activeUsers] = await Promise.all([
      this.subscriptions.byTenant(own),
      this.tenants.activeUsers(own),
    ]);
    if (!subscription)
      throw new BillingError(
        'INVALID_TRANSITION',
        "You haven't subscribed to any bundle yet. Please update your subscription first.",
      );
    const proposed = subscription.previewModification(
      { ...plan, regionIds: [...plan.regionIds] },
      activeUsers,
    );
    return this.provider.estimate(subscription, proposed, this.clock.now());
  }
}
