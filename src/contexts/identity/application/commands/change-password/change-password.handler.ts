import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityError } from '../../../domain/identity-error.js';
import { assertPasswordPolicy } from '../../../domain/password-policy.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { PasswordHasher } from '../../ports/password-hasher.js';
import type { Principal } from '../../principal.js';
import { SignInService } from '../../sign-in.service.js';
import { ChangePassword } from './change-password.command.js';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly signIn: SignInService,
  ) {}

  async execute({ userId, password }: ChangePassword): Promise<Principal> {
    assertPasswordPolicy(password);
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    account.passwordHash = await this.hasher.hash(password);
    account.firstLogin = false;
    await this.accounts.save(account);
    // Every other session of the old password ends; the caller continues on a new one.
    return this.signIn.openSession(account);
  }
}
