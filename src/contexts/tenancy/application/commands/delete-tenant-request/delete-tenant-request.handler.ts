import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TenancyError } from '../../../domain/tenancy-error.js';
import type { TenantRequest } from '../../../domain/tenant-request.js';
import { MikroOrmTenantRequestRepository } from '../../../infrastructure/persistence/mikro-orm-tenant-request.repository.js';
import { PersonAccounts } from '../../ports/person-accounts.js';
import { DeleteTenantRequest } from './delete-tenant-request.command.js';

@CommandHandler(DeleteTenantRequest)
export class DeleteTenantRequestHandler implements ICommandHandler<DeleteTenantRequest> {
  constructor(
    private readonly requests: MikroOrmTenantRequestRepository,
    private readonly accounts: PersonAccounts,
  ) {}

  async execute({ featureRequestId }: DeleteTenantRequest): Promise<void> {
    // Locked: a run carrying the request out right now finishes first; then its users count.
    await this.requests.transactional(async () => {
      const request = await this.requests.lockById(featureRequestId);
      if (!request) throw new TenancyError('REQUEST_NOT_FOUND');
      if (await this.usersStillExist(request)) throw new TenancyError('DELETE_REQUEST_USER_EXIST');
      await this.requests.remove(request);
    });
  }

  /** TENANT: any user of the created tenant; USER: any user the request added. */
  private async usersStillExist(request: TenantRequest): Promise<boolean> {
    if (request.state === 'PENDING' || request.tenantId === null) return false;
    if (request.requestType === 'TENANT') return (await this.accounts.countOfTenant(request.tenantId)) > 0;
    for (const uid of request.createdUserIds()) {
      const account = await this.accounts.byId(uid);
      if (account && account.tenantId === request.tenantId) return true;
    }
    return false;
  }
}
