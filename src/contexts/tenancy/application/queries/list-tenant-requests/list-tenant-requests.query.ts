import { Query } from '@nestjs/cqrs';
import type { TenantRequestType } from '../../../domain/tenant-request.js';
import type { TenantRequestView } from './tenant-request.view.js';

/** Requests of these types (all when empty), by start date. */
export class ListTenantRequests extends Query<TenantRequestView[]> {
  constructor(readonly types: TenantRequestType[]) {
    super();
  }
}

/** One request; REQUEST_NOT_FOUND otherwise. */
export class GetTenantRequest extends Query<TenantRequestView> {
  constructor(readonly featureRequestId: string) {
    super();
  }
}
