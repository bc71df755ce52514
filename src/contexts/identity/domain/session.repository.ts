import type { Session } from './session.js';

export abstract class SessionRepository {
  abstract byId(id: string): Promise<Session | null>;
  abstract add(session: Session): Promise<void>;
  abstract save(session: Session): Promise<void>;
  /** Deletes sessions that ended or expired before the given time; answers how many. */
  abstract deleteFinishedBefore(before: Date): Promise<number>;
}
