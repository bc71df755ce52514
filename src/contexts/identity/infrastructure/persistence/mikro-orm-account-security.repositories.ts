import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccountLink, type AccountLinkKind } from '../../domain/account-link.js';
import { AccountLinkRepository } from '../../domain/account-link.repository.js';
import { Activity } from '../../domain/activity.js';
import { ActivityRepository } from '../../domain/activity.repository.js';
import { LoginThrottle } from '../../domain/login-throttle.js';
import { LoginThrottleRepository } from '../../domain/login-throttle.repository.js';
import { MfaFactor } from '../../domain/mfa-factor.js';
import { MfaFactorRepository } from '../../domain/mfa-factor.repository.js';
import { OneTimeCode } from '../../domain/one-time-code.js';
import { OneTimeCodeRepository } from '../../domain/one-time-code.repository.js';

@Injectable()
export class MikroOrmOneTimeCodeRepository extends OneTimeCodeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  latestUnused(userId: string): Promise<OneTimeCode | null> {
    return this.em.findOne(OneTimeCode, { userId, consumedAt: null }, { orderBy: { createdAt: 'desc' } });
  }

  async add(code: OneTimeCode): Promise<void> {
    await this.em.persist(code).flush();
  }

  async save(code: OneTimeCode): Promise<void> {
    await this.em.persist(code).flush();
  }
}

@Injectable()
export class MikroOrmAccountLinkRepository extends AccountLinkRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  byTokenHash(kind: AccountLinkKind, tokenHash: string): Promise<AccountLink | null> {
    return this.em.findOne(AccountLink, { kind, tokenHash });
  }

  async add(link: AccountLink): Promise<void> {
    await this.em.persist(link).flush();
  }

  async save(link: AccountLink): Promise<void> {
    await this.em.persist(link).flush();
  }
}

@Injectable()
export class MikroOrmLoginThrottleRepository extends LoginThrottleRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  byKeys(keys: string[]): Promise<LoginThrottle[]> {
    return this.em.find(LoginThrottle, { key: { $in: keys } });
  }

  async save(throttles: LoginThrottle[]): Promise<void> {
    await this.em.persist(throttles).flush();
  }

  async clear(key: string): Promise<void> {
    await this.em.nativeDelete(LoginThrottle, { key });
  }
}

@Injectable()
export class MikroOrmMfaFactorRepository extends MfaFactorRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  byUser(userId: string): Promise<MfaFactor | null> {
    return this.em.findOne(MfaFactor, { userId });
  }

  async save(factor: MfaFactor): Promise<void> {
    await this.em.persist(factor).flush();
  }

  async remove(factor: MfaFactor): Promise<void> {
    await this.em.remove(factor).flush();
  }
}

@Injectable()
export class MikroOrmActivityRepository extends ActivityRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(activity: Activity): Promise<void> {
    await this.em.persist(activity).flush();
  }
}
