import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { isPlatformStaff } from '../../../../../shared/domain/roles.js';
import { TenancyError } from '../../../domain/tenancy-error.js';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { PersonAccounts } from '../../ports/person-accounts.js';
import { TenantScope } from '../../tenant-scope.js';
import {
  ChangeTenantStatus,
  ConvertTenantToEnterprise,
  DeleteTenant,
  EditTenant,
  UpdateTenantManager,
} from './manage-tenants.commands.js';

@CommandHandler(EditTenant)
export class EditTenantHandler implements ICommandHandler<EditTenant> {
  constructor(
    private readonly scope: TenantScope,
    private readonly tenants: TenantRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: EditTenant): Promise<void> {
    const tenant = await this.scope.tenant(input.id);
    const sameName = await this.tenants.byOrganizationName(input.organizationName);
    if (sameName && sameName.id !== tenant.id) throw new TenancyError('ORGANIZATION_ALREADY_EXISTS');
    const now = this.clock.now();
    tenant.edit(input, now);
    if (input.status !== undefined) tenant.changeStatus(input.status, now);
    await this.tenants.save(tenant);
  }
}

@CommandHandler(ChangeTenantStatus)
export class ChangeTenantStatusHandler implements ICommandHandler<ChangeTenantStatus> {
  constructor(
    private readonly scope: TenantScope,
    private readonly tenants: TenantRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, status }: ChangeTenantStatus): Promise<void> {
    const tenant = await this.scope.tenant(tenantId);
    tenant.changeStatus(status, this.clock.now());
    await this.tenants.save(tenant);
  }
}

@CommandHandler(DeleteTenant)
export class DeleteTenantHandler implements ICommandHandler<DeleteTenant> {
  constructor(
    private readonly scope: TenantScope,
    private readonly tenants: TenantRepository,
    private readonly accounts: PersonAccounts,
  ) {}

  async execute({ tenantId }: DeleteTenant): Promise<void> {
    const tenant = await this.scope.tenant(tenantId);
    if (tenant.provider) throw new TenancyError('INSUFFICIENT_PERMISSION');
    if ((await this.accounts.countOfTenant(tenant.id)) > 0) {
      throw new TenancyError('DELETE_TENANT_USER_EXIST');
    }
    await this.tenants.remove(tenant);
  }
}

@CommandHandler(ConvertTenantToEnterprise)
export class ConvertTenantToEnterpriseHandler implements ICommandHandler<ConvertTenantToEnterprise> {
  constructor(
    private readonly scope: TenantScope,
    private readonly tenants: TenantRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId }: ConvertTenantToEnterprise): Promise<void> {
    const tenant = await this.scope.tenant(tenantId);
    tenant.convertToEnterprise(this.clock.now());
    await this.tenants.save(tenant);
  }
}

@CommandHandler(UpdateTenantManager)
export class UpdateTenantManagerHandler implements ICommandHandler<UpdateTenantManager> {
  constructor(
    private readonly scope: TenantScope,
    private readonly tenants: TenantRepository,
    private readonly accounts: PersonAccounts,
    private readonly clock: Clock,
  ) {}

  /** One user admin per tenant: the chosen person becomes TENANT_ADMINISTRATOR, any other one USER. */
  async execute({ tenantId, userId, limit }: UpdateTenantManager): Promise<void> {
    const tenant = await this.scope.tenant(tenantId);
    const [manager] = await this.scope.persons(tenant, [userId]);
    if (!manager) throw new TenancyError('USER_NOT_FOUND');
    // Making someone the user admin sets their role: never a platform staff account's (only an administrator
    // changes those, through person/edit), whoever asks.
    if (isPlatformStaff(manager.role)) throw new TenancyError('ROLE_EDIT_NOT_ALLOWED');
    tenant.setManager(
      { userId: manager.id, name: manager.displayName, email: manager.email },
      limit,
      this.clock.now(),
    );
    const others = (await this.accounts.ofTenant(tenant.id)).filter(
      (person) => person.id !== manager.id && person.role === 'TENANT_ADMINISTRATOR',
    );
    if (others.length > 0) {
      await this.accounts.update(
        tenant.id,
        others.map((person) => person.id),
        { role: 'USER' },
      );
    }
    if (manager.role !== 'TENANT_ADMINISTRATOR') {
      await this.accounts.update(tenant.id, [manager.id], { role: 'TENANT_ADMINISTRATOR' });
    }
    await this.tenants.save(tenant);
  }
}
