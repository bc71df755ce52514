import { Query } from '@nestjs/cqrs';
import type { TenantListCriteria } from '../../../domain/tenant.repository.js';
import type { TenantView } from './tenant.view.js';

/** Staff's paged, searchable, sorted tenant list. */
export class ListTenants extends Query<{ data: TenantView[]; total: number }> {
  constructor(readonly criteria: TenantListCriteria) {
    super();
  }
}

export class GetTenantView extends Query<TenantView> {
  constructor(readonly tenantId: string) {
    super();
  }
}
