import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import type { UserAccount } from '../../../domain/user-account.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { AccountsDeleted } from '../../events/accounts-deleted.event.js';
import { TemplatedAccountMail } from '../../../infrastructure/mail/templated-account-mail.js';
import { PasswordLinks } from '../forgot-password/password-links.js';
import { DeleteAccounts, SendPasswordSetupLink, UpdateAccounts } from './manage-accounts.commands.js';

/** The accounts of these ids, all of this tenant; USER_NOT_FOUND otherwise (no hint of other tenants). */
async function accountsOfTenant(
  repository: UserAccountRepository,
  tenantId: string,
  userIds: string[],
): Promise<UserAccount[]> {
  const wanted = new Set(userIds);
  const accounts = await repository.byIds([...wanted]);
  if (accounts.length !== wanted.size || accounts.some((account) => account.tenantId !== tenantId)) {
    throw new IdentityError('USER_NOT_FOUND');
  }
  return accounts;
}

@CommandHandler(UpdateAccounts)
export class UpdateAccountsHandler implements ICommandHandler<UpdateAccounts> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userIds, changes }: UpdateAccounts): Promise<number> {
    const accounts = await accountsOfTenant(this.accounts, tenantId, userIds);
    const now = this.clock.now();
    for (const account of accounts) {
      if (changes.displayName !== undefined) account.displayName = changes.displayName.trim();
      if (changes.disabled !== undefined) account.disabled = changes.disabled;
      if (changes.lucaAccessible !== undefined) account.lucaAccessible = changes.lucaAccessible;
      if (changes.role !== undefined) account.role = changes.role;
      account.updatedAt = now;
      await this.accounts.save(account);
      if (changes.disabled === true) await this.sessions.endAllOf(account.id, now, 'ADMIN');
    }
    return accounts.length;
  }
}

@CommandHandler(DeleteAccounts)
export class DeleteAccountsHandler implements ICommandHandler<DeleteAccounts> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ tenantId, userIds }: DeleteAccounts): Promise<number> {
    const accounts = await accountsOfTenant(this.accounts, tenantId, userIds);
    await this.accounts.remove(accounts);
    this.events.publish(
      new AccountsDeleted(
        tenantId,
        accounts.map((account) => account.id),
      ),
    );
    return accounts.length;
  }
}

@CommandHandler(SendPasswordSetupLink)
export class SendPasswordSetupLinkHandler implements ICommandHandler<SendPasswordSetupLink> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly links: PasswordLinks,
    private readonly mail: TemplatedAccountMail,
  ) {}

  async execute({ userId, organisation }: SendPasswordSetupLink): Promise<void> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    // The same single-use, 3-day link as a first administrator's: /resetPassword?token= sets the password.
    const link = await this.links.create(account, 'FIRST_ADMIN');
    await this.mail.newUserWelcome(account.email, account.displayName, organisation, link);
  }
}
