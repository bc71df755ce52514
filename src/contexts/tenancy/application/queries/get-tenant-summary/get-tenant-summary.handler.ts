import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { GetTenantSummary, type TenantSummary } from './get-tenant-summary.query.js';

@QueryHandler(GetTenantSummary)
export class GetTenantSummaryHandler implements IQueryHandler<GetTenantSummary> {
  constructor(private readonly tenants: TenantRepository) {}

  async execute({ tenantId }: GetTenantSummary): Promise<TenantSummary | null> {
    const tenant = await this.tenants.byId(tenantId);
    if (!tenant) return null;
    const {
      id,
      companyId,
      organizationName,
      status,
      ssp,
      provider,
      regionIds,
      startDate,
      endDate,
      usersLimit,
    } = tenant;
    return {
      id,
      companyId,
      organizationName,
      status,
      ssp,
      provider,
      regionIds: [...regionIds],
      startDate,
      endDate,
      usersLimit,
    };
  }
}
