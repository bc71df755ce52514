/** Everything watchlists keeps per user: lists, saved filters, alert settings and baselines. */
export abstract class UserWatchDataRepository {
  /** Removes all of it for these users of this tenant. */
  abstract forget(tenantId: string, userIds: readonly string[]): Promise<void>;
}
