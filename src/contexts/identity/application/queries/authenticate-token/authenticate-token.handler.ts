import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { TokenIssuer } from '../../ports/token-issuer.js';
import { AuthenticateToken } from './authenticate-token.query.js';

@QueryHandler(AuthenticateToken)
export class AuthenticateTokenHandler implements IQueryHandler<AuthenticateToken> {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly sessions: SessionRepository,
    private readonly accounts: UserAccountRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: AuthenticateToken): Promise<CurrentUser> {
    const claims = await this.tokens.verify(token);
    if (!claims) throw new IdentityError('UNAUTHORIZED');
    const session = await this.sessions.byId(claims.sid);
    if (!session || session.userId !== claims.sub || !session.isActiveAt(this.clock.now())) {
      throw new IdentityError(session?.endReason === 'NEW_LOGIN' ? 'MULTIPLE_LOGINS' : 'UNAUTHORIZED');
    }
    const account = await this.accounts.byId(claims.sub);
    if (!account) throw new IdentityError('UNAUTHORIZED');
    account.assertMaySignIn();
    return {
      userId: account.id,
      sessionId: session.id,
      tenantId: account.tenantId,
      email: account.email,
      role: account.role,
    };
  }
}
