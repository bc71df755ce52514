import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';

/** Mails a new tenant's first administrator the magic link to set a password (expires in 3 days). */
export class SendFirstAdministratorLink extends Command<void> {
  constructor(
    readonly userId: string,
    readonly organisation: string,
  ) {
    super();
  }
}

/** Sets the first administrator's password through the magic link; answers the signed-in principal. */
export class SetFirstAdministratorPassword extends Command<Principal> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
