export const ACTIVITY_TYPES = ['LOGIN', 'WATCHLIST', 'CSV_DOWNLOAD', 'LUCA_ACCESS'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Something a user did that the product counts (sign-ins, downloads, Luca visits), per user and tenant. */
export class Activity {
  id: string;
  userId: string;
  tenantId: string;
  type: ActivityType;
  at: Date;

  constructor(input: { id: string; userId: string; tenantId: string; type: ActivityType; at: Date }) {
    this.id = input.id;
    this.userId = input.userId;
    this.tenantId = input.tenantId;
    this.type = input.type;
    this.at = input.at;
  }
}
