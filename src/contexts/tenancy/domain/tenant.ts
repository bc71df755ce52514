import { TenancyError } from './tenancy-error.js';

export interface NewTenant {
  id: string;
  companyId: number;
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
  usersLimit?: number;
  createdAt: Date;
}

/** A customer company (or the provider's own organisation) whose people use the product. */
export class Tenant {
  id: string;
  companyId: number;
  organizationName: string;
  organizationUrl: string;
  contactName: string;
  contactEmail: string;
  tenantManagerName: string | null;
  tenantManagerEmail: string | null;
  regionIds: number[];
  selectAllRegions: boolean;
  startDate: Date;
  endDate: Date | null;
  /** true active, false disabled */
  status: boolean;
  /** Self-service plan (signed up and pays online) rather than an enterprise contract. */
  ssp: boolean;
  /** The provider's own tenant, whose staff run the console. */
  provider: boolean;
  /** Seats staff granted (enterprise tenants); SSP tenants take their seats from the subscription. */
  usersLimit: number;
  /** The person set as User Admin (tenant manager), if any. */
  managerUserId: string | null;
  createdAt: Date;
  updatedAt: Date;

  constructor(input: NewTenant) {
    Tenant.assertValidName(input.organizationName);
    this.id = input.id;
    this.companyId = input.companyId;
    this.organizationName = input.organizationName.trim();
    this.organizationUrl = input.organizationUrl.trim();
    this.contactName = input.contactName.trim();
    this.contactEmail = input.contactEmail.trim().toLowerCase();
    this.tenantManagerName = input.tenantManagerName ?? null;
    this.tenantManagerEmail = input.tenantManagerEmail?.trim().toLowerCase() ?? null;
    this.regionIds = [...new Set(input.regionIds)].sort((a, b) => a - b);
    this.selectAllRegions = input.selectAllRegions ?? false;
    this.startDate = input.startDate;
    this.endDate = input.endDate ?? null;
    this.status = true;
    this.ssp = input.ssp;
    this.provider = input.provider ?? false;
    this.usersLimit = input.usersLimit ?? 0;
    this.managerUserId = null;
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  /** Letters, digits, spaces, hyphens, dots, ampersands and apostrophes: names of real companies. */
  static assertValidName(name: string): void {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > 255 || !/^[\p{L}\p{N}][\p{L}\p{N} .&'-]*$/u.test(trimmed)) {
      throw new TenancyError('INVALID_DISPLAY_NAME');
    }
  }

  isActiveOn(day: Date): boolean {
    return this.status && this.startDate <= day && (this.endDate === null || day <= this.endDate);
  }
}
