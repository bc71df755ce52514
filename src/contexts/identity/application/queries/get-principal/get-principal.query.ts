import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../principal.js';

/** The signed-in user's principal (without a new token). */
export class GetPrincipal extends Query<Principal> {
  constructor(readonly userId: string) {
    super();
  }
}
