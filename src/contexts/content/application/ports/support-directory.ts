/** Names a ticket's mail shows for its author and tenant (identity's and tenancy's, answered by infrastructure/identity, ADR 8). */
export interface SupportContact {
  userName: string | null;
  tenantName: string | null;
  companyId: number | null;
}

export abstract class SupportDirectory {
  abstract describe(userId: string, tenantId: string): Promise<SupportContact>;
}
