import { Injectable } from '@nestjs/common';
import { isPlatformStaff } from '../../../shared/domain/roles.js';
import { TenancyError } from '../domain/tenancy-error.js';
import type { Tenant } from '../domain/tenant.js';
import { TenantRepository } from '../domain/tenant.repository.js';
import type { PersonActor } from './commands/manage-persons/manage-persons.commands.js';
import { PersonAccounts, type PersonAccount } from './ports/person-accounts.js';

/** Staff and the system may act on any tenant; a tenant administrator only on their own. */
export function actsAsStaff(actor: PersonActor): boolean {
  return actor === 'SYSTEM' || isPlatformStaff(actor.role);
}

/** Decides which tenant's persons a caller may see and change, without telling other tenants apart from none. */
@Injectable()
export class TenantScope {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly accounts: PersonAccounts,
  ) {}

  /** The tenant whose persons the actor manages; `tenantId` defaults to a tenant administrator's own. */
  async forPersons(actor: PersonActor, tenantId: string | undefined): Promise<Tenant> {
    if (actor !== 'SYSTEM' && !isPlatformStaff(actor.role) && actor.role !== 'TENANT_ADMINISTRATOR') {
      throw new TenancyError('INSUFFICIENT_PERMISSION');
    }
    const id = tenantId ?? (actor === 'SYSTEM' || isPlatformStaff(actor.role) ? undefined : actor.tenantId);
    if (!id) throw new TenancyError('TENANT_NOT_FOUND');
    if (!actsAsStaff(actor) && actor !== 'SYSTEM' && actor.tenantId !== id) {
      throw new TenancyError('TENANT_NOT_FOUND');
    }
    return this.tenant(id);
  }

  async tenant(tenantId: string): Promise<Tenant> {
    const tenant = await this.tenants.byId(tenantId);
    if (!tenant) throw new TenancyError('TENANT_NOT_FOUND');
    return tenant;
  }

  /** The persons of these ids, all in this tenant; USER_NOT_FOUND otherwise. */
  async persons(tenant: Tenant, userIds: string[]): Promise<PersonAccount[]> {
    const found: PersonAccount[] = [];
    for (const id of new Set(userIds)) {
      const account = await this.accounts.byId(id);
      if (!account || account.tenantId !== tenant.id) throw new TenancyError('USER_NOT_FOUND');
      found.push(account);
    }
    return found;
  }
}
