import type { Session, SessionEndReason } from './session.js';

export abstract class SessionRepository {
  abstract byId(id: string): Promise<Session | null>;
  abstract add(session: Session): Promise<void>;
  abstract save(session: Session): Promise<void>;
  /** Ends every open session of the user (a new login, a disabled account); answers how many. */
  abstract endAllOf(userId: string, at: Date, reason: SessionEndReason): Promise<number>;
  /** Deletes sessions that ended or expired before the given time; answers how many. */
  abstract deleteFinishedBefore(before: Date): Promise<number>;
}
