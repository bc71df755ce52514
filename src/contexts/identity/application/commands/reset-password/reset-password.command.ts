import { Command } from '@nestjs/cqrs';

/** Sets a new password with a reset link's oobCode (single use); ends every session of the account. */
export class ResetPassword extends Command<void> {
  constructor(
    readonly oobCode: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
