import { Command } from '@nestjs/cqrs';
import type { CodeChannel } from '../../../domain/one-time-code.js';
import type { CredentialAttempt } from '../../sign-in.service.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

export interface CodeSent {
  verifyType: 1 | 2;
  /** Where the code went, masked: 'o***@acme.test' or '+65 ****4567'. */
  contact: string;
  message: 'SUCCESS_RESEND_CODE';
}

/** Checks the password again, then sends a new 6-digit code by mail or SMS (older codes become void). */
@CommitsStepByStep() // Signs in first: the attempt is counted (and a failure kept) whatever the answer.
export class SendOneTimeCode extends Command<CodeSent> {
  constructor(
    readonly attempt: CredentialAttempt,
    readonly channel: CodeChannel,
  ) {
    super();
  }
}
