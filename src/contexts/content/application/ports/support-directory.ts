/** Names a ticket's mail shows for its author and tenant (answered by the composition root, ADR 5). */
export interface SupportContact {
  userName: string | null;
  tenantName: string | null;
  companyId: number | null;
}

export abstract class SupportDirectory {
  abstract describe(userId: string, tenantId: string): Promise<SupportContact>;
}
