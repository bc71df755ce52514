import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetAccountSummary } from '../../../identity/index.js';
import { GetTenantSummary } from '../../../tenancy/index.js';
import { SupportDirectory, type SupportContact } from '../../application/ports/support-directory.js';

/** A ticket's author and tenant by name: identity's account, tenancy's tenant. */
@Injectable()
export class ContextSupportDirectory extends SupportDirectory {
  constructor(private readonly queries: QueryBus) {
    super();
  }

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
