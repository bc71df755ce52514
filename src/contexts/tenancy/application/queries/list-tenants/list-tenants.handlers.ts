import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { TenantScope } from '../../tenant-scope.js';
import { TenantViews } from '../../tenant-views.js';
import { GetTenantView, ListTenants } from './list-tenants.query.js';
import type { TenantView } from './tenant.view.js';

@QueryHandler(ListTenants)
export class ListTenantsHandler implements IQueryHandler<ListTenants> {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly views: TenantViews,
  ) {}

  async execute({ criteria }: ListTenants): Promise<{ data: TenantView[]; total: number }> {
    const { tenants, total } = await this.tenants.list(criteria);
    const data: TenantView[] = [];
    for (const tenant of tenants) data.push(await this.views.of(tenant));
    return { data, total };
  }
}

@QueryHandler(GetTenantView)
export class GetTenantViewHandler implements IQueryHandler<GetTenantView> {
  constructor(
    private readonly scope: TenantScope,
    private readonly views: TenantViews,
  ) {}

  async execute({ tenantId }: GetTenantView): Promise<TenantView> {
    return this.views.of(await this.scope.tenant(tenantId));
  }
}
