import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetTenantSummary } from '../../../tenancy/index.js';
import { TenantDirectory } from '../../application/ports/tenant-directory.js';

/** Asks the tenancy context, through its public query, for a tenant's name. */
@Injectable()
export class TenancyTenantDirectory extends TenantDirectory {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async nameOf(tenantId: string): Promise<string | null> {
    const tenant = await this.queries.execute(new GetTenantSummary(tenantId));
    return tenant?.organizationName ?? null;
  }
}
