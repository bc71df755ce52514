import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';
import type { CredentialAttempt } from '../../sign-in.service.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/** Password sign-in; answers a signed-in principal, or one that must enter a one-time code or a TOTP code. */
@CommitsStepByStep() // The attempt is counted (and a failure kept) before the password is checked, whatever the answer.
export class Login extends Command<Principal> {
  constructor(readonly attempt: CredentialAttempt) {
    super();
  }
}
