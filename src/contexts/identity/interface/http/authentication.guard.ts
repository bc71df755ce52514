import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { Role } from '../../../../shared/domain/roles.js';
import { AuthenticateToken } from '../../application/queries/authenticate-token/authenticate-token.query.js';
import { IdentityError } from '../../domain/identity-error.js';
import {
  PUBLIC_ROUTE,
  REQUIRED_ROLES,
  type AuthenticatedRequest,
} from '../../../../shared/auth/access.decorators.js';

/** Global guard: a route is public only when marked so; all others need a live session. */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new IdentityError('UNAUTHORIZED');
    request.user = await this.queries.execute(new AuthenticateToken(token));

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.includes(request.user.role)) throw new IdentityError('INSUFFICIENT_PERMISSION');
    return true;
  }
}
