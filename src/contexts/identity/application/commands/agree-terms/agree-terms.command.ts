import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';

/** Records that the signed-in user agreed to the terms and conditions. */
export class AgreeTerms extends Command<Principal> {
  constructor(readonly userId: string) {
    super();
  }
}
