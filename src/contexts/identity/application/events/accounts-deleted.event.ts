/** Accounts were deleted: contexts that keep data per user forget theirs. */
export class AccountsDeleted {
  constructor(
    readonly tenantId: string,
    readonly userIds: readonly string[],
  ) {}
}
