import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { IdleTime } from '../../ports/idle-time.js';
import { TokenIssuer } from '../../ports/token-issuer.js';
import { AuthenticateToken } from './authenticate-token.query.js';

/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

@QueryHandler(AuthenticateToken)
export class AuthenticateTokenHandler implements IQueryHandler<AuthenticateToken> {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly sessions: SessionRepository,
    private readonly accounts: UserAccountRepository,
    private readonly idleTime: IdleTime,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: AuthenticateToken): Promise<CurrentUser> {
    const claims = await this.tokens.verify(token);
    if (!claims) throw new IdentityError('UNAUTHORIZED');
    const session = await this.sessions.byId(claims.sid);
    if (!session || session.userId !== claims.sub) throw new IdentityError('UNAUTHORIZED');
    if (session.endReason === 'NEW_LOGIN') throw new IdentityError('MULTIPLE_LOGINS');
    const now = this.clock.now();
    if (!session.isActiveAt(now)) throw new IdentityError('UNAUTHORIZED');

    const idleMs = (await this.idleTime.seconds()) * 1000;
    if (now.getTime() - session.lastSeenAt.getTime() > idleMs) {
      session.end(now, 'IDLE');
      await this.sessions.save(session);
      throw new IdentityError('UNAUTHORIZED');
    }
    const account = await this.accounts.byId(claims.sub);
    if (!account) throw new IdentityError('UNAUTHORIZED');
    account.assertMaySignIn();
    if (now.getTime() - session.lastSeenAt.getTime() > Math.min(TOUCH_INTERVAL_MS, idleMs / 4)) {
      session.lastSeenAt = now;
      await this.sessions.save(session);
    }
    return {
      userId: account.id,
      sessionId: session.id,
      tenantId: account.tenantId,
      email: account.email,
      role: account.role,
      termsAgreed: account.hasAgreedToTerms(),
      lucaAccessible: account.lucaAccessible,
    };
  }
}
