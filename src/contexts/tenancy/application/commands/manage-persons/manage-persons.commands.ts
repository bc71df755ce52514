import { Command } from '@nestjs/cqrs';
import type { CurrentUser } from '../../../../../shared/domain/current-user.js';
import type { PersonView } from '../../queries/list-persons/person.view.js';

/**
 * Who asks for a change to persons: a signed-in caller (checked against their tenant and role) or the
 * system itself (scheduled requests), which may do anything.
 */
export type PersonActor = CurrentUser | 'SYSTEM';

export interface AddPersonInput {
  tenantId: string;
  displayName: string;
  email: string;
  lucaAccessible?: boolean;
}

/** Adds a person to a tenant (seat rules for tenant administrators) and mails a password-setup link. */
export class AddPerson extends Command<PersonView> {
  constructor(
    readonly actor: PersonActor,
    readonly input: AddPersonInput,
  ) {
    super();
  }
}

export interface EditPersonInput {
  tenantId: string;
  uid: string;
  displayName?: string;
  disabled?: boolean;
  lucaAccessible?: boolean;
  role?: 'USER' | 'SALE';
}

export class EditPerson extends Command<PersonView> {
  constructor(
    readonly actor: PersonActor,
    readonly input: EditPersonInput,
  ) {
    super();
  }
}

/** Deletes persons of one tenant; a caller never deletes themself. Answers how many were deleted. */
export class DeletePersons extends Command<number> {
  constructor(
    readonly actor: PersonActor,
    readonly tenantId: string,
    readonly userIds: string[],
  ) {
    super();
  }
}

/** Active/Disabled for persons of one tenant. Answers how many changed. */
export class SetPersonsDisabled extends Command<number> {
  constructor(
    readonly actor: PersonActor,
    readonly tenantId: string,
    readonly userIds: string[],
    readonly disabled: boolean,
  ) {
    super();
  }
}

/** Luca access Yes/No for persons of one tenant (staff or the system). Answers how many changed. */
export class SetPersonsLucaAccess extends Command<number> {
  constructor(
    readonly actor: PersonActor,
    readonly tenantId: string,
    readonly userIds: string[],
    readonly lucaAccessible: boolean,
  ) {
    super();
  }
}

/** Mails a person a password reset link. */
export class SendPersonPasswordReset extends Command<void> {
  constructor(
    readonly actor: PersonActor,
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}
