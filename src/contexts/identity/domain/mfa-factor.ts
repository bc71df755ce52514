/** A user's TOTP second factor (RFC 6238): pending until the first code confirms it. */
export class MfaFactor {
  userId: string;
  secret: string;
  createdAt: Date;
  confirmedAt: Date | null;

  constructor(input: { userId: string; secret: string; createdAt: Date }) {
    this.userId = input.userId;
    this.secret = input.secret;
    this.createdAt = input.createdAt;
    this.confirmedAt = null;
  }

  isEnrolled(): boolean {
    return this.confirmedAt !== null;
  }
}
