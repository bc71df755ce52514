import type { Tenant } from './tenant.js';

export const TENANT_SORT_FIELDS = [
  'companyId',
  'organizationName',
  'organizationUrl',
  'contactName',
  'startDate',
  'endDate',
] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];

export interface TenantListCriteria {
  /** Matches organization name or POC email, case-insensitive. */
  search?: string;
  page: number;
  pageSize: number;
  sortField: TenantSortField;
  sortDir: 'asc' | 'desc';
}

export abstract class TenantRepository {
  abstract byId(id: string): Promise<Tenant | null>;
  abstract byOrganizationName(name: string): Promise<Tenant | null>;
  abstract nextCompanyId(): Promise<number>;
  abstract add(tenant: Tenant): Promise<void>;
  abstract save(tenant: Tenant): Promise<void>;
  abstract remove(tenant: Tenant): Promise<void>;
  abstract count(): Promise<number>;
  abstract list(criteria: TenantListCriteria): Promise<{ tenants: Tenant[]; total: number }>;
}
