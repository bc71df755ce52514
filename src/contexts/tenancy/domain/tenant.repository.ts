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
  /** Runs `work` in one transaction: every repository and command it calls takes part (all or nothing). */
  abstract transactional<T>(work: () => Promise<T>): Promise<T>;
  abstract byId(id: string): Promise<Tenant | null>;
  /**
   * Inside a command: the tenant, its row locked until the command commits. A check of the tenant's limits
   * (seats) made after it holds while the command writes: concurrent commands for the tenant wait here.
   */
  abstract lock(id: string): Promise<Tenant | null>;
  abstract byOrganizationName(name: string): Promise<Tenant | null>;
  abstract nextCompanyId(): Promise<number>;
  abstract add(tenant: Tenant): Promise<void>;
  abstract save(tenant: Tenant): Promise<void>;
  abstract remove(tenant: Tenant): Promise<void>;
  abstract count(): Promise<number>;
  abstract list(criteria: TenantListCriteria): Promise<{ tenants: Tenant[]; total: number }>;
}
