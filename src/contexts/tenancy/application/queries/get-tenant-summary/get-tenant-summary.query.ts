import { Query } from '@nestjs/cqrs';

export interface TenantSummary {
  id: string;
  companyId: number;
  organizationName: string;
  status: boolean;
  ssp: boolean;
  provider: boolean;
  regionIds: number[];
  /** Access start and end dates; users may sign in only while the tenant is active and within them. */
  startDate: Date;
  endDate: Date | null;
  usersLimit: number;
}

export class GetTenantSummary extends Query<TenantSummary | null> {
  constructor(readonly tenantId: string) {
    super();
  }
}
