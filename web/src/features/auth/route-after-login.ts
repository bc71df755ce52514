import type { To } from 'react-router';

import type { Principal } from '../../api/types';
import { withShare } from '../../shared/routing/share-param';

/** What the login redirect needs of the principal. */
export type RoutedPrincipal = Pick<Principal, 'role' | 'firstLogin' | 'isAgree' | 'lucaAccessible'>;

export interface RouteAfterLoginOptions {
  /** The query of the sign-in page (or its `share` value): a shared view is carried through the login. */
  share?: URLSearchParams | string | null | undefined;
  /** A tenant administrator's subscription, when the caller knows it: once subscribed, they use the app. */
  subscription?: TenantSubscriptionFacts | undefined;
}

/** What the login redirect reads of a tenant administrator's subscription. */
export interface TenantSubscriptionFacts {
  /** A bought plan that gives access (not a trial, not expired). */
  subscribed: boolean;
  /**
   * A self-service tenant that signed up and has bought nothing yet (its subscription is NEW): the sign-ins
   * after the magic link go to /payment, where the plan chosen at sign-up is bought or the trial started.
   */
  awaitingFirstOrder?: boolean;
}

/** The pages of the login flow itself, which carry `share` on so that it reaches the dashboard. */
const LOGIN_FLOW_PATHS = new Set(['/createPassword', '/termsAndConditions', '/access', '/dashboard']);

function searchOf(share: RouteAfterLoginOptions['share']): string {
  if (share === undefined || share === null) return '';
  if (share instanceof URLSearchParams) return share.toString();
  // A bare value (no `=`) is the share parameter itself; otherwise it is a query string.
  return share.includes('=') || share.startsWith('?') ? share : new URLSearchParams({ share }).toString();
}

function pathAfterLogin(principal: RoutedPrincipal, options: RouteAfterLoginOptions): string {
  if (principal.firstLogin) return '/createPassword';
  if (principal.role === 'ADMINISTRATOR' || principal.role === 'SALE') return '/administrator/tenant';
  if (principal.role === 'TENANT_ADMINISTRATOR') {
    // /payment asks for the terms first (RequireAgreedTerms) and comes back.
    if (options.subscription?.awaitingFirstOrder === true) return '/payment';
    // Not agreed yet: /manageUsers asks for the terms; the dashboard would not.
    if (options.subscription?.subscribed !== true || !principal.isAgree) return '/manageUsers';
    return principal.lucaAccessible ? '/access' : '/dashboard';
  }
  if (!principal.isAgree) return '/termsAndConditions';
  return principal.lucaAccessible ? '/access' : '/dashboard';
}

/**
 * Where a user goes once signed in (spec section 2, "Login redirect"):
 * - a first login goes to /createPassword;
 * - ADMINISTRATOR and SALE go to /administrator/tenant, without the terms;
 * - a tenant administrator goes to /manageUsers, or once subscribed to /access (Luca allowed) or /dashboard;
 *   the administrator of a self-service tenant that has bought nothing yet (the first sign-in after the magic
 *   link) goes to /payment;
 * - anyone else goes to /termsAndConditions until they agree, then /access (Luca allowed) or /dashboard.
 * The `share` parameter goes along to /dashboard and to the login-flow pages that lead there.
 */
export function routeAfterLogin(principal: RoutedPrincipal, options: RouteAfterLoginOptions = {}): To {
  const pathname = pathAfterLogin(principal, options);
  return LOGIN_FLOW_PATHS.has(pathname) ? withShare(pathname, searchOf(options.share)) : { pathname };
}

/** The signed-in tenant administrator's subscription, as the login redirect reads it (asked of the billing API). */
export type SubscriptionCheck = () => Promise<TenantSubscriptionFacts>;

/**
 * routeAfterLogin, first asking a tenant administrator's subscription (subscribed: /dashboard or /access;
 * bought nothing since signing up: /payment). A failed check counts as not subscribed. Other principals are
 * not asked.
 */
export async function routeAfterLoginChecked(
  principal: RoutedPrincipal,
  options: RouteAfterLoginOptions,
  check: SubscriptionCheck,
): Promise<To> {
  const asks =
    principal.role === 'TENANT_ADMINISTRATOR' && options.subscription === undefined && !principal.firstLogin;
  if (!asks) return routeAfterLogin(principal, options);
  let subscription: TenantSubscriptionFacts;
  try {
    subscription = await check();
  } catch {
    subscription = { subscribed: false };
  }
  return routeAfterLogin(principal, { ...options, subscription });
}
