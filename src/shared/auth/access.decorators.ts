import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { CurrentUser } from '../domain/current-user.js';
import type { Role } from '../domain/roles.js';

export const PUBLIC_ROUTE = 'ledgerscope:public';
export const REQUIRED_ROLES = 'ledgerscope:roles';
export const REQUIRED_ACCESS = 'ledgerscope:access';
export const SIGNED_IN_ROUTE = 'ledgerscope:signed-in';

/** What a route needs beyond a role: agreed terms, Luca access, an available subscription. */
export type AccessRequirement = 'AGREED_TERMS' | 'LUCA' | 'SUBSCRIPTION';

/** Marks a route that anyone may call; every other route needs a valid idToken. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/**
 * Marks a route (or a controller's routes) open to every signed-in role: the explicit form of "no @Roles".
 * The guard needs no marker to require a session; test/e2e/route-access-markers.e2e-spec.ts demands that
 * every route says which of @Public, @Roles or @SignedIn applies, so a missing rule is a choice, not an oversight.
 */
export const SignedIn = (): MethodDecorator & ClassDecorator => SetMetadata(SIGNED_IN_ROUTE, true);

/** Restricts a route to the given roles (on top of being signed in). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator =>
  SetMetadata(REQUIRED_ROLES, roles);

/**
 * Requires agreed terms, Luca access and/or an available subscription of the caller's tenant.
 * Platform staff (ADMINISTRATOR, SALE) skip the terms and subscription checks, as they skip terms at sign-in.
 */
export const Requires = (...requirements: AccessRequirement[]): MethodDecorator & ClassDecorator =>
  SetMetadata(REQUIRED_ACCESS, requirements);

export interface AuthenticatedRequest {
  user?: CurrentUser;
  headers: Record<string, string | string[] | undefined>;
}

/** The caller, as the guard verified it. */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): CurrentUser => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('Caller used on a route without authentication');
  return request.user;
});
