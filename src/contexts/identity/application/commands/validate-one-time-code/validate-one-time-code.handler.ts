import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { MikroOrmOneTimeCodeRepository } from '../../../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { UserAccount } from '../../../domain/user-account.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { NodeSecrets } from '../../../infrastructure/crypto/node-secrets.js';
import type { Principal } from '../../principal.js';
import { SignInService } from '../../sign-in.service.js';
import { ValidateOneTimeCode } from './validate-one-time-code.command.js';

@CommandHandler(ValidateOneTimeCode)
export class ValidateOneTimeCodeHandler implements ICommandHandler<ValidateOneTimeCode> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly codes: MikroOrmOneTimeCodeRepository,
    private readonly secrets: NodeSecrets,
    private readonly signIn: SignInService,
    private readonly clock: Clock,
  ) {}

  async execute({ email, code }: ValidateOneTimeCode): Promise<Principal> {
    const account = await this.accounts.byEmail(UserAccount.normaliseEmail(email));
    const pending = account ? await this.codes.latestUnused(account.id) : null;
    if (!account || !pending) throw new IdentityError('OTP_INVALID');
    const attemptsBefore = pending.attempts;
    let refusal: Error | null = null;
    try {
      pending.redeem(this.secrets.hash(code.trim()), this.clock.now());
    } catch (error) {
      refusal = error instanceof Error ? error : new IdentityError('OTP_INVALID');
    }
    // Saved only if no other try was saved meanwhile: a try that lost that race is refused, right or wrong,
    // so tries sent at once count one by one and a code works once.
    const saved = await this.codes.saveTry(pending, attemptsBefore);
    if (refusal) throw refusal;
    if (!saved) throw new IdentityError('OTP_INVALID');
    return this.signIn.openSession(account);
  }
}
