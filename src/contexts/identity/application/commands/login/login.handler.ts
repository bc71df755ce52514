import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { MfaFactorRepository } from '../../../domain/mfa-factor.repository.js';
import { TokenIssuer } from '../../ports/token-issuer.js';
import type { Principal } from '../../principal.js';
import { SignInService } from '../../sign-in.service.js';
import { Login } from './login.command.js';

export const MFA_PENDING_TTL_MS = 5 * 60 * 1000;

@CommandHandler(Login)
export class LoginHandler implements ICommandHandler<Login> {
  constructor(
    private readonly signIn: SignInService,
    private readonly factors: MfaFactorRepository,
    private readonly tokens: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute({ attempt }: Login): Promise<Principal> {
    const account = await this.signIn.checkCredentials(attempt);
    if (account.supportVerify) {
      // The one-time-code step issues the token once the code is validated.
      return { ...(await this.signIn.principal(account)), supportVarify: true };
    }
    const factor = await this.factors.byUser(account.id);
    if (factor?.isEnrolled()) {
      const sessionInfo = randomUUID();
      const expiresAt = new Date(this.clock.now().getTime() + MFA_PENDING_TTL_MS);
      return {
        ...(await this.signIn.principal(account)),
        mfaPendingCredential: await this.tokens.issuePendingMfa(
          { sub: account.id, nonce: sessionInfo },
          expiresAt,
        ),
        mfaInfo: { factorId: 'totp', displayName: 'Authenticator app' },
        sessionInfo,
      };
    }
    return this.signIn.openSession(account);
  }
}
