import { Module } from '@nestjs/common';
import { CreateTenantHandler } from './application/commands/create-tenant/create-tenant.handler.js';
import { CountTenantsHandler } from './application/queries/count-tenants/count-tenants.handler.js';
import { GetTenantSummaryHandler } from './application/queries/get-tenant-summary/get-tenant-summary.handler.js';
import { TenantRepository } from './domain/tenant.repository.js';
import { MikroOrmTenantRepository } from './infrastructure/persistence/mikro-orm-tenant.repository.js';

@Module({
  providers: [
    { provide: TenantRepository, useClass: MikroOrmTenantRepository },
    CreateTenantHandler,
    GetTenantSummaryHandler,
    CountTenantsHandler,
  ],
})
export class TenancyModule {}
