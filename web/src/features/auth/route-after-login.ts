import type { To } from 'react-router';

import type { Principal } from '../../api/types';
import { withShare } from '../../app/share-param';

/** What the login redirect needs of the principal. */
export type RoutedPrincipal = Pick<Principal, 'role' | 'firstLogin' | 'isAgree' | 'lucaAccessible'>;

export interface RouteAfterLoginOptions {
  /** The query of the sign-in page (or its `share` value): a shared view is carried through the login. */
  share?: URLSearchParams | string | null | undefined;
  /** A tenant administrator's subscription, when the caller knows it: once subscribed, they use the app. */
  subscription?: { subscribed: boolean } | undefined;
  /** The first sign-in of a tenant administrator through the magic link of `/resetPassword?token=`. */
  magicLink?: boolean | undefined;
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
  const tenantAdministrator = principal.role === 'TENANT_ADMINISTRATOR';
  // The magic link has just set the password: it is not asked for again.
  if (tenantAdministrator && options.magicLink === true) return '/payment';
  if (principal.firstLogin) return '/createPassword';
  if (principal.role === 'ADMINISTRATOR' || principal.role === 'SALE') return '/administrator/tenant';
  if (tenantAdministrator) {
    if (options.subscription?.subscribed !== true) return '/manageUsers';
    return principal.lucaAccessible ? '/access' : '/dashboard';
  }
  if (!principal.isAgree) return '/termsAndConditions';
  return principal.lucaAccessible ? '/access' : '/dashboard';
}

/**
 * Where a user goes once signed in (spec section 2, "Login redirect"):
 * - a first tenant administrator signing in through the magic link goes to /payment;
 * - a first login goes to /createPassword;
 * - ADMINISTRATOR and SALE go to /administrator/tenant, without the terms;
 * - a tenant administrator goes to /manageUsers, or once subscribed to /access (Luca allowed) or /dashboard;
 * - anyone else goes to /termsAndConditions until they agree, then /access (Luca allowed) or /dashboard.
 * The `share` parameter goes along to /dashboard and to the login-flow pages that lead there.
 */
export function routeAfterLogin(principal: RoutedPrincipal, options: RouteAfterLoginOptions = {}): To {
  const pathname = pathAfterLogin(principal, options);
  return LOGIN_FLOW_PATHS.has(pathname) ? withShare(pathname, searchOf(options.share)) : { pathname };
}

/** Whether the signed-in tenant administrator's tenant is subscribed (asked of the billing API). */
export type SubscriptionCheck = () => Promise<boolean>;

/**
 * routeAfterLogin, first asking whether a tenant administrator who would go to /manageUsers is subscribed
 * (then /dashboard or /access). A failed check counts as not subscribed. Other principals are not asked.
 */
export async function routeAfterLoginChecked(
  principal: RoutedPrincipal,
  options: RouteAfterLoginOptions,
  isSubscribed: SubscriptionCheck,
): Promise<To> {
  const asks =
    principal.role === 'TENANT_ADMINISTRATOR' &&
    options.magicLink !== true &&
    options.subscription === undefined &&
    !principal.firstLogin &&
    principal.isAgree;
  if (!asks) return routeAfterLogin(principal, options);
  let subscribed: boolean;
  try {
    subscribed = await isSubscribed();
  } catch {
    subscribed = false;
  }
  return routeAfterLogin(principal, { ...options, subscription: { subscribed } });
}
