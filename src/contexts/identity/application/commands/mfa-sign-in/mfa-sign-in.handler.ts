import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { MfaFactorRepository } from '../../../domain/mfa-factor.repository.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { TokenIssuer } from '../../ports/token-issuer.js';
import { Totp } from '../../ports/totp.js';
import type { Principal } from '../../principal.js';
import { SignInService } from '../../sign-in.service.js';
import { MfaSignIn } from './mfa-sign-in.command.js';

@CommandHandler(MfaSignIn)
export class MfaSignInHandler implements ICommandHandler<MfaSignIn> {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly accounts: UserAccountRepository,
    private readonly factors: MfaFactorRepository,
    private readonly totp: Totp,
    private readonly signIn: SignInService,
    private readonly clock: Clock,
  ) {}

  async execute({ code, sessionInfo, pendingCredential }: MfaSignIn): Promise<Principal> {
    const pending = await this.tokens.verifyPendingMfa(pendingCredential);
    if (!pending || pending.nonce !== sessionInfo) throw new IdentityError('UNAUTHORIZED');
    const account = await this.accounts.byId(pending.sub);
    const factor = account ? await this.factors.byUser(account.id) : null;
    if (!account || !factor?.isEnrolled()) throw new IdentityError('UNAUTHORIZED');
    if (!this.totp.verify(factor.secret, code.trim(), this.clock.now())) {
      throw new IdentityError(
        'INVALID_CODE',
        'The code is not valid. Enter the current code from your authenticator app.',
      );
    }
    return this.signIn.openSession(account);
  }
}
