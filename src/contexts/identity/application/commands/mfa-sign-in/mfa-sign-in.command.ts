import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';

/** Completes a sign-in with the TOTP code, the pending credential and its session info. */
export class MfaSignIn extends Command<Principal> {
  constructor(
    readonly code: string,
    readonly sessionInfo: string,
    readonly pendingCredential: string,
  ) {
    super();
  }
}
