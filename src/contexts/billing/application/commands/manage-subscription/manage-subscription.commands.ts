import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';
import type { Bundle } from '../../../domain/pricing/pricing.js';
import type { CheckoutSession } from '../../ports/payment-provider.js';
import type { OrderView, SubscriptionView } from '../../subscription-views.js';

/** A plan as the order form sends it: the bundle, its seats, its region count and the regions chosen. */
export interface PlanInput {
  productId: string;
  seatCount: number;
  regionCount: number;
  regionIds: number[];
}

export interface CheckoutAnswer extends CheckoutSession {
  order: {
    productId: string;
    display: string;
    seatCount: number;
    regionCount: number;
    regionIds: number[];
    currency: string;
    subtotal: number;
    subtotalDisplay: string;
    bundle: Bundle;
  };
}

/** The caller and the tenant the call names (optional: the caller's own; another tenant's is refused). */
abstract class TenantBillingCommand<Answer> extends Command<Answer> {
  constructor(
    readonly caller: CurrentUser,
    readonly tenantId: string | undefined,
  ) {
    super();
  }
}

/** The subscription terms are accepted (agreedTerms); `companyId` must be the caller's tenant's. */
export class AgreeSubscriptionTerms extends Command<SubscriptionView> {
  constructor(
    readonly caller: CurrentUser,
    readonly companyId: number,
  ) {
    super();
  }
}

/** NEW -> TRIAL: 14 days, 1 seat, one random region; a trial is taken once. */
export class StartTrial extends TenantBillingCommand<SubscriptionView> {}

/** Opens the provider's checkout for a first (or renewed) paid subscription; nothing changes yet. */
export class OpenCheckout extends TenantBillingCommand<CheckoutAnswer> {
  constructor(
    caller: CurrentUser,
    tenantId: string | undefined,
    readonly plan: PlanInput,
  ) {
    super(caller, tenantId);
  }
}

/** The checkout reported an order: the provider's record of it subscribes the tenant (PAYMENT_COMPLETED). */
export class AddSubscription extends TenantBillingCommand<{
  subscription: SubscriptionView;
  order: OrderView;
}> {
  constructor(
    caller: CurrentUser,
    tenantId: string | undefined,
    readonly orderId: string,
  ) {
    super(caller, tenantId);
  }
}

/** Upgrade (another bundle) or update (seats, regions), charged prorated by the provider at once. */
export class UpdateSubscription extends TenantBillingCommand<{
  subscription: SubscriptionView;
  charged: number;
  chargedDisplay: string;
}> {
  constructor(
    caller: CurrentUser,
    tenantId: string | undefined,
    readonly plan: PlanInput,
  ) {
    super(caller, tenantId);
  }
}

/** PAID -> CANCELING with the reasons ('expensive;other') and the other reason's text. */
export class CancelSubscription extends TenantBillingCommand<SubscriptionView> {
  constructor(
    caller: CurrentUser,
    tenantId: string | undefined,
    readonly cancellationReason: string,
    readonly otherReason: string | undefined,
  ) {
    super(caller, tenantId);
  }
}

/** CANCELING -> PAID before nextChargeDate. */
export class ResumeSubscription extends TenantBillingCommand<SubscriptionView> {}
