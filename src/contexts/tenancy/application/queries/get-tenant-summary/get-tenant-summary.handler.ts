import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { GetTenantSummary, type TenantSummary } from './get-tenant-summary.query.js';

@QueryHandler(GetTenantSummary)
export class GetTenantSummaryHandler implements IQueryHandler<GetTenantSummary> {
  constructor(private readonly tenants: TenantRepository) {}

  async execute({ tenantId }: GetTenantSummary): Promise<TenantSummary | null> {
    const tenant = await this.tenants.byId(tenantId);
    if (!tenant) return null;
    return {
      id: tenant.id,
      companyId: tenant.companyId,
      organizationName: tenant.organizationName,
      status: tenant.status,
      ssp: tenant.ssp,
      provider: tenant.provider,
      regionIds: [...tenant.regionIds],
      startDate: tenant.startDate,
      endDate: tenant.endDate,
      usersLimit: tenant.usersLimit,
    };
  }
}
