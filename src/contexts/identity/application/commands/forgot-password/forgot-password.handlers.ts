import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { RESET_MAILS_PER_WINDOW } from '../../../domain/account-link.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { MikroOrmLoginThrottleRepository } from '../../../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { UserAccount } from '../../../domain/user-account.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { TemplatedAccountMail } from '../../../infrastructure/mail/templated-account-mail.js';
import { ForgotPassword, SendPasswordResetLink } from './forgot-password.commands.js';
import { PasswordLinks } from './password-links.js';

@CommandHandler(ForgotPassword)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPassword> {
  private readonly logger = new Logger('ForgotPassword');

  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly links: PasswordLinks,
    private readonly mail: TemplatedAccountMail,
    private readonly throttles: MikroOrmLoginThrottleRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Nothing tells the caller whether the account exists: not the answer, not its time (the same two reads
   * for any address; the link is made and mailed after answering), and not a mail server's failure. A few
   * mails per address in a window, then none (no mailbox flooded by strangers).
   */
  async execute({ email }: ForgotPassword): Promise<void> {
    const address = UserAccount.normaliseEmail(email);
    const account = await this.accounts.byEmail(address);
    const [sent] = await this.throttles.countAttempt([`reset-mail:${address}`], this.clock.now());
    if (!account || account.disabled || !sent || sent.attempts() >= RESET_MAILS_PER_WINDOW) return;
    void this.send(account).catch((error: unknown) =>
      this.logger.error(
        `Password reset mail not sent: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  private async send(account: UserAccount): Promise<void> {
    const link = await this.links.create(account, 'PASSWORD_RESET');
    await this.mail.passwordReset(account.email, account.displayName, link);
  }
}

@CommandHandler(SendPasswordResetLink)
export class SendPasswordResetLinkHandler implements ICommandHandler<SendPasswordResetLink> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly links: PasswordLinks,
    private readonly mail: TemplatedAccountMail,
  ) {}

  async execute({ userId }: SendPasswordResetLink): Promise<void> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    await this.mail.passwordReset(
      account.email,
      account.displayName,
      await this.links.create(account, 'PASSWORD_RESET'),
    );
  }
}
