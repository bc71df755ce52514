import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';

export class Login extends Command<Principal> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
