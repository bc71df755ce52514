import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityError } from '../../../domain/identity-error.js';
import { assertPasswordPolicy } from '../../../domain/password-policy.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { TemplatedAccountMail } from '../../../infrastructure/mail/templated-account-mail.js';
import { PasswordHasher } from '../../ports/password-hasher.js';
import { PasswordLinks } from '../forgot-password/password-links.js';
import {
  SendFirstAdministratorLink,
  SetFirstAdministratorPassword,
} from './first-administrator-link.commands.js';

@CommandHandler(SendFirstAdministratorLink)
export class SendFirstAdministratorLinkHandler implements ICommandHandler<SendFirstAdministratorLink> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly links: PasswordLinks,
    private readonly mail: TemplatedAccountMail,
  ) {}

  async execute({ userId, organisation }: SendFirstAdministratorLink): Promise<void> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    const link = await this.links.create(account, 'FIRST_ADMIN');
    await this.mail.firstAdministratorWelcome(account.email, account.displayName, organisation, link);
  }
}

@CommandHandler(SetFirstAdministratorPassword)
export class SetFirstAdministratorPasswordHandler implements ICommandHandler<SetFirstAdministratorPassword> {
  constructor(
    private readonly links: PasswordLinks,
    private readonly accounts: UserAccountRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ token, newPassword }: SetFirstAdministratorPassword): Promise<void> {
    assertPasswordPolicy(newPassword);
    const userId = await this.links.redeem('FIRST_ADMIN', token);
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('INVALID_OOB_CODE');
    account.passwordHash = await this.hasher.hash(newPassword);
    account.firstLogin = false;
    await this.accounts.save(account);
  }
}
