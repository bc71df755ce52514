import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserAccount } from '../../domain/user-account.js';
import { UserAccountRepository } from '../../domain/user-account.repository.js';

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

  async add(account: UserAccount): Promise<void> {
    await this.em.persist(account).flush();
  }

  async save(account: UserAccount): Promise<void> {
    await this.em.persist(account).flush();
  }
}
