import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccountLink, type AccountLinkKind } from '../../domain/account-link.js';
import { Activity } from '../../domain/activity.js';
import { ActivityRepository } from '../../domain/activity.repository.js';
import { LoginThrottle, THROTTLE_WINDOW_MS } from '../../domain/login-throttle.js';
import { MfaFactor } from '../../domain/mfa-factor.js';
import { MfaFactorRepository } from '../../domain/mfa-factor.repository.js';
import { OneTimeCode } from '../../domain/one-time-code.js';

@Injectable()
export class MikroOrmOneTimeCodeRepository {
  constructor(private readonly em: EntityManager) {}

  latestUnused(userId: string): Promise<OneTimeCode | null> {
    return this.em.findOne(OneTimeCode, { userId, consumedAt: null }, { orderBy: { createdAt: 'desc' } });
  }

  async saveTry(code: OneTimeCode, attemptsBefore: number): Promise<boolean> {
    const saved = await this.em.nativeUpdate(
      OneTimeCode,
      { id: code.id, attempts: attemptsBefore, consumedAt: null },
      { attempts: code.attempts, consumedAt: code.consumedAt },
    );
    return saved === 1;
  }

  async add(code: OneTimeCode): Promise<void> {
    await this.em.persist(code).flush();
  }

  async save(code: OneTimeCode): Promise<void> {
    await this.em.persist(code).flush();
  }
}

@Injectable()
export class MikroOrmAccountLinkRepository {
  constructor(private readonly em: EntityManager) {}

  byTokenHash(kind: AccountLinkKind, tokenHash: string): Promise<AccountLink | null> {
    return this.em.findOne(AccountLink, { kind, tokenHash });
  }

  async saveUse(link: AccountLink): Promise<boolean> {
    const saved = await this.em.nativeUpdate(
      AccountLink,
      { id: link.id, usedAt: null },
      { usedAt: link.usedAt },
    );
    return saved === 1;
  }

  async add(link: AccountLink): Promise<void> {
    await this.em.persist(link).flush();
  }

  async save(link: AccountLink): Promise<void> {
    await this.em.persist(link).flush();
  }
}

interface ThrottleRow {
  failures: number;
  pending: number;
  window_started_at: Date | string;
  last_failure_at: Date | string;
}

/** Counts an attempt as pending: a new key, or a key whose window has passed, starts a window at 0 + 1. */
const COUNT_ATTEMPT = `
  insert into identity.login_throttle as t (key, failures, pending, window_started_at, last_failure_at)
  values (?, 0, 1, ?, ?)
  on conflict (key) do update set
    failures = case when t.window_started_at <= ? then 0 else t.failures end,
    pending = case when t.window_started_at <= ? then 1 else t.pending + 1 end,
    window_started_at = case when t.window_started_at <= ? then excluded.window_started_at else t.window_started_at end
  returning failures, pending, window_started_at, last_failure_at`;

/** Settles a pending attempt: a failure is counted as one, a success is taken back. */
const SETTLE = `
  update identity.login_throttle set pending = greatest(pending - 1, 0),
    failures = failures + (case when ? then 1 else 0 end),
    last_failure_at = case when ? then ? else last_failure_at end
  where key = ?`;

@Injectable()
export class MikroOrmLoginThrottleRepository {
  constructor(private readonly em: EntityManager) {}

  byKeys(keys: string[]): Promise<LoginThrottle[]> {
    return this.em.find(LoginThrottle, { key: { $in: keys } });
  }

  /** One upsert per key: PostgreSQL serializes them on the row, so each sees the count before its own. */
  async countAttempt(keys: string[], now: Date): Promise<LoginThrottle[]> {
    const windowStartedBefore = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    const before: LoginThrottle[] = [];
    for (const key of keys) {
      const [row] = await this.em.execute<ThrottleRow[]>(COUNT_ATTEMPT, [
        key,
        now,
        now,
        windowStartedBefore,
        windowStartedBefore,
        windowStartedBefore,
      ]);
      if (!row) throw new Error(`No throttle row for ${key}`);
      const throttle = new LoginThrottle(key, new Date(row.window_started_at));
      throttle.failures = row.failures;
      throttle.pending = row.pending - 1;
      throttle.lastFailureAt = new Date(row.last_failure_at);
      before.push(throttle);
    }
    return before;
  }

  async settle(keys: string[], failed: boolean, now: Date): Promise<void> {
    for (const key of keys) await this.em.execute(SETTLE, [failed, failed, now, key], 'run');
  }

  async save(throttles: LoginThrottle[]): Promise<void> {
    await this.em.persist(throttles).flush();
  }

  async clear(key: string): Promise<void> {
    await this.em.nativeDelete(LoginThrottle, { key });
  }

  deleteStartedBefore(before: Date): Promise<number> {
    return this.em.nativeDelete(LoginThrottle, { windowStartedAt: { $lt: before } });
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

  async enrol(factor: MfaFactor): Promise<boolean> {
    // One statement: two enrolments at once cannot both insert the account's factor (mfa_factor_pkey).
    const rows = await this.em.execute<unknown[]>(
      `insert into identity.mfa_factor (user_id, secret, created_at, confirmed_at) values (?, ?, ?, null)
       on conflict (user_id) do update set secret = excluded.secret where mfa_factor.confirmed_at is null
       returning user_id`,
      [factor.userId, factor.secret, factor.createdAt],
    );
    return rows.length > 0;
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
