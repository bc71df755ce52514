import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import {
  PUBLIC_ROUTE,
  REQUIRED_ACCESS,
  REQUIRED_ROLES,
  type AccessRequirement,
  type AuthenticatedRequest,
} from '../../../../shared/auth/access.decorators.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { isPlatformStaff, type Role } from '../../../../shared/domain/roles.js';
import { SessionRefusedError } from '../../../../shared/http/session-refused.error.js';
import { SubscriptionAccess } from '../../application/ports/subscription-access.js';
import { AuthenticateToken } from '../../application/queries/authenticate-token/authenticate-token.query.js';
import { IdentityError } from '../../domain/identity-error.js';

/**
 * Global guard: a route is public only when marked so; all others need a live session, then the
 * roles and access requirements the route declares (@Roles, @Requires).
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queries: QueryBus,
    private readonly subscriptions: SubscriptionAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new IdentityError('UNAUTHORIZED');
    const caller = await this.authenticate(token);
    request.user = caller;

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.includes(caller.role)) throw new IdentityError('INSUFFICIENT_PERMISSION');
    const requirements = this.reflector.getAllAndOverride<AccessRequirement[] | undefined>(
      REQUIRED_ACCESS,
      targets,
    );
    for (const requirement of requirements ?? []) await this.check(requirement, caller);
    return true;
  }

  /** The session's refusals answer their open-session status (TENANT_DISABLED: 401, so the web signs out). */
  private async authenticate(token: string): Promise<CurrentUser> {
    try {
      return await this.queries.execute(new AuthenticateToken(token));
    } catch (error) {
      throw error instanceof DomainError ? SessionRefusedError.of(error as DomainError<string>) : error;
    }
  }

  private async check(requirement: AccessRequirement, caller: CurrentUser): Promise<void> {
    const staff = isPlatformStaff(caller.role);
    switch (requirement) {
      case 'AGREED_TERMS':
        if (!staff && !caller.termsAgreed) throw new IdentityError('TERMS_NOT_AGREED');
        return;
      case 'LUCA':
        if (!caller.lucaAccessible) throw new IdentityError('INSUFFICIENT_PERMISSION');
        return;
      case 'SUBSCRIPTION':
        if (!staff && !(await this.subscriptions.isAvailable(caller.tenantId))) {
          throw new IdentityError('SUBSCRIPTION_UNAVAILABLE');
        }
        return;
    }
  }
}
