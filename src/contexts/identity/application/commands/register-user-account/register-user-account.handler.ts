import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { UserAccount } from '../../../domain/user-account.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { PasswordHasher } from '../../ports/password-hasher.js';
import { NodeSecrets } from '../../../infrastructure/crypto/node-secrets.js';
import { RegisterUserAccount } from './register-user-account.command.js';

@CommandHandler(RegisterUserAccount)
export class RegisterUserAccountHandler implements ICommandHandler<RegisterUserAccount> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly secrets: NodeSecrets,
    private readonly clock: Clock,
  ) {}

  async execute({ input }: RegisterUserAccount): Promise<string> {
    const email = UserAccount.normaliseEmail(input.email);
    if (await this.accounts.byEmail(email)) throw new IdentityError('EMAIL_ALREADY_EXISTS');
    const now = this.clock.now();
    const account = new UserAccount({
      id: randomUUID(),
      email,
      passwordHash: await this.hasher.hash(input.password ?? this.secrets.token()),
      displayName: input.displayName,
      phone: input.phone ?? null,
      role: input.role,
      tenantId: input.tenantId,
      lucaAccessible: input.lucaAccessible ?? false,
      supportVerify: input.supportVerify ?? false,
      firstLogin: input.firstLogin ?? false,
      termsAgreedAt: input.termsAgreed ? now : null,
      createdAt: now,
    });
    await this.accounts.add(account);
    return account.id;
  }
}
