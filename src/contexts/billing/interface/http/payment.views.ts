import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '../../domain/subscription.js';

const STATES = [...SUBSCRIPTION_STATES];

export class RegionView {
  @ApiProperty() exchange_countryID!: number;
  @ApiProperty() exchange_country!: string;
}

export class PlanView {
  @ApiProperty() productId!: string;
  @ApiProperty() seatCount!: number;
  @ApiProperty({ type: [Number] }) regionIds!: number[];
}

export class InstructionView {
  @ApiProperty() product!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) periodStartDate!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) periodEndDate!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Periods the discount lasts; null: every period',
  })
  discountDurationLength!: number | null;
}

export class SubscriptionTenantView {
  @ApiProperty({ type: Number, nullable: true }) companyId!: number | null;
  @ApiProperty({ type: [Number], description: "The tenant's exchange-country entitlements" })
  region!: number[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startDate!: string | null;
}

export class SubscriptionMenuView {
  @ApiProperty({ description: 'Dashboard reachable (subscription available)' }) dashboard!: boolean;
  @ApiProperty({ description: 'Upgrade Subscription Plan / Update Subscription (PAID)' })
  subscriptionMenu!: boolean;
  @ApiProperty() subscriptionDetails!: boolean;
  @ApiProperty() cancel!: boolean;
  @ApiProperty() resume!: boolean;
}

/** The spec's Subscription. */
export class SubscriptionViewDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id!: string | null;
  @ApiProperty({ format: 'uuid' }) tenantId!: string;
  @ApiProperty({ enum: STATES, enumName: 'SubscriptionState' }) state!: SubscriptionState;
  @ApiProperty({ type: String, nullable: true }) productId!: string | null;
  @ApiProperty({ type: String, nullable: true }) display!: string | null;
  @ApiProperty({ enum: ['monthly', 'annual'] }) interval!: string;
  @ApiProperty() seatCount!: number;
  @ApiProperty() regionCount!: number;
  @ApiProperty({ type: [Number] }) regionIds!: number[];
  @ApiProperty({ type: [String] }) regionProductIds!: string[];
  @ApiProperty({ type: String, nullable: true, description: "The provider's subscription id" })
  fastspringSubscriptionId!: string | null;
  @ApiProperty({ enum: ['sandbox', 'fastspring'] }) provider!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextChargeDate!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'epoch ms' }) nextChargeDateValue!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '$938.40' }) nextChargeTotal!: string | null;
  @ApiProperty({ type: Number, nullable: true }) nextChargeTotalValue!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) currentPeriodStart!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Trial end' })
  expiredTime!: string | null;
  @ApiProperty({ type: SubscriptionTenantView }) tenant!: SubscriptionTenantView;
  @ApiProperty() agreedTerms!: boolean;
  @ApiProperty({ type: [InstructionView] }) instructions!: InstructionView[];
  @ApiProperty({ description: 'The subscription check of /dashboard' }) available!: boolean;
  @ApiProperty() trialEndingSoon!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) overdueSince!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) graceEndsAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) canceledAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) cancellationReason!: string | null;
  @ApiProperty({ type: String, nullable: true }) otherReason!: string | null;
  @ApiProperty({ type: PlanView, nullable: true }) pendingPlan!: PlanView | null;
  @ApiProperty() activeUsers!: number;
  @ApiProperty() seatsLeft!: number;
  @ApiProperty({ type: SubscriptionMenuView }) menu!: SubscriptionMenuView;
}

export class BundleItemView {
  @ApiProperty() product!: string;
  @ApiProperty() display!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty() price!: number;
}

export class BundleGroupView {
  @ApiProperty({ enum: ['Regions', 'BundleRegions', 'ExtraSeat'] }) name!: string;
  @ApiProperty({ type: [BundleItemView] }) items!: BundleItemView[];
}

export class BundleAttributesView {
  @ApiProperty() seatCount!: number;
  @ApiProperty() regionCount!: number;
}

