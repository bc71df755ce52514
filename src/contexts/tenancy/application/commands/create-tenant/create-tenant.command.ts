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
}

/** Creates a tenant; answers its id. */
export class CreateTenant extends Command<string> {
  constructor(readonly input: CreateTenantInput) {
    super();
  }
}
