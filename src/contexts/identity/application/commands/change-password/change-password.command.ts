import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';

/** Sets a new password for the signed-in user (also the first-login password); answers a fresh session. */
export class ChangePassword extends Command<Principal> {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {
    super();
  }
}
