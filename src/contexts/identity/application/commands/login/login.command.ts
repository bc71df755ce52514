import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';
import type { CredentialAttempt } from '../../sign-in.service.js';

/** Password sign-in; answers a signed-in principal, or one that must enter a one-time code or a TOTP code. */
export class Login extends Command<Principal> {
  constructor(readonly attempt: CredentialAttempt) {
    super();
  }
}
