import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IdentityError } from '../../../domain/identity-error.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { TenantDirectory } from '../../ports/tenant-directory.js';
import { principalOf, type Principal } from '../../principal.js';
import { GetPrincipal } from './get-principal.query.js';

@QueryHandler(GetPrincipal)
export class GetPrincipalHandler implements IQueryHandler<GetPrincipal> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly tenants: TenantDirectory,
  ) {}

  async execute({ userId }: GetPrincipal): Promise<Principal> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    return principalOf(account, (await this.tenants.nameOf(account.tenantId)) ?? '');
  }
}
