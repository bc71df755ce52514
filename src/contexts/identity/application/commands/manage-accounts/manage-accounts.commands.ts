import { Command } from '@nestjs/cqrs';
import type { Role } from '../../../../../shared/domain/roles.js';

/** Changes to accounts of one tenant; fields left out stay as they are. */
export interface AccountChanges {
  displayName?: string;
  disabled?: boolean;
  lucaAccessible?: boolean;
  role?: Role;
}

/**
 * Applies the same changes to accounts of one tenant (ids of another tenant are USER_NOT_FOUND and
 * nothing changes). A disabled account's sessions end at once. Answers how many accounts changed.
 */
export class UpdateAccounts extends Command<number> {
  constructor(
    readonly tenantId: string,
    readonly userIds: string[],
    readonly changes: AccountChanges,
  ) {
    super();
  }
}

/** Deletes accounts of one tenant with their sessions and links. Answers how many were deleted. */
export class DeleteAccounts extends Command<number> {
  constructor(
    readonly tenantId: string,
    readonly userIds: string[],
  ) {
    super();
  }
}

/** Mails a new person the link to set their password (expires in 3 days). */
export class SendPasswordSetupLink extends Command<void> {
  constructor(
    readonly userId: string,
    readonly organisation: string,
  ) {
    super();
  }
}
