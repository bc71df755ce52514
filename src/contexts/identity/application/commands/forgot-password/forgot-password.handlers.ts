import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityError } from '../../../domain/identity-error.js';
import { UserAccount } from '../../../domain/user-account.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { AccountMail } from '../../ports/account-mail.js';
import { ForgotPassword, SendPasswordResetLink } from './forgot-password.commands.js';
import { PasswordLinks } from './password-links.js';

@CommandHandler(ForgotPassword)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPassword> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly links: PasswordLinks,
    private readonly mail: AccountMail,
  ) {}

  async execute({ email }: ForgotPassword): Promise<void> {
    const account = await this.accounts.byEmail(UserAccount.normaliseEmail(email));
    // Nothing tells the caller whether the account exists.
    if (!account || account.disabled) return;
    await this.mail.passwordReset(
      account.email,
      account.displayName,
      await this.links.create(account, 'PASSWORD_RESET'),
    );
  }
}

@CommandHandler(SendPasswordResetLink)
export class SendPasswordResetLinkHandler implements ICommandHandler<SendPasswordResetLink> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly links: PasswordLinks,
    private readonly mail: AccountMail,
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
