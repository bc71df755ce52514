import type { RequestOptions } from './api-client';
import type { components } from './schema';
import type { TermsAndConditions } from './types';

type Schemas = components['schemas'];

/** The billing interval of a bundle: monthly, or annual (pids containing '-annual'). */
export type BillingInterval = Schemas['BundleView']['interval'];

/** The spec's Bundle, priced for its seats and regions (`GET /payment/bundle`). */
export type Bundle = Schemas['BundleView'];
/** A card of /subscriptionPlans: a Bundle with its card label ('Pay Monthly'), Best Value and note. */
export type PlanCard = Schemas['PlanCardView'];
export type TrialBundle = Schemas['TrialBundleView'];
export type EnterpriseCard = Schemas['EnterpriseCardView'];
/** `GET /payment/plans` (public): bundles, the trial, the Enterprise card, seat options and regions. */
export type PlanCatalogue = Schemas['PlanCatalogueView'];
/** `{ exchange_countryID, exchange_country }`. */
export type BillingRegion = Schemas['RegionView'];

export type SubscriptionState = Schemas['SubscriptionState'];
/** The spec's Subscription (`GET /payment/subscription/{tenantId}` and most commands). */
export type Subscription = Schemas['SubscriptionViewDto'];
export type SubscriptionMenuView = Schemas['SubscriptionMenuView'];
/** The provider's record of a subscription (`GET /payment/subscriptions/{id}`): card, addons, dates. */
export type ProviderSubscription = Schemas['ProviderSubscriptionViewDto'];

/** `POST /payment/checkout`: the embedded checkout's URL (sandbox) and the order it sells. */
export type CheckoutSession = Schemas['CheckoutSessionView'];
/** The order a checkout completed, with its tax and total in USD. */
export type Order = Schemas['OrderView'];
export type AddSubscriptionAnswer = Schemas['AddSubscriptionAnswerView'];
/** The spec's Estimated subscription: current and proposed plan, credit and charge. */
export type EstimatedSubscription = Schemas['EstimatedSubscriptionView'];
export type EstimatePlan = Schemas['EstimatePlanView'];
export type UpdateSubscriptionAnswer = Schemas['UpdateSubscriptionAnswerView'];

/** A plan as the order form chooses it: the bundle (pid), seats, the bundle's region count and regions. */
export interface PlanChoice {
  productId: string;
  seatCount: number;
  regionCount: number;
  regionIds: number[];
}

