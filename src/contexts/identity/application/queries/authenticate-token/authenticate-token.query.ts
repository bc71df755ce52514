import { Query } from '@nestjs/cqrs';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';

/** Turns a bearer idToken into the caller, or fails with UNAUTHORIZED. */
export class AuthenticateToken extends Query<CurrentUser> {
  constructor(readonly token: string) {
    super();
  }
}
