import { Query } from '@nestjs/cqrs';

export interface TenantSummary {
  id: string;
  companyId: number;
  organizationName: string;
  status: boolean;
  ssp: boolean;
  provider: boolean;
  regionIds: number[];
}

export class GetTenantSummary extends Query<TenantSummary | null> {
  constructor(readonly tenantId: string) {
    super();
  }
}
