import type { Tenant } from './tenant.js';

export abstract class TenantRepository {
  abstract byId(id: string): Promise<Tenant | null>;
  abstract byOrganizationName(name: string): Promise<Tenant | null>;
  abstract nextCompanyId(): Promise<number>;
  abstract add(tenant: Tenant): Promise<void>;
  abstract count(): Promise<number>;
}
