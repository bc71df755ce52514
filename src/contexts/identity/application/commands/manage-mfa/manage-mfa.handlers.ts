import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import { MfaFactor } from '../../../domain/mfa-factor.js';
import { MfaFactorRepository } from '../../../domain/mfa-factor.repository.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import { Rfc6238Totp, type TotpEnrolment } from '../../../infrastructure/crypto/rfc6238-totp.js';
import { ConfirmMfa, DisableMfa, EnrollMfa } from './manage-mfa.commands.js';

const invalidCode = (): IdentityError =>
  new IdentityError(
    'INVALID_CODE',
    'The code is not valid. Enter the current code from your authenticator app.',
  );

@CommandHandler(EnrollMfa)
export class EnrollMfaHandler implements ICommandHandler<EnrollMfa> {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly factors: MfaFactorRepository,
    private readonly totp: Rfc6238Totp,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: EnrollMfa): Promise<TotpEnrolment> {
    const account = await this.accounts.byId(userId);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    const existing = await this.factors.byUser(userId);
    if (existing?.isEnrolled())
      throw new IdentityError('INVALID_CODE', 'Two-step verification is already set up.');
    // A restarted enrolment gets a fresh secret: an earlier QR code stops working.
    const secret = this.totp.newSecret();
    // The QR code (a PNG, tens of ms) is drawn before the upsert: after it, concurrent enrolments of one
    // account waited on the row lock while each drew its image, and under load the last ones ran out of
    // time waiting for a pool connection (503s in the concurrency sweep).
    const enrolment = await this.totp.enrolment(secret, account.email);
    const factor = new MfaFactor({ userId, secret, createdAt: this.clock.now() });
    if (!(await this.factors.enrol(factor)))
      throw new IdentityError('INVALID_CODE', 'Two-step verification is already set up.');
    return enrolment;
  }
}

@CommandHandler(ConfirmMfa)
export class ConfirmMfaHandler implements ICommandHandler<ConfirmMfa> {
  constructor(
    private readonly factors: MfaFactorRepository,
    private readonly totp: Rfc6238Totp,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, code }: ConfirmMfa): Promise<{ enrolled: boolean }> {
    const factor = await this.factors.byUser(userId);
    const now = this.clock.now();
    if (!factor || !this.totp.verify(factor.secret, code.trim(), now)) throw invalidCode();
    factor.confirmedAt ??= now;
    await this.factors.save(factor);
    return { enrolled: true };
  }
}

@CommandHandler(DisableMfa)
export class DisableMfaHandler implements ICommandHandler<DisableMfa> {
  constructor(
    private readonly factors: MfaFactorRepository,
    private readonly totp: Rfc6238Totp,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, code }: DisableMfa): Promise<{ enrolled: boolean }> {
    const factor = await this.factors.byUser(userId);
    if (!factor) return { enrolled: false };
    if (!this.totp.verify(factor.secret, code.trim(), this.clock.now())) throw invalidCode();
    await this.factors.remove(factor);
    return { enrolled: false };
  }
}
