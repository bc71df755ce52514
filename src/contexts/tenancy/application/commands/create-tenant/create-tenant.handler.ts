import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { TenancyError } from '../../../domain/tenancy-error.js';
import { Tenant } from '../../../domain/tenant.js';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { PersonAccounts } from '../../ports/person-accounts.js';
import { CreateTenant } from './create-tenant.command.js';

@CommandHandler(CreateTenant)
export class CreateTenantHandler implements ICommandHandler<CreateTenant> {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly accounts: PersonAccounts,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: CreateTenant): Promise<string> {
    Tenant.assertValidName(input.organizationName);
    if (await this.tenants.byOrganizationName(input.organizationName)) {
      throw new TenancyError('ORGANIZATION_ALREADY_EXISTS');
    }
    const manager = input.inviteManager ? managerOf(input) : null;
    // Checked before anything is written: a manager whose email is taken leaves no tenant behind.
    if (manager && (await this.accounts.byEmail(manager.email))) {
      throw new TenancyError('EMAIL_ALREADY_EXISTS');
    }
    // One transaction: the tenant, its manager's account and the invitation mail commit together.
    return this.tenants.transactional(async () => {
      const tenant = new Tenant({
        ...input,
        id: randomUUID(),
        companyId: await this.tenants.nextCompanyId(),
        createdAt: this.clock.now(),
      });
      await this.tenants.add(tenant);
      if (manager) {
        const userId = await this.accounts.register({
          tenantId: tenant.id,
          displayName: manager.name,
          email: manager.email,
          role: 'TENANT_ADMINISTRATOR',
          lucaAccessible: false,
        });
        tenant.setManager({ userId, name: manager.name, email: manager.email }, undefined, this.clock.now());
        await this.tenants.save(tenant);
        // The invitation: the administrator's welcome with a link to set a password (expires in 3 days).
        await this.accounts.sendFirstAdministratorLink(userId, tenant.organizationName);
      }
      return tenant.id;
    });
  }
}

/** The tenant manager the form names (name and email), trimmed; none without an email. */
function managerOf(input: CreateTenant['input']): { name: string; email: string } | null {
  const email = input.tenantManagerEmail?.trim().toLowerCase() ?? '';
  if (email === '') return null;
  return { name: input.tenantManagerName?.trim() || email, email };
}
