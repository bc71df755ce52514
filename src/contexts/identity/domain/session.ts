export type SessionEndReason = 'LOGOUT' | 'NEW_LOGIN' | 'IDLE' | 'ADMIN';

/** A signed-in session; the idToken names it, so the server can end it before the token expires. */
export class Session {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: SessionEndReason | null;

  constructor(input: Pick<Session, 'id' | 'userId' | 'createdAt' | 'expiresAt'>) {
    this.id = input.id;
    this.userId = input.userId;
    this.createdAt = input.createdAt;
    this.lastSeenAt = input.createdAt;
    this.expiresAt = input.expiresAt;
    this.endedAt = null;
    this.endReason = null;
  }

  /** A session as stored, for a repository that reads it without the ORM. */
  static restore(
    state: Pick<
      Session,
      'id' | 'userId' | 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'endedAt' | 'endReason'
    >,
  ): Session {
    const session = new Session(state);
    session.lastSeenAt = state.lastSeenAt;
    session.endedAt = state.endedAt;
    session.endReason = state.endReason;
    return session;
  }

  isActiveAt(at: Date): boolean {
    return this.endedAt === null && at < this.expiresAt;
  }

  end(at: Date, reason: SessionEndReason): void {
    if (this.endedAt !== null) return;
    this.endedAt = at;
    this.endReason = reason;
  }
}
