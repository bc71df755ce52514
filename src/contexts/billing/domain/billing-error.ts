import { DomainError } from '../../../shared/domain/domain-error.js';

export type BillingErrorCode =
  | 'SUBSCRIPTION_ALREADY_EXISTS'
  | 'INVALID_SEAT_COUNT'
  | 'INVALID_REGION_COUNT'
  /** A region id that is not a positive whole number. */
  | 'INVALID_REGION'
  /** The state machine refuses the transition from the current state. */
  | 'INVALID_TRANSITION'
  | 'UNKNOWN_PRODUCT'
  /** The interval given does not match the pid ('-annual' is the yearly interval). */
  | 'INTERVAL_MISMATCH'
  | 'PLAN_UNCHANGED'
  /** Fewer seats than active users: disable users first. */
  | 'SEATS_BELOW_ACTIVE_USERS'
  /** 'Please select {n} more region(s) in order to continue'. */
  | 'REGION_SELECTION_INCOMPLETE'
  | 'TOO_MANY_REGIONS'
  /** Previously purchased regions cannot be deselected. */
  | 'PURCHASED_REGION_REQUIRED'
  | 'SUBSCRIPTION_TERMS_NOT_AGREED'
  /** Resume after nextChargeDate: the canceled subscription has ended. */
  | 'RESUME_PERIOD_ENDED'
  /** expire() while the availability rule still grants access. */
  | 'SUBSCRIPTION_STILL_AVAILABLE'
  | 'CANCELLATION_REASON_REQUIRED'
  | 'INVALID_CANCELLATION_REASON'
  | 'OTHER_REASON_REQUIRED'
  | 'OTHER_REASON_TOO_LONG'
  /** An estimate outside the billing period, or of a subscription without one. */
  | 'INVALID_PERIOD'
  /** A billing call naming another tenant (its id, subscription, order or checkout). */
  | 'INSUFFICIENT_PERMISSION'
  /** A trial is taken once, before anything was bought. */
  | 'TRIAL_NOT_AVAILABLE'
  | 'SUBSCRIPTION_NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  /** The provider has not completed (paid) the order the browser named. */
  | 'ORDER_NOT_COMPLETED'
  | 'CHECKOUT_NOT_FOUND'
  | 'CHECKOUT_EXPIRED'
  | 'CHECKOUT_COMPLETED'
  /** The card was refused: nothing was charged and nothing changes. */
  | 'CARD_DECLINED'
  /** The card details are malformed (number, expiry, CVC). */
  | 'CARD_INVALID'
  /** The payment provider could not be reached or refused the call. */
  | 'PAYMENT_PROVIDER_ERROR'
  | 'WEBHOOK_SIGNATURE_MISSING'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'WEBHOOK_PAYLOAD_INVALID';

export class BillingError extends DomainError<BillingErrorCode> {}
