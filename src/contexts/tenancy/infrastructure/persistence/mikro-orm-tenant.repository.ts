import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TenancyError } from '../../domain/tenancy-error.js';
import { Tenant } from '../../domain/tenant.js';
import { TenantRepository, type TenantListCriteria } from '../../domain/tenant.repository.js';
import { persistUnique } from '../../../../shared/database/persist-unique.js';

@Injectable()
export class MikroOrmTenantRepository extends TenantRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  transactional<T>(work: () => Promise<T>): Promise<T> {
    // The injected EntityManager resolves to the open transaction's inside `work`, so every repository
    // (and every command handler, of any context) called there takes part in it.
    return this.em.transactional(() => work());
  }

  byId(id: string): Promise<Tenant | null> {
    return this.em.findOne(Tenant, { id });
  }

  lock(id: string): Promise<Tenant | null> {
    return this.em.findOne(Tenant, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  byOrganizationName(name: string): Promise<Tenant | null> {
    return this.em.findOne(Tenant, { organizationName: { $ilike: name.trim() } });
  }

  /** Company ids come from a sequence, so two replicas never hand out the same one. */
  async nextCompanyId(): Promise<number> {
    // Through the EntityManager, so the query joins the caller's transaction if there is one.
    const rows = await this.em.execute<{ id: string }[]>("select nextval('tenancy.company_id_seq') as id");
    return Number(rows[0]?.id);
  }

  count(): Promise<number> {
    return this.em.count(Tenant, {});
  }

  async add(tenant: Tenant): Promise<void> {
    await this.flushNamed(tenant);
  }

  async save(tenant: Tenant): Promise<void> {
    await this.flushNamed(tenant);
  }

  /** Two tenants given one name at once both pass the handlers' check: the unique index decides (409, not 500). */
  private flushNamed(tenant: Tenant): Promise<void> {
    return persistUnique(
      this.em,
      tenant,
      () => new TenancyError('ORGANIZATION_ALREADY_EXISTS'),
      'tenant_organization_name_unique',
    );
  }

  async remove(tenant: Tenant): Promise<void> {
    await this.em.remove(tenant).flush();
  }

  async list(criteria: TenantListCriteria): Promise<{ tenants: Tenant[]; total: number }> {
    const search = criteria.search?.trim();
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = pattern
      ? { $or: [{ organizationName: { $ilike: pattern } }, { contactEmail: { $ilike: pattern } }] }
      : {};
    const [tenants, total] = await this.em.findAndCount(Tenant, where, {
      orderBy:
        criteria.sortField === 'companyId'
          ? { companyId: criteria.sortDir }
          : { [criteria.sortField]: criteria.sortDir, companyId: 'asc' },
      limit: criteria.pageSize,
      offset: (criteria.page - 1) * criteria.pageSize,
    });
    return { tenants, total };
  }
}
