import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccountLink } from '../../domain/account-link.js';
import { IdentityError } from '../../domain/identity-error.js';
import { MfaFactor } from '../../domain/mfa-factor.js';
import { OneTimeCode } from '../../domain/one-time-code.js';
import { Session } from '../../domain/session.js';
import { UserAccount } from '../../domain/user-account.js';
import { UserAccountRepository } from '../../domain/user-account.repository.js';
import { persistUnique } from '../../../../shared/database/persist-unique.js';

@Injectable()
export class MikroOrmUserAccountRepository extends UserAccountRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  byEmail(email: string): Promise<UserAccount | null> {
    return this.em.findOne(UserAccount, { email: UserAccount.normaliseEmail(email) });
  }

  byId(id: string): Promise<UserAccount | null> {
    return this.em.findOne(UserAccount, { id });
  }

  byIds(ids: readonly string[]): Promise<UserAccount[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.em.find(UserAccount, { id: { $in: [...ids] } });
  }

  /** Two registrations of one email at once both pass the handler's check: the unique index decides. */
  add(account: UserAccount): Promise<void> {
    return persistUnique(
      this.em,
      account,
      () => new IdentityError('EMAIL_ALREADY_EXISTS'),
      'user_account_email_unique',
    );
  }

  async save(account: UserAccount): Promise<void> {
    await this.em.persist(account).flush();
  }

  byTenant(tenantId: string): Promise<UserAccount[]> {
    return this.em.find(UserAccount, { tenantId }, { orderBy: { displayName: 'asc', email: 'asc' } });
  }

  countByTenant(tenantId: string): Promise<number> {
    return this.em.count(UserAccount, { tenantId });
  }

  async remove(accounts: UserAccount[]): Promise<void> {
    if (accounts.length === 0) return;
    const ids = accounts.map((account) => account.id);
    await this.em.transactional(async (em) => {
      await em.nativeDelete(Session, { userId: { $in: ids } });
      await em.nativeDelete(AccountLink, { userId: { $in: ids } });
      await em.nativeDelete(OneTimeCode, { userId: { $in: ids } });
      await em.nativeDelete(MfaFactor, { userId: { $in: ids } });
      await em.nativeDelete(UserAccount, { id: { $in: ids } });
    });
    for (const account of accounts) this.em.getUnitOfWork().unsetIdentity(account);
  }
}
