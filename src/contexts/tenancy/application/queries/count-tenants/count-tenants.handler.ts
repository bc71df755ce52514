import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { CountTenants } from './count-tenants.query.js';

@QueryHandler(CountTenants)
export class CountTenantsHandler implements IQueryHandler<CountTenants> {
  constructor(private readonly tenants: TenantRepository) {}

  execute(): Promise<number> {
    return this.tenants.count();
  }
}
