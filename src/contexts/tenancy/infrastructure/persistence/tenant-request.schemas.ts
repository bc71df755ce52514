import { EntitySchema } from '@mikro-orm/core';
import { IntegerArrayType } from '../../../../shared/database/integer-array.type.js';
import { TENANT_REQUEST_STATES, TENANT_REQUEST_TYPES, TenantRequest } from '../../domain/tenant-request.js';

/** Tenant, user and Luca requests scheduled for the future (docs/api/tenant-requests.md). */
export const TenantRequestSchema = new EntitySchema<TenantRequest>({
  class: TenantRequest,
  schema: 'tenancy',
  tableName: 'tenant_request',
  indexes: [
    // The due-requests job: PENDING by start date, STARTED by end date.
    { name: 'tenant_request_state_start_idx', properties: ['state', 'startDate'] },
    { name: 'tenant_request_state_end_idx', properties: ['state', 'endDate'] },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    requestType: { enum: true, items: () => [...TENANT_REQUEST_TYPES] },
    state: { enum: true, items: () => [...TENANT_REQUEST_STATES] },
    country: { type: 'string', length: 64 },
    startDate: { type: 'datetime' },
    endDate: { type: 'datetime' },
    tenantId: { type: 'uuid', nullable: true },
    organizationName: { type: 'string', length: 255, nullable: true },
    organizationUrl: { type: 'string', length: 2048, nullable: true },
    contactName: { type: 'string', length: 255, nullable: true },
    contactEmail: { type: 'string', length: 320, nullable: true },
    tenantManagerName: { type: 'string', length: 255, nullable: true },
    tenantManagerEmail: { type: 'string', length: 320, nullable: true },
    regionIds: { type: IntegerArrayType },
    selectAllRegions: { type: 'boolean', default: false },
    personList: { type: 'json', columnType: 'jsonb' },
    uids: { type: 'json', columnType: 'jsonb' },
    failureReason: { type: 'text', nullable: true },
    startedAt: { type: 'datetime', nullable: true },
    endedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const tenantRequestEntities = [TenantRequestSchema];
