import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { TenancyError } from '../../../domain/tenancy-error.js';
import { Tenant } from '../../../domain/tenant.js';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import { PersonAccounts } from '../../ports/person-accounts.js';
import { BillingTenantSubscriptions } from '../../../infrastructure/billing/billing-tenant-subscriptions.js';
import { SignUpOrganisation } from './sign-up.command.js';

@CommandHandler(SignUpOrganisation)
export class SignUpOrganisationHandler implements ICommandHandler<SignUpOrganisation> {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly accounts: PersonAccounts,
    private readonly subscriptions: BillingTenantSubscriptions,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: SignUpOrganisation): Promise<{ tenantId: string; userId: string }> {
    Tenant.assertValidName(input.organizationName);
    if (await this.tenants.byOrganizationName(input.organizationName)) {
      throw new TenancyError('ORGANIZATION_ALREADY_EXISTS');
    }
    // Checked before anything is written, so a taken email leaves no tenant behind.
    if (await this.accounts.byEmail(input.contactEmail)) throw new TenancyError('EMAIL_ALREADY_EXISTS');
    // One transaction: the tenant, its administrator, the subscription and the magic link's mail commit
    // together, or (a plan not offered, an email taken meanwhile) nothing is left behind.
    return this.tenants.transactional(async () => {
      const tenantId = randomUUID();
      // First, before a company id is taken: the chosen bundle (refused when not offered), nothing bought
      // yet, so the new tenant's users see no dashboard until a plan is bought or the trial started.
      await this.subscriptions.open(tenantId, input.productId);
      const now = this.clock.now();
      const tenant = new Tenant({
        id: tenantId,
        companyId: await this.tenants.nextCompanyId(),
        organizationName: input.organizationName,
        organizationUrl: input.organizationUrl,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        tenantManagerName: input.contactName,
        tenantManagerEmail: input.contactEmail,
        regionIds: [],
        startDate: now,
        ssp: true,
        createdAt: now,
      });
      await this.tenants.add(tenant);
      const userId = await this.accounts.register({
        tenantId: tenant.id,
        displayName: input.contactName,
        email: input.contactEmail,
        role: 'TENANT_ADMINISTRATOR',
        lucaAccessible: false,
      });
      tenant.managerUserId = userId;
      await this.tenants.save(tenant);
      await this.accounts.sendFirstAdministratorLink(userId, tenant.organizationName);
      return { tenantId: tenant.id, userId };
    });
  }
}
