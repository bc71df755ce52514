import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { MikroOrmLoginThrottleRepository } from '../../../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { MfaFactorRepository } from '../../../domain/mfa-factor.repository.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { TokenIssuer } from '../../ports/token-issuer.js';
import { Rfc6238Totp } from '../../../infrastructure/crypto/rfc6238-totp.js';
import type { Principal } from '../../principal.js';
import { SignInService } from '../../sign-in.service.js';
import { MfaSignIn } from './mfa-sign-in.command.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

@CommandHandler(MfaSignIn)
export class MfaSignInHandler implements ICommandHandler<MfaSignIn> {
  constructor(
    private readonly tokens: TokenIssuer,
    private readonly accounts: UserAccountRepository,
    private readonly factors: MfaFactorRepository,
    private readonly totp: Rfc6238Totp,
    private readonly signIn: SignInService,
    private readonly clock: Clock,
    private readonly throttles: MikroOrmLoginThrottleRepository,
  ) {}

  async execute({ code, sessionInfo, pendingCredential }: MfaSignIn): Promise<Principal> {
    const pending = await this.tokens.verifyPendingMfa(pendingCredential);
    if (!pending || pending.nonce !== sessionInfo) throw new IdentityError('UNAUTHORIZED');
    const account = await this.accounts.byId(pending.sub);
    const factor = account ? await this.factors.byUser(account.id) : null;
    if (!account || !factor?.isEnrolled()) throw new IdentityError('UNAUTHORIZED');
    // Codes count like passwords, per account and apart from them (a right password, which anyone guessing
    // codes has, does not reset this count): slowed down after a few wrong ones, then refused for the window.
    const now = this.clock.now();
    const key = `mfa:${account.id}`;
    const [throttle] = await this.throttles.countAttempt([key], now);
    const decision = throttle ? throttle.decision() : 0;
    if (decision === 'refuse') {
      await this.throttles.settle([key], false, now);
      throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER');
    }
    if (decision > 0) await sleep(decision);
    if (!this.totp.verify(factor.secret, code.trim(), this.clock.now())) {
      await this.throttles.settle([key], true, this.clock.now());
      throw new IdentityError(
        'INVALID_CODE',
        'The code is not valid. Enter the current code from your authenticator app.',
      );
    }
    await this.throttles.clear(key);
    return this.signIn.openSession(account);
  }
}
