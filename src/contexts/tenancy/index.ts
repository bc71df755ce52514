// The tenancy context's public surface.
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
export {
  AddPerson,
  EditPerson,
  DeletePersons,
  SetPersonsDisabled,
  SetPersonsLucaAccess,
  SendPersonPasswordReset,
  type PersonActor,
} from './application/commands/manage-persons/manage-persons.commands.js';
export {
  EditTenant,
  ChangeTenantStatus,
  DeleteTenant,
  ConvertTenantToEnterprise,
  UpdateTenantManager,
} from './application/commands/manage-tenants/manage-tenants.commands.js';
export { SignUpOrganisation } from './application/commands/sign-up/sign-up.command.js';
export { ListPersons, type PersonList } from './application/queries/list-persons/list-persons.query.js';
export type { PersonView } from './application/queries/list-persons/person.view.js';
export { ListTenants, GetTenantView } from './application/queries/list-tenants/list-tenants.query.js';
export type { TenantView } from './application/queries/list-tenants/tenant.view.js';
export { TenantRequestsJob } from './infrastructure/jobs/tenant-requests.job.js';
