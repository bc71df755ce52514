import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { TenancyError } from '../../../domain/tenancy-error.js';
import { TenantRepository } from '../../../domain/tenant.repository.js';
import {
  checkTenantRequest,
  personsToCreate,
  TenantRequest,
  type TenantRequestDetails,
} from '../../../domain/tenant-request.js';
import { MikroOrmTenantRequestRepository } from '../../../infrastructure/persistence/mikro-orm-tenant-request.repository.js';
import { PersonAccounts } from '../../ports/person-accounts.js';
import { ScreeningRegionCatalogue } from '../../../infrastructure/screening/screening-region-catalogue.js';
import { SaveTenantRequest } from './save-tenant-request.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(SaveTenantRequest)
export class SaveTenantRequestHandler implements ICommandHandler<SaveTenantRequest> {
  constructor(
    private readonly requests: MikroOrmTenantRequestRepository,
    private readonly tenants: TenantRepository,
    private readonly accounts: PersonAccounts,
    private readonly regions: ScreeningRegionCatalogue,
    private readonly clock: Clock,
  ) {}

  async execute({ draft, featureRequestId }: SaveTenantRequest): Promise<string> {
    if (featureRequestId !== null) {
      // Not found or already carried out: said before anything about the body.
      const existing = await this.requests.byId(featureRequestId);
      if (!existing) throw new TenancyError('REQUEST_NOT_FOUND');
      if (existing.state !== 'PENDING') throw new TenancyError('REQUEST_ALREADY_STARTED');
    }
    const now = this.clock.now();
    const regionIds = new Set(this.regions.all().map((region) => region.exchange_countryID));
    const details = checkTenantRequest(draft, now, regionIds);
    await this.resolveTenant(details, featureRequestId);
    await this.assertEmailsFree(details);

    if (featureRequestId === null) {
      const request = new TenantRequest(randomUUID(), details, now);
      await this.requests.add(request);
      return request.id;
    }
    // Locked: a run that is carrying the request out right now finishes first, then we see it started.
    return this.requests.transactional(async () => {
      const request = await this.requests.lockById(featureRequestId);
      if (!request) throw new TenancyError('REQUEST_NOT_FOUND');
      request.edit(details, this.clock.now());
      await this.requests.save(request);
      return request.id;
    });
  }

  /** TENANT: a free organization name; USER and LUCA: an existing tenant (and, for LUCA, its users). */
  private async resolveTenant(details: TenantRequestDetails, featureRequestId: string | null): Promise<void> {
    if (details.requestType === 'TENANT') {
      const name = details.organizationName ?? '';
      if (
        (await this.tenants.byOrganizationName(name)) ||
        (await this.requests.pendingOrganizationName(name, featureRequestId))
      ) {
        throw new TenancyError('ORGANIZATION_ALREADY_EXISTS');
      }
      return;
    }
    const tenant =
      details.tenantId && UUID.test(details.tenantId) ? await this.tenants.byId(details.tenantId) : null;
    if (!tenant) throw new TenancyError('TENANT_NOT_FOUND');
    details.organizationName = tenant.organizationName;
    if (details.requestType === 'LUCA') {
      details.personList = [];
      for (const uid of details.uids) {
        const account = UUID.test(uid) ? await this.accounts.byId(uid) : null;
        if (!account || account.tenantId !== tenant.id) throw new TenancyError('USER_NOT_FOUND');
        details.personList.push({
          displayName: account.displayName,
          email: account.email,
          lucaAccessible: true,
          uid: account.id,
          error: null,
        });
      }
    }
  }

  /** Every user the request will create must be new: EMAIL_ALREADY_EXISTS otherwise. */
  private async assertEmailsFree(details: TenantRequestDetails): Promise<void> {
    if (details.requestType === 'LUCA') return;
    for (const person of personsToCreate(details)) {
      if (await this.accounts.byEmail(person.email)) throw new TenancyError('EMAIL_ALREADY_EXISTS');
    }
  }
}
