import type { Session, SessionEndReason } from './session.js';
import type { UserAccount } from './user-account.js';

/** What authenticating a request reads: the session, and the fields of its account that decide access. */
export interface SessionWithAccount {
  session: Session;
  account: Pick<
    UserAccount,
    'id' | 'tenantId' | 'email' | 'role' | 'disabled' | 'lucaAccessible' | 'termsAgreedAt'
  >;
}

export abstract class SessionRepository {
  abstract byId(id: string): Promise<Session | null>;
  /**
   * The session with its account, in one read, for the check of every request. Nothing it answers is
   * tracked for a later save: change the session with markSeen or endOne.
   */
  abstract withAccount(id: string): Promise<SessionWithAccount | null>;
  abstract add(session: Session): Promise<void>;
  abstract save(session: Session): Promise<void>;
  /** Records that the session was used at this time. */
  abstract markSeen(id: string, at: Date): Promise<void>;
  /** Ends this session if it is still open. */
  abstract endOne(id: string, at: Date, reason: SessionEndReason): Promise<void>;
  /** Ends every open session of the user (a new login, a disabled account); answers how many. */
  abstract endAllOf(userId: string, at: Date, reason: SessionEndReason): Promise<number>;
  /** Deletes sessions that ended or expired before the given time; answers how many. */
  abstract deleteFinishedBefore(before: Date): Promise<number>;
}
