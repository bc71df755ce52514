import { Command } from '@nestjs/cqrs';
import type { TenantDetails } from '../../../domain/tenant.js';

export interface CreateTenantInput extends TenantDetails {
  ssp: boolean;
  provider?: boolean;
  /** Seats of an enterprise tenant (self-service tenants take theirs from the subscription). */
  usersLimit?: number;
  /**
   * Staff's Add Company: the tenant manager named (tenantManagerEmail) gets an account, as the tenant's user
   * admin (TENANT_ADMINISTRATOR), and an invitation mail to set a password. A taken email is refused
   * (EMAIL_ALREADY_EXISTS) before anything is written.
   */
  inviteManager?: boolean;
}

/** Creates a tenant; answers its id. */
export class CreateTenant extends Command<string> {
  constructor(readonly input: CreateTenantInput) {
    super();
  }
}
