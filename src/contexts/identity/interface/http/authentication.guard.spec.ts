import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { QueryBus } from '@nestjs/cqrs';
import { Public, Requires, Roles, SignedIn } from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { statusOf } from '../../../../shared/http/error-status.js';
import { SessionRefusedError } from '../../../../shared/http/session-refused.error.js';
import { SubscriptionAccess } from '../../application/ports/subscription-access.js';
import { IdentityError } from '../../domain/identity-error.js';
import { AuthenticationGuard } from './authentication.guard.js';

class Routes {
  @Public() open(): void {}
  signedIn(): void {}
  @SignedIn() anyRole(): void {}
  @Roles('ADMINISTRATOR') adminOnly(): void {}
  @Requires('AGREED_TERMS', 'SUBSCRIPTION') dashboard(): void {}
  @Requires('LUCA') luca(): void {}
}

class FixedSubscriptions extends SubscriptionAccess {
  constructor(private readonly available: boolean) {
    super();
  }
  isAvailable(): Promise<boolean> {
    return Promise.resolve(this.available);
  }
}

const caller = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  userId: 'u',
  sessionId: 's',
  tenantId: 't',
  email: 'a@b.c',
  role: 'USER',
  termsAgreed: true,
  lucaAccessible: false,
  ...overrides,
});

function contextFor(route: keyof Routes, token?: string): ExecutionContext {
  const request = { headers: token ? { authorization: `Bearer ${token}` } : {} };
  return {
    getHandler: () => Routes.prototype[route],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

async function outcome(guard: AuthenticationGuard, route: keyof Routes, token?: string): Promise<string> {
  try {
    return (await guard.canActivate(contextFor(route, token))) ? 'allowed' : 'denied';
  } catch (error) {
    return error instanceof IdentityError ? error.code : 'OTHER';
  }
}

const guardFor = (user: CurrentUser, subscriptionAvailable = true): AuthenticationGuard =>
  new AuthenticationGuard(
    new Reflector(),
    { execute: () => Promise.resolve(user) } as unknown as QueryBus,
    new FixedSubscriptions(subscriptionAvailable),
  );

describe('AuthenticationGuard', () => {
  it('lets anyone reach a public route and nobody without a token reach the others', async () => {
    const guard = guardFor(caller());
    expect(await outcome(guard, 'open')).toBe('allowed');
    expect(await outcome(guard, 'signedIn')).toBe('UNAUTHORIZED');
    expect(await outcome(guard, 'signedIn', 'token')).toBe('allowed');
  });

  it('opens a @SignedIn route to every role with a session, and to nobody without one', async () => {
    expect(await outcome(guardFor(caller()), 'anyRole')).toBe('UNAUTHORIZED');
    for (const role of ['USER', 'TENANT_ADMINISTRATOR', 'SALE', 'ADMINISTRATOR'] as const) {
      expect(await outcome(guardFor(caller({ role })), 'anyRole', 'token')).toBe('allowed');
    }
  });

  it('checks roles', async () => {
    expect(await outcome(guardFor(caller()), 'adminOnly', 'token')).toBe('INSUFFICIENT_PERMISSION');
    expect(await outcome(guardFor(caller({ role: 'ADMINISTRATOR' })), 'adminOnly', 'token')).toBe('allowed');
  });

  it('requires agreed terms and an available subscription, except for platform staff', async () => {
    expect(await outcome(guardFor(caller({ termsAgreed: false })), 'dashboard', 'token')).toBe(
      'TERMS_NOT_AGREED',
    );
    expect(await outcome(guardFor(caller(), false), 'dashboard', 'token')).toBe('SUBSCRIPTION_UNAVAILABLE');
    expect(await outcome(guardFor(caller()), 'dashboard', 'token')).toBe('allowed');
    expect(
      await outcome(guardFor(caller({ role: 'SALE', termsAgreed: false }), false), 'dashboard', 'token'),
    ).toBe('allowed');
  });

  it('requires Luca access for Luca routes', async () => {
    expect(await outcome(guardFor(caller()), 'luca', 'token')).toBe('INSUFFICIENT_PERMISSION');
    expect(await outcome(guardFor(caller({ lucaAccessible: true })), 'luca', 'token')).toBe('allowed');
  });

  it("raises the session check's refusals as open-session refusals: TENANT_DISABLED answers 401 there", async () => {
    const refusing = (code: 'TENANT_DISABLED' | 'ACCOUNT_DISABLED'): AuthenticationGuard =>
      new AuthenticationGuard(
        new Reflector(),
        { execute: () => Promise.reject(new IdentityError(code)) } as unknown as QueryBus,
        new FixedSubscriptions(true),
      );
    for (const [code, status] of [
      ['TENANT_DISABLED', 401],
      ['ACCOUNT_DISABLED', 403],
    ] as const) {
      const error: unknown = await refusing(code)
        .canActivate(contextFor('signedIn', 'token'))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SessionRefusedError);
      expect(error).toMatchObject({ code });
      expect(statusOf(code, true)).toBe(status);
    }
    expect(statusOf('TENANT_DISABLED')).toBe(403);
  });
});
