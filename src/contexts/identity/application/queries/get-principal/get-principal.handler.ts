import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IdentityError } from '../../../domain/identity-error.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import type { Principal } from '../../principal.js';
import { SignInService } from '../../sign-in.service.js';
import { GetPrincipal } from './get-principal.query.js';

@QueryHandler(GetPrincipal)
export class GetPrincipalHandler implements IQueryHandler<GetPrincipal> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly signIn: SignInService,
  ) {}

  async execute({ userId }: GetPrincipal): Promise<Principal> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    return this.signIn.principal(account);
  }
}
