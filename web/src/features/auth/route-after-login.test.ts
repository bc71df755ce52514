import { describe, expect, it, vi } from 'vitest';

import type { Role } from '../../api/types';
import { routeAfterLogin, routeAfterLoginChecked, type RoutedPrincipal } from './route-after-login';

function principal(overrides: Partial<RoutedPrincipal> = {}): RoutedPrincipal {
  return { role: 'USER', firstLogin: false, isAgree: true, lucaAccessible: false, ...overrides };
}

describe('routeAfterLogin', () => {
  it.each<Role>(['USER', 'ADMINISTRATOR', 'SALE', 'TENANT_ADMINISTRATOR'])(
    'sends a first login (%s) to /createPassword before anything else',
    (role) => {
      expect(routeAfterLogin(principal({ role, firstLogin: true, isAgree: false }))).toEqual({
        pathname: '/createPassword',
      });
    },
  );

  it.each<Role>(['ADMINISTRATOR', 'SALE'])(
    'sends %s to /administrator/tenant, skipping the terms',
    (role) => {
      expect(routeAfterLogin(principal({ role, isAgree: false, lucaAccessible: true }))).toEqual({
        pathname: '/administrator/tenant',
      });
    },
  );

  it('sends a tenant administrator to /manageUsers, whatever the terms or Luca', () => {
    expect(routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR', isAgree: false }))).toEqual({
      pathname: '/manageUsers',
    });
    expect(
      routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR', lucaAccessible: true }), {
        subscription: { subscribed: false },
      }),
    ).toEqual({ pathname: '/manageUsers' });
  });

  it('sends a subscribed tenant administrator to /dashboard, or /access when Luca is allowed', () => {
    const subscribed = { subscription: { subscribed: true }, share: '?share=s1' };
    expect(routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR' }), subscribed)).toEqual({
      pathname: '/dashboard',
      search: '?share=s1',
    });
    expect(
      routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR', lucaAccessible: true }), subscribed),
    ).toEqual({ pathname: '/access', search: '?share=s1' });
  });

  it('sends the administrator of a tenant that signed up and bought nothing to /payment (the first magic-link login)', () => {
    const awaiting = { subscription: { subscribed: false, awaitingFirstOrder: true }, share: '?share=s1' };
    expect(routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR' }), awaiting)).toEqual({
      pathname: '/payment',
    });
    // /payment asks for the terms itself and comes back.
    expect(routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR', isAgree: false }), awaiting)).toEqual({
      pathname: '/payment',
    });
  });

  it('sends a subscribed tenant administrator who has not agreed to the terms to /manageUsers (terms first)', () => {
    expect(
      routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR', isAgree: false }), {
        subscription: { subscribed: true },
      }),
    ).toEqual({ pathname: '/manageUsers' });
  });

  it('sends a user who has not agreed to the terms to /termsAndConditions', () => {
    expect(routeAfterLogin(principal({ isAgree: false, lucaAccessible: true }))).toEqual({
      pathname: '/termsAndConditions',
    });
  });

  it('sends a user who agreed to /access when Luca is allowed, else to /dashboard', () => {
    expect(routeAfterLogin(principal({ lucaAccessible: true }))).toEqual({ pathname: '/access' });
    expect(routeAfterLogin(principal())).toEqual({ pathname: '/dashboard' });
  });

  it('keeps share on the way to /dashboard, from a query, its parameters or the bare value', () => {
    const expected = { pathname: '/dashboard', search: '?share=enc%2Fview' };
    expect(routeAfterLogin(principal(), { share: '?share=enc%2Fview&other=1' })).toEqual(expected);
    expect(routeAfterLogin(principal(), { share: new URLSearchParams({ share: 'enc/view' }) })).toEqual(
      expected,
    );
    expect(routeAfterLogin(principal(), { share: 'enc/view' })).toEqual(expected);
    expect(routeAfterLogin(principal(), { share: '' })).toEqual({ pathname: '/dashboard' });
    expect(routeAfterLogin(principal(), { share: null })).toEqual({ pathname: '/dashboard' });
  });

  it('carries share through the login-flow pages that lead to the dashboard', () => {
    const share = '?share=abc';
    expect(routeAfterLogin(principal({ firstLogin: true }), { share })).toEqual({
      pathname: '/createPassword',
      search: share,
    });
    expect(routeAfterLogin(principal({ isAgree: false }), { share })).toEqual({
      pathname: '/termsAndConditions',
      search: share,
    });
    expect(routeAfterLogin(principal({ lucaAccessible: true }), { share })).toEqual({
      pathname: '/access',
      search: share,
    });
  });

  it('drops share on the way to the administration and tenant-administration pages', () => {
    const share = '?share=abc';
    expect(routeAfterLogin(principal({ role: 'SALE' }), { share })).toEqual({
      pathname: '/administrator/tenant',
    });
    expect(routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR' }), { share })).toEqual({
      pathname: '/manageUsers',
    });
    expect(
      routeAfterLogin(principal({ role: 'TENANT_ADMINISTRATOR' }), {
        share,
        subscription: { subscribed: false, awaitingFirstOrder: true },
      }),
    ).toEqual({ pathname: '/payment' });
  });
});

describe('routeAfterLoginChecked', () => {
  const admin = principal({ role: 'TENANT_ADMINISTRATOR' });
  const answer =
    (subscribed: boolean, awaitingFirstOrder = false) =>
    () =>
      Promise.resolve({ subscribed, awaitingFirstOrder });

  it("asks the billing API about a tenant administrator's subscription", async () => {
    expect(await routeAfterLoginChecked(admin, { share: '?share=s1' }, answer(true))).toEqual({
      pathname: '/dashboard',
      search: '?share=s1',
    });
    expect(await routeAfterLoginChecked({ ...admin, lucaAccessible: true }, {}, answer(true))).toEqual({
      pathname: '/access',
    });
    expect(await routeAfterLoginChecked(admin, {}, answer(false))).toEqual({ pathname: '/manageUsers' });
    expect(await routeAfterLoginChecked(admin, {}, answer(false, true))).toEqual({ pathname: '/payment' });
    // Also before the terms are agreed: a new self-service administrator goes to /payment (terms on the way).
    expect(await routeAfterLoginChecked({ ...admin, isAgree: false }, {}, answer(false, true))).toEqual({
      pathname: '/payment',
    });
  });

  it('counts a failed check as not subscribed', async () => {
    expect(await routeAfterLoginChecked(admin, {}, () => Promise.reject(new Error('down')))).toEqual({
      pathname: '/manageUsers',
    });
  });

  it('does not ask for other roles or a first login', async () => {
    const check = vi.fn(answer(true));
    expect(await routeAfterLoginChecked(principal(), {}, check)).toEqual({ pathname: '/dashboard' });
    expect(await routeAfterLoginChecked({ ...admin, firstLogin: true }, {}, check)).toEqual({
      pathname: '/createPassword',
    });
    expect(check).not.toHaveBeenCalled();
  });
});
