import type { Subscription, SubscriptionState } from '../../api/billing-api';
import { message } from '../messages';
import { formatDay } from './billing-format';

/** The trial bundle's pid is `{product}-trial-bundle` (spec sections 4 and 9). */
export const TRIAL_BUNDLE_SUFFIX = '-trial-bundle';
/** Annual products have pids containing '-annual' (spec section 9). */
export const ANNUAL_MARKER = '-annual';

export function isTrialBundle(pid: string | null | undefined): boolean {
  return pid !== null && pid !== undefined && pid.endsWith(TRIAL_BUNDLE_SUFFIX);
}

export function isAnnualBundle(pid: string | null | undefined): boolean {
  return pid !== null && pid !== undefined && pid.includes(ANNUAL_MARKER);
}

/** What the rules read of a subscription. */
export type SubscriptionFacts = Pick<
  Subscription,
  | 'state'
  | 'productId'
  | 'seatCount'
  | 'fastspringSubscriptionId'
  | 'nextChargeDate'
  | 'expiredTime'
  | 'available'
  | 'trialEndingSoon'
  | 'overdueSince'
  | 'graceEndsAt'
>;

function timeOf(iso: string | null): number | undefined {
  if (iso === null) return undefined;
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/** A trial whose expiredTime has passed (also once recorded as EXPIRED). */
export function isTrialExpired(s: SubscriptionFacts, now: number): boolean {
  if (s.state === 'EXPIRED') return isTrialBundle(s.productId);
  if (s.state !== 'TRIAL') return false;
  const end = timeOf(s.expiredTime);
  return end !== undefined && end <= now;
}

/**
 * The Subscription menu of both headers (spec section 4, "Menu rules"), decided here and nowhere else:
 * - the Subscription menu is hidden while canceling, on trial and when overdue (and before anything is
 *   bought): none of its items is offered then;
 * - Upgrade Subscription Plan and Update Subscription only on a paid plan in force; Update Subscription is
 *   disabled when the subscription has 0 seats;
 * - Subscription Details once a plan was bought (not on trial or new);
 * - Cancel Subscription is not offered on trial or overdue, and becomes Resume Subscription while canceling
 *   (until nextChargeDate): with the menu hidden, the tenant administrator header offers Resume on its own;
 * - Dashboard is hidden when the trial expired.
 * The dashboard header's menu starts with Manage Subscription (the order form of /payment) in place of
 * Upgrade and Update (spec section 2).
 */
export interface SubscriptionMenuRules {
  manage: boolean;
  upgrade: boolean;
  update: boolean;
  updateDisabled: boolean;
  details: boolean;
  cancel: boolean;
  /** Resume Subscription, offered beside the (hidden) menu while canceling. */
  resume: boolean;
  dashboardHidden: boolean;
}

export const NO_MENU: SubscriptionMenuRules = {
  manage: false,
  upgrade: false,
  update: false,
  updateDisabled: true,
  details: false,
  cancel: false,
  resume: false,
  dashboardHidden: false,
};

/** The states in which the spec hides the Subscription menu (section 4). */
const MENU_HIDDEN_STATES: ReadonlySet<SubscriptionState> = new Set(['CANCELING', 'TRIAL', 'OVERDUE']);

export function subscriptionMenuOf(s: SubscriptionFacts | undefined, now: number): SubscriptionMenuRules {
  if (s === undefined) return NO_MENU;
  const nextCharge = timeOf(s.nextChargeDate);
  const resume = s.state === 'CANCELING' && nextCharge !== undefined && now < nextCharge;
  const dashboardHidden = isTrialExpired(s, now);
  if (MENU_HIDDEN_STATES.has(s.state)) return { ...NO_MENU, resume, dashboardHidden };
  const paid = s.state === 'PAID';
  return {
    manage: paid || s.state === 'EXPIRED',
    upgrade: paid,
    update: paid,
    updateDisabled: s.seatCount <= 0,
    details: s.state !== 'NEW' && s.fastspringSubscriptionId !== null,
    cancel: paid,
    resume,
    dashboardHidden,
  };
}

export type SubscriptionMenuVariant = 'tenant-admin' | 'dashboard';

/** Whether a header shows the Subscription menu button at all (any of its items is offered). */
export function hasMenuItems(
  menu: SubscriptionMenuRules,
  variant: SubscriptionMenuVariant = 'tenant-admin',
): boolean {
  const own = variant === 'dashboard' ? menu.manage : menu.upgrade || menu.update;
  return own || menu.details || menu.cancel;
}

/** Whether a header offers Resume Subscription on its own (the tenant administrator's, while canceling). */
export function offersResume(menu: SubscriptionMenuRules, variant: SubscriptionMenuVariant): boolean {
  return variant === 'tenant-admin' && menu.resume;
}

/**
 * Subscribed, for the login redirect (spec section 2): a bought plan that still gives access. A trial, a
 * tenant that bought nothing, and an expired or unavailable subscription are not.
 */
export function isSubscribed(s: Pick<Subscription, 'state' | 'available'>): boolean {
  return s.available && s.state !== 'NEW' && s.state !== 'TRIAL' && s.state !== 'EXPIRED';
}

/**
 * A self-service tenant that signed up and has bought nothing yet: its subscription record exists (opened at
 * sign-up with the chosen bundle) and is NEW. Its administrator's sign-ins go to /payment (spec section 2,
 * "On the first magic-link login it goes to /payment"). An enterprise tenant has no record (id null).
 */
export function isAwaitingFirstOrder(s: Pick<Subscription, 'id' | 'state'>): boolean {
  return s.id !== null && s.state === 'NEW';
}

/** Spec section 6: a trial user with a paid subscription id is sent to /manageUsers from /payment. */
export function isTrialWithPaidId(s: Pick<Subscription, 'state' | 'fastspringSubscriptionId'>): boolean {
  return s.state === 'TRIAL' && s.fastspringSubscriptionId !== null;
}

/**
 * Why Dashboard may not be opened: a subscription that no longer gives access, "You haven't subscribed ...".
 * A tenant without any subscription record (enterprise, created by staff) is governed by its access dates.
 */
export function dashboardRefusalOf(
  s: Pick<Subscription, 'id' | 'available'> | undefined,
): string | undefined {
  if (s === undefined || s.id === null || s.available) return undefined;
  return message('NO_BUNDLE_SUBSCRIBED');
}

/**
 * The subscription check of the pages that need one (/dashboard, /report, /luca; spec section 6): a tenant
 * administrator whose subscription is unavailable (trial expired, canceled or lapsed past nextChargeDate,
 * overdue past the grace period, nothing bought) is redirected to /manageUsers, where the pop-ups say why.
 * As on the server, a tenant without any subscription record (enterprise, created by staff) is governed by
 * its access dates: no redirect.
 */
export function subscriptionCheckRedirect(
  s: Pick<Subscription, 'id' | 'available'> | undefined,
): string | undefined {
  return dashboardRefusalOf(s) === undefined ? undefined : MANAGE_USERS_PATH;
}

/** The navigation state of that redirect: /manageUsers then says why Dashboard did not open. */
export interface SubscriptionCheckState {
  subscriptionCheck: 'unavailable';
}

export function isSubscriptionCheckState(state: unknown): state is SubscriptionCheckState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)['subscriptionCheck'] === 'unavailable'
  );
}

