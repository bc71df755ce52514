import { Command } from '@nestjs/cqrs';

/** Mails a new tenant's first administrator the magic link to set a password (expires in 3 days). */
export class SendFirstAdministratorLink extends Command<void> {
  constructor(
    readonly userId: string,
    readonly organisation: string,
  ) {
    super();
  }
}

/**
 * Sets a password through the magic link of a new administrator or user (spec: /resetPassword?token=). Does
 * not sign in: the page confirms with Return to Login, and the first sign-in follows the login redirect.
 */
export class SetFirstAdministratorPassword extends Command<void> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
