import { IdentityError } from './identity-error.js';

export const ONE_TIME_CODE_TTL_MS = 10 * 60 * 1000;
export const ONE_TIME_CODE_MAX_TRIES = 5;
/** Codes one account may be sent in a throttle window (15 minutes): more are refused (429) until it has passed. */
export const ONE_TIME_CODES_PER_WINDOW = 5;
export type CodeChannel = 'EMAIL' | 'SMS';

/**
 * A one-time sign-in code (6 characters) sent by mail or SMS. Only its hash is kept. It expires after
 * 10 minutes, allows 5 tries, and works once.
 */
export class OneTimeCode {
  // Set by the constructor from its input.
  id!: string;
  userId!: string;
  channel!: CodeChannel;
  codeHash!: string;
  createdAt!: Date;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;

  constructor(input: Pick<OneTimeCode, 'id' | 'userId' | 'channel' | 'codeHash' | 'createdAt'>) {
    Object.assign(this, input);
    this.expiresAt = new Date(input.createdAt.getTime() + ONE_TIME_CODE_TTL_MS);
    this.attempts = 0;
    this.consumedAt = null;
  }

  /** Counts a try; throws OTP_INVALID when the code is wrong, used, expired or out of tries. */
  redeem(codeHash: string, now: Date): void {
    if (this.consumedAt !== null || now >= this.expiresAt || this.attempts >= ONE_TIME_CODE_MAX_TRIES) {
      throw new IdentityError('OTP_INVALID');
    }
    this.attempts += 1;
    if (codeHash !== this.codeHash) throw new IdentityError('OTP_INVALID');
    this.consumedAt = now;
  }
}
