import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetAccountSummary } from '../../../identity/index.js';
import { GetTenantSummary } from '../../../tenancy/index.js';

/** Names a ticket's mail shows for its author and tenant (identity's and tenancy's, answered by infrastructure/identity, ADR 8). */
export interface SupportContact {
  userName: string | null;
  tenantName: string | null;
  companyId: number | null;
}

/** A ticket's author and tenant by name: identity's account, tenancy's tenant. */
@Injectable()
export class ContextSupportDirectory {
  constructor(private readonly queries: QueryBus) {}

  async describe(userId: string, tenantId: string): Promise<SupportContact> {
    const [account, tenant] = await Promise.all([
      this.queries.execute(new GetAccountSummary(userId)),
      this.queries.execute(new GetTenantSummary(tenantId)),
    ]);
    return {
      userName: account?.displayName ?? null,
      tenantName: tenant?.organizationName ?? null,
      companyId: tenant?.companyId ?? null,
    };
  }
}
