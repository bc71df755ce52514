import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/** Redeems the newest code sent to the account; answers the signed-in principal. */
@CommitsStepByStep() // A wrong code is counted against the code even though the answer is a refusal.
export class ValidateOneTimeCode extends Command<Principal> {
  constructor(
    readonly email: string,
    readonly code: string,
  ) {
    super();
  }
}
