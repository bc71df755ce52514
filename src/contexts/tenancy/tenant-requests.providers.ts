import type { Provider, Type } from '@nestjs/common';
import { DeleteTenantRequestHandler } from './application/commands/delete-tenant-request/delete-tenant-request.handler.js';
import { RunDueTenantRequestsHandler } from './application/commands/run-tenant-requests/run-tenant-requests.handler.js';
import { SaveTenantRequestHandler } from './application/commands/save-tenant-request/save-tenant-request.handler.js';
import { UploadTenantRequestPersonsHandler } from './application/commands/upload-tenant-request-persons/upload-tenant-request-persons.handler.js';
import { TenantRequestXlsxReader } from './infrastructure/spreadsheet/tenant-request-xlsx-reader.js';
import {
  GetTenantRequestHandler,
  ListTenantRequestsHandler,
  TenantRequestViews,
} from './application/queries/list-tenant-requests/list-tenant-requests.handler.js';
import { MikroOrmTenantRequestRepository } from './infrastructure/persistence/mikro-orm-tenant-request.repository.js';
import { TenantRequestsJob } from './infrastructure/jobs/tenant-requests.job.js';
import { TenantRequestsController } from './interface/http/tenant-requests.controller.js';

/** Tenant, user and Luca requests for the future: their part of the tenancy module. */
export const TENANT_REQUEST_CONTROLLERS: Type[] = [TenantRequestsController];

export const TENANT_REQUEST_PROVIDERS: Provider[] = [
  MikroOrmTenantRequestRepository,
  TenantRequestXlsxReader,
  TenantRequestViews,
  SaveTenantRequestHandler,
  DeleteTenantRequestHandler,
  UploadTenantRequestPersonsHandler,
  RunDueTenantRequestsHandler,
  ListTenantRequestsHandler,
  GetTenantRequestHandler,
  TenantRequestsJob,
];
