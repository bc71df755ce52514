import { Command } from '@nestjs/cqrs';

export interface CreateTenantInput {
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  tenantManagerName?: string | null;
  tenantManagerEmail?: string | null;
  regionIds: number[];
  selectAllRegions?: boolean;
  startDate: Date;
  endDate?: Date | null;
  ssp: boolean;
  provider?: boolean;
  /** Seats of an enterprise tenant (self-service tenants take theirs from the subscription). */
  usersLimit?: number;
}

/** Creates a tenant; answers its id. */
export class CreateTenant extends Command<string> {
  constructor(readonly input: CreateTenantInput) {
    super();
  }
}
