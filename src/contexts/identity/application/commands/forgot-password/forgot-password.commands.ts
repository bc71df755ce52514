import { Command } from '@nestjs/cqrs';

/** Sends a single-use password reset link when the account exists; always succeeds. */
export class ForgotPassword extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}

/** The signed-in user's own 'Update Password': a reset link to their email. */
export class SendPasswordResetLink extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
