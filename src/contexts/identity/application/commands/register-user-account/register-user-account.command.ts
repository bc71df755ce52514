import { Command } from '@nestjs/cqrs';
import type { Role } from '../../../../../shared/domain/roles.js';

export interface RegisterUserAccountInput {
  email: string;
  /** Left out for a person who sets their own password through a setup link: a random unusable one. */
  password?: string;
  displayName: string;
  phone?: string | null;
  role: Role;
  tenantId: string;
  lucaAccessible?: boolean;
  supportVerify?: boolean;
  firstLogin?: boolean;
  termsAgreed?: boolean;
}

/** Creates the credentials of a person; answers the new user id. */
export class RegisterUserAccount extends Command<string> {
  constructor(readonly input: RegisterUserAccountInput) {
    super();
  }
}
