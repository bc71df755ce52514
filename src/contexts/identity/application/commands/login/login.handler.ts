import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { Session } from '../../../domain/session.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { UserAccount } from '../../../domain/user-account.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { PasswordHasher } from '../../ports/password-hasher.js';
import { TenantDirectory } from '../../ports/tenant-directory.js';
import { TokenIssuer } from '../../ports/token-issuer.js';
import { principalOf, type Principal } from '../../principal.js';
import { SessionPolicy } from '../../session-policy.js';
import { Login } from './login.command.js';

@CommandHandler(Login)
export class LoginHandler implements ICommandHandler<Login> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly tenants: TenantDirectory,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
  ) {}

  async execute({ email, password }: Login): Promise<Principal> {
    const account = await this.accounts.byEmail(UserAccount.normaliseEmail(email));
    const matches = await this.hasher.verify(account?.passwordHash ?? null, password);
    if (!account || !matches) throw new IdentityError('WRONG_LOGIN_INFORMATION');
    account.assertMaySignIn();

    const tenantName = (await this.tenants.nameOf(account.tenantId)) ?? '';
    if (account.supportVerify) {
      // The one-time-code step issues the token once the code is validated.
      return { ...principalOf(account, tenantName), supportVarify: true };
    }

    const now = this.clock.now();
    const session = new Session({
      id: randomUUID(),
      userId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.policy.lifetimeSeconds * 1000),
    });
    await this.sessions.add(session);
    account.recordLogin(now);
    await this.accounts.save(account);

    const idToken = await this.tokens.issue(
      { sub: account.id, sid: session.id, tid: account.tenantId, email: account.email, role: account.role },
      session.expiresAt,
    );
    return principalOf(account, tenantName, idToken);
  }
}
