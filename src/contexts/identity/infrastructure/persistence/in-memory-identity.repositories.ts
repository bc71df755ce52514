import type { Session } from '../../domain/session.js';
import { SessionRepository } from '../../domain/session.repository.js';
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

  add(account: UserAccount): Promise<void> {
    this.items.set(account.id, account);
    return Promise.resolve();
  }

  save(account: UserAccount): Promise<void> {
    this.items.set(account.id, account);
    return Promise.resolve();
  }
}

export class InMemorySessionRepository extends SessionRepository {
  readonly items = new Map<string, Session>();

  byId(id: string): Promise<Session | null> {
    return Promise.resolve(this.items.get(id) ?? null);
  }

  add(session: Session): Promise<void> {
    this.items.set(session.id, session);
    return Promise.resolve();
  }

  save(session: Session): Promise<void> {
    this.items.set(session.id, session);
    return Promise.resolve();
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
