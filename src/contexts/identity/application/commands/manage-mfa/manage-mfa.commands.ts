import { Command } from '@nestjs/cqrs';
import { type TotpEnrolment } from '../../../infrastructure/crypto/rfc6238-totp.js';

/** Starts (or restarts) TOTP enrolment: a new secret with its QR code, pending until confirmed. */
export class EnrollMfa extends Command<TotpEnrolment> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Confirms enrolment with a first code from the authenticator app. */
export class ConfirmMfa extends Command<{ enrolled: boolean }> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}

/** Removes the second factor after checking a current code. */
export class DisableMfa extends Command<{ enrolled: boolean }> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