/** The reasons of the cancellation survey (spec section 3), joined by ';' in the request. */
export const CANCELLATION_REASONS = [
  'expensive',
  'lowfrequency',
  'obsolete',
  'competition',
  'issues',
  'expectation',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export interface CancelSubscriptionRequest {
  /** e.g. 'expensive;other'. */
  cancellationReason: string;
  otherReason?: string;
}

/** The error codes of docs/api/billing.md the screens react to. */
export const BillingErrorCode = {
  RegionSelectionIncomplete: 'REGION_SELECTION_INCOMPLETE',
  TooManyRegions: 'TOO_MANY_REGIONS',
  PurchasedRegionRequired: 'PURCHASED_REGION_REQUIRED',
  SeatsBelowActiveUsers: 'SEATS_BELOW_ACTIVE_USERS',
  TermsNotAgreed: 'SUBSCRIPTION_TERMS_NOT_AGREED',
  TrialNotAvailable: 'TRIAL_NOT_AVAILABLE',
  PlanUnchanged: 'PLAN_UNCHANGED',
  CardDeclined: 'CARD_DECLINED',
  InvalidTransition: 'INVALID_TRANSITION',
  OrderNotCompleted: 'ORDER_NOT_COMPLETED',
  ResumePeriodEnded: 'RESUME_PERIOD_ENDED',
} as const;

/** What the billing calls need of the API client. */
export interface BillingHttp {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/**
 * Per-call options: `{ notifyOnError: false }` where a screen shows the error inline; by default a failure
 * raises the client's notification.
 */
export type BillingCallOptions = Pick<RequestOptions, 'notifyOnError' | 'signal'>;

/**
 * The billing calls of docs/api/billing.md. The catalogue is public; everything else acts on the signed-in
 * tenant administrator's own tenant (the optional `tenantId` of the bodies is left out).
 */
export class BillingApi {
  readonly #http: BillingHttp;

  constructor(http: BillingHttp) {
    this.#http = http;
  }

  /** `GET /payment/plans` (public). */
  plans(options?: BillingCallOptions): Promise<PlanCatalogue> {
    return this.#http.get<PlanCatalogue>('/payment/plans', options);
  }

  /** `GET /payment/bundle`: a bundle priced for these seats and regions (the order form's live price). */
  bundle(
    productId: string,
    seatCount: number,
    regionCount: number,
    options?: BillingCallOptions,
  ): Promise<Bundle> {
    return this.#http.get<Bundle>('/payment/bundle', {
      ...options,
      query: { productId, seatCount, regionCount },
    });
  }

  /** `GET /payment/subscription/{tenantId}`: a tenant that bought nothing answers a NEW view. */
  subscription(tenantId: string, options?: BillingCallOptions): Promise<Subscription> {
    return this.#http.get<Subscription>(`/payment/subscription/${encodeURIComponent(tenantId)}`, options);
  }

  /** `GET /payment/subscriptions/{id}`: the provider's record (`id` = fastspringSubscriptionId). */
  providerSubscription(id: string, options?: BillingCallOptions): Promise<ProviderSubscription> {
    return this.#http.get<ProviderSubscription>(`/payment/subscriptions/${encodeURIComponent(id)}`, options);
  }

  /** `POST /subscription-tnc`: the subscription terms (rich HTML: sanitise before showing it). */
  subscriptionTerms(options?: BillingCallOptions): Promise<TermsAndConditions> {
    return this.#http.post<TermsAndConditions>('/subscription-tnc', {}, options);
  }

  /** `POST /payment/agreeSubscriptionTerms` with the tenant's companyId. */
  agreeTerms(companyId: number, options?: BillingCallOptions): Promise<Subscription> {
    return this.#http.post<Subscription>(
      '/payment/agreeSubscriptionTerms',
      { companyId, agreedTerms: true },
      options,
    );
  }

  /** `POST /payment/startTrial`: 14 days, 1 seat, one random region; 409 TRIAL_NOT_AVAILABLE. */
  startTrial(options?: BillingCallOptions): Promise<Subscription> {
    return this.#http.post<Subscription>('/payment/startTrial', {}, options);
  }

  /** `POST /payment/checkout`: opens the embedded checkout for a first purchase. */
  checkout(plan: PlanChoice, options?: BillingCallOptions): Promise<CheckoutSession> {
    return this.#http.post<CheckoutSession>('/payment/checkout', plan, options);
  }

  /** `POST /payment/addSubscription` with the order id of the checkout's success message. */
  addSubscription(orderId: string, options?: BillingCallOptions): Promise<AddSubscriptionAnswer> {
    return this.#http.post<AddSubscriptionAnswer>('/payment/addSubscription', { orderId }, options);
  }

  /** `POST /payment/estimateSubscription`: what a change of a PAID subscription costs now and later. */
  async estimate(plan: PlanChoice, options?: BillingCallOptions): Promise<EstimatedSubscription> {
    const answer = await this.#http.post<{ data: EstimatedSubscription }>(
      '/payment/estimateSubscription',
      plan,
      options,
    );
    return answer.data;
  }

  /** `POST /payment/updateSubscription`: upgrade or update; the prorated amount is charged on the card. */
  update(plan: PlanChoice, options?: BillingCallOptions): Promise<UpdateSubscriptionAnswer> {
    return this.#http.post<UpdateSubscriptionAnswer>('/payment/updateSubscription', plan, options);
  }

  /** `POST /payment/cancelSubscription`: CANCELING until nextChargeDate, resumable until then. */
  cancel(request: CancelSubscriptionRequest, options?: BillingCallOptions): Promise<Subscription> {
    return this.#http.post<Subscription>('/payment/cancelSubscription', request, options);
  }

  /** `POST /payment/resumeSubscription`: back to PAID before nextChargeDate. */
  resume(options?: BillingCallOptions): Promise<Subscription> {
    return this.#http.post<Subscription>('/payment/resumeSubscription', {}, options);
  }
}
