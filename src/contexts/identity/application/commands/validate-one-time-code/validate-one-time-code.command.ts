import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';

/** Redeems the newest code sent to the account; answers the signed-in principal. */
export class ValidateOneTimeCode extends Command<Principal> {
  constructor(
    readonly email: string,
    readonly code: string,
  ) {
    super();
  }
}
