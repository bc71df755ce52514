/** The users' activity log (identity's): Luca records there that a user opened it. */
export abstract class ActivityLog {
  abstract lucaOpened(userId: string, tenantId: string): Promise<void>;
}
