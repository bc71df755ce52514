// The tenancy context's public surface.
export { TenancyModule } from './tenancy.module.js';
export { tenancyEntities } from './infrastructure/persistence/tenancy.schemas.js';
export {
  CreateTenant,
  type CreateTenantInput,
} from './application/commands/create-tenant/create-tenant.command.js';
export {
  GetTenantSummary,
  type TenantSummary,
} from './application/queries/get-tenant-summary/get-tenant-summary.query.js';
export { CountTenants } from './application/queries/count-tenants/count-tenants.query.js';