/** The pop-ups of /manageUsers (spec section 2): cancelled, trial ending and overdue payment. */
export type BillingNoticeKind = 'cancelled' | 'trialEnding' | 'overdue';

export interface BillingNotice {
  kind: BillingNoticeKind;
  title: string;
  text: string;
  /** The primary action: where it goes, and its label. */
  action: { label: string; to: string } | undefined;
}

export const PLANS_PATH = '/subscriptionPlans';
export const PAYMENT_PATH = '/payment';
export const CANCEL_SUBSCRIPTION_PATH = '/cancel-subscription';
export const MANAGE_USERS_PATH = '/manageUsers';

export function billingNoticeOf(s: SubscriptionFacts | undefined, now: number): BillingNotice | undefined {
  if (s === undefined) return undefined;
  switch (s.state) {
    case 'CANCELING': {
      const menu = subscriptionMenuOf(s, now);
      const end = formatDay(s.nextChargeDate);
      const ended = !s.available;
      let text = 'Your subscription has been cancelled.';
      if (end !== '')
        text = ended
          ? `Your subscription was cancelled and ended on ${end}. Choose a plan to use the dashboard again.`
          : `Your subscription has been cancelled. You and your users keep access until ${end}; you can resume the subscription until then.`;
      return {
        kind: 'cancelled',
        title: 'Subscription cancelled',
        text,
        action: menu.resume ? { label: 'Resume Subscription', to: CANCEL_SUBSCRIPTION_PATH } : undefined,
      };
    }
    case 'OVERDUE': {
      const since = formatDay(s.overdueSince);
      const until = formatDay(s.graceEndsAt);
      let access = 'Please make sure your card can be charged.';
      if (!s.available)
        access =
          until === ''
            ? 'Your access has ended; please make sure your card can be charged.'
            : `Your access ended on ${until}; please make sure your card can be charged.`;
      else if (until !== '')
        access = `Your access continues until ${until}; please make sure your card can be charged before then.`;
      return {
        kind: 'overdue',
        title: 'Payment overdue',
        text: `We could not collect the payment for your subscription${since === '' ? '' : ` on ${since}`}. ${access}`,
        action: undefined,
      };
    }
    case 'TRIAL': {
      if (!s.trialEndingSoon) return undefined;
      const end = formatDay(s.expiredTime);
      return {
        kind: 'trialEnding',
        title: 'Your trial is ending',
        text: `Your free trial ends${end === '' ? ' soon' : ` on ${end}`}. Choose a plan to keep using Ledgerscope.`,
        action: { label: 'Buy More', to: PLANS_PATH },
      };
    }
    case 'NEW':
    case 'PAID':
    case 'MODIFYING':
    case 'PAYMENT_COMPLETED':
    case 'EXPIRED':
      return undefined;
  }
}

