import type { TenantRequestState, TenantRequestType } from '../../../domain/tenant-request.js';

/** A request as the console shows it (docs/api/tenant-requests.md). */
export interface TenantRequestView {
  featureRequestId: string;
  requestType: TenantRequestType;
  state: TenantRequestState;
  country: string;
  startDate: string;
  endDate: string;
  tenantId: string | null;
  organizationName: string | null;
  organizationUrl: string | null;
  contactName: string | null;
  contactEmail: string | null;
  tenantManagerName: string | null;
  tenantManagerEmail: string | null;
  regions: number[];
  regionName: string;
  selectAllRegions: boolean;
  personList: Array<{
    displayName: string;
    email: string;
    lucaAccessible: boolean;
    uid: string | null;
    error: string | null;
  }>;
  uids: string[];
  failureReason: string | null;
  startedAt: string | null;
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
