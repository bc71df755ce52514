export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** Time-based one-time passwords (RFC 6238: HMAC-SHA1, 6 digits, 30 s steps). */
export abstract class Totp {
  abstract newSecret(): string;
  abstract enrolment(secret: string, accountName: string): Promise<TotpEnrolment>;
  /** True when the code matches the current step or one step either side. */
  abstract verify(secret: string, code: string, at: Date): boolean;
}
