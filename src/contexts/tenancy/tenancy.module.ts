import { PersonAccounts } from './application/ports/person-accounts.js';
import { ScreeningRegionCatalogue } from './infrastructure/screening/screening-region-catalogue.js';
import { BillingTenantSubscriptions } from './infrastructure/billing/billing-tenant-subscriptions.js';
import { IdentityPersonAccounts } from './infrastructure/identity/identity-person-accounts.js';
import { Module } from '@nestjs/common';
import { CreateTenantHandler } from './application/commands/create-tenant/create-tenant.handler.js';
import { CountTenantsHandler } from './application/queries/count-tenants/count-tenants.handler.js';
import { GetTenantSummaryHandler } from './application/queries/get-tenant-summary/get-tenant-summary.handler.js';
import {
  AddPersonHandler,
  DeletePersonsHandler,
  EditPersonHandler,
  SendPersonPasswordResetHandler,
  SetPersonsDisabledHandler,
  SetPersonsLucaAccessHandler,
} from './application/commands/manage-persons/manage-persons.handlers.js';
import {
  ChangeTenantStatusHandler,
  ConvertTenantToEnterpriseHandler,
  DeleteTenantHandler,
  EditTenantHandler,
  UpdateTenantManagerHandler,
} from './application/commands/manage-tenants/manage-tenants.handlers.js';
import { SignUpOrganisationHandler } from './application/commands/sign-up/sign-up.handler.js';
import { ContentProviderDomains } from './infrastructure/content/content-provider-domains.js';
import { ListPersonsHandler } from './application/queries/list-persons/list-persons.handler.js';
import {
  GetTenantViewHandler,
  ListTenantsHandler,
} from './application/queries/list-tenants/list-tenants.handlers.js';
import { Seats } from './application/seats.js';
import { TenantScope } from './application/tenant-scope.js';
import { TenantViews } from './application/tenant-views.js';
import { TenantRepository } from './domain/tenant.repository.js';
import { TenantRequestsJob } from './infrastructure/jobs/tenant-requests.job.js';
import { MikroOrmTenantRepository } from './infrastructure/persistence/mikro-orm-tenant.repository.js';
import { PersonsController } from './interface/http/persons.controller.js';
import { TenantAdminController } from './interface/http/tenant-admin.controller.js';
import { TenantsController } from './interface/http/tenants.controller.js';
import { TENANT_REQUEST_CONTROLLERS, TENANT_REQUEST_PROVIDERS } from './tenant-requests.providers.js';

/**
 * Tenants, persons, seats and sign-up. What it needs of identity, screening, billing and content (accounts,
 * region names, subscription dates, provider domains) is asked by adapters in infrastructure/identity,
 * /screening, /billing and /content (ADR 8); PersonAccounts is a port (its handler tests fake it, ADR 2).
 */
@Module({
  // The request routes first: /tenant/request-future-create/... is matched before /tenant/... routes.
  controllers: [...TENANT_REQUEST_CONTROLLERS, TenantsController, TenantAdminController, PersonsController],
  providers: [
    { provide: TenantRepository, useClass: MikroOrmTenantRepository },
    { provide: PersonAccounts, useClass: IdentityPersonAccounts },
    ScreeningRegionCatalogue,
    BillingTenantSubscriptions,
    ContentProviderDomains,
    TenantScope,
    Seats,
    TenantViews,
    CreateTenantHandler,
    GetTenantSummaryHandler,
    CountTenantsHandler,
    EditTenantHandler,
    ChangeTenantStatusHandler,
    DeleteTenantHandler,
    ConvertTenantToEnterpriseHandler,
    UpdateTenantManagerHandler,
    AddPersonHandler,
    EditPersonHandler,
    DeletePersonsHandler,
    SetPersonsDisabledHandler,
    SetPersonsLucaAccessHandler,
    SendPersonPasswordResetHandler,
    SignUpOrganisationHandler,
    ListTenantsHandler,
    GetTenantViewHandler,
    ListPersonsHandler,
    ...TENANT_REQUEST_PROVIDERS,
  ],
  exports: [TenantRequestsJob],
})
export class TenancyModule {}
