import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { IdentityError } from '../../../domain/identity-error.js';
import {
  MikroOrmLoginThrottleRepository,
  MikroOrmOneTimeCodeRepository,
} from '../../../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { ONE_TIME_CODES_PER_WINDOW, OneTimeCode } from '../../../domain/one-time-code.js';
import { TemplatedAccountMail } from '../../../infrastructure/mail/templated-account-mail.js';
import { NodeSecrets } from '../../../infrastructure/crypto/node-secrets.js';
import { SmsSender } from '../../ports/sms-sender.js';
import { SignInService } from '../../sign-in.service.js';
import { SendOneTimeCode, type CodeSent } from './send-one-time-code.command.js';

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const country = phone.trim().startsWith('+') ? `+${digits.slice(0, 2)} ` : '';
  return `${country}****${digits.slice(-4)}`;
}

@CommandHandler(SendOneTimeCode)
export class SendOneTimeCodeHandler implements ICommandHandler<SendOneTimeCode> {
  constructor(
    private readonly signIn: SignInService,
    private readonly codes: MikroOrmOneTimeCodeRepository,
    private readonly secrets: NodeSecrets,
    private readonly mail: TemplatedAccountMail,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
    private readonly throttles: MikroOrmLoginThrottleRepository,
  ) {}

  async execute({ attempt, channel }: SendOneTimeCode): Promise<CodeSent> {
    const account = await this.signIn.checkCredentials(attempt);
    if (channel === 'SMS' && !account.phone)
      throw new IdentityError('NO_PHONE_NUMBER', 'There is no phone number on this account.');
    const now = this.clock.now();
    // Counted atomically, so codes asked for at once count one by one.
    const [sent] = await this.throttles.countAttempt([`code-sent:${account.id}`], now);
    // A code sent is never settled: every send counts for the window.
    if (!sent || sent.attempts() >= ONE_TIME_CODES_PER_WINDOW)
      throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER');
    const previous = await this.codes.latestUnused(account.id);
    if (previous) {
      previous.consumedAt = now;
      await this.codes.save(previous);
    }
    const code = this.secrets.oneTimeCode();
    await this.codes.add(
      new OneTimeCode({
        id: randomUUID(),
        userId: account.id,
        channel,
        codeHash: this.secrets.hash(code),
        createdAt: now,
      }),
    );
    if (channel === 'SMS' && account.phone) {
      await this.sms.send(
        account.phone,
        `Your Ledgerscope sign-in code is ${code}. It expires in 10 minutes.`,
      );
      return { verifyType: 2, contact: maskPhone(account.phone), message: 'SUCCESS_RESEND_CODE' };
    }
    await this.mail.oneTimeCode(account.email, account.displayName, code);
    return { verifyType: 1, contact: maskEmail(account.email), message: 'SUCCESS_RESEND_CODE' };
  }
}
