import { Command } from '@nestjs/cqrs';
import type { CreateTenantInput } from '../create-tenant/create-tenant.command.js';

export interface EditTenantInput extends Omit<CreateTenantInput, 'ssp' | 'provider'> {
  id: string;
  status?: boolean;
}

export class EditTenant extends Command<void> {
  constructor(readonly input: EditTenantInput) {
    super();
  }
}

/** Active (true) or Disabled (false): a disabled tenant's users cannot sign in. */
export class ChangeTenantStatus extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly status: boolean,
  ) {
    super();
  }
}

/** Deletes a tenant; refused while it has users. */
export class DeleteTenant extends Command<void> {
  constructor(readonly tenantId: string) {
    super();
  }
}

/** Switches a self-service (SSP) tenant to an enterprise contract. */
export class ConvertTenantToEnterprise extends Command<void> {
  constructor(readonly tenantId: string) {
    super();
  }
}

/** Makes a person the tenant's user admin (tenant manager) and sets the tenant's users limit. */
export class UpdateTenantManager extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly limit: number | undefined,
  ) {
    super();
  }
}
