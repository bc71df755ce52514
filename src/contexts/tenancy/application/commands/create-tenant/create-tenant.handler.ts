import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { TenancyError } from '../../../domain/tenancy-error.js';
import { Tenant } from '../../../domain/tenant.js';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { CreateTenant } from './create-tenant.command.js';

@CommandHandler(CreateTenant)
export class CreateTenantHandler implements ICommandHandler<CreateTenant> {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: CreateTenant): Promise<string> {
    Tenant.assertValidName(input.organizationName);
    if (await this.tenants.byOrganizationName(input.organizationName)) {
      throw new TenancyError('ORGANIZATION_ALREADY_EXISTS');
    }
    const tenant = new Tenant({
      ...input,
      id: randomUUID(),
      companyId: await this.tenants.nextCompanyId(),
      createdAt: this.clock.now(),
    });
    await this.tenants.add(tenant);
    return tenant.id;
  }
}
