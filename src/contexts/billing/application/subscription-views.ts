import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock.js';
import { BillingError } from '../domain/billing-error.js';
import { CATALOGUE } from '../domain/pricing/catalogue.config.js';
import { formatUsd, toAmount } from '../domain/pricing/money.js';
import { isTrialPid, pricePlan, type CheckoutTotals } from '../domain/pricing/pricing.js';
import type { Subscription, SubscriptionPlan, SubscriptionState } from '../domain/subscription.js';
import { GracePeriod } from './grace-period.js';
import { BillingTenants } from './ports/billing-tenants.js';
import { PaymentProvider, type PaymentProviderName, type ProviderOrder } from './ports/payment-provider.js';

export interface SubscriptionInstruction {
  product: string;
  periodStartDate: string | null;
  periodEndDate: string | null;
  /** Periods the discount lasts; null: every period. */
  discountDurationLength: number | null;
}

/** The states in which the spec hides the Subscription menu (section 4). */
const MENU_HIDDEN_STATES: ReadonlySet<SubscriptionState> = new Set(['CANCELING', 'TRIAL', 'OVERDUE']);

export interface SubscriptionMenu {
  dashboard: boolean;
  subscriptionMenu: boolean;
  subscriptionDetails: boolean;
  cancel: boolean;
  resume: boolean;
}

/** The spec's Subscription as the API answers it (docs/api/billing.md). */
export interface SubscriptionView {
  id: string | null;
  tenantId: string;
  state: SubscriptionState;
  productId: string | null;
  display: string | null;
  interval: string;
  seatCount: number;
  regionCount: number;
  regionIds: number[];
  regionProductIds: string[];
  fastspringSubscriptionId: string | null;
  provider: PaymentProviderName;
  nextChargeDate: string | null;
  nextChargeDateValue: number | null;
  nextChargeTotal: string | null;
  nextChargeTotalValue: number | null;
  currentPeriodStart: string | null;
  expiredTime: string | null;
  tenant: { companyId: number | null; region: number[]; startDate: string | null };
  agreedTerms: boolean;
  instructions: SubscriptionInstruction[];
  available: boolean;
  trialEndingSoon: boolean;
  overdueSince: string | null;
  graceEndsAt: string | null;
  canceledAt: string | null;
  cancellationReason: string | null;
  otherReason: string | null;
  pendingPlan: SubscriptionPlan | null;
  activeUsers: number;
  seatsLeft: number;
  menu: SubscriptionMenu;
}

/** The order a checkout completed, with the tax the confirmation shows. */
export interface OrderView extends CheckoutTotals {
  id: string;
  reference: string;
  completed: boolean;
  country: string | null;
  productId: string;
  seatCount: number;
  regionIds: number[];
  fastspringSubscriptionId: string | null;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** States with a paid plan whose next period will be charged. */
const CHARGING: readonly SubscriptionState[] = ['PAID', 'MODIFYING', 'PAYMENT_COMPLETED', 'OVERDUE'];

export function displayOf(productId: string): string {
  if (isTrialPid(productId)) return CATALOGUE.trial.display;
  return CATALOGUE.products.find((product) => product.pid === productId)?.display ?? productId;
}

export function orderView(order: ProviderOrder): OrderView {
  return {
    id: order.id,
    reference: order.reference,
    completed: order.completed,
    currency: order.currency,
    country: order.country,
    subtotal: toAmount(order.subtotalCents),
    taxPercent: order.taxPercent,
    tax: toAmount(order.taxCents),
    total: toAmount(order.totalCents),
    subtotalDisplay: formatUsd(order.subtotalCents),
    taxDisplay: formatUsd(order.taxCents),
    totalDisplay: formatUsd(order.totalCents),
    productId: order.plan.productId,
    seatCount: order.plan.seatCount,
    regionIds: [...order.plan.regionIds],
    fastspringSubscriptionId: order.providerSubscriptionId,
  };
}

/** Builds the subscription view: the aggregate, the tenant's side and the availability rule at `now`. */
@Injectable()
export class SubscriptionViews {
  constructor(
    private readonly tenants: BillingTenants,
    private readonly provider: PaymentProvider,
    private readonly grace: GracePeriod,
    private readonly clock: Clock,
  ) {}