/** The spec's Bundle. */
export class BundleView {
  @ApiProperty() pid!: string;
  @ApiProperty() product!: string;
  @ApiProperty() display!: string;
  @ApiProperty({ enum: ['monthly', 'annual'] }) interval!: string;
  @ApiProperty() priceTotal!: number;
  @ApiProperty({ example: '$938.40' }) priceDisplay!: string;
  @ApiProperty({ example: '$938.4' }) cardPriceDisplay!: string;
  @ApiProperty() seatCount!: number;
  @ApiProperty() regionCount!: number;
  @ApiProperty() extraSeat!: number;
  @ApiProperty({ type: BundleAttributesView }) attributes!: BundleAttributesView;
  @ApiProperty({ type: [BundleGroupView] }) groups!: BundleGroupView[];
  @ApiProperty({ description: 'List price of one seat for the period' }) price!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Saved 8% (Seats x 3)' }) savedHint!: string | null;
  @ApiProperty({ type: String, nullable: true }) couponCode!: string | null;
}

export class PlanCardView extends BundleView {
  @ApiProperty({ example: 'Pay Annually' }) card!: string;
  @ApiProperty() bestValue!: boolean;
  @ApiProperty({ type: String, nullable: true, example: '20% discount on total price' }) cardNote!:
    string | null;
}

export class TrialBundleView extends BundleView {
  @ApiProperty({ example: 14 }) days!: number;
}

export class EnterpriseCardView {
  @ApiProperty() display!: string;
  @ApiProperty() contactForQuote!: boolean;
  @ApiProperty() minimumSeats!: number;
  @ApiProperty() billing!: string;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty() contactEmail!: string;
}

export class SeatPlusOptionView {
  @ApiProperty({ example: '10+' }) label!: string;
  @ApiProperty({ example: 11 }) seats!: number;
}

export class CouponView {
  @ApiProperty() code!: string;
  @ApiProperty() percent!: number;
}

export class PlanCatalogueView {
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: [PlanCardView] }) bundles!: PlanCardView[];
  @ApiProperty({ type: TrialBundleView }) trial!: TrialBundleView;
  @ApiProperty({ type: EnterpriseCardView }) enterprise!: EnterpriseCardView;
  @ApiProperty() premiumRegionsNote!: string;
  @ApiProperty({ type: [Number] }) seatOptions!: number[];
  @ApiProperty({ type: SeatPlusOptionView }) seatPlusOption!: SeatPlusOptionView;
  @ApiProperty() defaultSeatCount!: number;
  @ApiProperty() defaultRegionCount!: number;
  @ApiProperty() regionThreshold!: number;
  @ApiProperty({ type: CouponView }) annualCoupon!: CouponView;
  @ApiProperty({ type: [RegionView] }) regions!: RegionView[];
}

export class EstimateAddonView extends BundleItemView {
  @ApiProperty() discount!: number;
}

export class EstimatePlanView extends EstimateAddonView {
  @ApiProperty({ description: 'currentPlan: the credit; proposedPlan: charged now (never below 0)' })
  proratedItemTotal!: number;
  @ApiProperty() subscriptionTotal!: number;
  @ApiProperty() priceDisplay!: string;
  @ApiProperty({ type: [EstimateAddonView] }) addons!: EstimateAddonView[];
}

/** The spec's Estimated subscription. */
export class EstimatedSubscriptionView {
  @ApiProperty({ type: EstimatePlanView }) currentPlan!: EstimatePlanView;
  @ApiProperty({ type: EstimatePlanView }) proposedPlan!: EstimatePlanView;
  @ApiProperty() remainingDays!: number;
  @ApiProperty() periodDays!: number;
}

export class EstimateAnswerView {
  @ApiProperty({ type: EstimatedSubscriptionView }) data!: EstimatedSubscriptionView;
}

export class OrderView {
  @ApiProperty() id!: string;
  @ApiProperty() reference!: string;
  @ApiProperty() completed!: boolean;
  @ApiProperty() currency!: string;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty() subtotal!: number;
  @ApiProperty() taxPercent!: number;
  @ApiProperty() tax!: number;
  @ApiProperty() total!: number;
  @ApiProperty() subtotalDisplay!: string;
  @ApiProperty() taxDisplay!: string;
  @ApiProperty() totalDisplay!: string;
  @ApiProperty() productId!: string;
  @ApiProperty() seatCount!: number;
  @ApiProperty({ type: [Number] }) regionIds!: number[];
  @ApiProperty({ type: String, nullable: true }) fastspringSubscriptionId!: string | null;
}

