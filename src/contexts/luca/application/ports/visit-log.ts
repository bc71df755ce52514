/** Who opened Luca in which session: LUCA_ACCESS counts a session once. */
export abstract class VisitLog {
  /** Notes the visit; true when it is the session's first (the one to count). */
  abstract firstOfSession(visit: {
    sessionId: string;
    tenantId: string;
    userId: string;
    at: Date;
  }): Promise<boolean>;
  abstract forget(tenantId: string, userIds: readonly string[]): Promise<void>;
}