  async of(tenantId: string, subscription: Subscription | null): Promise<SubscriptionView> {
    const now = this.clock.now();
    const [tenant, activeUsers, graceDays] = await Promise.all([
      this.tenants.tenant(tenantId),
      this.tenants.activeUsers(tenantId),
      this.grace.days(now.getTime()),
    ]);
    if (!tenant) throw new BillingError('SUBSCRIPTION_NOT_FOUND', 'The tenant could not be found.');
    const tenantPart = {
      companyId: tenant.companyId,
      region: [...tenant.regionIds],
      startDate: iso(tenant.startDate),
    };
    if (!subscription) return this.newView(tenantId, tenantPart, activeUsers);

    const s = subscription;
    const state = s.state;
    const paidPlan = !isTrialPid(s.productId) && s.seatCount > 0 && s.regionIds.length > 0;
    const nextTotal = paidPlan && CHARGING.includes(state) ? pricePlan(s.plan()).totalCents : null;
    const available = s.isAvailable(now, graceDays);
    return {
      id: s.id,
      tenantId,
      state,
      productId: s.productId,
      display: displayOf(s.productId),
      interval: s.interval,
      seatCount: s.seatCount,
      regionCount: s.regionIds.length,
      regionIds: [...s.regionIds],
      regionProductIds: paidPlan ? [`${s.productId}-regions-${s.regionIds.length}`] : [],
      fastspringSubscriptionId: s.providerSubscriptionId,
      provider: this.provider.name,
      nextChargeDate: iso(s.nextChargeDate),
      nextChargeDateValue: s.nextChargeDate?.getTime() ?? null,
      nextChargeTotal: nextTotal === null ? null : formatUsd(nextTotal),
      nextChargeTotalValue: nextTotal === null ? null : toAmount(nextTotal),
      currentPeriodStart: iso(s.currentPeriodStart),
      expiredTime: iso(s.trialEndsAt),
      tenant: tenantPart,
      agreedTerms: s.agreedTerms,
      instructions:
        paidPlan && s.nextChargeDate
          ? [
              {
                product: s.productId,
                periodStartDate: iso(s.currentPeriodStart),
                periodEndDate: iso(s.nextChargeDate),
                discountDurationLength: null,
              },
            ]
          : [],
      available,
      trialEndingSoon: s.trialEndingSoon(now),
      overdueSince: iso(s.overdueSince),
      graceEndsAt: state === 'OVERDUE' ? iso(s.graceEndsAt(graceDays)) : null,
      canceledAt: iso(s.canceledAt),
      cancellationReason: s.cancellationReason,
      otherReason: s.cancellationOtherReason,
      pendingPlan: s.pendingPlan ? { ...s.pendingPlan, regionIds: [...s.pendingPlan.regionIds] } : null,
      activeUsers,
      seatsLeft: Math.max(0, s.seatCount - activeUsers),
      menu: {
        dashboard: available,
        subscriptionMenu: state === 'PAID',
        // The spec hides the whole Subscription menu while canceling, on trial and when overdue (the web's
        // subscriptionMenuOf reads the same states).
        subscriptionDetails:
          !MENU_HIDDEN_STATES.has(state) && state !== 'NEW' && s.providerSubscriptionId !== null,
        cancel: state === 'PAID',
        resume: state === 'CANCELING' && s.nextChargeDate !== null && now < s.nextChargeDate,
      },
    };
  }

  /** A tenant that has bought nothing and agreed nothing yet: a NEW view, nothing stored. */
  private newView(
    tenantId: string,
    tenant: SubscriptionView['tenant'],
    activeUsers: number,
  ): SubscriptionView {
    return {
      id: null,
      tenantId,
      state: 'NEW',
      productId: null,
      display: null,
      interval: 'monthly',
      seatCount: 0,
      regionCount: 0,
      regionIds: [],
      regionProductIds: [],
      fastspringSubscriptionId: null,
      provider: this.provider.name,
      nextChargeDate: null,
      nextChargeDateValue: null,
      nextChargeTotal: null,
      nextChargeTotalValue: null,
      currentPeriodStart: null,
      expiredTime: null,
      tenant,
      agreedTerms: false,
      instructions: [],
      available: false,
      trialEndingSoon: false,
      overdueSince: null,
      graceEndsAt: null,
      canceledAt: null,
      cancellationReason: null,
      otherReason: null,
      pendingPlan: null,
      activeUsers,
      seatsLeft: 0,
      menu: {
        dashboard: false,
        subscriptionMenu: false,
        subscriptionDetails: false,
        cancel: false,
        resume: false,
      },
    };
  }
}