export class CheckoutOrderView {
  @ApiProperty() productId!: string;
  @ApiProperty() display!: string;
  @ApiProperty() seatCount!: number;
  @ApiProperty() regionCount!: number;
  @ApiProperty({ type: [Number] }) regionIds!: number[];
  @ApiProperty() currency!: string;
  @ApiProperty() subtotal!: number;
  @ApiProperty() subtotalDisplay!: string;
  @ApiProperty({ type: BundleView }) bundle!: BundleView;
}

export class CheckoutProductView {
  @ApiProperty() path!: string;
  @ApiProperty() quantity!: number;
}

export class CheckoutSessionView {
  @ApiProperty({ enum: ['sandbox', 'fastspring'] }) provider!: string;
  @ApiProperty() sessionId!: string;
  @ApiProperty({ type: String, nullable: true, example: '/api/payment/sandbox/checkout/0e7b…' })
  checkoutUrl!: string | null;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'FastSpring storefront (Store Builder Library)' })
  storefront!: string | null;
  @ApiProperty({ type: [CheckoutProductView] }) products!: CheckoutProductView[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) tags!: Record<string, string>;
  @ApiProperty({ type: CheckoutOrderView }) order!: CheckoutOrderView;
}

export class AddSubscriptionAnswerView {
  @ApiProperty({ type: SubscriptionViewDto }) subscription!: SubscriptionViewDto;
  @ApiProperty({ type: OrderView }) order!: OrderView;
}

export class UpdateSubscriptionAnswerView {
  @ApiProperty({ type: SubscriptionViewDto }) subscription!: SubscriptionViewDto;
  @ApiProperty({ description: 'Charged now, before tax (0 for a decrease)' }) charged!: number;
  @ApiProperty() chargedDisplay!: string;
}

/** An add-on as the provider bills it: the same fields as a bundle's item. */
export class ProviderAddonView extends BundleItemView {}

export class CardView {
  @ApiProperty() brand!: string;
  @ApiProperty() last4!: string;
}

/** The provider's record of a subscription (Subscription Details). */
export class ProviderSubscriptionViewDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['active', 'overdue', 'canceled', 'deactivated'] }) state!: string;
  @ApiProperty() product!: string;
  @ApiProperty() display!: string;
  @ApiProperty({ enum: ['monthly', 'annual'] }) interval!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty() seatCount!: number;
  @ApiProperty({ type: [Number] }) regionIds!: number[];
  @ApiProperty({ type: [ProviderAddonView] }) addons!: ProviderAddonView[];
  @ApiProperty() currency!: string;
  @ApiProperty({ format: 'date-time' }) begin!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextChargeDate!: string | null;
  @ApiProperty({ type: Number, nullable: true }) nextChargeDateValue!: number | null;
  @ApiProperty({ type: String, nullable: true }) nextChargeTotal!: string | null;
  @ApiProperty({ type: Number, nullable: true }) nextChargeTotalValue!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) canceledDate!: string | null;
  @ApiProperty({ type: [InstructionView] }) instructions!: InstructionView[];
  @ApiProperty({ type: CardView, nullable: true }) card!: CardView | null;
}

export class WebhookOutcomeView {
  @ApiProperty() received!: number;
  @ApiProperty({ type: [String] }) processed!: string[];
  @ApiProperty({ type: [String] }) duplicates!: string[];
  @ApiProperty({ type: [String] }) ignored!: string[];
}

export class CheckoutQuoteView {
  @ApiProperty() currency!: string;
  @ApiProperty() country!: string;
  @ApiProperty() subtotal!: number;
  @ApiProperty() taxPercent!: number;
  @ApiProperty() tax!: number;
  @ApiProperty() total!: number;
  @ApiProperty() subtotalDisplay!: string;
  @ApiProperty() taxDisplay!: string;
  @ApiProperty() totalDisplay!: string;
}

export class BillingRunItemView {
  @ApiProperty() subscriptionId!: string;
  @ApiProperty({ enum: ['CHARGED', 'FAILED', 'DEACTIVATED', 'NOT_DUE'] }) outcome!: string;
}

export class BillingRunView {
  @ApiProperty({ type: [BillingRunItemView] }) charged!: BillingRunItemView[];
  @ApiPropertyOptional() note?: string;
}
