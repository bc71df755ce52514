import { EntitySchema } from '@mikro-orm/core';
import { IntegerArrayType } from '../../../../shared/database/integer-array.type.js';
import { Tenant } from '../../domain/tenant.js';
import { tenantRequestEntities } from './tenant-request.schemas.js';

export const TenantSchema = new EntitySchema<Tenant>({
  class: Tenant,
  schema: 'tenancy',
  tableName: 'tenant',
  properties: {
    id: { type: 'uuid', primary: true },
    companyId: { type: 'integer', unique: 'tenant_company_id_unique' },
    organizationName: { type: 'string', length: 255, unique: 'tenant_organization_name_unique' },
    organizationUrl: { type: 'string', length: 2048 },
    contactName: { type: 'string', length: 255 },
    contactEmail: { type: 'string', length: 320 },
    tenantManagerName: { type: 'string', length: 255, nullable: true },
    tenantManagerEmail: { type: 'string', length: 320, nullable: true },
    regionIds: { type: IntegerArrayType },
    selectAllRegions: { type: 'boolean', default: false },
    startDate: { type: 'datetime' },
    endDate: { type: 'datetime', nullable: true },
    status: { type: 'boolean', default: true },
    ssp: { type: 'boolean', default: false },
    provider: { type: 'boolean', default: false },
    usersLimit: { type: 'integer', default: 0 },
    managerUserId: { type: 'uuid', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const tenancyEntities = [TenantSchema, ...tenantRequestEntities];
