import { Command } from '@nestjs/cqrs';
import type { NewUserAccount } from '../../../domain/user-account.js';

/** A new account's fields as the caller gives them: a password rather than its hash, terms agreed or not. */
export interface RegisterUserAccountInput extends Pick<
  NewUserAccount,
  'email' | 'displayName' | 'phone' | 'role' | 'tenantId' | 'lucaAccessible' | 'supportVerify' | 'firstLogin'
> {
  /** Left out for a person who sets their own password through a setup link: a random unusable one. */
  password?: string;
  termsAgreed?: boolean;
}

/** Creates the credentials of a person; answers the new user id. */
export class RegisterUserAccount extends Command<string> {
  constructor(readonly input: RegisterUserAccountInput) {
    super();
  }
}
