import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/** Completes a sign-in with the TOTP code, the pending credential and its session info. */
@CommitsStepByStep() // The attempt is counted (and a failure kept) before the code is checked, whatever the answer.
export class MfaSignIn extends Command<Principal> {
  constructor(
    readonly code: string,
    readonly sessionInfo: string,
    readonly pendingCredential: string,
  ) {
    super();
  }
}
