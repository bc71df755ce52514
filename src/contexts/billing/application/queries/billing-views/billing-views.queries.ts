import { Query } from '@nestjs/cqrs';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';
import type { BillingInterval } from '../../../domain/pricing/catalogue.config.js';
import type { Bundle, EnterpriseBundle, EstimatedSubscription } from '../../../domain/pricing/pricing.js';
import type { PlanInput } from '../../commands/manage-subscription/manage-subscription.commands.js';
import type { BillingRegion } from '../../ports/billing-tenants.js';
import type { ProviderSubscriptionState } from '../../ports/payment-provider.js';
import type { SubscriptionInstruction, SubscriptionView } from '../../subscription-views.js';

export interface PlanCard extends Bundle {
  /** 'Pay Monthly' / 'Pay Annually'. */
  card: string;
  bestValue: boolean;
  /** '20% discount on total price' on the annual card. */
  cardNote: string | null;
}

/** The public catalogue of /subscriptionPlans and the order form. */
export interface PlanCatalogue {
  currency: string;
  bundles: PlanCard[];
  trial: Bundle & { days: number };
  enterprise: EnterpriseBundle;
  premiumRegionsNote: string;
  seatOptions: number[];
  seatPlusOption: { label: string; seats: number };
  defaultSeatCount: number;
  defaultRegionCount: number;
  regionThreshold: number;
  annualCoupon: { code: string; percent: number };
  regions: BillingRegion[];
}

/** The provider's record of a subscription (Subscription Details). */
export interface ProviderSubscriptionView {
  id: string;
  state: ProviderSubscriptionState;
  product: string;
  display: string;
  interval: BillingInterval;
  quantity: number;
  seatCount: number;
  regionIds: number[];
  addons: Array<{ product: string; display: string; quantity: number; price: number }>;
  currency: string;
  begin: string;
  nextChargeDate: string | null;
  nextChargeDateValue: number | null;
  nextChargeTotal: string | null;
  nextChargeTotalValue: number | null;
  canceledDate: string | null;
  instructions: SubscriptionInstruction[];
  card: { brand: string; last4: string } | null;
}

export class GetPlanCatalogue extends Query<PlanCatalogue> {}

/** A catalogue bundle priced for a seat and region count. */
export class PriceBundle extends Query<Bundle> {
  constructor(
    readonly productId: string,
    readonly seatCount: number,
    readonly regionCount: number,
  ) {
    super();
  }
}

export class GetSubscriptionView extends Query<SubscriptionView> {
  constructor(
    readonly caller: CurrentUser,
    readonly tenantId: string,
  ) {
    super();
  }
}

/** The provider's subscription by its id (the view's fastspringSubscriptionId). */
export class GetProviderSubscription extends Query<ProviderSubscriptionView> {
  constructor(
    readonly caller: CurrentUser,
    readonly providerSubscriptionId: string,
  ) {
    super();
  }
}

/** The proration of changing the tenant's plan (the spec's Estimated subscription). */
export class EstimateSubscription extends Query<EstimatedSubscription> {
  constructor(
    readonly caller: CurrentUser,
    readonly tenantId: string | undefined,
    readonly plan: PlanInput,
  ) {
    super();
  }
}
