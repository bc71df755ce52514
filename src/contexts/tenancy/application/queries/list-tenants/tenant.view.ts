import { type RegionName } from '../../../infrastructure/screening/screening-region-catalogue.js';

/** The spec's Tenant entity as the API answers it (docs/api/tenancy.md). */
export interface TenantView {
  id: string;
  companyId: number;
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  tenantManagerName: string | null;
  tenantManagerEmail: string | null;
  /** Email of the tenant's user admin, or null. */
  userAdmin: string | null;
  regionName: string;
  selectedRegion: RegionName[];
  region: number[];
  selectAllRegions: boolean;
  startDate: string;
  endDate: string | null;
  status: boolean;
  ssp: boolean;
  sspExpired: boolean;
  provider: boolean;
  subscriptionEndDate: string | null;
  subscriptionPaymentDate: string | null;
  usersLimit: number;
  userCount: number;
  seatsLeft: number;
}
