import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { assertPasswordPolicy } from '../../../domain/password-policy.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { PasswordHasher } from '../../ports/password-hasher.js';
import { PasswordLinks } from '../forgot-password/password-links.js';
import { ResetPassword } from './reset-password.command.js';

@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly links: PasswordLinks,
    private readonly accounts: UserAccountRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute({ oobCode, newPassword }: ResetPassword): Promise<void> {
    // The policy first: a weak password must not use up the link.
    assertPasswordPolicy(newPassword);
    const userId = await this.links.redeem('PASSWORD_RESET', oobCode);
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('INVALID_OOB_CODE');
    account.passwordHash = await this.hasher.hash(newPassword);
    account.firstLogin = false;
    await this.accounts.save(account);
    await this.sessions.endAllOf(account.id, this.clock.now(), 'LOGOUT');
  }
}
