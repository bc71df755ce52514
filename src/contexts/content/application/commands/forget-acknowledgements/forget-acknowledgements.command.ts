import { Command } from '@nestjs/cqrs';

/** Deletes every announcement acknowledgement of the given users (their accounts were deleted). */
export class ForgetAcknowledgements extends Command<void> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