/** What /payment shows for a subscription ("States the web shows" of docs/api/billing.md). */
export type PaymentStep =
  'redirect' | 'terms' | 'startTrial' | 'order' | 'processing' | 'canceling' | 'overdue';

export function paymentStepOf(
  s: Pick<Subscription, 'state' | 'agreedTerms' | 'fastspringSubscriptionId'>,
  bundle: string | null,
): PaymentStep {
  if (isTrialWithPaidId(s)) return 'redirect';
  const state: SubscriptionState = s.state;
  switch (state) {
    case 'PAYMENT_COMPLETED':
    case 'MODIFYING':
      return 'processing';
    case 'CANCELING':
      return 'canceling';
    case 'OVERDUE':
      return 'overdue';
    case 'NEW':
      if (!s.agreedTerms) return 'terms';
      return isTrialBundle(bundle) ? 'startTrial' : 'order';
    case 'TRIAL':
    case 'EXPIRED':
    case 'PAID':
      return s.agreedTerms ? 'order' : 'terms';
  }
}

/** 'Please select {n} more region(s) in order to continue', or too many, or undefined when exact. */
export function regionSelectionError(regionCount: number, selected: number): string | undefined {
  if (selected < regionCount) return message('SELECT_MORE_REGIONS', { n: regionCount - selected });
  if (selected > regionCount) return `Please select only ${regionCount} region(s).`;
  return undefined;
}

/**
 * Seats below the active users need users disabled first (spec section 5), in the server's words:
 * 'You have 5 active users. Please disable 2 user(s) before reducing your seats to 3.'
 */
export function seatsBelowUsersText(activeUsers: number, seats: number): string | undefined {
  if (seats < 1 || seats >= activeUsers) return undefined;
  return `You have ${activeUsers} active users. Please disable ${activeUsers - seats} user(s) before reducing your seats to ${seats}.`;
}
