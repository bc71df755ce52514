import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { termsAgreedFor } from '../../../domain/user-account.js';
import { IdleTime } from '../../ports/idle-time.js';
import { TenantDirectory } from '../../ports/tenant-directory.js';
import { TermsVersion } from '../../ports/terms-version.js';
import { TokenIssuer } from '../../ports/token-issuer.js';
import { AuthenticateToken } from './authenticate-token.query.js';

/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The check of every authenticated request (the hot path): the token's signature, then the session with
 * its account in one read (so a logout, a disabled account or a role change counts on the next request),
 * then the tenant's access (cached per tenant for at most 2 s; a status change through this process's
 * command bus counts on the next request). Writes only when the session goes idle, is refused for its
 * tenant, or is due a new last-seen time.
 */
@QueryHandler(AuthenticateToken)
export class AuthenticateTokenHandler implements IQueryHandler<AuthenticateToken> {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly sessions: SessionRepository,
    private readonly tenants: TenantDirectory,
    private readonly idleTime: IdleTime,
    private readonly clock: Clock,
    private readonly terms: TermsVersion,
  ) {}

  async execute({ token }: AuthenticateToken): Promise<CurrentUser> {
    const claims = await this.tokens.verify(token);
    if (!claims) throw new IdentityError('UNAUTHORIZED');
    const found = await this.sessions.withAccount(claims.sid);
    if (!found || found.session.userId !== claims.sub) throw new IdentityError('UNAUTHORIZED');
    const { session, account } = found;
    if (session.endReason === 'NEW_LOGIN') throw new IdentityError('MULTIPLE_LOGINS');
    const now = this.clock.now();
    if (!session.isActiveAt(now)) throw new IdentityError('UNAUTHORIZED');

    const idleMs = (await this.idleTime.seconds()) * 1000;
    if (now.getTime() - session.lastSeenAt.getTime() > idleMs) {
      await this.sessions.endOne(session.id, now, 'IDLE');
      throw new IdentityError('UNAUTHORIZED');
    }
    if (account.disabled) throw new IdentityError('ACCOUNT_DISABLED');
    const tenant = await this.tenants.recentAccess(account.tenantId);
    if (!tenant?.signInAllowed) {
      // Ended, not only refused: re-enabling the tenant later does not bring this session back.
      await this.sessions.endOne(session.id, now, 'ADMIN');
      throw new IdentityError('TENANT_DISABLED');
    }
    if (now.getTime() - session.lastSeenAt.getTime() > Math.min(TOUCH_INTERVAL_MS, idleMs / 4)) {
      await this.sessions.markSeen(session.id, now);
    }
    return {
      userId: account.id,
      sessionId: session.id,
      tenantId: account.tenantId,
      email: account.email,
      role: account.role,
      termsAgreed: termsAgreedFor(account.termsAgreedAt, session.createdAt, await this.terms.publishedAt()),
      lucaAccessible: account.lucaAccessible,
    };
  }
}
