import type { Activity } from '../../domain/activity.js';
import { ActivityRepository } from '../../domain/activity.repository.js';
import type { MfaFactor } from '../../domain/mfa-factor.js';
import { MfaFactorRepository } from '../../domain/mfa-factor.repository.js';
import { Session, type SessionEndReason } from '../../domain/session.js';
import { SessionRepository, type SessionWithAccount } from '../../domain/session.repository.js';
import { UserAccount } from '../../domain/user-account.js';
import { UserAccountRepository } from '../../domain/user-account.repository.js';

export class InMemoryUserAccountRepository extends UserAccountRepository {
  readonly items = new Map<string, UserAccount>();

  byEmail(email: string): Promise<UserAccount | null> {
    const wanted = UserAccount.normaliseEmail(email);
    return Promise.resolve([...this.items.values()].find((item) => item.email === wanted) ?? null);
  }

  byId(id: string): Promise<UserAccount | null> {
    return Promise.resolve(this.items.get(id) ?? null);
  }

  byIds(ids: readonly string[]): Promise<UserAccount[]> {
    return Promise.resolve(ids.flatMap((id) => this.items.get(id) ?? []));
  }

  add(account: UserAccount): Promise<void> {
    this.items.set(account.id, account);
    return Promise.resolve();
  }

  save(account: UserAccount): Promise<void> {
    this.items.set(account.id, account);
    return Promise.resolve();
  }

  byTenant(tenantId: string): Promise<UserAccount[]> {
    return Promise.resolve(
      [...this.items.values()]
        .filter((item) => item.tenantId === tenantId)
        .sort((a, b) => a.displayName.localeCompare(b.displayName)),
    );
  }

  async countByTenant(tenantId: string): Promise<number> {
    return (await this.byTenant(tenantId)).length;
  }

  remove(accounts: UserAccount[]): Promise<void> {
    for (const account of accounts) this.items.delete(account.id);
    return Promise.resolve();
  }
}

export class InMemorySessionRepository extends SessionRepository {
  readonly items = new Map<string, Session>();

  /** The accounts withAccount joins; a repository without them finds no session with its account. */
  constructor(private readonly accounts?: InMemoryUserAccountRepository) {
    super();
  }

  byId(id: string): Promise<Session | null> {
    return Promise.resolve(this.items.get(id) ?? null);
  }

  withAccount(id: string): Promise<SessionWithAccount | null> {
    const stored = this.items.get(id);
    const account = stored ? this.accounts?.items.get(stored.userId) : undefined;
    if (!stored || !account) return Promise.resolve(null);
    // Copies, as a database read answers: changing them does not change what is stored.
    const { tenantId, email, role, disabled, lucaAccessible, termsAgreedAt } = account;
    return Promise.resolve({
      session: Session.restore({ ...stored }),
      account: { id: account.id, tenantId, email, role, disabled, lucaAccessible, termsAgreedAt },
    });
  }

  markSeen(id: string, at: Date): Promise<void> {
    const session = this.items.get(id);
    if (session) session.lastSeenAt = at;
    return Promise.resolve();
  }

  endOne(id: string, at: Date, reason: SessionEndReason): Promise<void> {
    this.items.get(id)?.end(at, reason);
    return Promise.resolve();
  }

  add(session: Session): Promise<void> {
    this.items.set(session.id, session);
    return Promise.resolve();
  }

  save(session: Session): Promise<void> {
    this.items.set(session.id, session);
    return Promise.resolve();
  }

  endAllOf(userId: string, at: Date, reason: SessionEndReason): Promise<number> {
    let ended = 0;
    for (const session of this.items.values()) {
      if (session.userId === userId && session.endedAt === null) {
        session.end(at, reason);
        ended += 1;
      }
    }
    return Promise.resolve(ended);
  }

  deleteFinishedBefore(before: Date): Promise<number> {
    let deleted = 0;
    for (const [id, session] of this.items) {
      if ((session.endedAt !== null && session.endedAt < before) || session.expiresAt < before) {
        this.items.delete(id);
        deleted += 1;
      }
    }
    return Promise.resolve(deleted);
  }
}

export class InMemoryActivityRepository extends ActivityRepository {
  readonly items: Activity[] = [];

  add(activity: Activity): Promise<void> {
    this.items.push(activity);
    return Promise.resolve();
  }
}

export class InMemoryMfaFactorRepository extends MfaFactorRepository {
  readonly items = new Map<string, MfaFactor>();

  byUser(userId: string): Promise<MfaFactor | null> {
    return Promise.resolve(this.items.get(userId) ?? null);
  }

  save(factor: MfaFactor): Promise<void> {
    this.items.set(factor.userId, factor);
    return Promise.resolve();
  }

  enrol(factor: MfaFactor): Promise<boolean> {
    const stored = this.items.get(factor.userId);
    if (stored?.isEnrolled()) return Promise.resolve(false);
    if (stored) stored.secret = factor.secret;
    else this.items.set(factor.userId, factor);
    return Promise.resolve(true);
  }

  remove(factor: MfaFactor): Promise<void> {
    this.items.delete(factor.userId);
    return Promise.resolve();
  }
}
